// The quick-pick bar of the room view (spec section 2): common items for the
// room's type. A pick opens the add form with the name in the reader's
// language and a fitting category. Container detection on the server knows
// English names only ("Wardrobe", not "Armoire"), so a pick says itself
// whether it is a container.
import type { RoomType } from "../../../convex/lib/validators";

/** Categories the picks fill in; shown (and saved) in the reader's language. */
export const pickCategories = [
  "furniture",
  "lighting",
  "appliances",
  "electronics",
  "linen",
  "decor",
  "kitchenware",
  "toiletries",
  "storage",
  "tools",
  "games",
  "household",
] as const;
export type PickCategory = (typeof pickCategories)[number];

export type QuickPick = {
  /** Key of the name under `inventory.quickPicks.items`; its English text is the item's canonical name. */
  key: string;
  category: PickCategory;
  isContainer: boolean;
};

const pick = (key: string, category: PickCategory, isContainer = false): QuickPick => ({ key, category, isContainer });

export const quickPicksByType: Record<RoomType, QuickPick[]> = {
  bedroom: [
    pick("bed", "furniture"),
    pick("wardrobe", "furniture", true),
    pick("dresser", "furniture", true),
    pick("lamp", "lighting"),
    pick("mirror", "decor"),
    pick("pillow", "linen"),
    pick("duvet", "linen"),
    pick("alarmClock", "electronics"),
  ],
  kitchen: [
    pick("refrigerator", "appliances", true),
    pick("cabinet", "furniture", true),
    pick("drawer", "furniture", true),
    pick("kettle", "appliances"),
    pick("toaster", "appliances"),
    pick("microwave", "appliances"),
    pick("dinnerPlates", "kitchenware"),
    pick("saucepan", "kitchenware"),
  ],
  bathroom: [
    pick("cabinet", "furniture", true),
    pick("towel", "linen"),
    pick("bathMat", "linen"),
    pick("mirror", "decor"),
    pick("hairDryer", "electronics"),
    pick("toothbrush", "toiletries"),
    pick("laundryBasket", "household"),
  ],
  living: [
    pick("sofa", "furniture"),
    pick("television", "electronics"),
    pick("bookshelf", "furniture", true),
    pick("coffeeTable", "furniture"),
    pick("lamp", "lighting"),
    pick("rug", "decor"),
    pick("cushion", "decor"),
    pick("boardGames", "games"),
  ],
  other: [
    pick("box", "storage", true),
    pick("storageBin", "storage", true),
    pick("cabinet", "furniture", true),
    pick("chair", "furniture"),
    pick("lamp", "lighting"),
    pick("toolbox", "tools"),
  ],
};

/** The picks of a room type, in the order the bar shows them. */
export function quickPicksFor(type: RoomType): QuickPick[] {
  return quickPicksByType[type];
}
