import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { AvatarMember } from "../members/MemberAvatar";

export type FamilyView = FunctionReturnType<typeof api.familyScreen.view>;
export type ScreenMember = FamilyView["members"][number];
export type ScreenEvent = FamilyView["events"][number];
export type ScreenTask = ScreenMember["tasks"][number];
/** A task as the chore chart draws it (a tile's and a panel's alike). */
export type ChartTask = Pick<ScreenTask, "_id" | "title" | "status"> & Partial<Pick<ScreenTask, "awaitingApproval">> & {
  chore: NonNullable<ScreenTask["chore"]> | null;
};
export type MemberPanelView = FunctionReturnType<typeof api.familyScreen.memberPanel>;
export type PanelTask = MemberPanelView["tasks"][number];

/** The screen's queries say "no photo" as null; the avatar takes it as absent. */
export function avatarOf(member: Omit<AvatarMember, "avatarUrl"> & { avatarUrl: string | null }): AvatarMember {
  return { _id: member._id, name: member.name, color: member.color, avatarUrl: member.avatarUrl ?? undefined };
}
