import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { householdError, roomAccessDenied } from "../../../convex/lib/errors";
import { serviceMessage } from "../../features/auth/useAuthSubmit";
import { i18n } from "../../i18n";
import { describeEmailCodeError, describePasswordAuthError, isUnknownAccount } from "./passwordErrors";

describe("describePasswordAuthError", () => {
  test("gives an unknown email and a wrong password the same message", () => {
    const unknown = describePasswordAuthError(new Error("Uncaught Error: InvalidAccountId"));
    const wrong = describePasswordAuthError(new Error("Uncaught Error: InvalidSecret"));
    expect(unknown.message).toBe("Invalid email or password.");
    expect(unknown.key).toBe("auth.errors.invalidCredentials");
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.key).toBe(unknown.key);
  });

  test("passes through the message of a server code the app has no words for", () => {
    const error = new ConvexError({ code: "NOT_A_CATALOGUED_CODE", message: "Password must be at least 8 characters long" });
    const described = describePasswordAuthError(error);
    expect(described.message).toBe("Password must be at least 8 characters long");
    expect(serviceMessage(described, "Something went wrong", i18n.t)).toBe("Password must be at least 8 characters long");
    // A code it knows is shown in the reader's words.
    expect(serviceMessage(describePasswordAuthError(householdError("PASSWORD_TOO_SHORT")), "Something went wrong", i18n.t)).toBe(
      i18n.t("errors.PASSWORD_TOO_SHORT.message"),
    );
  });

  test("translates a catalogued server error by its code, with its params", () => {
    const short = describePasswordAuthError(householdError("PASSWORD_TOO_SHORT"));
    expect(short.message).toBe("Password must be at least 8 characters long");
    expect(short.key).toBe("errors.PASSWORD_TOO_SHORT.message");
    const denied = describePasswordAuthError(roomAccessDenied("Kitchen"));
    expect(denied.key).toBe("errors.ROOM_ACCESS_DENIED.message");
    expect(denied.params).toEqual({ room: "Kitchen" });
  });

  test("explains rate limiting, and leaves the rest to the fallback", () => {
    expect(describePasswordAuthError(new Error("TooManyFailedAttempts")).message).toMatch(/Too many failed attempts/);
    expect(describePasswordAuthError(new Error("TooManyFailedAttempts")).key).toBe("auth.errors.tooManyAttempts");
    const unknown = describePasswordAuthError(new Error("socket closed"));
    expect(unknown.message).toBe("");
    expect(unknown.key).toBeUndefined();
  });

  test("names an expired reset code and a short password by their keys", () => {
    expect(describePasswordAuthError(new Error("Invalid verification code")).key).toBe("auth.reset.invalidLink");
    expect(describePasswordAuthError(new Error("Password must be at least 8 characters long")).key).toBe("auth.password.hint");
  });

  test("spots an unknown account", () => {
    expect(isUnknownAccount(new Error("InvalidAccountId"))).toBe(true);
    expect(isUnknownAccount(new Error("InvalidSecret"))).toBe(false);
  });
});

describe("describeEmailCodeError", () => {
  test("names a wrong, used or expired email code by one key", () => {
    for (const text of ["Uncaught Error: Could not verify code", "Invalid code", "InvalidAccountId"]) {
      const described = describeEmailCodeError(new Error(text));
      expect(described.message).toBe("That code did not verify your email.");
      expect(described.key).toBe("auth.errors.codeNotVerified");
    }
  });

  test("describes anything else as sign-in does", () => {
    expect(describeEmailCodeError(householdError("INVALID_EMAIL")).key).toBe("errors.INVALID_EMAIL.message");
    expect(describeEmailCodeError(new Error("socket closed")).message).toBe("");
  });
});
