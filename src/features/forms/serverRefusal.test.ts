import { describe, expect, test } from "vitest";
import { fieldError, householdError } from "../../../convex/lib/errors";
import { refusalField, showRefusalUnderField } from "./serverRefusal";

describe("a server refusal goes under the field it names", () => {
  test("a field of the form, by the server's name or the form's", () => {
    expect(refusalField(fieldError("name", "ROOM_NAME_TAKEN"), ["name"])).toEqual({ field: "name", code: "ROOM_NAME_TAKEN" });
    expect(refusalField(fieldError("amountPence", "AMOUNT_TOO_LARGE"), ["description", "amount"], { amountPence: "amount" })).toEqual({
      field: "amount",
      code: "AMOUNT_TOO_LARGE",
    });
  });

  test("a refusal about no field, or about a field this form does not have, is for a toast", () => {
    expect(refusalField(householdError("ADD_ROOMS"), ["name"])).toBeNull();
    expect(refusalField(fieldError("email", "EMAIL_TAKEN"), ["name"])).toBeNull();
    expect(refusalField(new Error("offline"), ["name"])).toBeNull();
  });

  test("showRefusalUnderField marks the field, with focus, from the form's own values", () => {
    const marked: unknown[] = [];
    const form = {
      getValues: () => ({ name: "", budget: "" }),
      setError: (...args: unknown[]) => void marked.push(args),
    };
    expect(showRefusalUnderField(form, fieldError("monthlyBudgetPence", "AMOUNT_TOO_LARGE"), { monthlyBudgetPence: "budget" })).toBe(true);
    expect(marked).toEqual([["budget", { message: "AMOUNT_TOO_LARGE" }, { shouldFocus: true }]]);
    expect(showRefusalUnderField(form, householdError("MANAGE_FINANCE_SETTINGS"))).toBe(false);
    expect(marked).toHaveLength(1);
  });
});
