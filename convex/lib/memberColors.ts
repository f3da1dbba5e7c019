// Each member's colour: one of Chakra's colour palettes, used wherever they
// appear (avatar, ring). Unset means "derived from the member's id", so every
// member has a stable colour from the moment they are added. No zod here: the
// dashboard imports this file on its first load.
import type { Infer } from "convex/values";
import { literals } from "convex-helpers/validators";

export const memberColors = ["red", "orange", "yellow", "green", "teal", "blue", "cyan", "purple", "pink"] as const;
export const vMemberColor = literals(...memberColors);
export type MemberColor = Infer<typeof vMemberColor>;

/** A stable colour from an id (a small string hash), for members who have not picked one. */
export function derivedMemberColor(id: string): MemberColor {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return memberColors[hash % memberColors.length];
}

/** The colour a member is shown in: their own choice, else the one derived from their id. */
export function memberColor(member: { _id: string; color?: MemberColor }): MemberColor {
  return member.color ?? derivedMemberColor(member._id);
}
