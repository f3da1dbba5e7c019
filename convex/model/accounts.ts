// Who gets in (DESIGN.md decision 3): the first account on an empty deployment
// becomes the admin; an email an admin added to a member links to that member;
// anyone else waits in the join queue until an admin decides.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import type { Account } from "../lib/viewer";

export type JoinOutcome =
  /** A new member row was made for this account (first admin). */
  | "created"
  /** An existing member (added by an admin with this email) now has this sign-in. */
  | "linked"
  /** Already a member; nothing changed. */
  | "existing"
  /** Waiting for an admin (join request pending or rejected). */
  | "waiting";

/** Spec section 3: the full name defaults to the part of the email before the at sign. */
export function defaultName(account: Account): string {
  const name = account.name?.trim();
  if (name) return name;
  return account.email?.split("@")[0] ?? "Family member";
}

async function findMemberByAccount(ctx: QueryCtx, accountKey: string) {
  return ctx.db
    .query("members")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", accountKey))
    .unique();
}

export async function joinFamily(ctx: MutationCtx, account: Account): Promise<JoinOutcome> {
  if ((await findMemberByAccount(ctx, account.accountKey)) !== null) return "existing";

  // Mutations are serializable, so two first sign-ups cannot both become admin.
  const anyMember = await ctx.db.query("members").first();
  if (anyMember === null) {
    await ctx.db.insert("members", {
      name: defaultName(account),
      ...(account.email ? { email: account.email } : {}),
      accountKey: account.accountKey,
      role: "admin",
      memberType: "Other",
      status: "online",
      pageAccess: adminPageAccess,
    });
    return "created";
  }

  if (account.email) {
    const invited = await ctx.db
      .query("members")
      .withIndex("by_email", (q) => q.eq("email", account.email!))
      .first();
    if (invited !== null && invited.accountKey === undefined) {
      await ctx.db.patch("members", invited._id, { accountKey: account.accountKey, status: "online" });
      return "linked";
    }
  }

  const request = await ctx.db
    .query("joinRequests")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", account.accountKey))
    .unique();
  if (request === null) {
    await ctx.db.insert("joinRequests", {
      accountKey: account.accountKey,
      email: account.email ?? "",
      name: defaultName(account),
      status: "pending",
    });
  }
  return "waiting";
}

/** The join queue, oldest first (small: strangers only). */
export async function listPendingJoinRequests(ctx: QueryCtx): Promise<Doc<"joinRequests">[]> {
  return ctx.db
    .query("joinRequests")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(100);
}

async function requirePendingRequest(ctx: QueryCtx, requestId: Id<"joinRequests">) {
  const request = await ctx.db.get("joinRequests", requestId);
  if (request === null || request.status !== "pending") throw householdError("NOT_FOUND");
  return request;
}

/** Lets the person in as a member with the spec's defaults. */
export async function approveJoinRequest(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"joinRequests">) {
  const request = await requirePendingRequest(ctx, requestId);
  const memberId = await ctx.db.insert("members", {
    name: request.name,
    ...(request.email ? { email: request.email } : {}),
    accountKey: request.accountKey,
    role: "member",
    memberType: "Other",
    status: "online",
    pageAccess: defaultPageAccess,
  });
  await ctx.db.patch("joinRequests", requestId, { status: "approved", decidedBy: admin._id, decidedAt: Date.now() });
  return memberId;
}

export async function rejectJoinRequest(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"joinRequests">) {
  await requirePendingRequest(ctx, requestId);
  await ctx.db.patch("joinRequests", requestId, { status: "rejected", decidedBy: admin._id, decidedAt: Date.now() });
}
