// Secrets of the family screen: members' 4-digit PINs, the screen's key and
// the short unlock tokens. Web Crypto only (Convex's default runtime implements
// crypto.subtle PBKDF2 and SHA-256, so no Node action is needed).
//
// A PIN is stored as "pbkdf2-sha256$<iterations>$<salt>$<hash>": a fresh random
// salt per PIN, so two members with the same PIN get different hashes. Four
// digits are only 10,000 guesses, so the hash is a second line of defence; the
// first is that it lives in its own table no query returns, and the lockout.
// Keys and tokens are 32 random bytes: SHA-256 alone is enough for those.

const PIN_PATTERN = /^\d{4}$/;
const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SECRET_BYTES = 32;
const encoder = new TextEncoder();

export function isPinFormat(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return bytes;
}

async function pbkdf2(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(pin), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Compares without stopping at the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** The stored form of a PIN (the caller checks `isPinFormat` first). */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await pbkdf2(pin, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

/** Whether `pin` is the one `stored` was made from; a malformed PIN or stored value is simply wrong. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  if (!isPinFormat(pin)) return false;
  const [scheme, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (scheme !== "pbkdf2-sha256" || !Number.isInteger(rounds) || rounds < 1 || !salt || !hash) return false;
  return sameBytes(await pbkdf2(pin, fromBase64Url(salt), rounds), fromBase64Url(hash));
}

/** A new screen key or unlock token: 32 random bytes, base64url. */
export function newSecret(): string {
  return toBase64Url(randomBytes(SECRET_BYTES));
}

/** What is stored of a key or token: its SHA-256, base64url. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(secret));
  return toBase64Url(new Uint8Array(digest));
}
