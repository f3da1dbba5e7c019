// Finance settings (/admin/finance-settings): categories with optional monthly budgets, item
// types, and the month's budgets for the dashboard. Logic in model/financeSettings.ts and
// model/budgets.ts.
import { v } from "convex/values";
import { adminMutation, adminQuery, memberQuery } from "./functions";
import { vCategoryInput } from "./lib/financeSettingsSchema";
import { vStarterList } from "./lib/financeStarterLists";
import { vLanguage } from "./lib/validators";
import { monthBudgets as budgetsOf } from "./model/budgets";
import * as model from "./model/financeSettings";

/** Every category, archived ones included (marked), by name: forms offer the others. */
export const categories = memberQuery({
  page: "finance",
  args: {},
  handler: (ctx) => model.listCategories(ctx),
});

/** Every item type, archived ones included (marked), by name. */
export const itemTypes = memberQuery({
  page: "finance",
  args: {},
  handler: (ctx) => model.listItemTypes(ctx),
});

/** Admin: the settings page, with how many transactions and bills use each one. */
export const overview = adminQuery({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: {},
  handler: (ctx) => model.overview(ctx),
});

/** The month's ("yyyy-MM") budgets: spent against budget per category that has one. */
export const monthBudgets = memberQuery({
  page: "finance",
  args: { month: v.string() },
  handler: (ctx, { month }) => budgetsOf(ctx, month),
});

/** Admin: a new category, or an archived one of that name restored. */
export const addCategory = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { category: vCategoryInput },
  handler: (ctx, { category }) => model.addCategory(ctx, ctx.member, category),
});

/** Admin: a category's name, description and budget (a missing description or budget clears it). */
export const updateCategory = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { categoryId: v.id("financeCategories"), category: vCategoryInput },
  handler: (ctx, { categoryId, category }) => model.updateCategory(ctx, ctx.member, categoryId, category),
});

/** Admin: deleted when unused, archived when a transaction or bill uses it. */
export const deleteCategory = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { categoryId: v.id("financeCategories") },
  handler: (ctx, { categoryId }) => model.deleteCategory(ctx, ctx.member, categoryId),
});

/** Admin: a new item type, or an archived one of that name restored. */
export const addItemType = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { name: v.string() },
  handler: (ctx, { name }) => model.addItemType(ctx, ctx.member, name),
});

export const renameItemType = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { itemTypeId: v.id("itemTypes"), name: v.string() },
  handler: (ctx, { itemTypeId, name }) => model.renameItemType(ctx, ctx.member, itemTypeId, name),
});

/** Admin: deleted when unused, archived when a transaction uses it. */
export const deleteItemType = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { itemTypeId: v.id("itemTypes") },
  handler: (ctx, { itemTypeId }) => model.deleteItemType(ctx, ctx.member, itemTypeId),
});

/**
 * Admin: the usual categories and/or item types, named in `language` (the reader's), skipping
 * those the family has; returns how many of each were added.
 */
export const addStarterLists = adminMutation({
  denied: "MANAGE_FINANCE_SETTINGS",
  args: { language: vLanguage, lists: v.array(vStarterList) },
  handler: (ctx, args) => model.addStarterLists(ctx, ctx.member, args),
});
