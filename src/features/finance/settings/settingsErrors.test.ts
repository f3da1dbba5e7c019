import { describe, expect, test } from "vitest";
import { householdError } from "../../../../convex/lib/errors";
import { categoryFieldRefusal, deleteOutcome, itemTypeFieldRefusal } from "./settingsErrors";

describe("finance settings refusals", () => {
  test("a category's refusals go under name, description or budget", () => {
    expect(categoryFieldRefusal(householdError("CATEGORY_NAME_TAKEN"))).toEqual({ field: "name", code: "CATEGORY_NAME_TAKEN" });
    expect(categoryFieldRefusal(householdError("TEXT_TOO_LONG"))).toEqual({ field: "description", code: "TEXT_TOO_LONG" });
    expect(categoryFieldRefusal(householdError("AMOUNT_TOO_LARGE"))).toEqual({ field: "budget", code: "AMOUNT_TOO_LARGE" });
  });

  test("an item type's refusals go under its name", () => {
    expect(itemTypeFieldRefusal(householdError("ITEM_TYPE_NAME_TAKEN"))).toEqual({ field: "name", code: "ITEM_TYPE_NAME_TAKEN" });
    expect(itemTypeFieldRefusal(householdError("ITEM_TYPE_NAME_REQUIRED"))).toEqual({ field: "name", code: "ITEM_TYPE_NAME_REQUIRED" });
    // A category's code is not the item type form's.
    expect(itemTypeFieldRefusal(householdError("CATEGORY_NAME_TAKEN"))).toBeNull();
  });

  test("a non-admin's refusal, the list limit and anything else are toasts", () => {
    expect(categoryFieldRefusal(householdError("MANAGE_FINANCE_SETTINGS"))).toBeNull();
    expect(itemTypeFieldRefusal(householdError("FINANCE_LIST_LIMIT", { max: 200 }))).toBeNull();
    expect(categoryFieldRefusal(new Error("offline"))).toBeNull();
  });
});

describe("deleteOutcome", () => {
  test("unused is deleted; used by a transaction or a bill is archived", () => {
    expect(deleteOutcome({ transactionCount: 0, outgoingCount: 0 })).toBe("deleted");
    expect(deleteOutcome({ transactionCount: 0 })).toBe("deleted");
    expect(deleteOutcome({ transactionCount: 3, outgoingCount: 0 })).toBe("archived");
    expect(deleteOutcome({ transactionCount: 0, outgoingCount: 1 })).toBe("archived");
  });
});
