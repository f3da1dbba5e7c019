// Where one is in a room, as URL search params, so reload and the browser's
// Back button return to the same place: `in` (the container open), `tab` and
// `q` (the search). Shared by /home-plan/$roomId and /admin/rooms/$roomId.
import type { Id } from "../../../convex/_generated/dataModel";
import { optionalChoice, optionalString, type Search } from "../navigation/searchParams";

export const roomTabs = ["inventory", "pending"] as const;
export type RoomTab = (typeof roomTabs)[number];

export type RoomViewSearch = { in?: string; tab?: RoomTab; q?: string };

/** The route's `validateSearch`: a hand-edited URL with nonsense in it opens the room's top level instead of failing. */
export function roomViewSearch(search: Search): RoomViewSearch {
  const place = optionalString(search.in);
  const tab = optionalChoice(roomTabs, search.tab);
  const q = optionalString(search.q);
  return { ...(place ? { in: place } : {}), ...(tab ? { tab } : {}), ...(q ? { q } : {}) };
}

/** The view RoomInventory shows; absent fields are the defaults (top level, Inventory tab, no search). */
export type RoomView = { containerId?: Id<"items">; tab?: RoomTab; query?: string };

export function roomViewFromSearch(search: RoomViewSearch): { containerId?: Id<"items">; tab: RoomTab; query: string } {
  return { containerId: search.in as Id<"items"> | undefined, tab: search.tab ?? "inventory", query: search.q ?? "" };
}

/** The search params of a view: defaults are left out, so the room's plain URL is its top level. */
export function searchFromRoomView(view: RoomView): RoomViewSearch {
  const query = view.query?.trim() ?? "";
  return {
    ...(view.containerId ? { in: view.containerId } : {}),
    ...(view.tab && view.tab !== "inventory" ? { tab: view.tab } : {}),
    ...(query ? { q: view.query } : {}),
  };
}

/**
 * Going from the URL's `search` to the view `next`, for the router's navigate:
 * typing in the search box replaces the history entry; going somewhere (a
 * container, a tab) is a step Back can undo.
 */
export function navigationToRoomView(search: RoomViewSearch, next: RoomView): { search: RoomViewSearch; replace: boolean } {
  const target = searchFromRoomView(next);
  const onlySearch = (target.in ?? "") === (search.in ?? "") && (target.tab ?? "") === (search.tab ?? "");
  return { search: target, replace: onlySearch };
}
