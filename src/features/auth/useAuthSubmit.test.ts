import { beforeAll, describe, expect, test } from "vitest";
import { householdError } from "../../../convex/lib/errors";
import { AuthServiceError } from "../../auth/AuthFlow";
import { describePasswordAuthError } from "../../auth/password/passwordErrors";
import { i18n } from "../../i18n";
import { initTestI18n } from "../../test/i18n";
import { serviceMessage } from "./useAuthSubmit";

beforeAll(initTestI18n);

describe("serviceMessage", () => {
  test("shows our own messages by their key, in the reader's language", () => {
    expect(serviceMessage(describePasswordAuthError(new Error("InvalidSecret")), "fallback", i18n.t)).toBe(
      "Invalid email or password.",
    );
    expect(serviceMessage(describePasswordAuthError(householdError("PASSWORD_TOO_SHORT")), "fallback", i18n.t)).toBe(
      "Password must be at least 8 characters long",
    );
  });

  test("shows a service's own message as is, and the fallback when there is none", () => {
    expect(serviceMessage(new AuthServiceError("Password is incorrect. Try again."), "fallback", i18n.t)).toBe(
      "Password is incorrect. Try again.",
    );
    expect(serviceMessage(new AuthServiceError(""), "An error occurred during sign in", i18n.t)).toBe(
      "An error occurred during sign in",
    );
    expect(serviceMessage(new Error("socket closed"), "An error occurred during sign in", i18n.t)).toBe(
      "An error occurred during sign in",
    );
  });
});
