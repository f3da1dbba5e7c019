import { useAuthActions } from "@convex-dev/auth/react";
import { useConvex } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useMemo, useRef, type ReactNode } from "react";
import { AuthFlowContext, normalizeEmail, type AuthFlow, type SignUpResult } from "../AuthFlow";
import { describeEmailCodeError, describePasswordAuthError, isUnknownAccount } from "./passwordErrors";

/**
 * The built-in email + password sign-in (Convex Auth's Password provider, with
 * its `verify` email provider: convex/auth.ts). Sign-up, and sign-in while the
 * email is unverified, mail an 8-digit code and return without a session; the
 * "email-verification" flow with that code signs in.
 */
export function PasswordAuthFlowProvider({ children }: { children: ReactNode }) {
  const { signIn, signOut } = useAuthActions();
  const convex = useConvex();
  /** The address the last code went to: the one to verify when none is given. */
  const awaitingEmail = useRef<string | null>(null);
  const flow = useMemo<AuthFlow>(() => {
    async function call(params: Record<string, string>) {
      try {
        return await signIn("password", params);
      } catch (error) {
        throw describePasswordAuthError(error);
      }
    }
    /** No session back means the code was mailed and is awaited. */
    async function signInOrAwaitCode(params: Record<string, string>): Promise<SignUpResult> {
      const { signingIn } = await call(params);
      if (signingIn) return { status: "complete" };
      awaitingEmail.current = params.email;
      return { status: "needsEmailCode" };
    }
    return {
      kind: "password",
      signIn: (email, password) => signInOrAwaitCode({ flow: "signIn", email: normalizeEmail(email), password }),
      signUp: ({ name, email, password }) =>
        signInOrAwaitCode({ flow: "signUp", name: name.trim(), email: normalizeEmail(email), password }),
      async verifySignUpCode(code, email) {
        const address = normalizeEmail(email ?? awaitingEmail.current ?? "");
        let signingIn: boolean;
        try {
          ({ signingIn } = await signIn("password", { flow: "email-verification", email: address, code: code.trim() }));
        } catch (error) {
          throw describeEmailCodeError(error);
        }
        if (!signingIn) throw describeEmailCodeError(new Error("Could not verify code"));
      },
      async resendEmailCode({ email, password }) {
        // Signing in to an unverified account mails a fresh code (and replaces the old one).
        await call({ flow: "signIn", email: normalizeEmail(email), password });
      },
      signOut: () => signOut(),
      async requestPasswordReset(email) {
        try {
          // Straight to the server, not through the client's signIn: the server answers a reset request with "no
          // tokens", which the client takes as signing this device out; sending a link must leave a sign-in alone.
          await convex.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email: normalizeEmail(email) } });
        } catch (error) {
          if (!isUnknownAccount(error)) throw describePasswordAuthError(error);
        }
        return "link";
      },
      resetPassword: async ({ email, token, newPassword }) => {
        await call({ flow: "reset-verification", email: normalizeEmail(email), code: token, newPassword });
      },
    };
  }, [signIn, signOut, convex]);
  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}
