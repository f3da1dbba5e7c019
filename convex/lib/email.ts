// One rule for what an email address is, shared by the server (sign-up, invites)
// and the forms. No imports: the sign-in screens load it on the first load.

/** Emails are compared and stored lower-cased, without surrounding spaces (DESIGN.md decision 2). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Something@somewhere.tld, no spaces: the syntax check of sign-up, invites and their forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address mail can carry (RFC 5321): anything longer is refused, never stored. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return normalized.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(normalized);
}
