// Shared by the convex-test suites: the modules to load, and one identity per
// family role, built the way each sign-in service shapes its tokens. Its name
// has two dots, so Convex does not deploy it.
import { convexTest } from "convex-test";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Id } from "./_generated/dataModel";
import schema from "./schema";
import { adminPageAccess, defaultPageAccess } from "./lib/access";

// Every module Convex would deploy (files with one dot), plus _generated.
export const modules = import.meta.glob(["./**/*.ts", "./_generated/*.js", "!./**/*.*.ts"]);

export const SITE_URL = "https://household.test";
// Convex Auth and lib/viewer.ts read these from the deployment's environment.
process.env.CONVEX_SITE_URL = SITE_URL;
process.env.AUTH_LOG_LEVEL = "ERROR";

export function newBackend() {
  return convexTest(schema, modules);
}
export type TestBackend = ReturnType<typeof newBackend>;

/** Every page of a paginated query, `numItems` at a time, first to last; fails past 50 pages. */
export async function allPages<T>(
  fetchPage: (paginationOpts: PaginationOptions) => Promise<PaginationResult<T>>,
  numItems: number,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  while (pages.length < 50) {
    const result = await fetchPage({ numItems, cursor });
    pages.push(result.page);
    if (result.isDone) return pages;
    cursor = result.continueCursor;
  }
  throw new Error("the query did not finish within 50 pages");
}

/** A Convex Auth identity: subject "userId|sessionId", issuer our own site. */
export function passwordIdentity(userId: Id<"users">, session = "session1") {
  return { subject: `${userId}|${session}`, issuer: SITE_URL, tokenIdentifier: `${SITE_URL}|${userId}|${session}` };
}

/** A Clerk identity: stable subject, Clerk's issuer, email and name claims. */
export function clerkIdentity(subject: string, email: string, name: string) {
  const issuer = "https://clerk.household.test";
  return { subject, issuer, tokenIdentifier: `${issuer}|${subject}`, email, name };
}

type Role = "admin" | "member";

/** A signed-up account (Convex Auth users row) and, unless `waiting`, its member row. */
export async function seedAccount(
  t: TestBackend,
  opts: { name: string; email: string; role?: Role; waiting?: boolean },
) {
  return t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email: opts.email, name: opts.name });
    let memberId: Id<"members"> | null = null;
    if (!opts.waiting) {
      const role = opts.role ?? "member";
      memberId = await ctx.db.insert("members", {
        name: opts.name,
        email: opts.email,
        accountKey: userId,
        role,
        memberType: "Other",
        status: "offline",
        pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
      });
    }
    return { userId, memberId, identity: passwordIdentity(userId) };
  });
}

/** The four roles of the access tests: signed out, waiting, member, admin. */
export async function seedRoles(t: TestBackend) {
  const admin = await seedAccount(t, { name: "Ada Admin", email: "ada@household.test", role: "admin" });
  const member = await seedAccount(t, { name: "Max Member", email: "max@household.test" });
  const waiting = await seedAccount(t, { name: "Wendy Waiting", email: "wendy@household.test", waiting: true });
  return {
    admin: { ...admin, as: t.withIdentity(admin.identity) },
    member: { ...member, as: t.withIdentity(member.identity) },
    waiting: { ...waiting, as: t.withIdentity(waiting.identity) },
    signedOut: { as: t },
  };
}

/** What entering the emailed code leaves on a Convex Auth users row: a proven email. */
export async function markEmailVerified(t: TestBackend, userId: Id<"users">) {
  await t.run((ctx) => ctx.db.patch("users", userId, { emailVerificationTime: Date.now() }));
}

/** A Clerk identity whose token carries `email_verified: true` (README: the JWT template). */
export function verifiedClerkIdentity(subject: string, email: string, name: string) {
  return { ...clerkIdentity(subject, email, name), emailVerified: true };
}
