import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { describePasswordAuthError, isUnknownAccount } from "./passwordErrors";

describe("describePasswordAuthError", () => {
  test("gives an unknown email and a wrong password the same message", () => {
    const unknown = describePasswordAuthError(new Error("Uncaught Error: InvalidAccountId"));
    const wrong = describePasswordAuthError(new Error("Uncaught Error: InvalidSecret"));
    expect(unknown.message).toBe("Invalid email or password.");
    expect(wrong.message).toBe(unknown.message);
  });

  test("passes a server ConvexError's message through", () => {
    const error = new ConvexError({ code: "PASSWORD_TOO_SHORT", message: "Password must be at least 8 characters long" });
    expect(describePasswordAuthError(error).message).toBe("Password must be at least 8 characters long");
  });

  test("explains rate limiting and taken emails, and leaves the rest to the fallback", () => {
    expect(describePasswordAuthError(new Error("TooManyFailedAttempts")).message).toMatch(/Too many failed attempts/);
    expect(describePasswordAuthError(new Error("Account pat@x.test already exists")).message).toBe(
      "An account with this email already exists.",
    );
    expect(describePasswordAuthError(new Error("socket closed")).message).toBe("");
  });

  test("spots an unknown account", () => {
    expect(isUnknownAccount(new Error("InvalidAccountId"))).toBe(true);
    expect(isUnknownAccount(new Error("InvalidSecret"))).toBe(false);
  });
});
