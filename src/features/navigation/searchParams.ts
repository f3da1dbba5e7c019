// Search params of the sign-in routes. These routes are part of the first load,
// where a schema library would weigh more than everything else they validate
// (zod's core is ~14 KB gzip), so they are checked by hand: TanStack Router
// accepts any function that returns the typed params.
type Search = Record<string, unknown>;

const optionalString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** /login and /signup remember where the person wanted to go. */
export function redirectSearch(search: Search): { redirect?: string } {
  const redirect = optionalString(search.redirect);
  return redirect === undefined ? {} : { redirect };
}

/** /reset-password?token=…&email=… from the reset email. */
export function resetPasswordSearch(search: Search): { token?: string; email?: string } {
  const token = optionalString(search.token);
  const email = optionalString(search.email);
  return { ...(token === undefined ? {} : { token }), ...(email === undefined ? {} : { email }) };
}
