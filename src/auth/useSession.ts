import type { Session } from "./session";

/**
 * The current session. Until accounts exist (issue "Accounts") nobody can sign
 * in, so everyone is signed out and the guards send them to /login.
 */
export function useSession(): Session {
  return { status: "signedOut" };
}
