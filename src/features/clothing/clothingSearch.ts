// /clothing?tab=wardrobe|outfits|add&view=all|basket&member=<id>: the open tab, the wardrobe's
// view and the member whose week the Outfits tab shows live in the URL, so reload, Back and a
// shared link keep them. This module is the route's `validateSearch`, part of the first load:
// it imports no zod (src/routes/firstLoad.test.ts), and anything odd falls back to the default.
import { optionalChoice, optionalString, type Search } from "../navigation/searchParams";

export const clothingTabs = ["wardrobe", "outfits", "add"] as const;
export type ClothingTab = (typeof clothingTabs)[number];

export const wardrobeViews = ["all", "basket"] as const;
export type WardrobeView = (typeof wardrobeViews)[number];

/** Absent `tab` is Wardrobe, absent `view` all clothes, absent `member` the viewer. */
export type ClothingSearch = { tab?: ClothingTab; view?: WardrobeView; member?: string };

export function clothingSearch(search: Search): ClothingSearch {
  const tab = optionalChoice(clothingTabs, search.tab);
  const view = optionalChoice(wardrobeViews, search.view);
  const member = optionalString(search.member);
  return {
    ...(tab && tab !== "wardrobe" ? { tab } : {}),
    ...(view && view !== "all" ? { view } : {}),
    ...(member ? { member } : {}),
  };
}
