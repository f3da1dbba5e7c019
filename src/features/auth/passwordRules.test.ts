import { beforeAll, describe, expect, test } from "vitest";
import { i18n } from "../../i18n";
import { initTestI18n } from "../../test/i18n";
import { INVALID_RESET_LINK, PASSWORD_HINT, checkNewPassword, checkPassword, isValidResetToken } from "./passwordRules";

beforeAll(initTestI18n);

const said = (code: string) => ({ title: i18n.t(`errors.${code}.title` as "errors.PIN_FORMAT.title"), message: i18n.t(`errors.${code}.message` as "errors.PIN_FORMAT.message") });

describe("password rules", () => {
  test("a reset token must be present and longer than 20 characters", () => {
    expect(isValidResetToken(undefined)).toBe(false);
    expect(isValidResetToken("a".repeat(20))).toBe(false);
    expect(isValidResetToken("a".repeat(21))).toBe(true);
  });

  test("a new password needs 8 characters and a matching confirmation, each said under its field", () => {
    expect(checkPassword("1234567")).toEqual({ field: "password", code: "PASSWORD_TOO_SHORT" });
    expect(checkPassword("12345678")).toBeNull();
    const short = checkNewPassword("1234567", "1234567");
    expect(short).toEqual({ field: "password", code: "PASSWORD_TOO_SHORT" });
    expect(said(short!.code)).toEqual({ title: "Password too short", message: "Password must be at least 8 characters long" });
    const mismatch = checkNewPassword("12345678", "12345679");
    expect(mismatch).toEqual({ field: "confirmation", code: "PASSWORD_MISMATCH" });
    expect(said(mismatch!.code)).toEqual({ title: "Passwords do not match", message: "Please make sure your passwords match" });
    expect(checkNewPassword("12345678", "12345678")).toBeNull();
  });

  test("the hint and the invalid-link text are the spec's, in English", () => {
    expect(i18n.t(PASSWORD_HINT)).toBe("Password must be at least 8 characters long");
    expect(i18n.t(INVALID_RESET_LINK)).toBe(
      "The password reset link is invalid or has expired. Please request a new password reset link.",
    );
  });
});
