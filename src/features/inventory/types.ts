// The shapes the inventory screens get from the server, taken from the API's
// own types so a change there shows up here at typecheck.
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type InventoryItem = FunctionReturnType<typeof api.inventory.contents>["page"][number];
export type SearchHit = FunctionReturnType<typeof api.inventory.search>["hits"][number];
export type RoomCardData = FunctionReturnType<typeof api.rooms.listForViewer>[number];
export type PendingItemRequest = FunctionReturnType<typeof api.itemRequests.forRoom>[number];
export type ContainerOption = FunctionReturnType<typeof api.inventory.containers>[number];
