import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** One item as the wardrobe and the laundry basket show it. */
export type ClothingView = FunctionReturnType<typeof api.clothing.listWardrobe>[number];

/** One weekday of a member's outfit plan, Monday first. */
export type OutfitDay = FunctionReturnType<typeof api.outfits.weekForMember>[number];
export type PlannedOutfit = NonNullable<OutfitDay["outfit"]>;
