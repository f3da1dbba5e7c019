// Who gets in (DESIGN.md decision 3): the first account on an empty deployment
// becomes the admin; an email an admin added to a member links to that member;
// anyone else waits in the join queue until an admin decides.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import { isTimeZone } from "../lib/timeZone";
import type { Account } from "../lib/viewer";
import { refuseAlreadyDecided } from "./decisions";
import { newMemberColor } from "./members";
import { recordActivity } from "./activityLog";
import { refreshStatus } from "./presence";
import { defaultFamilySettings } from "./settings";

export type JoinOutcome =
  /** A new member row was made for this account (first admin). */
  | "created"
  /** An existing member (added by an admin with this email) now has this sign-in. */
  | "linked"
  /** Already a member; nothing changed. */
  | "existing"
  /** Waiting for an admin (join request pending or rejected, or an unverified email). */
  | "waiting";

/** Spec section 3: the full name defaults to the part of the email before the at sign. */
export function defaultName(account: Account): string {
  const name = account.name?.trim();
  if (name) return name;
  return account.email?.split("@")[0] ?? "Family member";
}

/** People waiting to join at once: more than any family expects, fewer than buries the admin's inbox. */
export const MAX_PENDING_JOIN_REQUESTS = 20;

async function findMemberByAccount(ctx: QueryCtx, accountKey: string) {
  return ctx.db
    .query("members")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", accountKey))
    .unique();
}

/**
 * Runs after a sign-in. The account becomes the first admin, is linked to the
 * member an admin added with its email (only once the email is verified, and
 * also after a declined request), or waits for an admin's decision.
 * Members are created and linked "offline": only presence heartbeats set them online.
 */
export async function joinFamily(ctx: MutationCtx, account: Account, device: { timeZone?: string } = {}): Promise<JoinOutcome> {
  if ((await findMemberByAccount(ctx, account.accountKey)) !== null) return "existing";

  // Mutations are serializable, so two first sign-ups cannot both become admin.
  const anyMember = await ctx.db.query("members").first();
  if (anyMember === null) {
    await ctx.db.insert("members", {
      name: defaultName(account),
      ...(account.email ? { email: account.email } : {}),
      accountKey: account.accountKey,
      color: await newMemberColor(ctx),
      role: "admin",
      memberType: "Other",
      status: "offline",
      pageAccess: adminPageAccess,
    });
    await adoptDeviceZone(ctx, device.timeZone);
    return "created";
  }

  const request = await ctx.db
    .query("joinRequests")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", account.accountKey))
    .unique();

  const invited = await findInvitedMember(ctx, account);
  if (invited !== null) {
    await ctx.db.patch("members", invited._id, { accountKey: account.accountKey });
    await refreshStatus(ctx, invited._id);
    // A pending or declined request is settled by the admin's invitation.
    if (request !== null && request.status !== "approved") {
      await ctx.db.patch("joinRequests", request._id, { status: "approved", decidedAt: Date.now() });
      await creditRequestEntry(ctx, request, invited._id);
    }
    return "linked";
  }

  if (request === null) {
    // Aliases or a catch-all domain could otherwise bury the real requests in the admin's inbox.
    const pending = await ctx.db
      .query("joinRequests")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(MAX_PENDING_JOIN_REQUESTS);
    if (pending.length >= MAX_PENDING_JOIN_REQUESTS) throw householdError("JOIN_REQUEST_LIMIT", { max: MAX_PENDING_JOIN_REQUESTS });
    const name = defaultName(account);
    const requestedEntryId = await recordActivity(ctx, { name }, { kind: "joinRequested" });
    await ctx.db.insert("joinRequests", {
      accountKey: account.accountKey,
      email: account.email ?? "",
      name,
      status: "pending",
      requestedEntryId,
    });
  }
  return "waiting";
}

/**
 * The first admin's device zone becomes the family's, unless one is saved already (a seeded
 * family): "today", repeats and reminders never run on UTC because no one opened System
 * Settings. A name Intl does not know is not taken; the settings page still proposes one.
 */
async function adoptDeviceZone(ctx: MutationCtx, timeZone: string | undefined) {
  if (timeZone === undefined || !isTimeZone(timeZone)) return;
  const row = await ctx.db.query("familySettings").first();
  if (row === null) await ctx.db.insert("familySettings", { ...defaultFamilySettings, timeZone });
  else if (row.timeZone === undefined) await ctx.db.patch("familySettings", row._id, { timeZone });
}

/** Once let in, the person's "asked to join" entry is theirs: the activity log shows one avatar for them. */
async function creditRequestEntry(ctx: MutationCtx, request: Doc<"joinRequests">, memberId: Id<"members">) {
  if (request.requestedEntryId === undefined) return;
  const entry = await ctx.db.get("activityLog", request.requestedEntryId);
  if (entry !== null && entry.actorId === undefined) await ctx.db.patch("activityLog", entry._id, { actorId: memberId });
}

/** The member an admin added with this account's email, not yet linked; only for a verified email. */
async function findInvitedMember(ctx: QueryCtx, account: Account): Promise<Doc<"members"> | null> {
  const email = account.email;
  if (email === null || !account.emailVerified) return null;
  const invited = await ctx.db
    .query("members")
    .withIndex("by_email", (q) => q.eq("email", email))
    .first();
  return invited !== null && invited.accountKey === undefined ? invited : null;
}

/** The join queue, oldest first (small: strangers only). */
export async function listPendingJoinRequests(ctx: QueryCtx): Promise<Doc<"joinRequests">[]> {
  return ctx.db
    .query("joinRequests")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(100);
}

/** A request still waiting; a decided one is refused naming who decided it (none when an invitation settled it). */
async function requirePendingRequest(ctx: QueryCtx, requestId: Id<"joinRequests">) {
  const request = await ctx.db.get("joinRequests", requestId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  return request;
}

/** Lets the person in as a member with the spec's defaults. */
export async function approveJoinRequest(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"joinRequests">) {
  const request = await requirePendingRequest(ctx, requestId);
  const decided = { status: "approved" as const, decidedBy: admin._id, decidedAt: Date.now() };
  // An admin who already added this email as a member means that member: link it, never a twin.
  const invited = request.email
    ? await ctx.db
        .query("members")
        .withIndex("by_email", (q) => q.eq("email", request.email))
        .first()
    : null;
  if (invited !== null && invited.accountKey === undefined) {
    await ctx.db.patch("members", invited._id, { accountKey: request.accountKey });
    await ctx.db.patch("joinRequests", requestId, decided);
    await creditRequestEntry(ctx, request, invited._id);
    await recordActivity(ctx, admin, { kind: "joinApproved", memberName: invited.name, subjectId: invited._id });
    return invited._id;
  }
  const memberId = await ctx.db.insert("members", {
    name: request.name,
    ...(request.email ? { email: request.email } : {}),
    accountKey: request.accountKey,
    color: await newMemberColor(ctx),
    role: "member",
    memberType: "Other",
    // Presence, not approval, says whether they are here (DESIGN.md decision 5).
    status: "offline",
    pageAccess: defaultPageAccess,
  });
  await ctx.db.patch("joinRequests", requestId, decided);
  await creditRequestEntry(ctx, request, memberId);
  await recordActivity(ctx, admin, { kind: "joinApproved", memberName: request.name, subjectId: memberId });
  return memberId;
}

export async function rejectJoinRequest(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"joinRequests">) {
  const request = await requirePendingRequest(ctx, requestId);
  await ctx.db.patch("joinRequests", requestId, { status: "rejected", decidedBy: admin._id, decidedAt: Date.now() });
  await recordActivity(ctx, admin, { kind: "joinRejected", memberName: request.name });
}
