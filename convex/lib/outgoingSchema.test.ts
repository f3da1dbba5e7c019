import { describe, expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import { MAX_AMOUNT_PENCE } from "./money";
import {
  dueDays,
  outgoingFormDefaults,
  outgoingFormSchema,
  outgoingInputSchema,
  type OutgoingForm,
  type OutgoingInput,
} from "./outgoingSchema";

const valid: OutgoingForm = {
  description: "Rent",
  amount: "850.00",
  dueDay: "1",
  paymentMethod: "Bank Transfer",
  categoryId: "k57abc",
  paymentType: "standing-order",
};

/** The error code zod reports first for these form values, or null when they are valid. */
function formProblem(values: Partial<OutgoingForm>) {
  const result = outgoingFormSchema().safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0].message;
}

/** Every field with a problem, by field name. */
function formProblems(values: OutgoingForm) {
  const result = outgoingFormSchema().safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const validInput: OutgoingInput = {
  description: "Rent",
  amountPence: 85_000,
  dueDay: 1,
  paymentMethod: "Bank Transfer",
  categoryId: "k57abc" as Id<"financeCategories">,
  paymentType: "standing-order",
};

function inputProblem(values: Partial<OutgoingInput>) {
  const result = outgoingInputSchema.safeParse({ ...validInput, ...values });
  return result.success ? null : result.error.issues[0].message;
}

describe("outgoingFormSchema", () => {
  test("an empty form shows each field's own message under that field", () => {
    expect(formProblems(outgoingFormDefaults)).toEqual({
      description: "DESCRIPTION_REQUIRED",
      amount: "AMOUNT_POSITIVE",
      dueDay: "DUE_DAY_REQUIRED",
      paymentMethod: "PAYMENT_METHOD_REQUIRED",
      categoryId: "CATEGORY_REQUIRED",
      paymentType: "PAYMENT_TYPE_REQUIRED",
    });
  });

  test("a valid form becomes an OutgoingInput in pence, trimmed", () => {
    expect(outgoingFormSchema().parse({ ...valid, description: "  Rent ", amount: "£1,200.5", dueDay: " 31 " })).toEqual({
      ...validInput,
      amountPence: 120_050,
      dueDay: 31,
    });
  });

  test.each(["", "0", "32", "1.5", "-1", "x", "001"])("due day %j is refused", (dueDay) => {
    expect(formProblem({ dueDay })).toBe("DUE_DAY_REQUIRED");
  });

  test("the amount follows lib/amountSchema.ts (its tests hold every case)", () => {
    expect(formProblem({ amount: "0" })).toBe("AMOUNT_POSITIVE");
    expect(formProblem({ amount: "1000000.01" })).toBe("AMOUNT_TOO_LARGE");
  });

  test("due days 1 to 31 are offered and accepted", () => {
    expect(dueDays).toHaveLength(31);
    for (const dueDay of dueDays) expect(formProblem({ dueDay })).toBeNull();
  });

  test("unknown payment methods and types are refused with the spec's messages", () => {
    expect(formProblem({ paymentMethod: "Cheque" })).toBe("PAYMENT_METHOD_REQUIRED");
    expect(formProblem({ paymentType: "whenever" })).toBe("PAYMENT_TYPE_REQUIRED");
  });

  test("a description longer than 2,000 characters is refused", () => {
    expect(formProblem({ description: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
    expect(formProblem({ description: "x".repeat(2000) })).toBeNull();
  });
});

describe("outgoingInputSchema (the server's side)", () => {
  test("a valid input passes", () => {
    expect(inputProblem({})).toBeNull();
  });

  test("every message", () => {
    expect(inputProblem({ description: " " })).toBe("DESCRIPTION_REQUIRED");
    expect(inputProblem({ amountPence: 0 })).toBe("AMOUNT_POSITIVE");
    expect(inputProblem({ amountPence: MAX_AMOUNT_PENCE + 1 })).toBe("AMOUNT_TOO_LARGE");
    expect(inputProblem({ dueDay: 0 })).toBe("DUE_DAY_REQUIRED");
    expect(inputProblem({ dueDay: 32 })).toBe("DUE_DAY_REQUIRED");
    expect(inputProblem({ dueDay: 2.5 })).toBe("DUE_DAY_REQUIRED");
    expect(inputProblem({ paymentMethod: "" })).toBe("PAYMENT_METHOD_REQUIRED");
    expect(inputProblem({ paymentType: "" })).toBe("PAYMENT_TYPE_REQUIRED");
    expect(inputProblem({ categoryId: "" as Id<"financeCategories"> })).toBe("CATEGORY_REQUIRED");
  });
});
