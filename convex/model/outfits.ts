// Outfit plans: one per member and weekday, built by an admin from that
// member's own clothes, each in its slot (top = Tops, bottom = Bottoms,
// dress = Dresses, shoes = Shoes). An item that leaves the wardrobe or stops
// fitting a slot is taken out of the plan, so no plan points at a missing or
// wrong item.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fieldError, householdError, schemaError } from "../lib/errors";
import {
  outfitFormSchema,
  outfitSlots,
  slotCategory,
  type OutfitInput,
  type OutfitSlot,
} from "../lib/outfitSchema";
import { daysOfWeek, type DayOfWeek, type LaundryStatus } from "../lib/validators";
import { imageUrlOf } from "./images";

/** One member has at most seven plans, so an item sits in at most seven slots of one kind. */
const OUTFITS_PER_ITEM = daysOfWeek.length;

export type OutfitSlotView = {
  _id: Id<"clothingItems">;
  name: string;
  imageUrl: string | null;
  color: string;
  laundryStatus: LaundryStatus;
};

export type OutfitView = {
  _id: Id<"outfits">;
  name: string;
  notes: string;
} & Record<OutfitSlot, OutfitSlotView | null>;

export type OutfitDay = { dayOfWeek: DayOfWeek; outfit: OutfitView | null };

/** Whether an item (owner and category) may sit in `slot` of `outfit`. */
export function fitsOutfitsOf(
  item: Pick<Doc<"clothingItems">, "assignedTo" | "category">,
  outfit: Pick<Doc<"outfits">, "assignedTo">,
  slot: OutfitSlot,
): boolean {
  return item.assignedTo === outfit.assignedTo && item.category === slotCategory[slot];
}

/** Empties every slot holding the item for which `remove(outfit, slot)` says so. */
export async function removeFromOutfits(
  ctx: MutationCtx,
  itemId: Id<"clothingItems">,
  remove: (outfit: Doc<"outfits">, slot: OutfitSlot) => boolean,
): Promise<void> {
  for (const slot of outfitSlots) {
    const outfits = await ctx.db
      .query("outfits")
      .withIndex(`by_${slot}`, (q) => q.eq(slot, itemId))
      .take(OUTFITS_PER_ITEM * 2);
    for (const outfit of outfits) {
      if (remove(outfit, slot)) await ctx.db.patch("outfits", outfit._id, { [slot]: undefined });
    }
  }
}

/** The slot's item id after checking it is the member's and of the slot's category. */
async function slotItem(
  ctx: QueryCtx,
  memberId: Id<"members">,
  slot: OutfitSlot,
  id: string | undefined,
): Promise<Id<"clothingItems"> | undefined> {
  if (id === undefined) return undefined;
  const itemId = ctx.db.normalizeId("clothingItems", id);
  const item = itemId === null ? null : await ctx.db.get("clothingItems", itemId);
  if (item === null || !fitsOutfitsOf(item, { assignedTo: memberId }, slot)) throw fieldError(slot, "OUTFIT_ITEM_MISMATCH");
  return item._id;
}

/** Admin: the member's plan for the weekday, replacing the one already there. */
export async function planOutfit(ctx: MutationCtx, admin: Doc<"members">, input: OutfitInput): Promise<Id<"outfits">> {
  const parsed = outfitFormSchema.safeParse(input);
  if (!parsed.success) throw schemaError(parsed.error);
  const { memberId: rawMemberId, dayOfWeek, name, notes } = parsed.data;
  const memberId = ctx.db.normalizeId("members", rawMemberId);
  if (memberId === null || (await ctx.db.get("members", memberId)) === null) throw fieldError("memberId", "OUTFIT_MEMBER_REQUIRED");
  const slots = {} as Record<OutfitSlot, Id<"clothingItems"> | undefined>;
  for (const slot of outfitSlots) slots[slot] = await slotItem(ctx, memberId, slot, parsed.data[slot]);
  const fields = { name, notes: notes === "" ? undefined : notes, ...slots };

  const existing = await ctx.db
    .query("outfits")
    .withIndex("by_assignedTo_and_dayOfWeek", (q) => q.eq("assignedTo", memberId).eq("dayOfWeek", dayOfWeek))
    .first();
  if (existing !== null) {
    // Undefined slots and notes are removed: planning again replaces the whole plan.
    await ctx.db.patch("outfits", existing._id, { ...fields, createdBy: admin._id });
    return existing._id;
  }
  return ctx.db.insert("outfits", { ...fields, assignedTo: memberId, dayOfWeek, createdBy: admin._id });
}

/** Admin: remove a plan (NOT_FOUND if it is already gone). */
export async function removeOutfit(ctx: MutationCtx, outfitId: Id<"outfits">): Promise<null> {
  if ((await ctx.db.get("outfits", outfitId)) === null) throw householdError("NOT_FOUND");
  await ctx.db.delete("outfits", outfitId);
  return null;
}

async function slotView(ctx: QueryCtx, itemId: Id<"clothingItems"> | undefined): Promise<OutfitSlotView | null> {
  if (itemId === undefined) return null;
  const item = await ctx.db.get("clothingItems", itemId);
  if (item === null) return null;
  return {
    _id: item._id,
    name: item.name,
    imageUrl: (await imageUrlOf(ctx, item)) ?? null,
    color: item.color,
    laundryStatus: item.laundryStatus,
  };
}

/** Monday to Sunday for one member, each day with its plan or null. */
export async function weekForMember(ctx: QueryCtx, memberId: Id<"members">): Promise<OutfitDay[]> {
  const outfits = await ctx.db
    .query("outfits")
    .withIndex("by_assignedTo_and_dayOfWeek", (q) => q.eq("assignedTo", memberId))
    .take(daysOfWeek.length * 2);
  return Promise.all(
    daysOfWeek.map(async (dayOfWeek) => {
      const outfit = outfits.find((o) => o.dayOfWeek === dayOfWeek);
      if (outfit === undefined) return { dayOfWeek, outfit: null };
      const [top, bottom, dress, shoes] = await Promise.all(outfitSlots.map((slot) => slotView(ctx, outfit[slot])));
      return { dayOfWeek, outfit: { _id: outfit._id, name: outfit.name, notes: outfit.notes ?? "", top, bottom, dress, shoes } };
    }),
  );
}
