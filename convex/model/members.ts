// The family's members: who is signed in, the list every screen shows, and the
// admin's Family Members page (add, edit, photo, role). Deleting a member is in
// model/deleteMember.ts.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { hashPin } from "../lib/pins";
import { pinSchema } from "../lib/pinSchema";
import { freeMemberColor, memberColor, type MemberColor } from "../lib/memberColors";
import { memberDetailsSchema, newMemberSchema } from "../lib/memberSchema";
import { photoFormFromInput, type PhotoInput } from "../lib/photoSchema";
import { cleanName } from "../lib/text";
import type { MemberType, Role } from "../lib/validators";
import { endedSignIn, type Viewer } from "../lib/viewer";
import { recordActivity } from "./activityLog";
import { validPhoto } from "./images";
import { deleteStoredFile } from "./uploads";
import type { AdminMemberView, MemberView } from "../lib/memberView";

/** What the web app needs to know about the person signed in. */
export type ViewerState =
  /** `ended`: this device's sign-in was ended on the server (lib/viewer.ts endedSignIn), and why. */
  | { status: "signedOut"; ended?: "elsewhere" | "removed" }
  | { status: "waiting"; email: string | null; joinRequest: "pending" | "rejected" | "none";
    }
  | { status: "signedIn"; member: Doc<"members">; hasPin: boolean };

export async function describeViewer(ctx: QueryCtx, viewer: Viewer | null): Promise<ViewerState> {
  if (viewer === null) {
    const ended = await endedSignIn(ctx);
    return ended === null ? { status: "signedOut" } : { status: "signedOut", ended };
  }
  if (viewer.member !== null) {
    return {
      status: "signedIn",
      member: await withAvatarUrl(ctx, viewer.member),
      hasPin: (await pinRowOf(ctx, viewer.member._id)) !== null,
    };
  }
  const request = await ctx.db
    .query("joinRequests")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", viewer.account.accountKey))
    .unique();
  return {
    status: "waiting",
    email: viewer.account.email,
    joinRequest: request === null ? "none" : request.status === "rejected" ? "rejected" : "pending",
  };
}

/**
 * The member as screens show them: `avatarUrl` is the photo to load, whether
 * uploaded (a storage URL, resolved here) or pasted.
 */
export async function withAvatarUrl(ctx: QueryCtx, member: Doc<"members">): Promise<Doc<"members">> {
  if (member.avatarStorageId === undefined) return member;
  const url = await ctx.storage.getUrl(member.avatarStorageId);
  return { ...member, avatarUrl: url ?? undefined };
}

/** One family: a few dozen members at most. */
export const MAX_MEMBERS = 200;

/** The family as every member sees it (lib/memberView.ts). */
export async function listMembers(ctx: QueryCtx): Promise<MemberView[]> {
  const members = await ctx.db.query("members").take(MAX_MEMBERS);
  return Promise.all(members.map(async (member) => memberView(await withAvatarUrl(ctx, member))));
}

function memberView(member: Doc<"members">): MemberView {
  const { _id, _creationTime, name, memberType, role, status, busy, color, avatarUrl } = member;
  return {
    _id,
    _creationTime,
    name,
    memberType,
    role,
    status,
    ...(busy !== undefined ? { busy } : {}),
    ...(color !== undefined ? { color } : {}),
    ...(avatarUrl !== undefined ? { avatarUrl } : {}),
  };
}

/** Members' names by id for a list of requests: each member read once (null: deleted since). */
export function memberNames(ctx: QueryCtx): (memberId: Id<"members">) => Promise<string | null> {
  const names = new Map<Id<"members">, Promise<string | null>>();
  return (memberId) => {
    if (!names.has(memberId)) names.set(memberId, ctx.db.get("members", memberId).then((member) => member?.name ?? null));
    return names.get(memberId)!;
  };
}

/** The family as the admin pages need it. */
export async function listMembersForAdmin(ctx: QueryCtx): Promise<AdminMemberView[]> {
  const members = await ctx.db.query("members").take(MAX_MEMBERS);
  return Promise.all(
    members.map(async (row) => {
      const member = await withAvatarUrl(ctx, row);
      return {
        ...memberView(member),
        pageAccess: member.pageAccess,
        signsIn: member.accountKey !== undefined,
        ...(member.email !== undefined ? { email: member.email } : {}),
        ...(member.birthDate !== undefined ? { birthDate: member.birthDate } : {}),
        ...(member.avatarStorageId !== undefined ? { avatarStorageId: member.avatarStorageId } : {}),
      };
    }),
  );
}

export async function requireMemberById(ctx: QueryCtx, memberId: Id<"members">): Promise<Doc<"members">> {
  const member = await ctx.db.get("members", memberId);
  if (member === null) throw householdError("NOT_FOUND");
  return member;
}

/** A colour for a member about to be added: one nobody in the family shows yet while the palette lasts. */
export async function newMemberColor(ctx: QueryCtx): Promise<MemberColor> {
  // A family is tens of people at most; the bound only keeps the read finite.
  const members = await ctx.db.query("members").take(500);
  return freeMemberColor(members.map(memberColor));
}

/** How many admins the family has, counting up to two (enough to know whether one may go). */
export async function countAdmins(ctx: QueryCtx): Promise<number> {
  const admins = await ctx.db
    .query("members")
    .withIndex("by_role", (q) => q.eq("role", "admin"))
    .take(2);
  return admins.length;
}

/** Throws EMAIL_TAKEN if another member already has `email`. */
async function requireFreeEmail(ctx: QueryCtx, email: string, except?: Id<"members">) {
  const taken = await ctx.db
    .query("members")
    .withIndex("by_email", (q) => q.eq("email", email))
    .first();
  if (taken !== null && taken._id !== except) throw fieldError("email", "EMAIL_TAKEN");
}

/**
 * An admin adds a member of the family. With an email, whoever signs up with
 * it later is linked to this member (DESIGN.md decision 3). The form's own zod
 * schema (lib/memberSchema.ts) checks every field before anything is written.
 */
export async function addMember(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: { name: string; memberType: MemberType; role: Role; email?: string },
) {
  const name = cleanName(input.name, "MEMBER_NAME_REQUIRED");
  const parsed = newMemberSchema.safeParse({ ...input, name, email: input.email ?? "" });
  if (!parsed.success) throw schemaError(parsed.error);
  const { memberType, role, email } = parsed.data;
  if (email) await requireFreeEmail(ctx, email);
  const memberId = await ctx.db.insert("members", {
    name,
    ...(email ? { email } : {}),
    color: await newMemberColor(ctx),
    role,
    memberType,
    status: "offline",
    pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
  });
  await recordActivity(ctx, admin, { kind: "memberAdded", memberName: name, role, subjectId: memberId });
  return memberId;
}

/**
 * An admin edits a member's name, member type, colour, email and photo in one
 * write. The email is how an invited person's sign-up finds their member, so
 * once someone signs in with it, it no longer changes (EMAIL_LOCKED). An empty
 * email removes it, as an empty birthday does; without `birthDate` it stays as it is. The
 * photo follows the rules of every photo (model/images.ts); without `image` it stays as it is.
 */
export async function editMember(
  ctx: MutationCtx,
  admin: Doc<"members">,
  memberId: Id<"members">,
  input: { name: string; memberType: MemberType; color: MemberColor; email?: string; birthDate?: string; image?: PhotoInput },
) {
  const member = await requireMemberById(ctx, memberId);
  const name = cleanName(input.name, "MEMBER_NAME_REQUIRED");
  const email = input.email ?? member.email ?? "";
  const birthDate = input.birthDate ?? member.birthDate ?? "";
  // Without `image`, the photo it has (an upload wins over an address, as in every photo field).
  const image: PhotoInput = input.image ?? { imageStorageId: member.avatarStorageId, imageUrl: member.avatarUrl };
  const parsed = memberDetailsSchema.safeParse({ ...input, name, email, birthDate, image: photoFormFromInput(image) });
  if (!parsed.success) throw schemaError(parsed.error);
  const details = parsed.data;
  const newEmail = details.email || undefined;
  if (newEmail !== member.email) {
    if (member.accountKey !== undefined) throw fieldError("email", "EMAIL_LOCKED");
    if (newEmail !== undefined) await requireFreeEmail(ctx, newEmail, member._id);
  }
  const photo = await validPhoto(ctx, admin, image, member.avatarStorageId);
  const changes = {
    name,
    memberType: details.memberType,
    color: details.color,
    email: newEmail,
    birthDate: details.birthDate || undefined,
    avatarUrl: photo.imageUrl,
    avatarStorageId: photo.imageStorageId,
  };
  if ((Object.keys(changes) as (keyof typeof changes)[]).every((key) => changes[key] === member[key])) return;
  if (photo.imageStorageId !== member.avatarStorageId) await deleteStoredFile(ctx, member.avatarStorageId);
  await ctx.db.patch("members", member._id, changes);
  await recordActivity(ctx, admin, {
    kind: "memberEdited",
    memberName: name,
    ...(name !== member.name ? { previousName: member.name } : {}),
    subjectId: member._id,
  });
}

/**
 * Make admin / Make member. The role and the admin page flag move together; an
 * admin cannot demote themself, and the family never loses its last admin.
 */
export async function setRole(ctx: MutationCtx, admin: Doc<"members">, memberId: Id<"members">, role: Role) {
  const member = await requireMemberById(ctx, memberId);
  if (role === "member" && member._id === admin._id) throw householdError("REMOVE_OWN_ADMIN");
  if (role === "member" && member.role === "admin" && (await countAdmins(ctx)) < 2) throw householdError("LAST_ADMIN");
  await ctx.db.patch("members", member._id, {
    role,
    pageAccess: { ...member.pageAccess, admin: role === "admin" },
  });
  if (role !== member.role) {
    await recordActivity(ctx, admin, { kind: "memberRoleChanged", memberName: member.name, role, subjectId: member._id });
  }
}

// ---- The family screen PIN (lib/pins.ts; checked by model/familyScreen.ts) ----------

/** The member's PIN row (only its salted hash): never returned by any query. */
function pinRowOf(ctx: QueryCtx, memberId: Id<"members">) {
  return ctx.db
    .query("memberPins")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .unique();
}

/**
 * A new PIN, or none, starts over on every family screen: the member's
 * lockouts end, and so does any unlock the old PIN opened (a PIN is often
 * reset because someone else learned it).
 */
async function startPinOver(ctx: MutationCtx, memberId: Id<"members">) {
  const attempts = await ctx.db
    .query("pinAttempts")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .take(100);
  for (const attempt of attempts) await ctx.db.delete("pinAttempts", attempt._id);
  const unlocks = await ctx.db
    .query("screenUnlocks")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .take(100);
  for (const unlock of unlocks) await ctx.db.delete("screenUnlocks", unlock._id);
}

/** A person sets their own 4-digit PIN for the family screen; it is stored salted and hashed. */
export async function setPin(ctx: MutationCtx, memberId: Id<"members">, pin: string) {
  const parsed = pinSchema.safeParse({ pin });
  if (!parsed.success) throw schemaError(parsed.error);
  const hash = await hashPin(pin);
  const row = await pinRowOf(ctx, memberId);
  if (row === null) await ctx.db.insert("memberPins", { memberId, hash });
  else await ctx.db.patch("memberPins", row._id, { hash });
  await startPinOver(ctx, memberId);
}

/** No PIN: the member cannot act on the family screen until they set one. True when there was one. */
export async function clearPin(ctx: MutationCtx, memberId: Id<"members">): Promise<boolean> {
  await requireMemberById(ctx, memberId);
  const row = await pinRowOf(ctx, memberId);
  if (row !== null) await ctx.db.delete("memberPins", row._id);
  await startPinOver(ctx, memberId);
  return row !== null;
}

/**
 * An admin sets a member's PIN: a child without a sign-in cannot set their own,
 * and one who forgot theirs gets a new one. Like setPin it ends the member's
 * lockouts, so the child can use the new PIN at once. Logged (never the PIN
 * itself) when it is someone else's; nobody is notified.
 */
export async function setPinFor(ctx: MutationCtx, admin: Doc<"members">, memberId: Id<"members">, pin: string) {
  const member = await requireMemberById(ctx, memberId);
  await setPin(ctx, member._id, pin);
  if (member._id !== admin._id) {
    await recordActivity(ctx, admin, { kind: "memberPinSet", memberName: member.name, subjectId: member._id });
  }
}

/** An admin removes a member's PIN (and their lockouts); logged when there was one and it was someone else's. */
export async function clearPinFor(ctx: MutationCtx, admin: Doc<"members">, memberId: Id<"members">) {
  const member = await requireMemberById(ctx, memberId);
  const hadPin = await clearPin(ctx, member._id);
  if (hadPin && member._id !== admin._id) {
    await recordActivity(ctx, admin, { kind: "memberPinCleared", memberName: member.name, subjectId: member._id });
  }
}

/**
 * Admin: which members have a PIN (their ids; never the hashes). One row per
 * member at most, so the family's cap bounds the read. A deleted member's row
 * may linger until deleteMember's clean-up reaches it; the page shows listed members only.
 */
export async function membersWithPin(ctx: QueryCtx): Promise<Id<"members">[]> {
  const rows = await ctx.db.query("memberPins").take(MAX_MEMBERS);
  return rows.map((row) => row.memberId);
}
