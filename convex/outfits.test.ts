import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { expectNothingWritten, getOutfit, setupClothing } from "./clothing.fixtures";
import { daysOfWeek } from "./lib/validators";

const PLAN_REFUSED = "Only admins can create outfits";
const MISMATCH = "Each item of an outfit must belong to that member and fit its place";

/** Kim's wardrobe: a top, a bottom, a dress and shoes; Max's top. */
async function wardrobe() {
  const setup = await setupClothing();
  const { ids, add } = setup;
  const items = {
    top: await add(ids.kid, { name: "Polo", category: "Tops", color: "White" }),
    bottom: await add(ids.kid, { name: "Skirt", category: "Bottoms", laundryStatus: "Needs Washing" }),
    dress: await add(ids.kid, { name: "Sunday Dress", category: "Dresses" }),
    shoes: await add(ids.kid, { name: "Trainers", category: "Shoes" }),
    hat: await add(ids.kid, { name: "Hat", category: "Accessories" }),
    maxTop: await add(ids.member, { name: "Max's Shirt", category: "Tops" }),
  };
  return { ...setup, items };
}

const week = (setup: Awaited<ReturnType<typeof wardrobe>>, memberId: Id<"members">) =>
  setup.roles.member.as.query(api.outfits.weekForMember, { memberId });

describe("outfits.planOutfit", () => {
  test("an admin plans an outfit from the member's items; the week view shows it on its day", async () => {
    const setup = await wardrobe();
    const { t, ids, items, plan, roles } = setup;
    const id = await plan({ memberId: ids.kid, dayOfWeek: "Monday", name: " School day ", top: items.top, bottom: items.bottom, shoes: items.shoes, notes: " PE kit " });
    expect(await getOutfit(t, id)).toMatchObject({
      assignedTo: ids.kid,
      dayOfWeek: "Monday",
      name: "School day",
      notes: "PE kit",
      createdBy: roles.admin.memberId,
      top: items.top,
      bottom: items.bottom,
      shoes: items.shoes,
    });
    const days = await week(setup, ids.kid);
    expect(days.map((day) => day.dayOfWeek)).toEqual([...daysOfWeek]);
    expect(days[0].outfit).toMatchObject({
      _id: id,
      name: "School day",
      notes: "PE kit",
      top: { _id: items.top, name: "Polo", color: "White", laundryStatus: "Clean", imageUrl: null },
      bottom: { _id: items.bottom, name: "Skirt", laundryStatus: "Needs Washing" },
      dress: null,
      shoes: { _id: items.shoes, name: "Trainers" },
    });
    expect(days.slice(1).every((day) => day.outfit === null)).toBe(true);
    expect((await week(setup, ids.member)).every((day) => day.outfit === null)).toBe(true);
  });

  test("planning the same member and day again replaces the plan (one per member and weekday)", async () => {
    const setup = await wardrobe();
    const { t, ids, items, plan } = setup;
    const first = await plan({ memberId: ids.kid, name: "School day", top: items.top, bottom: items.bottom, notes: "PE" });
    const again = await plan({ memberId: ids.kid, name: "Party", dress: items.dress });
    expect(again).toBe(first);
    const outfit = await getOutfit(t, first);
    expect(outfit).toMatchObject({ name: "Party", dress: items.dress });
    expect(outfit?.top).toBeUndefined();
    expect(outfit?.bottom).toBeUndefined();
    expect(outfit?.notes).toBeUndefined();
    const friday = await plan({ memberId: ids.kid, dayOfWeek: "Friday", name: "Sport", shoes: items.shoes, top: "" });
    expect(friday).not.toBe(first);
    expect(await t.run((ctx) => ctx.db.query("outfits").collect())).toHaveLength(2);
  });

  test.each([
    ["another member's item", (i: Record<string, string>) => ({ top: i.maxTop }), MISMATCH],
    ["an item in the wrong slot", (i: Record<string, string>) => ({ top: i.bottom }), MISMATCH],
    ["an accessory as shoes", (i: Record<string, string>) => ({ shoes: i.hat }), MISMATCH],
    ["an id that is not an item", () => ({ top: "nonsense" }), MISMATCH],
    ["no item at all", () => ({ top: "", dress: "" }), "Choose at least one item for the outfit"],
    ["a blank name", (i: Record<string, string>) => ({ name: " ", top: i.top }), "Outfit name is required"],
    ["an unknown day", (i: Record<string, string>) => ({ dayOfWeek: "Funday", top: i.top }), "Choose a day of the week"],
    ["notes over 2,000 characters", (i: Record<string, string>) => ({ notes: "x".repeat(2001), top: i.top }), "at most 2,000 characters"],
  ])("%s is refused and nothing is written", async (_, overrides, message) => {
    const { t, ids, items, plan } = await wardrobe();
    await expectNothingWritten(t, () => plan({ memberId: ids.kid, ...overrides(items) }), message);
  });

  test("the member must exist", async () => {
    const { t, ids, items, plan } = await wardrobe();
    await expectNothingWritten(t, () => plan({ memberId: "", top: items.top }), "Choose whose outfit this is");
    await expectNothingWritten(t, () => plan({ memberId: "not-an-id", top: items.top }), "Choose whose outfit this is");
    await t.run((ctx) => ctx.db.delete("members", ids.member));
    await expectNothingWritten(t, () => plan({ memberId: ids.member, top: items.maxTop }), "Choose whose outfit this is");
  });

  test("members are refused with PLAN_OUTFITS and nothing is written", async () => {
    const { t, roles, ids, items, plan } = await wardrobe();
    const outfit = { memberId: ids.member, dayOfWeek: "Monday", name: "Mine", top: items.maxTop, notes: "" };
    await expectNothingWritten(t, () => roles.member.as.mutation(api.outfits.planOutfit, { outfit }), PLAN_REFUSED);
    const id = await plan({ memberId: ids.member, top: items.maxTop });
    await expectNothingWritten(t, () => roles.member.as.mutation(api.outfits.removeOutfit, { outfitId: id }), PLAN_REFUSED);
    await expectNothingWritten(t, () => roles.signedOut.as.mutation(api.outfits.planOutfit, { outfit }), "Please log in");
  });
});

describe("outfits and the wardrobe", () => {
  test("deleting an item leaves the outfit with that slot empty, never a broken id", async () => {
    const setup = await wardrobe();
    const { t, roles, ids, items, plan } = setup;
    const id = await plan({ memberId: ids.kid, top: items.top, bottom: items.bottom });
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: items.top });
    const outfit = await getOutfit(t, id);
    expect(outfit?.top).toBeUndefined();
    expect(outfit?.bottom).toBe(items.bottom);
    expect((await week(setup, ids.kid))[0].outfit).toMatchObject({ top: null, bottom: { _id: items.bottom } });
    // The last item gone: the plan stays, empty, for the admin to refill or remove.
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: items.bottom });
    expect((await week(setup, ids.kid))[0].outfit).toMatchObject({ _id: id, top: null, bottom: null, dress: null, shoes: null });
  });

  test("a new owner or category drops the item from outfits it no longer fits; other edits keep it", async () => {
    const { t, ids, items, plan, update } = await wardrobe();
    const monday = await plan({ memberId: ids.kid, top: items.top, bottom: items.bottom, shoes: items.shoes });
    const tuesday = await plan({ memberId: ids.kid, dayOfWeek: "Tuesday", top: items.top });
    await update(items.top, ids.kid, { name: "White Polo", category: "Tops" });
    expect((await getOutfit(t, monday))?.top).toBe(items.top);
    await update(items.top, ids.member, { name: "White Polo", category: "Tops" });
    expect((await getOutfit(t, monday))?.top).toBeUndefined();
    expect((await getOutfit(t, tuesday))?.top).toBeUndefined();
    await update(items.bottom, ids.kid, { name: "Skirt", category: "Dresses" });
    expect((await getOutfit(t, monday))?.bottom).toBeUndefined();
    expect((await getOutfit(t, monday))?.shoes).toBe(items.shoes);
  });
});

describe("outfits.removeOutfit and weekForMember", () => {
  test("an admin removes a plan; removing it again is NOT_FOUND", async () => {
    const setup = await wardrobe();
    const { roles, ids, items, plan } = setup;
    const id = await plan({ memberId: ids.kid, dayOfWeek: "Sunday", dress: items.dress });
    expect((await week(setup, ids.kid))[6].outfit?._id).toBe(id);
    await roles.admin.as.mutation(api.outfits.removeOutfit, { outfitId: id });
    expect((await week(setup, ids.kid)).every((day) => day.outfit === null)).toBe(true);
    await expect(roles.admin.as.mutation(api.outfits.removeOutfit, { outfitId: id })).rejects.toThrow("That no longer exists.");
  });

  test("outsiders cannot read a week", async () => {
    const { roles, ids } = await wardrobe();
    await expect(roles.waiting.as.query(api.outfits.weekForMember, { memberId: ids.kid })).rejects.toThrow("waiting");
    await expect(roles.signedOut.as.query(api.outfits.weekForMember, { memberId: ids.kid })).rejects.toThrow("Please log in");
  });
});
