import { describe, expect, test } from "vitest";
import { internal } from "./_generated/api";
import { starterItemTypes } from "./lib/financeStarterLists";
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
