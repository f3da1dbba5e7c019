// Whether this device probably has a session, known before anything loads: the
// built-in sign-in keeps its tokens in localStorage (Convex Auth's keys), and with
// Clerk the sign-in is Clerk's to tell. Only a hint for fetching early what a
// signed-in visit needs; who is signed in is always the server's answer.
export function mayBeSignedIn(): boolean {
  if (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) return true;
  return storedAuthKeys().some((key) => key.startsWith(JWT_KEY) || key.startsWith(REFRESH_KEY));
}

const JWT_KEY = "__convexAuthJWT_";
const REFRESH_KEY = "__convexAuthRefreshToken_";

/** The localStorage keys there are (none when storage is blocked). */
function storedAuthKeys(): string[] {
  try {
    const storage = globalThis.localStorage;
    return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? "");
  } catch {
    // Storage blocked: nothing to go on.
    return [];
  }
}

/** The stored Convex Auth token's subject (user and session), or null: what a device's kept copy belongs to. */
export function storedSessionSubject(): string | null {
  const key = storedAuthKeys().find((k) => k.startsWith(JWT_KEY));
  if (key === undefined) return null;
  try {
    const payload = (globalThis.localStorage.getItem(key) ?? "").split(".")[1] ?? "";
    const sub = (JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown }).sub;
    return typeof sub === "string" ? sub : null;
  } catch {
    // No readable token: no subject.
    return null;
  }
}
