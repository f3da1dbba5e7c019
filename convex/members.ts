import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { adminMutation, adminQuery, memberMutation, memberQuery, publicQuery } from "./functions";
import { vMemberColor } from "./lib/memberColors";
import { adminPhotoUploads } from "./lib/photoUploads";
import { vPhotoInput } from "./lib/photoSchema";
import { vMemberType, vPageKey, vRole } from "./lib/validators";
import { continueRemovingReferences, deleteMember as remove } from "./model/deleteMember";
import * as model from "./model/members";
import { setPageFlag } from "./model/pageAccess";

/** The caller's state: signed out, waiting for approval, or a family member (with their flags). */
export const viewer = publicQuery({
  args: {},
  handler: (ctx) => model.describeViewer(ctx, ctx.viewer),
});

/** Everyone in the family as every member sees them (lib/memberView.ts), photos resolved. */
export const list = memberQuery({
  args: {},
  handler: (ctx) => model.listMembers(ctx),
});

/** Admin: the family as the admin pages need it (emails, page flags, who signs in). */
export const listForAdmin = adminQuery({
  args: {},
  handler: (ctx) => model.listMembersForAdmin(ctx),
});

/** Admin: one of a member's nine page flags on or off (the admin flag only for admins). */
export const setPageAccess = adminMutation({
  args: { memberId: v.id("members"), page: vPageKey, enabled: v.boolean() },
  handler: (ctx, args) => setPageFlag(ctx, ctx.member, args),
});

/** Admin: add a member of the family (Quick Actions and the Family Members page). */
export const addMember = adminMutation({
  denied: "ADD_MEMBERS",
  args: { name: v.string(), memberType: vMemberType, role: vRole, email: v.optional(v.string()) },
  handler: (ctx, args) => model.addMember(ctx, ctx.member, args),
});

/** Admin: a member's name, member type, colour, (until someone signs in with it) email, and photo. */
export const editMember = adminMutation({
  args: {
    memberId: v.id("members"),
    name: v.string(),
    memberType: vMemberType,
    color: vMemberColor,
    email: v.optional(v.string()),
    /** "yyyy-MM-dd", or "" to remove it; left out, it stays as it is. */
    birthDate: v.optional(v.string()),
    image: v.optional(vPhotoInput),
  },
  handler: (ctx, { memberId, ...input }) => model.editMember(ctx, ctx.member, memberId, input),
});

/** Admin: Make admin / Make member (the admin page flag follows the role). */
export const setRole = adminMutation({
  args: { memberId: v.id("members"), role: vRole },
  handler: (ctx, { memberId, role }) => model.setRole(ctx, ctx.member, memberId, role),
});

/** Admin: delete a member and everything that is theirs (see model/deleteMember.ts). */
export const deleteMember = adminMutation({
  denied: "DELETE_MEMBERS",
  args: { memberId: v.id("members") },
  handler: (ctx, { memberId }) => remove(ctx, ctx.member, memberId),
});

/** Admin: the two steps of uploading a member's photo, the same as every photo's (lib/photoUploads.ts). */
export const { generateUploadUrl, checkUpload } = adminPhotoUploads("ADMIN_REQUIRED");

/** The caller's own 4-digit PIN for the family screen (PIN_FORMAT unless exactly four digits). */
export const setOwnPin = memberMutation({
  args: { pin: v.string() },
  handler: (ctx, { pin }) => model.setPin(ctx, ctx.member._id, pin),
});

/** The caller removes their own PIN. */
export const clearOwnPin = memberMutation({
  args: {},
  handler: async (ctx) => {
    await model.clearPin(ctx, ctx.member._id);
  },
});

/** Admin: remove a member's PIN (a child forgot theirs and sets a new one); ends their lockouts. */
export const clearPin = adminMutation({
  args: { memberId: v.id("members") },
  handler: (ctx, { memberId }) => model.clearPinFor(ctx, ctx.member, memberId),
});

/** Admin: set any member's 4-digit PIN (a child without a sign-in, a forgotten PIN); ends their lockouts. */
export const setPinFor = adminMutation({
  args: { memberId: v.id("members"), pin: v.string() },
  handler: (ctx, { memberId, pin }) => model.setPinFor(ctx, ctx.member, memberId, pin),
});

/** Admin: the ids of the members who have a family-screen PIN (never the PIN or its hash). */
export const membersWithPin = adminQuery({
  args: {},
  handler: (ctx) => model.membersWithPin(ctx),
});

/** What one deleteMember could not finish in one go (model/deleteMember.ts). */
export const finishDeletingMember = internalMutation({
  args: { memberId: v.id("members"), heirId: v.id("members") },
  handler: (ctx, { memberId, heirId }) => continueRemovingReferences(ctx, memberId, heirId),
});
