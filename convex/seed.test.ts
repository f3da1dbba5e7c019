import { describe, expect, test } from "vitest";
import { internal } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { totalsRowsOf } from "./financeScale.fixtures";
import { itemCountOf } from "./inventory.fixtures";
import { CATEGORY_LIMIT, ITEM_TYPE_LIMIT } from "./lib/financeSettingsSchema";
import { starterItemTypes } from "./lib/financeStarterLists";
import { isContainerName } from "./lib/itemSchema";
import { MAX_DEPTH } from "./lib/itemMoves";
import { transactionInputSchema } from "./lib/transactionSchema";
import { MAX_CONTAINERS } from "./model/inventoryViews";
import { UNREAD_CAP } from "./model/notifications";
import { MAX_ROOMS } from "./model/rooms";
import {
  historyItemsFor,
  historyNotifications,
  historyRooms,
  historyStart,
  historyTasks,
  historyTransactions,
  itemsPerRoom,
  LARGE_SAMPLE,
  SAMPLE_ITEM_COUNT,
} from "./model/sampleHistory";
import { newBackend } from "./test.setup";

async function counts(t: ReturnType<typeof newBackend>) {
  return t.run(async (ctx) => ({
    members: (await ctx.db.query("members").collect()).length,
    rooms: (await ctx.db.query("rooms").collect()).length,
    items: (await ctx.db.query("items").collect()).length,
    roomMembers: (await ctx.db.query("roomMembers").collect()).length,
    categories: (await ctx.db.query("financeCategories").collect()).length,
    itemTypes: (await ctx.db.query("itemTypes").collect()).length,
    tasks: (await ctx.db.query("tasks").collect()).length,
    settings: (await ctx.db.query("familySettings").collect()).length,
  }));
}

describe("seedSampleFamily", () => {
  test("loads the spec's sample family", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const data = await t.run(async (ctx) => ({
      members: await ctx.db.query("members").collect(),
      rooms: await ctx.db.query("rooms").collect(),
      items: await ctx.db.query("items").collect(),
      categories: await ctx.db.query("financeCategories").collect(),
      tasks: await ctx.db.query("tasks").collect(),
    }));
    expect(data.members).toHaveLength(3);
    expect(data.members.filter((m) => m.role === "admin")).toHaveLength(1);
    expect(data.members.every((m) => m.pageAccess.dashboard)).toBe(true);
    expect(data.rooms.map((r) => r.name).sort()).toEqual(["Kitchen", "Living Room", "Master Bedroom"]);
    expect(data.categories.map((c) => c.name).sort()).toEqual([
      "Entertainment",
      "Groceries",
      "Transportation",
      "Utilities",
    ]);
    // Every room has a few items, and containers hold nested items.
    for (const room of data.rooms) {
      expect(data.items.filter((i) => i.roomId === room._id && i.parentId === undefined).length).toBeGreaterThanOrEqual(3);
    }
    const wardrobe = data.items.find((i) => i.name === "Wardrobe")!;
    expect(wardrobe.isContainer).toBe(true);
    expect(data.items.filter((i) => i.parentId === wardrobe._id).map((i) => i.name)).toContain("Winter Coat");
    expect(data.items.every((i) => i.quantity >= 1)).toBe(true);
    // Sample due dates are 1 to 3 days ahead (spec section 9).
    const today = new Date().toISOString().slice(0, 10);
    expect(data.tasks).toHaveLength(3);
    expect(data.tasks.every((task) => task.dueDate > today && task.status === "pending")).toBe(true);
  });

  test("adds nothing when run again", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const first = await counts(t);
    await t.mutation(internal.seed.seedSampleFamily, {});
    expect(await counts(t)).toEqual(first);
    expect(first.itemTypes).toBe(starterItemTypes.length);
    expect(first.itemTypes).toBeGreaterThanOrEqual(31);
  });

  test("completes a partly seeded database without duplicating what is there", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen" });
      await ctx.db.insert("financeCategories", { name: "Groceries" });
    });
    await t.mutation(internal.seed.seedSampleFamily, {});
    const rooms = await t.run((ctx) => ctx.db.query("rooms").collect());
    expect(rooms.filter((r) => r.name === "Kitchen")).toHaveLength(1);
    expect(rooms).toHaveLength(3);
    expect((await counts(t)).categories).toBe(4);
  });
});

// The large sample (`npm start -- --sample large`) at a tenth of its size or less: the same code,
// seconds instead of minutes on convex-test. Its full size is checked as a plan, without a database.
describe("seedFamilyHistory", () => {
  const sizes = { transactions: 250, items: 120, tasks: 80, notifications: 150 };
  const today = "2026-06-15";

  async function seeded() {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    await t.action(internal.seed.seedFamilyHistory, { sizes, today });
    return t;
  }

  async function everything(t: ReturnType<typeof newBackend>) {
    return t.run(async (ctx) => ({
      members: await ctx.db.query("members").collect(),
      rooms: await ctx.db.query("rooms").collect(),
      items: await ctx.db.query("items").collect(),
      transactions: await ctx.db.query("transactions").collect(),
      totals: await ctx.db.query("financeTotals").collect(),
      game: await ctx.db.query("gameStats").collect(),
      categories: await ctx.db.query("financeCategories").collect(),
      itemTypes: await ctx.db.query("itemTypes").collect(),
      tasks: await ctx.db.query("tasks").collect(),
      notifications: await ctx.db.query("notifications").collect(),
    }));
  }

  test("adds the history's totals, within every cap, spread over five years and the whole family", async () => {
    const t = await seeded();
    const data = await everything(t);
    expect(data.transactions).toHaveLength(sizes.transactions);
    expect(data.items).toHaveLength(sizes.items);
    expect(data.tasks).toHaveLength(sizes.tasks);
    expect(data.notifications).toHaveLength(sizes.notifications);

    // Caps of convex/lib and convex/model.
    expect(data.rooms.length).toBeLessThanOrEqual(MAX_ROOMS);
    expect(data.categories.length).toBeLessThanOrEqual(CATEGORY_LIMIT);
    expect(data.itemTypes.length).toBeLessThanOrEqual(ITEM_TYPE_LIMIT);
    for (const room of data.rooms) {
      const inRoom = data.items.filter((item) => item.roomId === room._id);
      expect(await itemCountOf(t, room._id), room.name).toBe(inRoom.length);
      expect(inRoom.filter((item) => item.isContainer).length).toBeLessThanOrEqual(MAX_CONTAINERS);
    }
    const byId = new Map(data.items.map((item) => [item._id, item]));
    for (const item of data.items) {
      let depth = 0;
      for (let parent = item.parentId; parent !== undefined; parent = byId.get(parent)!.parentId) {
        expect(byId.get(parent)!.roomId).toBe(item.roomId);
        expect(byId.get(parent)!.isContainer).toBe(true);
        depth += 1;
      }
      expect(depth).toBeLessThan(MAX_DEPTH);
      expect(item.quantity).toBeGreaterThanOrEqual(1);
      expect(isContainerName(item.name) && !item.isContainer).toBe(false);
    }
    for (const member of data.members) {
      const unread = data.notifications.filter((n) => n.memberId === member._id && n.readAt === undefined);
      expect(unread.length).toBeLessThan(UNREAD_CAP);
    }
    // Read, but for each member's newest few (20 in all).
    const unread = data.notifications.filter((n) => n.readAt === undefined);
    expect(unread.length).toBe(20);

    // Spread: five years of dates up to today, every member, many categories.
    const start = historyStart(today);
    expect(data.transactions.every((tr) => tr.date >= start && tr.date <= today)).toBe(true);
    expect(new Set(data.transactions.map((tr) => tr.date.slice(0, 4))).size).toBe(6);
    expect(new Set(data.transactions.map((tr) => tr.createdBy)).size).toBe(3);
    expect(new Set(data.transactions.map((tr) => tr.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(data.tasks.map((task) => task.assignedTo)).size).toBe(3);
    expect(new Set(data.items.map((item) => item.roomId)).size).toBe(historyRooms.length);

    // Each transaction is one the form would accept; totals and the game are what the mutations keep.
    for (const { description, amountPence, categoryId, paymentMethod, date, monthId, weekId, transactionType, itemTypeId } of data.transactions) {
      const input = { description, amountPence, categoryId, paymentMethod, date, monthId, weekId, transactionType, itemTypeId };
      expect(transactionInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
    const strip = ({ period, scope, transactionType, totalPence, count }: Doc<"financeTotals">) => ({ period, scope, transactionType, totalPence, count });
    const key = (row: { period: string; scope: string; transactionType: string }) => `${row.period}|${row.scope}|${row.transactionType}`;
    const sorted = <T extends { period: string; scope: string; transactionType: string }>(rows: T[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(data.totals.map(strip))).toEqual(sorted(totalsRowsOf(data.transactions)));
    for (const member of data.members) {
      const count = data.transactions.filter((tr) => tr.createdBy === member._id).length;
      expect(data.game.find((row) => row.memberId === member._id)?.transactions ?? 0).toBe(count);
    }

    // Tasks: mostly done and approved, a few open, none waiting for approval.
    expect(data.tasks.filter((task) => task.status === "completed").length).toBeGreaterThan(0.9 * sizes.tasks);
    expect(data.tasks.some((task) => task.status !== "completed")).toBe(true);
    expect(data.tasks.filter((task) => task.approvalStatus === "pending")).toEqual([]);
    expect(data.tasks.filter((task) => task.approvalStatus === "approved").every((task) => task.approvedBy !== undefined)).toBe(true);
  });

  // Seeds two backends and runs the history three times: on a loaded two-core machine it outlasts 20 s.
  test("adds nothing when run again, and the same day gives the same data", async () => {
    const t = await seeded();
    const first = await everything(t);
    await t.action(internal.seed.seedFamilyHistory, { sizes, today });
    const again = await everything(t);
    expect(again.transactions).toEqual(first.transactions);
    expect(again.totals).toEqual(first.totals);
    expect(again.items).toEqual(first.items);
    expect(again.tasks).toEqual(first.tasks);
    expect(again.notifications).toEqual(first.notifications);
    expect(again.rooms).toEqual(first.rooms);

    // A new backend hands out the same ids in the same order; only creation times differ.
    const other = await everything(await seeded());
    const timeless = (docs: { _creationTime: number }[]) => docs.map(({ _creationTime, ...fields }) => fields);
    for (const table of ["transactions", "tasks", "rooms"] as const) {
      expect(timeless(other[table]), table).toEqual(timeless(first[table]));
    }
    // The sample family's own items are stamped with the time they were seeded.
    const historyItems = (items: Doc<"items">[]) => timeless(items.filter((item) => item.lastUpdated < Date.parse(today)));
    expect(historyItems(other.items)).toEqual(historyItems(first.items));
  }, 60_000);

  test("at full size the plan has the large sample's totals within the caps", () => {
    const full = "2026-11-26";
    expect(historyTransactions(full, LARGE_SAMPLE.transactions)).toHaveLength(10_000);
    const perRoom = itemsPerRoom(LARGE_SAMPLE.items - SAMPLE_ITEM_COUNT);
    expect(perRoom.reduce((sum, n) => sum + n, 0) + SAMPLE_ITEM_COUNT).toBe(3_000);
    for (const [room, count] of perRoom.entries()) {
      expect(historyItemsFor(room, count, full).filter((item) => item.isContainer).length).toBeLessThanOrEqual(MAX_CONTAINERS);
    }
    const tasks = historyTasks(full, LARGE_SAMPLE.tasks - 3);
    expect(tasks.length + 3).toBe(2_000);
    expect(historyNotifications(tasks, LARGE_SAMPLE.notifications, full)).toHaveLength(5_000);
    expect(historyRooms.length).toBeLessThanOrEqual(MAX_ROOMS);
  });
});
