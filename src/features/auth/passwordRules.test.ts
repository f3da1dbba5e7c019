import { describe, expect, test } from "vitest";
import { checkNewPassword, isValidResetToken } from "./passwordRules";

describe("password rules", () => {
  test("a reset token must be present and longer than 20 characters", () => {
    expect(isValidResetToken(undefined)).toBe(false);
    expect(isValidResetToken("a".repeat(20))).toBe(false);
    expect(isValidResetToken("a".repeat(21))).toBe(true);
  });

  test("a new password needs 8 characters and a matching confirmation", () => {
    expect(checkNewPassword("1234567", "1234567")).toEqual({
      title: "Password too short",
      message: "Password must be at least 8 characters long",
    });
    expect(checkNewPassword("12345678", "12345679")).toEqual({
      title: "Passwords do not match",
      message: "Please make sure your passwords match",
    });
    expect(checkNewPassword("12345678", "12345678")).toBeNull();
  });
});
