import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { householdError } from "../../../convex/lib/errors";
import { transactionFormSchema, type TransactionForm } from "../../../convex/lib/transactionSchema";
import { transactionFieldRefusal } from "./transactionFormErrors";

const empty: TransactionForm = { description: "", amount: "", categoryId: "", paymentMethod: "", date: "", monthId: "", weekId: "", transactionType: "", itemTypeId: "" };

describe("server refusals of a transaction", () => {
  test("land under the same field as the form's own message for that code", () => {
    const cases: TransactionForm[] = [
      empty,
      { ...empty, description: "x".repeat(2001), amount: "1000000.01", date: "2027-02-10", monthId: "2", weekId: "W5" },
    ];
    const seen = new Set<string>();
    for (const form of cases) {
      const result = transactionFormSchema.safeParse(form);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        const refusal = transactionFieldRefusal(householdError(issue.message as Parameters<typeof householdError>[0]));
        expect(refusal, issue.message).toEqual({ field: issue.path[0], code: issue.message });
        seen.add(issue.message);
      }
    }
    // Every message of the form, and the two for a longer description and amount.
    expect([...seen].sort()).toEqual(
      [
        "AMOUNT_POSITIVE",
        "AMOUNT_TOO_LARGE",
        "CATEGORY_REQUIRED",
        "DATE_REQUIRED",
        "DESCRIPTION_REQUIRED",
        "ITEM_TYPE_REQUIRED",
        "MONTH_ID_REQUIRED",
        "PAYMENT_METHOD_REQUIRED",
        "TEXT_TOO_LONG",
        "TRANSACTION_TYPE_REQUIRED",
        "WEEK_ID_REQUIRED",
      ].sort(),
    );
  });

  test("a deleted category or item type goes under its select; a refusal about no field goes to a toast", () => {
    expect(transactionFieldRefusal(householdError("CATEGORY_DELETED"))).toEqual({ field: "categoryId", code: "CATEGORY_DELETED" });
    expect(transactionFieldRefusal(householdError("ITEM_TYPE_DELETED"))).toEqual({ field: "itemTypeId", code: "ITEM_TYPE_DELETED" });
    expect(transactionFieldRefusal(householdError("OWN_TRANSACTIONS_ONLY"))).toBeNull();
    expect(transactionFieldRefusal(new ConvexError("plain"))).toBeNull();
    expect(transactionFieldRefusal(new Error("network"))).toBeNull();
  });
});
