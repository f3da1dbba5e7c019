// The one place that knows which sign-in service issued the caller's identity.
// Convex Auth (password) tokens carry "userId|sessionId" as subject, and the
// session part changes at every sign-in, so its accounts are keyed by user id.
// Clerk's subject is stable, so its accounts are keyed by tokenIdentifier.
// An email counts (links an invited member) only once it is proven: Convex Auth
// stamps users.emailVerificationTime when the emailed code is entered; Clerk
// says so in the token's `email_verified` claim (README: the JWT template).
import type { UserIdentity } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import { env, type MutationCtx, type QueryCtx } from "../_generated/server";
import { normalizeEmail } from "./email";

export type Account = {
  /** Stable key of this sign-in, stored on members.accountKey and joinRequests.accountKey. */
  accountKey: string;
  email: string | null;
  /** The owner of the email has proven it (DESIGN.md decision 13). */
  emailVerified: boolean;
  name: string | null;
};

export type Viewer = {
  account: Account;
  /** The family member this account is linked to; null while waiting for approval. */
  member: Doc<"members"> | null;
};

function isConvexAuthIdentity(identity: UserIdentity): boolean {
  const siteUrl = env.CONVEX_SITE_URL;
  return siteUrl !== undefined && identity.issuer === siteUrl.replace(/\/$/, "");
}

/** The signed-in account, or null when signed out. */
export async function getAccount(ctx: QueryCtx): Promise<Account | null> {
  const identity = await ctx.auth.getUserIdentity();
  if (identity === null) return null;
  if (isConvexAuthIdentity(identity)) {
    const [userPart, sessionPart] = identity.subject.split("|");
    // A token outlives its session by up to an hour: signing out, or a password reset (which
    // ends every session), must end what the token can do at once, so the session must exist.
    const sessionId = ctx.db.normalizeId("authSessions", sessionPart ?? "");
    if (sessionId === null || (await ctx.db.get("authSessions", sessionId)) === null) return null;
    const user = await ctx.db.get("users", userPart as Id<"users">);
    if (user === null) return null;
    const userId = user._id;
    return {
      accountKey: userId,
      email: user.email ? normalizeEmail(user.email) : null,
      emailVerified: user.email !== undefined && user.emailVerificationTime !== undefined,
      name: user.name ?? null,
    };
  }
  return {
    accountKey: identity.tokenIdentifier,
    email: identity.email ? normalizeEmail(identity.email) : null,
    // Only a claim that is exactly true counts; a missing claim is "not proven".
    emailVerified: identity.email !== undefined && identity.emailVerified === true,
    name: identity.name ?? identity.nickname ?? null,
  };
}

/**
 * Why a caller who holds a valid Convex Auth token is still signed out: its session was ended on the server (a
 * password reset, the admin deleting the member, a sign-out elsewhere) while the token has up to an hour to run.
 * "removed": the account no longer belongs to the family (no member row and no join request: deleting a member
 * removes both, and every other sign-in asks to join); "elsewhere": it does, so only the sign-in ended. Null for anyone without such a token (signed out, or another sign-in service).
 */
export async function endedSignIn(ctx: QueryCtx): Promise<"elsewhere" | "removed" | null> {
  const identity = await ctx.auth.getUserIdentity();
  if (identity === null || !isConvexAuthIdentity(identity)) return null;
  const userId = ctx.db.normalizeId("users", identity.subject.split("|")[0] ?? "");
  if (userId === null) return "removed";
  const member = await ctx.db
    .query("members")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", userId))
    .unique();
  if (member !== null) return "elsewhere";
  const request = await ctx.db
    .query("joinRequests")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", userId))
    .unique();
  return request === null ? "removed" : "elsewhere";
}

/** The caller: their account and, once they belong to the family, their member row. */
export async function getViewer(ctx: QueryCtx): Promise<Viewer | null> {
  const account = await getAccount(ctx);
  if (account === null) return null;
  const member = await ctx.db
    .query("members")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", account.accountKey))
    .unique();
  return { account, member };
}

/**
 * Ends every sign-in of an account this deployment issued (Convex Auth): its
 * sessions and their refresh tokens go, so its tokens stop working at once
 * (getAccount needs the session). A Clerk account's sessions are Clerk's to
 * end; its open tabs stop being a member and do not ask to join again.
 */
export async function endConvexAuthSessions(ctx: MutationCtx, accountKey: string) {
  const userId = ctx.db.normalizeId("users", accountKey);
  if (userId === null) return;
  // A person signs in on a few devices; more than this many sessions end when their tokens expire.
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(50);
  for (const session of sessions) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .take(100);
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
}
