import { useAuthActions } from "@convex-dev/auth/react";
import { useMemo, type ReactNode } from "react";
import { AuthFlowContext, normalizeEmail, type AuthFlow } from "../AuthFlow";
import { describePasswordAuthError, isUnknownAccount } from "./passwordErrors";

/** The built-in email + password sign-in (Convex Auth's Password provider). */
export function PasswordAuthFlowProvider({ children }: { children: ReactNode }) {
  const { signIn, signOut } = useAuthActions();
  const flow = useMemo<AuthFlow>(() => {
    async function call(params: Record<string, string>) {
      try {
        await signIn("password", params);
      } catch (error) {
        throw describePasswordAuthError(error);
      }
    }
    return {
      kind: "password",
      signIn: (email, password) => call({ flow: "signIn", email: normalizeEmail(email), password }),
      async signUp({ name, email, password }) {
        await call({ flow: "signUp", name: name.trim(), email: normalizeEmail(email), password });
        return { status: "complete" };
      },
      verifySignUpCode: () => Promise.reject(new Error("Password sign-up needs no code")),
      signOut: () => signOut(),
      async requestPasswordReset(email) {
        try {
          await signIn("password", { flow: "reset", email: normalizeEmail(email) });
        } catch (error) {
          if (!isUnknownAccount(error)) throw describePasswordAuthError(error);
        }
        return "link";
      },
      resetPassword: ({ email, token, newPassword }) =>
        call({ flow: "reset-verification", email: normalizeEmail(email), code: token, newPassword }),
    };
  }, [signIn, signOut]);
  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}
