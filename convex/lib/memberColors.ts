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

/**
 * The order new members are given colours in: neighbours far apart on the
 * colour wheel first, so a small family's faces differ most; red (the colour
 * of "overdue") last.
 */
const assignOrder: readonly MemberColor[] = ["blue", "pink", "green", "orange", "purple", "teal", "yellow", "cyan", "red"];

/**
 * The colour a newly added member gets: the first of the palette nobody in the
 * family shows yet (so no two share one while the palette lasts), else the one
 * fewest show. Stored on the member, so it never changes as others come and go.
 */
export function freeMemberColor(taken: readonly MemberColor[]): MemberColor {
  const uses = new Map<MemberColor, number>(assignOrder.map((color) => [color, 0]));
  for (const color of taken) uses.set(color, (uses.get(color) ?? 0) + 1);
  let best = assignOrder[0];
  for (const color of assignOrder) if (uses.get(color)! < uses.get(best)!) best = color;
  return best;
}

/** The colour a member is shown in: their own choice, else the one derived from their id. */
export function memberColor(member: { _id: string; color?: MemberColor }): MemberColor {
  return member.color ?? derivedMemberColor(member._id);
}
