import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../../../convex/_generated/api";

/** rooms.adminOverview: every room with its counts and grants, and the family. */
export type RoomsOverview = FunctionReturnType<typeof api.rooms.adminOverview>;
export type OverviewRoom = RoomsOverview["rooms"][number];
export type OverviewMember = RoomsOverview["members"][number];
export type AccessRequest = FunctionReturnType<typeof api.roomAccess.pending>[number];
export type ItemRequest = FunctionReturnType<typeof api.itemRequests.pending>[number];
