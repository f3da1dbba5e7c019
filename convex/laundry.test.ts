import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { expectNothingWritten, getClothing, setupClothing } from "./clothing.fixtures";

const OWN_ONLY = "You can only change the laundry status of your own clothes.";

async function laundry() {
  const setup = await setupClothing();
  const { ids, add } = setup;
  const hoodie = await add(ids.member, { name: "Hoodie" });
  const socks = await add(ids.member, { name: "Socks", category: "Accessories", laundryStatus: "Needs Washing" });
  const skirt = await add(ids.kid, { name: "Skirt", category: "Bottoms" });
  const shirt = await add(ids.admin, { name: "Shirt", laundryStatus: "Needs Washing" });
  return { ...setup, items: { hoodie, socks, skirt, shirt } };
}

describe("clothing.toggleLaundry", () => {
  test("the owner toggles their own clothes between Clean and Needs Washing", async () => {
    const { t, roles, items } = await laundry();
    expect(await roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.hoodie })).toBe("Needs Washing");
    expect((await getClothing(t, items.hoodie))?.laundryStatus).toBe("Needs Washing");
    expect(await roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.hoodie })).toBe("Clean");
    expect((await getClothing(t, items.hoodie))?.laundryStatus).toBe("Clean");
  });

  test("an admin toggles anyone's clothes", async () => {
    const { roles, items } = await laundry();
    expect(await roles.admin.as.mutation(api.clothing.toggleLaundry, { itemId: items.skirt })).toBe("Needs Washing");
    expect(await roles.admin.as.mutation(api.clothing.toggleLaundry, { itemId: items.socks })).toBe("Clean");
  });

  test("another member is refused with OWN_LAUNDRY_ONLY and nothing is written", async () => {
    const { t, roles, items } = await laundry();
    await expectNothingWritten(t, () => roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.skirt }), OWN_ONLY);
    await expectNothingWritten(t, () => roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.shirt }), OWN_ONLY);
    await expect(roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.skirt })).rejects.toMatchObject({
      data: { code: "OWN_LAUNDRY_ONLY" },
    });
    await expectNothingWritten(t, () => roles.waiting.as.mutation(api.clothing.toggleLaundry, { itemId: items.hoodie }), "waiting");
  });

  test("a deleted item is NOT_FOUND", async () => {
    const { roles, items } = await laundry();
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: items.hoodie });
    await expect(roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.hoodie })).rejects.toThrow("That no longer exists.");
  });
});

describe("clothing.laundryBasket", () => {
  test("lists only what needs washing across the family, by owner name then item name", async () => {
    const { roles, ids, add } = await laundry();
    await add(ids.member, { name: "Apron", category: "Accessories", laundryStatus: "Needs Washing" });
    const basket = await roles.member.as.query(api.clothing.laundryBasket, {});
    expect(basket.map((view) => [view.ownerName, view.name])).toEqual([
      ["Ada Admin", "Shirt"],
      ["Max Member", "Apron"],
      ["Max Member", "Socks"],
    ]);
    expect(basket.every((view) => view.laundryStatus === "Needs Washing")).toBe(true);
    expect(basket.map((view) => view.canToggleLaundry)).toEqual([false, true, true]);
  });

  test("changes when the owner or an admin toggles", async () => {
    const { roles, items } = await laundry();
    const basket = async () => (await roles.admin.as.query(api.clothing.laundryBasket, {})).map((view) => view.name);
    expect(await basket()).toEqual(["Shirt", "Socks"]);
    await roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.hoodie });
    expect(await basket()).toEqual(["Shirt", "Hoodie", "Socks"]);
    await roles.member.as.mutation(api.clothing.toggleLaundry, { itemId: items.socks });
    await roles.admin.as.mutation(api.clothing.toggleLaundry, { itemId: items.shirt });
    expect(await basket()).toEqual(["Hoodie"]);
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: items.hoodie });
    expect(await basket()).toEqual([]);
  });
});
