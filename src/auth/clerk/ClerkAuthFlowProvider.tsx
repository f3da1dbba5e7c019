import { useClerk, useSignIn, useSignUp } from "@clerk/clerk-react";
import { useMemo, type ReactNode } from "react";
import { AuthFlowContext, AuthServiceError, normalizeEmail, type AuthFlow } from "../AuthFlow";
import { describeClerkError, isUnknownIdentifier } from "./clerkErrors";

// Our own messages carry their i18n key; Clerk's own messages pass through as is.
const notAvailable = () => new AuthServiceError("Authentication service not available", "auth.errors.notAvailable");

/** Sign-in through Clerk (when VITE_CLERK_PUBLISHABLE_KEY is set), behind the same screens. */
export function ClerkAuthFlowProvider({ children }: { children: ReactNode }) {
  const signInState = useSignIn();
  const signUpState = useSignUp();
  const clerk = useClerk();

  const flow = useMemo<AuthFlow>(() => {
    function clerkSignIn() {
      if (!signInState.isLoaded) throw notAvailable();
      return { signIn: signInState.signIn, setActive: signInState.setActive };
    }
    function clerkSignUp() {
      if (!signUpState.isLoaded) throw notAvailable();
      return { signUp: signUpState.signUp, setActive: signUpState.setActive };
    }
    async function guarded<T>(action: () => Promise<T>): Promise<T> {
      try {
        return await action();
      } catch (error) {
        throw describeClerkError(error);
      }
    }

    return {
      kind: "clerk",
      signIn: (email, password) =>
        guarded(async () => {
          const { signIn, setActive } = clerkSignIn();
          const result = await signIn.create({ identifier: normalizeEmail(email), password });
          if (result.status !== "complete") {
            throw new AuthServiceError("Additional verification is required to sign in.", "auth.errors.extraVerification");
          }
          await setActive({ session: result.createdSessionId });
        }),
      signUp: ({ name, email, password }) =>
        guarded(async () => {
          const { signUp } = clerkSignUp();
          const [firstName, ...rest] = name.trim().split(/\s+/);
          await signUp.create({
            emailAddress: normalizeEmail(email),
            password,
            firstName,
            ...(rest.length ? { lastName: rest.join(" ") } : {}),
          });
          await signUp.prepareEmailAddressVerification({ strategy: "email_code" });
          return { status: "needsEmailCode" as const };
        }),
      verifySignUpCode: (code) =>
        guarded(async () => {
          const { signUp, setActive } = clerkSignUp();
          const result = await signUp.attemptEmailAddressVerification({ code });
          if (result.status !== "complete") {
            throw new AuthServiceError("That code did not verify your email.", "auth.errors.codeNotVerified");
          }
          await setActive({ session: result.createdSessionId });
        }),
      signOut: () => clerk.signOut(),
      requestPasswordReset: (email) =>
        guarded(async () => {
          const { signIn } = clerkSignIn();
          try {
            await signIn.create({ strategy: "reset_password_email_code", identifier: normalizeEmail(email) });
          } catch (error) {
            if (!isUnknownIdentifier(error)) throw error;
          }
          return "code" as const;
        }),
      resetPassword: ({ token, newPassword }) =>
        guarded(async () => {
          const { signIn, setActive } = clerkSignIn();
          const result = await signIn.attemptFirstFactor({
            strategy: "reset_password_email_code",
            code: token,
            password: newPassword,
          });
          if (result.status !== "complete") {
            throw new AuthServiceError("Failed to update password", "auth.password.updateFailed");
          }
          await setActive({ session: result.createdSessionId });
        }),
    };
  }, [signInState, signUpState, clerk]);

  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}
