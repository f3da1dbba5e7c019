import { describe, expect, test } from "vitest";
import { MAX_AMOUNT_PENCE } from "./money";
import {
  emptyTransactionForm,
  transactionFormFrom,
  transactionFormSchema,
  transactionInputSchema,
  type TransactionForm,
} from "./transactionSchema";

const valid: TransactionForm = {
  ...emptyTransactionForm("2026-11-22"),
  description: "Weekly shop",
  amount: "42.50",
  categoryId: "category1",
  paymentMethod: "Debit Card",
  itemTypeId: "itemType1",
};

/** Each field with a problem and the code on it, in the form's order. */
function problems(values: Partial<TransactionForm>) {
  const result = transactionFormSchema().safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("transactionFormSchema", () => {
  test("a new form: today, its Month ID and Week ID, an expense, nothing else chosen", () => {
    expect(emptyTransactionForm("2026-11-29")).toEqual({
      description: "",
      amount: "",
      categoryId: "",
      paymentMethod: "",
      date: "2026-11-29",
      monthId: "11",
      weekId: "W5",
      transactionType: "expense",
      itemTypeId: "",
    });
  });

  test("an empty form shows every message of spec section 5 under its own field", () => {
    const result = transactionFormSchema().safeParse({
      description: " ",
      amount: "",
      categoryId: "",
      paymentMethod: "",
      date: "",
      monthId: "",
      weekId: "",
      transactionType: "",
      itemTypeId: "",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["description", "DESCRIPTION_REQUIRED"],
      ["amount", "AMOUNT_POSITIVE"],
      ["categoryId", "CATEGORY_REQUIRED"],
      ["paymentMethod", "PAYMENT_METHOD_REQUIRED"],
      ["date", "DATE_REQUIRED"],
      ["monthId", "MONTH_ID_REQUIRED"],
      ["weekId", "WEEK_ID_REQUIRED"],
      ["transactionType", "TRANSACTION_TYPE_REQUIRED"],
      ["itemTypeId", "ITEM_TYPE_REQUIRED"],
    ]);
  });

  test("a valid form becomes a TransactionInput in pence, trimmed", () => {
    const result = transactionFormSchema().parse({ ...valid, description: "  Weekly shop " });
    expect(result).toEqual({
      description: "Weekly shop",
      amountPence: 4250,
      categoryId: "category1",
      paymentMethod: "Debit Card",
      date: "2026-11-22",
      monthId: 11,
      weekId: "W4",
      transactionType: "expense",
      itemTypeId: "itemType1",
    });
  });

  test("the amount follows lib/amountSchema.ts (its tests hold every case)", () => {
    expect(problems({ amount: "0" })).toEqual([["amount", "AMOUNT_POSITIVE"]]);
    expect(problems({ amount: "1000000.01" })).toEqual([["amount", "AMOUNT_TOO_LARGE"]]);
  });

  test("a description of more than 2,000 characters is too long", () => {
    expect(problems({ description: "x".repeat(2001) })).toEqual([["description", "TEXT_TOO_LONG"]]);
    expect(problems({ description: "x".repeat(2000) })).toEqual([]);
  });

  test("only the five payment methods of section 9", () => {
    expect(problems({ paymentMethod: "Cheque" })).toEqual([["paymentMethod", "PAYMENT_METHOD_REQUIRED"]]);
    for (const method of ["Cash", "Credit Card", "Debit Card", "Bank Transfer", "Mobile Payment"]) {
      expect(problems({ paymentMethod: method })).toEqual([]);
    }
  });

  test("dates must be real days", () => {
    expect(problems({ date: "2027-02-29" })).toEqual([["date", "DATE_REQUIRED"]]);
    expect(problems({ date: "22/11/2026" })).toEqual([["date", "DATE_REQUIRED"]]);
    expect(problems({ date: "2028-02-29", monthId: "2", weekId: "W5" })).toEqual([]);
  });

  test("Month ID 1–12, Week ID W1–W5, type income or expense", () => {
    expect(problems({ monthId: "0" })).toEqual([["monthId", "MONTH_ID_REQUIRED"]]);
    expect(problems({ monthId: "13" })).toEqual([["monthId", "MONTH_ID_REQUIRED"]]);
    expect(problems({ monthId: "1.5" })).toEqual([["monthId", "MONTH_ID_REQUIRED"]]);
    expect(problems({ monthId: "12" })).toEqual([]);
    expect(problems({ weekId: "W6" })).toEqual([["weekId", "WEEK_ID_REQUIRED"]]);
    expect(problems({ transactionType: "transfer" })).toEqual([["transactionType", "TRANSACTION_TYPE_REQUIRED"]]);
    expect(problems({ transactionType: "income" })).toEqual([]);
  });

  test("the Week ID must exist in the counted month: no W5 in February 2027", () => {
    expect(problems({ date: "2027-02-10", monthId: "2", weekId: "W5" })).toEqual([["weekId", "WEEK_ID_REQUIRED"]]);
    expect(problems({ date: "2028-02-10", monthId: "2", weekId: "W5" })).toEqual([]);
    // 31 January counted toward February 2027 cannot keep its W5.
    expect(problems({ date: "2027-01-31", monthId: "2", weekId: "W5" })).toEqual([["weekId", "WEEK_ID_REQUIRED"]]);
  });

  test("editing a saved transaction fills the form back", () => {
    const form = transactionFormFrom({
      description: "Rent",
      amountPence: 95000,
      categoryId: "c",
      paymentMethod: "Bank Transfer",
      date: "2026-11-01",
      monthId: 11,
      weekId: "W1",
      transactionType: "expense",
      itemTypeId: "i",
    });
    expect(form).toMatchObject({ amount: "950.00", monthId: "11" });
    expect(transactionFormSchema().parse(form).amountPence).toBe(95000);
  });
});

describe("transactionInputSchema (the server's check)", () => {
  const input = transactionFormSchema().parse(valid);
  const codes = (values: Record<string, unknown>) => {
    const result = transactionInputSchema.safeParse({ ...input, ...values });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  test("a valid input passes unchanged", () => {
    expect(transactionInputSchema.parse(input)).toEqual(input);
  });

  test("every field's message", () => {
    expect(codes({ description: "" })).toEqual([["description", "DESCRIPTION_REQUIRED"]]);
    expect(codes({ amountPence: 0 })).toEqual([["amountPence", "AMOUNT_POSITIVE"]]);
    expect(codes({ amountPence: MAX_AMOUNT_PENCE + 1 })).toEqual([["amountPence", "AMOUNT_TOO_LARGE"]]);
    expect(codes({ categoryId: "" })).toEqual([["categoryId", "CATEGORY_REQUIRED"]]);
    expect(codes({ paymentMethod: "Gold" })).toEqual([["paymentMethod", "PAYMENT_METHOD_REQUIRED"]]);
    expect(codes({ date: "" })).toEqual([["date", "DATE_REQUIRED"]]);
    expect(codes({ monthId: 13 })).toEqual([["monthId", "MONTH_ID_REQUIRED"]]);
    expect(codes({ monthId: 2.5 })).toEqual([["monthId", "MONTH_ID_REQUIRED"]]);
    expect(codes({ weekId: "" })).toEqual([["weekId", "WEEK_ID_REQUIRED"]]);
    expect(codes({ transactionType: "" })).toEqual([["transactionType", "TRANSACTION_TYPE_REQUIRED"]]);
    expect(codes({ itemTypeId: "" })).toEqual([["itemTypeId", "ITEM_TYPE_REQUIRED"]]);
  });
});
