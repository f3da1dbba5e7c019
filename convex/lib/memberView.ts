// What public queries say about family members. Every member sees the family
// (names, photos, colours, who is online); only admins see what the admin pages
// need. Neither carries the sign-in provider's user id, nor, for members, the
// page flags, emails or storage ids (DESIGN.md: projections, not documents).
import type { Doc } from "../_generated/dataModel";

/** A member as every member's screens show them; `avatarUrl` is the photo to load (an upload resolved). */
export type MemberView = Pick<
  Doc<"members">,
  "_id" | "_creationTime" | "name" | "memberType" | "role" | "status" | "busy" | "color" | "avatarUrl"
>;

/**
 * What the admin pages add: the invitation email, the page flags, whether
 * someone signs in with this member (their email is then fixed), their
 * birthday (the edit form shows it), and an uploaded photo's id (the edit
 * form keeps a photo it does not change).
 */
export type AdminMemberView = MemberView &
  Pick<Doc<"members">, "email" | "pageAccess" | "avatarStorageId" | "birthDate"> & { signsIn: boolean };
