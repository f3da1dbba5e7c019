// The family's wardrobe (page "clothing", guarded by the homePlan flag):
// everyone sees every item and the laundry basket; admins add, edit and
// delete; the owner or an admin toggles the laundry.
import { v } from "convex/values";
import { adminMutation, memberMutation, memberQuery } from "./functions";
import { vClothingInput } from "./lib/clothingSchema";
import { vPhotoInput } from "./lib/photoSchema";
import { adminPhotoUploads } from "./lib/photoUploads";
import { vClothingCategory, vLaundryStatus, vOccasionTag, vSeasonTag } from "./lib/validators";
import * as model from "./model/clothing";

const page = "clothing" as const;

/** The wardrobe, filtered; the viewer's own clothes first, then by owner and name. */
export const listWardrobe = memberQuery({
  page,
  args: {
    memberId: v.optional(v.id("members")),
    category: v.optional(vClothingCategory),
    season: v.optional(vSeasonTag),
    occasion: v.optional(vOccasionTag),
    laundryStatus: v.optional(vLaundryStatus),
  },
  handler: (ctx, filters) => model.listWardrobe(ctx, ctx.member, filters),
});

/** Everything that needs washing across the family. */
export const laundryBasket = memberQuery({
  page,
  args: {},
  handler: (ctx) => model.laundryBasket(ctx, ctx.member),
});

/** Admin: a new clothing item (at most MAX_CLOTHING_ITEMS per family). */
export const addClothingItem = adminMutation({
  denied: "ADD_CLOTHING",
  args: { item: vClothingInput, image: vPhotoInput },
  handler: (ctx, args) => model.addClothingItem(ctx, ctx.member, args),
});

/** Admin: edit an item; a new owner or category drops it from outfits it no longer fits. */
export const updateClothingItem = adminMutation({
  denied: "CHANGE_CLOTHING",
  args: { itemId: v.id("clothingItems"), item: vClothingInput, image: vPhotoInput },
  handler: (ctx, args) => model.updateClothingItem(ctx, ctx.member, args),
});

/** Admin: delete an item, its photo and its outfit slots. */
export const deleteClothingItem = adminMutation({
  denied: "CHANGE_CLOTHING",
  args: { itemId: v.id("clothingItems") },
  handler: (ctx, { itemId }) => model.deleteClothingItem(ctx, ctx.member, itemId),
});

/** Clean ⇄ Needs Washing; the owner or an admin. Returns the new status. */
export const toggleLaundry = memberMutation({
  page,
  args: { itemId: v.id("clothingItems") },
  handler: (ctx, { itemId }) => model.toggleLaundry(ctx, ctx.member, itemId),
});

/** Admin: a clothing photo's upload (lib/photoUploads.ts). */
export const { generateUploadUrl, checkUpload } = adminPhotoUploads("ADD_CLOTHING");
