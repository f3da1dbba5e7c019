// Finance settings: the family's categories (with an optional monthly budget) and item types.
// Transactions and bills refer to them by id, so deleting one that is used only archives it
// (`archived: true`): what uses it keeps it and shows its name as deleted, and forms no longer
// offer it. Adding one with an archived one's name restores that one. An unused one is deleted.
// How many transactions use one comes from the all-time running totals ("t" rows of
// model/financeTotals.ts), never from counting transactions.
import type { z } from "zod";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { type ErrorCode, fieldError, householdError, schemaError } from "../lib/errors";
import {
  CATEGORY_LIMIT,
  ITEM_TYPE_LIMIT,
  categoryInputSchema,
  itemTypeFormSchema,
  type CategoryInput,
} from "../lib/financeSettingsSchema";
import { starterCategoriesIn, starterItemTypesIn, type StarterList } from "../lib/financeStarterLists";
import { OUTGOING_LIMIT } from "../lib/outgoingSchema";
import type { Language } from "../lib/validators";
import { recordActivity } from "./activityLog";
import { ALL_TIME, categoryScope, itemTypeScope, readScopes, readTotals, type Totals } from "./financeTotals";

/**
 * Documents kept at most, archived ones included, so every list here reads a bounded number.
 * Archived ones only pile up when used ones are deleted, so twice the limit is plenty.
 */
const CATEGORY_DOCS = 2 * CATEGORY_LIMIT;
const ITEM_TYPE_DOCS = 2 * ITEM_TYPE_LIMIT;
/** "t" rows: one per type (income, expense) per category and item type. */
const ALL_TIME_ROWS = 2 * (CATEGORY_DOCS + ITEM_TYPE_DOCS);

/** The value zod accepts, or the first problem it found as a household error. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw schemaError(result.error);
  return result.data;
}

function byName(a: { name: string }, b: { name: string }) {
  return a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.name.localeCompare(b.name);
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");
const count = (totals: Totals | undefined) => (totals ? totals.incomeCount + totals.expenseCount : 0);

export async function allCategories(ctx: QueryCtx): Promise<Doc<"financeCategories">[]> {
  return ctx.db.query("financeCategories").withIndex("by_name").take(CATEGORY_DOCS);
}

export async function allItemTypes(ctx: QueryCtx): Promise<Doc<"itemTypes">[]> {
  return ctx.db.query("itemTypes").withIndex("by_name").take(ITEM_TYPE_DOCS);
}

export type CategoryView = {
  _id: Id<"financeCategories">;
  name: string;
  description?: string;
  monthlyBudgetPence?: number;
  archived: boolean;
};

function categoryView(category: Doc<"financeCategories">): CategoryView {
  return {
    _id: category._id,
    name: category.name,
    ...(category.description !== undefined ? { description: category.description } : {}),
    ...(category.monthlyBudgetPence !== undefined ? { monthlyBudgetPence: category.monthlyBudgetPence } : {}),
    archived: category.archived === true,
  };
}

/** Every category, archived ones too (tables name them "(deleted)"; forms leave them out), by name. */
export async function listCategories(ctx: QueryCtx): Promise<CategoryView[]> {
  return (await allCategories(ctx)).map(categoryView).sort(byName);
}

/** Every item type, archived ones too, by name. */
export async function listItemTypes(ctx: QueryCtx) {
  const itemTypes = await allItemTypes(ctx);
  return itemTypes
    .map((itemType) => ({ _id: itemType._id, name: itemType.name, archived: itemType.archived === true }))
    .sort(byName);
}

/** The settings page: the non-archived categories and item types with what uses them. */
export async function overview(ctx: QueryCtx) {
  const [categories, itemTypes, allTime, bills] = await Promise.all([
    allCategories(ctx),
    allItemTypes(ctx),
    readScopes(ctx, ALL_TIME, ALL_TIME_ROWS),
    ctx.db.query("monthlyOutgoings").withIndex("by_dueDay").take(OUTGOING_LIMIT),
  ]);
  const billsPerCategory = new Map<string, number>();
  for (const bill of bills) billsPerCategory.set(bill.categoryId, (billsPerCategory.get(bill.categoryId) ?? 0) + 1);
  return {
    categories: categories
      .filter((category) => category.archived !== true)
      .map((category) => {
        const { archived: _archived, ...view } = categoryView(category);
        return {
          ...view,
          transactionCount: count(allTime.get(categoryScope(category._id))),
          outgoingCount: billsPerCategory.get(category._id) ?? 0,
        };
      })
      .sort(byName),
    itemTypes: itemTypes
      .filter((itemType) => itemType.archived !== true)
      .map((itemType) => ({
        _id: itemType._id,
        name: itemType.name,
        transactionCount: count(allTime.get(itemTypeScope(itemType._id))),
      }))
      .sort(byName),
  };
}

/** A category that is not archived, or NOT_FOUND (it was deleted meanwhile). */
async function activeCategory(ctx: QueryCtx, categoryId: Id<"financeCategories">) {
  const category = await ctx.db.get("financeCategories", categoryId);
  if (category === null || category.archived === true) throw householdError("NOT_FOUND");
  return category;
}

async function activeItemType(ctx: QueryCtx, itemTypeId: Id<"itemTypes">) {
  const itemType = await ctx.db.get("itemTypes", itemTypeId);
  if (itemType === null || itemType.archived === true) throw householdError("NOT_FOUND");
  return itemType;
}

/**
 * What a new name means among `existing`: taken by another non-archived one (throws `taken`),
 * or the archived one to restore, or nothing (a new document, if the limits allow).
 */
function placeName<T extends { _id: string; name: string; archived?: boolean }>(
  existing: T[],
  name: string,
  taken: ErrorCode,
  except?: string,
): T | undefined {
  const matches = existing.filter((doc) => doc._id !== except && sameName(doc.name, name));
  if (matches.some((doc) => doc.archived !== true)) throw fieldError("name", taken);
  return matches[0];
}

function requireRoom(docs: { archived?: boolean }[], limit: number, docLimit: number) {
  const active = docs.filter((doc) => doc.archived !== true).length;
  if (active >= limit || docs.length >= docLimit) throw householdError("FINANCE_LIST_LIMIT", { max: limit });
}

/** The fields of a category document; a missing description or budget is removed (patch with undefined). */
function categoryFields(input: CategoryInput) {
  return { name: input.name, description: input.description, monthlyBudgetPence: input.monthlyBudgetPence };
}

export async function addCategory(
  ctx: MutationCtx,
  admin: Doc<"members">,
  raw: CategoryInput,
): Promise<Id<"financeCategories">> {
  const input = parseOrThrow(categoryInputSchema, raw);
  const categoryId = await placeCategory(ctx, input);
  await recordActivity(ctx, admin, { kind: "financeCategoryAdded", categoryId, categoryName: input.name });
  return categoryId;
}

/** A new category, or the archived one of that name restored. */
async function placeCategory(ctx: MutationCtx, input: CategoryInput): Promise<Id<"financeCategories">> {
  const categories = await allCategories(ctx);
  const archived = placeName(categories, input.name, "CATEGORY_NAME_TAKEN");
  if (archived !== undefined) {
    // Restored with the new spelling, description and budget; its transactions and bills follow it back.
    requireRoom(categories, CATEGORY_LIMIT, Infinity);
    await ctx.db.patch("financeCategories", archived._id, { ...categoryFields(input), archived: undefined });
    return archived._id;
  }
  requireRoom(categories, CATEGORY_LIMIT, CATEGORY_DOCS);
  return ctx.db.insert("financeCategories", input);
}

export async function updateCategory(
  ctx: MutationCtx,
  admin: Doc<"members">,
  categoryId: Id<"financeCategories">,
  raw: CategoryInput,
): Promise<null> {
  const input = parseOrThrow(categoryInputSchema, raw);
  const old = await activeCategory(ctx, categoryId);
  // An archived category with the new name stays archived: two documents may share a name.
  placeName(await allCategories(ctx), input.name, "CATEGORY_NAME_TAKEN", categoryId);
  await ctx.db.patch("financeCategories", categoryId, categoryFields(input));
  await recordActivity(ctx, admin, {
    kind: "financeCategoryEdited",
    categoryId,
    categoryName: input.name,
    ...(input.name !== old.name ? { previousName: old.name } : {}),
  });
  return null;
}

export type DeleteOutcome = { outcome: "deleted" | "archived" };

export async function deleteCategory(
  ctx: MutationCtx,
  admin: Doc<"members">,
  categoryId: Id<"financeCategories">,
): Promise<DeleteOutcome> {
  const category = await activeCategory(ctx, categoryId);
  const outcome = await removeCategory(ctx, categoryId);
  await recordActivity(ctx, admin, {
    kind: "financeCategoryDeleted",
    categoryId,
    categoryName: category.name,
    archived: outcome.outcome === "archived",
  });
  return outcome;
}

async function removeCategory(ctx: MutationCtx, categoryId: Id<"financeCategories">): Promise<DeleteOutcome> {
  const used =
    count(await readTotals(ctx, ALL_TIME, categoryScope(categoryId))) > 0 ||
    (await ctx.db
      .query("monthlyOutgoings")
      .withIndex("by_categoryId", (q) => q.eq("categoryId", categoryId))
      .first()) !== null;
  if (used) {
    await ctx.db.patch("financeCategories", categoryId, { archived: true });
    return { outcome: "archived" };
  }
  await ctx.db.delete("financeCategories", categoryId);
  return { outcome: "deleted" };
}

export async function addItemType(ctx: MutationCtx, admin: Doc<"members">, rawName: string): Promise<Id<"itemTypes">> {
  const { name } = parseOrThrow(itemTypeFormSchema, { name: rawName });
  const itemTypeId = await placeItemType(ctx, name);
  await recordActivity(ctx, admin, { kind: "itemTypeAdded", itemTypeId, itemTypeName: name });
  return itemTypeId;
}

/** A new item type, or the archived one of that name restored. */
async function placeItemType(ctx: MutationCtx, name: string): Promise<Id<"itemTypes">> {
  const itemTypes = await allItemTypes(ctx);
  const archived = placeName(itemTypes, name, "ITEM_TYPE_NAME_TAKEN");
  if (archived !== undefined) {
    requireRoom(itemTypes, ITEM_TYPE_LIMIT, Infinity);
    await ctx.db.patch("itemTypes", archived._id, { name, archived: undefined });
    return archived._id;
  }
  requireRoom(itemTypes, ITEM_TYPE_LIMIT, ITEM_TYPE_DOCS);
  return ctx.db.insert("itemTypes", { name });
}

export async function renameItemType(
  ctx: MutationCtx,
  admin: Doc<"members">,
  itemTypeId: Id<"itemTypes">,
  rawName: string,
): Promise<null> {
  const { name } = parseOrThrow(itemTypeFormSchema, { name: rawName });
  const old = await activeItemType(ctx, itemTypeId);
  placeName(await allItemTypes(ctx), name, "ITEM_TYPE_NAME_TAKEN", itemTypeId);
  if (name === old.name) return null;
  await ctx.db.patch("itemTypes", itemTypeId, { name });
  await recordActivity(ctx, admin, { kind: "itemTypeRenamed", itemTypeId, itemTypeName: name, previousName: old.name });
  return null;
}

export async function deleteItemType(
  ctx: MutationCtx,
  admin: Doc<"members">,
  itemTypeId: Id<"itemTypes">,
): Promise<DeleteOutcome> {
  const itemType = await activeItemType(ctx, itemTypeId);
  const outcome = await removeItemType(ctx, itemTypeId);
  await recordActivity(ctx, admin, {
    kind: "itemTypeDeleted",
    itemTypeId,
    itemTypeName: itemType.name,
    archived: outcome.outcome === "archived",
  });
  return outcome;
}

async function removeItemType(ctx: MutationCtx, itemTypeId: Id<"itemTypes">): Promise<DeleteOutcome> {
  if (count(await readTotals(ctx, ALL_TIME, itemTypeScope(itemTypeId))) > 0) {
    await ctx.db.patch("itemTypes", itemTypeId, { archived: true });
    return { outcome: "archived" };
  }
  await ctx.db.delete("itemTypes", itemTypeId);
  return { outcome: "deleted" };
}

/**
 * The usual categories or item types in `language` that the family lacks, added as if the admin
 * typed each: one already there in any case is skipped, an archived one is restored (as the
 * delete dialog promises for a name added again), and adding stops at the list's limit. Returns
 * how many it added or restored, so a second call adds nothing.
 */
export async function insertMissingStarters(ctx: MutationCtx, list: StarterList, language: Language): Promise<number> {
  if (list === "categories") {
    return placeStarters(
      await allCategories(ctx),
      starterCategoriesIn(language),
      { limit: CATEGORY_LIMIT, docLimit: CATEGORY_DOCS },
      (id) => ctx.db.patch("financeCategories", id, { archived: undefined }),
      (category) => ctx.db.insert("financeCategories", category),
    );
  }
  return placeStarters(
    await allItemTypes(ctx),
    starterItemTypesIn(language).map((name) => ({ name })),
    { limit: ITEM_TYPE_LIMIT, docLimit: ITEM_TYPE_DOCS },
    (id) => ctx.db.patch("itemTypes", id, { archived: undefined }),
    (itemType) => ctx.db.insert("itemTypes", itemType),
  );
}

async function placeStarters<I extends string, T extends { name: string }>(
  existing: { _id: I; name: string; archived?: boolean }[],
  starters: T[],
  { limit, docLimit }: { limit: number; docLimit: number },
  restore: (id: I) => Promise<unknown>,
  insert: (starter: T) => Promise<unknown>,
): Promise<number> {
  const known = existing.map((doc) => ({ id: doc._id as I | undefined, name: doc.name, archived: doc.archived === true }));
  let active = known.filter((doc) => !doc.archived).length;
  let added = 0;
  for (const starter of starters) {
    if (active >= limit) break;
    const matches = known.filter((doc) => sameName(doc.name, starter.name));
    if (matches.some((doc) => !doc.archived)) continue;
    const archived = matches[0];
    if (archived?.id !== undefined) {
      // Restored as it was (its own spelling, description and budget): only its name was asked for.
      await restore(archived.id);
      archived.archived = false;
    } else {
      if (known.length >= docLimit) continue;
      await insert(starter);
      known.push({ id: undefined, name: starter.name, archived: false });
    }
    active += 1;
    added += 1;
  }
  return added;
}

/** Admin: the usual categories and/or item types in `language`; one activity entry per list that grew. */
export async function addStarterLists(
  ctx: MutationCtx,
  admin: Doc<"members">,
  { language, lists }: { language: Language; lists: StarterList[] },
): Promise<{ categories: number; itemTypes: number }> {
  const added = { categories: 0, itemTypes: 0 };
  for (const list of new Set(lists)) {
    added[list] = await insertMissingStarters(ctx, list, language);
    if (added[list] > 0) await recordActivity(ctx, admin, { kind: "financeStarterListAdded", list, count: added[list] });
  }
  return added;
}

/**
 * The category a new or edited bill or transaction may use: it exists and is not archived
 * (CATEGORY_DELETED otherwise: the form offered it before it was deleted).
 */
export async function requireUsableCategory(ctx: QueryCtx, categoryId: Id<"financeCategories">) {
  const category = await ctx.db.get("financeCategories", categoryId);
  if (category === null || category.archived === true) throw fieldError("categoryId", "CATEGORY_DELETED");
  return category;
}
