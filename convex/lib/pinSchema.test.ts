import { describe, expect, test } from "vitest";
import { pinFormSchema, pinSchema } from "./pinSchema";

const problems = (form: { pin: string; repeat: string }) => {
  const result = pinFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("a family-screen PIN", () => {
  test("the server takes four digits, and nothing else", () => {
    expect(pinSchema.safeParse({ pin: "0427" }).success).toBe(true);
    for (const pin of ["", "123", "12345", "12a4", " 1234"]) {
      expect(pinSchema.safeParse({ pin }).error?.issues[0]).toMatchObject({ path: ["pin"], message: "PIN_FORMAT" });
    }
  });

  test("the form asks for it twice: each problem under its own field", () => {
    expect(problems({ pin: "0427", repeat: "0427" })).toEqual([]);
    expect(problems({ pin: "0427", repeat: "0428" })).toEqual([["repeat", "PIN_MISMATCH"]]);
    expect(problems({ pin: "42", repeat: "" })).toContainEqual(["pin", "PIN_FORMAT"]);
  });
});
