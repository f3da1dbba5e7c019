import { beforeAll, describe, expect, test } from "vitest";
import { i18n } from "../../i18n";
import { initTestI18n } from "../../test/i18n";
import { INVALID_RESET_LINK, PASSWORD_HINT, checkNewPassword, isValidResetToken } from "./passwordRules";

beforeAll(initTestI18n);

describe("password rules", () => {
  test("a reset token must be present and longer than 20 characters", () => {
    expect(isValidResetToken(undefined)).toBe(false);
    expect(isValidResetToken("a".repeat(20))).toBe(false);
    expect(isValidResetToken("a".repeat(21))).toBe(true);
  });

  test("a new password needs 8 characters and a matching confirmation", () => {
    const short = checkNewPassword("1234567", "1234567");
    expect(short && { title: i18n.t(short.title), message: i18n.t(short.message) }).toEqual({
      title: "Password too short",
      message: "Password must be at least 8 characters long",
    });
    const mismatch = checkNewPassword("12345678", "12345679");
    expect(mismatch && { title: i18n.t(mismatch.title), message: i18n.t(mismatch.message) }).toEqual({
      title: "Passwords do not match",
      message: "Please make sure your passwords match",
    });
    expect(checkNewPassword("12345678", "12345678")).toBeNull();
  });

  test("the hint and the invalid-link text are the spec's, in English", () => {
    expect(i18n.t(PASSWORD_HINT)).toBe("Password must be at least 8 characters long");
    expect(i18n.t(INVALID_RESET_LINK)).toBe(
      "The password reset link is invalid or has expired. Please request a new password reset link.",
    );
  });
});
