// Whether this device probably has a session, known before anything loads: the
// built-in sign-in keeps its tokens in localStorage (Convex Auth's keys), and with
// Clerk the sign-in is Clerk's to tell. Only a hint for fetching early what a
// signed-in visit needs; who is signed in is always the server's answer.
export function mayBeSignedIn(): boolean {
  if (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) return true;
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? "";
      if (key.startsWith("__convexAuthJWT_") || key.startsWith("__convexAuthRefreshToken_")) return true;
    }
  } catch {
    // Storage blocked: nothing to go on.
  }
  return false;
}
