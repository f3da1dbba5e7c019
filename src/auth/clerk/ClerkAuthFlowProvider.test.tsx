import { render } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { AuthServiceError, useAuthFlow, type AuthFlow } from "../AuthFlow";
import { ClerkAuthFlowProvider } from "./ClerkAuthFlowProvider";

// Clerk's hooks, mocked: the flow must drive them the way Clerk's docs describe.
const signIn = { create: vi.fn(), attemptFirstFactor: vi.fn() };
const signUp = { create: vi.fn(), prepareEmailAddressVerification: vi.fn(), attemptEmailAddressVerification: vi.fn() };
const setActive = vi.fn();
const clerk = { signOut: vi.fn() };
let loaded = true;

vi.mock("@clerk/clerk-react", () => ({
  useSignIn: () => (loaded ? { isLoaded: true, signIn, setActive } : { isLoaded: false }),
  useSignUp: () => (loaded ? { isLoaded: true, signUp, setActive } : { isLoaded: false }),
  useClerk: () => clerk,
}));

function renderFlow(): AuthFlow {
  let flow: AuthFlow | null = null;
  function Capture() {
    flow = useAuthFlow();
    return null;
  }
  render(
    <ClerkAuthFlowProvider>
      <Capture />
    </ClerkAuthFlowProvider>,
  );
  return flow!;
}

const clerkError = (code: string, longMessage: string) => Object.assign(new Error(longMessage), { errors: [{ code, longMessage }] });

beforeEach(() => {
  vi.clearAllMocks();
  loaded = true;
});

describe("ClerkAuthFlowProvider", () => {
  test("signs in with a lower-cased email and activates the session", async () => {
    signIn.create.mockResolvedValue({ status: "complete", createdSessionId: "sess_1" });
    const flow = renderFlow();
    expect(flow.kind).toBe("clerk");
    await flow.signIn("Pat@Household.TEST", "correct horse");
    expect(signIn.create).toHaveBeenCalledWith({ identifier: "pat@household.test", password: "correct horse" });
    expect(setActive).toHaveBeenCalledWith({ session: "sess_1" });
  });

  test("shows Clerk's own message when sign-in fails", async () => {
    signIn.create.mockRejectedValue(clerkError("form_password_incorrect", "Password is incorrect. Try again."));
    const flow = renderFlow();
    const failure = await flow.signIn("pat@household.test", "nope").catch((error: unknown) => error);
    expect(failure).toEqual(new AuthServiceError("Password is incorrect. Try again."));
    // Clerk's message has no i18n key: the screens show it as Clerk wrote it.
    expect((failure as AuthServiceError).key).toBeUndefined();
    expect(setActive).not.toHaveBeenCalled();
  });

  test("signs up, asks for the emailed code, then activates the session", async () => {
    signUp.create.mockResolvedValue({});
    signUp.prepareEmailAddressVerification.mockResolvedValue({});
    signUp.attemptEmailAddressVerification.mockResolvedValue({ status: "complete", createdSessionId: "sess_2" });
    const flow = renderFlow();
    expect(await flow.signUp({ name: "Pat van Dyke", email: "Pat@household.test", password: "correct horse" })).toEqual({
      status: "needsEmailCode",
    });
    expect(signUp.create).toHaveBeenCalledWith({
      emailAddress: "pat@household.test",
      password: "correct horse",
      firstName: "Pat",
      lastName: "van Dyke",
    });
    expect(signUp.prepareEmailAddressVerification).toHaveBeenCalledWith({ strategy: "email_code" });
    await flow.verifySignUpCode("424242");
    expect(signUp.attemptEmailAddressVerification).toHaveBeenCalledWith({ code: "424242" });
    expect(setActive).toHaveBeenCalledWith({ session: "sess_2" });
  });

  test("resets a password by emailed code, without revealing unknown emails", async () => {
    signIn.create.mockRejectedValueOnce(clerkError("form_identifier_not_found", "Couldn't find your account."));
    const flow = renderFlow();
    expect(await flow.requestPasswordReset("nobody@household.test")).toBe("code");

    signIn.create.mockResolvedValue({});
    signIn.attemptFirstFactor.mockResolvedValue({ status: "complete", createdSessionId: "sess_3" });
    expect(await flow.requestPasswordReset("pat@household.test")).toBe("code");
    expect(signIn.create).toHaveBeenLastCalledWith({ strategy: "reset_password_email_code", identifier: "pat@household.test" });
    await flow.resetPassword({ email: "pat@household.test", token: "123456", newPassword: "new password" });
    expect(signIn.attemptFirstFactor).toHaveBeenCalledWith({
      strategy: "reset_password_email_code",
      code: "123456",
      password: "new password",
    });
    expect(setActive).toHaveBeenCalledWith({ session: "sess_3" });
  });

  test("says the service is not available before Clerk has loaded", async () => {
    loaded = false;
    const flow = renderFlow();
    await expect(flow.signIn("pat@household.test", "x")).rejects.toThrow("Authentication service not available");
    await expect(flow.signIn("pat@household.test", "x")).rejects.toMatchObject({ key: "auth.errors.notAvailable" });
  });

  test("signs out through Clerk", async () => {
    const flow = renderFlow();
    await flow.signOut();
    expect(clerk.signOut).toHaveBeenCalled();
  });
});

describe("useAuthFlow", () => {
  test("throws outside its provider (spec section 8)", () => {
    function Orphan() {
      useAuthFlow();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useAuthFlow must be used within an AuthFlowProvider");
  });
});
