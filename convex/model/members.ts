import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import type { MemberType, Role } from "../lib/validators";
import { normalizeEmail, type Viewer } from "../lib/viewer";

/** What the web app needs to know about the person signed in. */
export type ViewerState =
  | { status: "signedOut" }
  | { status: "waiting"; email: string | null; joinRequest: "pending" | "rejected" | "none" }
  | { status: "signedIn"; member: Doc<"members"> };

export async function describeViewer(ctx: QueryCtx, viewer: Viewer | null): Promise<ViewerState> {
  if (viewer === null) return { status: "signedOut" };
  if (viewer.member !== null) return { status: "signedIn", member: viewer.member };
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An admin adds a member of the family. With an email, whoever signs up with
 * it later is linked to this member (DESIGN.md decision 3).
 */
export async function addMember(
  ctx: MutationCtx,
  input: { name: string; memberType: MemberType; role: Role; email?: string },
) {
  const name = input.name.trim();
  if (!name) throw householdError("MEMBER_NAME_REQUIRED");
  const email = input.email?.trim() ? normalizeEmail(input.email) : undefined;
  if (email !== undefined) {
    if (!EMAIL.test(email)) throw householdError("INVALID_EMAIL");
    const taken = await ctx.db
      .query("members")
      .withIndex("by_email", (q) => q.eq("email", email))
      .first();
    if (taken !== null) throw householdError("EMAIL_TAKEN");
  }
  return ctx.db.insert("members", {
    name,
    ...(email ? { email } : {}),
    role: input.role,
    memberType: input.memberType,
    status: "offline",
    pageAccess: input.role === "admin" ? adminPageAccess : defaultPageAccess,
  });
}
