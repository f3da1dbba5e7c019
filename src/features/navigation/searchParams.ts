// Search params, checked by hand. A route's `validateSearch` is part of the
// route tree, which is part of the first load, where a schema library would
// weigh more than everything it validates (zod's core is ~24 KB gzip): TanStack
// Router accepts any function that returns the typed params. Anything unknown
// in a hand-edited URL falls back to the default instead of failing.
export type Search = Record<string, unknown>;

/** A non-empty string, else undefined. */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** One of the options, else undefined. */
export function optionalChoice<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

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
