// The family's wardrobe: clothing items with an owner, tags, a laundry status
// and a photo. Admins add, edit and delete; the owner or an admin toggles the
// laundry. A family holds at most MAX_CLOTHING_ITEMS, so a view may read every
// item of its index range (with that limit) and sort in memory.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/access";
import {
  MAX_CLOTHING_ITEMS,
  clothingFormSchema,
  type ClothingInput,
} from "../lib/clothingSchema";
import { householdError, schemaError } from "../lib/errors";
import type { PhotoInput } from "../lib/photoSchema";
import type { ClothingCategory, LaundryStatus, OccasionTag, SeasonTag } from "../lib/validators";
import { recordActivity } from "./activityLog";
import { imageUrlOf, validPhoto } from "./images";
import { fitsOutfitsOf, removeFromOutfits } from "./outfits";
import { deleteStoredFile } from "./uploads";

export type ClothingView = {
  _id: Id<"clothingItems">;
  /** When it was added. */
  _creationTime: number;
  name: string;
  imageUrl: string | null;
  /** Set for an uploaded photo, for admins: the edit form sends it back unchanged as `{ imageStorageId }`. */
  imageStorageId: Id<"_storage"> | null;
  assignedTo: Id<"members">;
  /** "" when the owner is gone (their clothes go with them, so only for a moment). */
  ownerName: string;
  category: ClothingCategory;
  size: string;
  color: string;
  occasionTags: OccasionTag[];
  seasonTags: SeasonTag[];
  laundryStatus: LaundryStatus;
  notes: string;
  canToggleLaundry: boolean;
  canEdit: boolean;
};

export type WardrobeFilters = {
  memberId?: Id<"members">;
  category?: ClothingCategory;
  season?: SeasonTag;
  occasion?: OccasionTag;
  laundryStatus?: LaundryStatus;
};

type ClothingFields = Omit<Doc<"clothingItems">, "_id" | "_creationTime">;

/**
 * The item's fields from the form's own schema, the owner checked to be a
 * member and an uploaded photo's stored type and size; throws the first
 * problem's code before anything is written.
 */
async function validClothingFields(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: ClothingInput,
  image: PhotoInput,
  current?: Id<"_storage">,
): Promise<ClothingFields> {
  const parsed = clothingFormSchema.safeParse(input);
  if (!parsed.success) throw schemaError(parsed.error);
  const { notes, assignedTo, ...rest } = parsed.data;
  const ownerId = ctx.db.normalizeId("members", assignedTo);
  if (ownerId === null || (await ctx.db.get("members", ownerId)) === null) throw householdError("CLOTHING_OWNER_REQUIRED");
  const photo = await validPhoto(ctx, admin, image, current);
  return { ...rest, assignedTo: ownerId, notes: notes === "" ? undefined : notes, ...photo };
}

/** Admin: a new item, refused once the family has MAX_CLOTHING_ITEMS. */
export async function addClothingItem(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { item: ClothingInput; image: PhotoInput },
): Promise<Id<"clothingItems">> {
  const fields = await validClothingFields(ctx, admin, args.item, args.image);
  const existing = await ctx.db.query("clothingItems").take(MAX_CLOTHING_ITEMS);
  if (existing.length >= MAX_CLOTHING_ITEMS) throw householdError("CLOTHING_LIMIT", { max: MAX_CLOTHING_ITEMS });
  return ctx.db.insert("clothingItems", fields);
}

/**
 * Admin: edit an item. "Formal" is display-only, so the form never sends it;
 * an item that had it keeps it. A new owner or category takes the item out of
 * the outfits it no longer fits.
 */
export async function updateClothingItem(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { itemId: Id<"clothingItems">; item: ClothingInput; image: PhotoInput },
): Promise<null> {
  const item = await ctx.db.get("clothingItems", args.itemId);
  if (item === null) throw householdError("NOT_FOUND");
  const fields = await validClothingFields(ctx, admin, args.item, args.image, item.imageStorageId);
  const occasionTags: OccasionTag[] = item.occasionTags.includes("Formal") ? [...fields.occasionTags, "Formal"] : fields.occasionTags;
  // Unset fields are written as undefined, which removes them (a photo taken away, notes cleared).
  await ctx.db.patch("clothingItems", item._id, { ...fields, occasionTags });
  if (item.imageStorageId !== fields.imageStorageId) await deleteStoredFile(ctx, item.imageStorageId);
  if (item.assignedTo !== fields.assignedTo || item.category !== fields.category) {
    await removeFromOutfits(ctx, item._id, (outfit, slot) => !fitsOutfitsOf(fields, outfit, slot));
  }
  return null;
}

/** Admin: delete an item, its photo, and every outfit slot that held it. */
export async function deleteClothingItem(
  ctx: MutationCtx,
  admin: Doc<"members">,
  itemId: Id<"clothingItems">,
): Promise<null> {
  const item = await ctx.db.get("clothingItems", itemId);
  if (item === null) throw householdError("NOT_FOUND");
  await removeFromOutfits(ctx, item._id, () => true);
  await ctx.db.delete("clothingItems", item._id);
  await deleteStoredFile(ctx, item.imageStorageId);
  const owner = await ctx.db.get("members", item.assignedTo);
  await recordActivity(ctx, admin, {
    kind: "clothingItemDeleted",
    clothingItemId: itemId,
    itemName: item.name,
    memberName: owner?.name ?? "",
    subjectId: item.assignedTo,
  });
  return null;
}

/** Clean ⇄ Needs Washing, by the owner or an admin (OWN_LAUNDRY_ONLY otherwise). */
export async function toggleLaundry(
  ctx: MutationCtx,
  viewer: Doc<"members">,
  itemId: Id<"clothingItems">,
): Promise<LaundryStatus> {
  const item = await ctx.db.get("clothingItems", itemId);
  if (item === null) throw householdError("NOT_FOUND");
  if (!canToggleLaundry(viewer, item)) throw householdError("OWN_LAUNDRY_ONLY");
  const laundryStatus: LaundryStatus = item.laundryStatus === "Clean" ? "Needs Washing" : "Clean";
  await ctx.db.patch("clothingItems", item._id, { laundryStatus });
  return laundryStatus;
}

function canToggleLaundry(viewer: Doc<"members">, item: Doc<"clothingItems">): boolean {
  return isAdmin(viewer) || item.assignedTo === viewer._id;
}

/** Owners' names, each member read once. */
async function ownerNames(ctx: QueryCtx, items: Doc<"clothingItems">[]): Promise<Map<Id<"members">, string>> {
  const names = new Map<Id<"members">, string>();
  for (const id of new Set(items.map((item) => item.assignedTo))) {
    names.set(id, (await ctx.db.get("members", id))?.name ?? "");
  }
  return names;
}

async function toViews(ctx: QueryCtx, viewer: Doc<"members">, items: Doc<"clothingItems">[]): Promise<ClothingView[]> {
  const names = await ownerNames(ctx, items);
  return Promise.all(
    items.map(async (item) => ({
      _id: item._id,
      _creationTime: item._creationTime,
      name: item.name,
      imageUrl: (await imageUrlOf(ctx, item)) ?? null,
      // An upload's id only for admins, whose edit form sends it back; members get the URL.
      imageStorageId: isAdmin(viewer) ? (item.imageStorageId ?? null) : null,
      assignedTo: item.assignedTo,
      ownerName: names.get(item.assignedTo) ?? "",
      category: item.category,
      size: item.size,
      color: item.color,
      occasionTags: item.occasionTags,
      seasonTags: item.seasonTags,
      laundryStatus: item.laundryStatus,
      notes: item.notes ?? "",
      canToggleLaundry: canToggleLaundry(viewer, item),
      canEdit: isAdmin(viewer),
    })),
  );
}

const byOwnerThenName = (a: ClothingView, b: ClothingView) =>
  a.ownerName.localeCompare(b.ownerName) || a.name.localeCompare(b.name) || a._creationTime - b._creationTime;

/** The items the filters' best index range holds (at most the family's cap). */
async function candidates(ctx: QueryCtx, filters: WardrobeFilters): Promise<Doc<"clothingItems">[]> {
  const { memberId, category, laundryStatus } = filters;
  if (memberId !== undefined) {
    return ctx.db
      .query("clothingItems")
      .withIndex("by_assignedTo_and_category", (q) =>
        category === undefined ? q.eq("assignedTo", memberId) : q.eq("assignedTo", memberId).eq("category", category),
      )
      .take(MAX_CLOTHING_ITEMS);
  }
  if (laundryStatus !== undefined) {
    return ctx.db
      .query("clothingItems")
      .withIndex("by_laundryStatus", (q) => q.eq("laundryStatus", laundryStatus))
      .take(MAX_CLOTHING_ITEMS);
  }
  return ctx.db.query("clothingItems").take(MAX_CLOTHING_ITEMS);
}

/** The wardrobe, filtered; the viewer's own clothes first, then by owner name and item name. */
export async function listWardrobe(ctx: QueryCtx, viewer: Doc<"members">, filters: WardrobeFilters): Promise<ClothingView[]> {
  const items = (await candidates(ctx, filters)).filter(
    (item) =>
      (filters.category === undefined || item.category === filters.category) &&
      (filters.laundryStatus === undefined || item.laundryStatus === filters.laundryStatus) &&
      (filters.season === undefined || item.seasonTags.includes(filters.season)) &&
      (filters.occasion === undefined || item.occasionTags.includes(filters.occasion)),
  );
  const views = await toViews(ctx, viewer, items);
  const own = (view: ClothingView) => (view.assignedTo === viewer._id ? 0 : 1);
  return views.sort((a, b) => own(a) - own(b) || byOwnerThenName(a, b));
}

/** Everything that needs washing, whoever owns it, by owner name then item name. */
export async function laundryBasket(ctx: QueryCtx, viewer: Doc<"members">): Promise<ClothingView[]> {
  const items = await ctx.db
    .query("clothingItems")
    .withIndex("by_laundryStatus", (q) => q.eq("laundryStatus", "Needs Washing"))
    .take(MAX_CLOTHING_ITEMS);
  return (await toViews(ctx, viewer, items)).sort(byOwnerThenName);
}
