import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { clothingInput, expectNothingWritten, getClothing, setupClothing } from "./clothing.fixtures";
import { storedFile, storeFile, uploadPhoto } from "./inventory.fixtures";
import { defaultPageAccess } from "./lib/access";
import { MAX_CLOTHING_ITEMS } from "./lib/clothingSchema";
import { IMAGE_MAX_BYTES } from "./lib/imageFiles";
import { outfitSlots, slotCategory } from "./lib/outfitSchema";
import { sampleClothes } from "./model/sampleFamily";
import { newBackend } from "./test.setup";

const ADD_REFUSED = "Only admins can add clothing items";
const CHANGE_REFUSED = "Only admins can change or remove clothing items";
const UNKNOWN_CHOICE = "Choose one of the options offered";

describe("clothing.addClothingItem", () => {
  test("an admin adds an item: trimmed, Clean by default, tags in the offered order without repeats", async () => {
    const { t, ids, add } = await setupClothing();
    const id = await add(ids.member, {
      name: "  Red Dress ",
      category: "Dresses",
      size: " 10 ",
      color: " Red ",
      occasionTags: ["Party", "Church", "Party"],
      seasonTags: ["All-season", "Summer"],
      notes: "  ",
    });
    const item = await getClothing(t, id);
    expect(item).toMatchObject({
      name: "Red Dress",
      assignedTo: ids.member,
      category: "Dresses",
      size: "10",
      color: "Red",
      occasionTags: ["Church", "Party"],
      seasonTags: ["Summer", "All-season"],
      laundryStatus: "Clean",
    });
    expect(item?.notes).toBeUndefined();
    expect(item?.imageUrl).toBeUndefined();
  });

  test("a member, a waiting account and a signed-out caller are refused and nothing is written", async () => {
    const { t, roles, ids } = await setupClothing();
    const args = { item: clothingInput(ids.member), image: {} };
    await expectNothingWritten(t, () => roles.member.as.mutation(api.clothing.addClothingItem, args), ADD_REFUSED);
    await expectNothingWritten(t, () => roles.waiting.as.mutation(api.clothing.addClothingItem, args), "waiting for an administrator");
    await expectNothingWritten(t, () => roles.signedOut.as.mutation(api.clothing.addClothingItem, args), "Please log in");
    await expectNothingWritten(t, () => roles.member.as.mutation(api.clothing.generateUploadUrl, {}), ADD_REFUSED);
  });

  test.each([
    ["a blank name", { name: "  " }, "Name is required"],
    ["a name over 100 characters", { name: "x".repeat(101) }, "Names and titles can be at most 100"],
    ["no owner", { assignedTo: "" }, "Choose whose item this is"],
    ["no category", { category: "" }, "Category is required"],
    ["an unknown category", { category: "Hats" }, "Category is required"],
    ["a size over 40 characters", { size: "x".repeat(41) }, "Size and colour can be at most 40 characters long"],
    ["a colour over 40 characters", { color: "x".repeat(41) }, "Size and colour can be at most 40 characters long"],
    ["notes over 2,000 characters", { notes: "x".repeat(2001) }, "at most 2,000 characters"],
    ["an unknown occasion", { occasionTags: ["Beach"] }, UNKNOWN_CHOICE],
    ["the display-only Formal tag", { occasionTags: ["Casual", "Formal"] }, UNKNOWN_CHOICE],
    ["an unknown season", { seasonTags: ["Spring"] }, UNKNOWN_CHOICE],
    ["an unknown laundry status", { laundryStatus: "Dirty" }, UNKNOWN_CHOICE],
  ])("%s is refused with its message and nothing is written", async (_, overrides, message) => {
    const { t, ids, add } = await setupClothing();
    await expectNothingWritten(t, () => add(ids.member, overrides), message);
  });

  test("the owner must be a member of the family", async () => {
    const { t, ids, add } = await setupClothing();
    await expectNothingWritten(t, () => add("not-an-id"), "Choose whose item this is");
    await t.run((ctx) => ctx.db.delete("members", ids.kid));
    await expectNothingWritten(t, () => add(ids.kid), "Choose whose item this is");
  });

  test(`a family holds at most ${MAX_CLOTHING_ITEMS} items`, async () => {
    const { t, ids, add } = await setupClothing();
    await t.run(async (ctx) => {
      for (let i = 0; i < MAX_CLOTHING_ITEMS - 1; i++) {
        await ctx.db.insert("clothingItems", {
          name: `Sock ${i}`,
          assignedTo: ids.kid,
          category: "Accessories",
          size: "",
          color: "",
          occasionTags: [],
          seasonTags: [],
          laundryStatus: "Clean",
        });
      }
    });
    await add(ids.kid);
    await expectNothingWritten(t, () => add(ids.kid), `A family can have at most ${MAX_CLOTHING_ITEMS} clothing items.`);
    await expect(add(ids.kid)).rejects.toMatchObject({ data: { code: "CLOTHING_LIMIT" } });
  });
});

describe("clothing photos", () => {
  test("a pasted http(s) address is kept trimmed; other addresses are refused", async () => {
    const { t, ids, add } = await setupClothing();
    const id = await add(ids.member, {}, { imageUrl: " https://example.com/jumper.jpg " });
    expect((await getClothing(t, id))?.imageUrl).toBe("https://example.com/jumper.jpg");
    await expectNothingWritten(
      t,
      () => add(ids.member, {}, { imageUrl: "javascript:alert(1)" }),
      "Paste an image address that starts with http:// or https://",
    );
  });

  test("an upload must be a JPEG, PNG, WebP or GIF of at most 5 MB and is shown through its storage URL", async () => {
    const { t, roles, ids, add } = await setupClothing();
    const tiff = await storeFile(t, "image/tiff");
    // Not checked yet: no writer takes it.
    await expectNothingWritten(t, () => add(ids.member, {}, { imageStorageId: tiff }), "This photo cannot be used here");
    const big = await storeFile(t, "image/png", IMAGE_MAX_BYTES + 1);
    expect(await roles.admin.as.action(api.clothing.checkUpload, { storageId: big })).toMatchObject({
      refused: { code: "IMAGE_TOO_LARGE" },
    });
    expect(await roles.admin.as.action(api.clothing.checkUpload, { storageId: tiff })).toMatchObject({
      refused: { code: "IMAGE_TYPE_NOT_ALLOWED" },
    });
    expect(await storedFile(t, tiff)).toBeNull();

    const photo = await storeFile(t, "image/jpeg");
    expect(await roles.admin.as.action(api.clothing.checkUpload, { storageId: photo })).toEqual({ refused: null });
    const id = await add(ids.member, {}, { imageStorageId: photo });
    const [view] = await roles.member.as.query(api.clothing.listWardrobe, {});
    expect(view._id).toBe(id);
    expect(view.imageUrl).toMatch(/^https?:\/\//);
    // A member gets the URL only; the admin's edit form gets the upload's id to keep it.
    expect(view.imageStorageId).toBeNull();
    expect(JSON.stringify(await roles.member.as.query(api.clothing.listWardrobe, {}))).not.toContain(photo);
    const [adminsView] = await roles.admin.as.query(api.clothing.listWardrobe, {});
    expect(adminsView.imageStorageId).toBe(photo);
  });

  test("a replaced or removed upload is deleted from storage, and so is a deleted item's", async () => {
    const { t, roles, ids, add, update } = await setupClothing();
    const first = await uploadPhoto(t, roles.admin.as, "image/jpeg");
    const second = await uploadPhoto(t, roles.admin.as, "image/png");
    const id = await add(ids.member, {}, { imageStorageId: first });
    await update(id, ids.member, {}, { imageStorageId: first });
    expect(await storedFile(t, first)).not.toBeNull();
    await update(id, ids.member, {}, { imageStorageId: second });
    expect(await storedFile(t, first)).toBeNull();
    await update(id, ids.member, {}, { imageUrl: "https://example.com/a.png" });
    expect(await storedFile(t, second)).toBeNull();
    expect(await getClothing(t, id)).toMatchObject({ imageUrl: "https://example.com/a.png" });

    const third = await uploadPhoto(t, roles.admin.as, "image/webp");
    await update(id, ids.member, {}, { imageStorageId: third });
    expect((await getClothing(t, id))?.imageUrl).toBeUndefined();
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: id });
    expect(await storedFile(t, third)).toBeNull();
    expect(await getClothing(t, id)).toBeNull();
  });
});

describe("clothing.updateClothingItem and deleteClothingItem", () => {
  test("an admin edits every field; cleared notes are removed", async () => {
    const { t, ids, add, update } = await setupClothing();
    const id = await add(ids.member, { notes: "Hand wash" });
    await update(id, ids.kid, { name: "Trainers", category: "Shoes", size: "4", occasionTags: ["Sports"], seasonTags: [], notes: "" });
    const item = await getClothing(t, id);
    expect(item).toMatchObject({ name: "Trainers", assignedTo: ids.kid, category: "Shoes", size: "4", occasionTags: ["Sports"], seasonTags: [] });
    expect(item?.notes).toBeUndefined();
  });

  test("an item tagged Formal keeps the tag when the form (which never sends it) is saved", async () => {
    const { t, ids, add, update } = await setupClothing();
    const id = await add(ids.admin, { name: "Suit" });
    await t.run((ctx) => ctx.db.patch("clothingItems", id, { occasionTags: ["Church", "Formal"] }));
    await update(id, ids.admin, { name: "Grey Suit", occasionTags: ["Church", "Party"] });
    expect((await getClothing(t, id))?.occasionTags).toEqual(["Church", "Party", "Formal"]);
  });

  test("members are refused; a missing item is NOT_FOUND", async () => {
    const { t, roles, ids, add } = await setupClothing();
    const id = await add(ids.member);
    await expectNothingWritten(
      t,
      () => roles.member.as.mutation(api.clothing.updateClothingItem, { itemId: id, item: clothingInput(ids.member), image: {} }),
      CHANGE_REFUSED,
    );
    await expectNothingWritten(t, () => roles.member.as.mutation(api.clothing.deleteClothingItem, { itemId: id }), CHANGE_REFUSED);
    await roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: id });
    await expect(roles.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: id })).rejects.toThrow("That no longer exists.");
  });
});

describe("clothing.listWardrobe", () => {
  async function wardrobe() {
    const setup = await setupClothing();
    const { ids, add } = setup;
    await add(ids.admin, { name: "Work Shirt", occasionTags: ["Church"], seasonTags: ["All-season"] });
    await add(ids.kid, { name: "School Skirt", category: "Bottoms", occasionTags: ["School"], seasonTags: ["Winter"] });
    await add(ids.kid, { name: "Boots", category: "Shoes", occasionTags: ["Casual"], seasonTags: ["Rainy"], laundryStatus: "Needs Washing" });
    await add(ids.member, { name: "Zip Hoodie", occasionTags: ["Sports"], seasonTags: ["Winter"] });
    await add(ids.member, { name: "Jeans", category: "Bottoms", seasonTags: ["All-season"], laundryStatus: "Needs Washing" });
    return setup;
  }
  const names = (views: { name: string }[]) => views.map((view) => view.name);

  test("the viewer's own clothes come first, then by owner name and item name", async () => {
    const { roles } = await wardrobe();
    expect(names(await roles.member.as.query(api.clothing.listWardrobe, {}))).toEqual([
      "Jeans",
      "Zip Hoodie",
      "Work Shirt",
      "Boots",
      "School Skirt",
    ]);
    expect(names(await roles.admin.as.query(api.clothing.listWardrobe, {}))).toEqual([
      "Work Shirt",
      "Boots",
      "School Skirt",
      "Jeans",
      "Zip Hoodie",
    ]);
  });

  test("filters by member, category, season, occasion and laundry status, alone and together", async () => {
    const { roles, ids } = await wardrobe();
    const list = (filters: Parameters<typeof roles.member.as.query<typeof api.clothing.listWardrobe>>[1]) =>
      roles.member.as.query(api.clothing.listWardrobe, filters).then(names);
    expect(await list({ memberId: ids.kid })).toEqual(["Boots", "School Skirt"]);
    expect(await list({ category: "Bottoms" })).toEqual(["Jeans", "School Skirt"]);
    expect(await list({ memberId: ids.kid, category: "Shoes" })).toEqual(["Boots"]);
    expect(await list({ season: "Winter" })).toEqual(["Zip Hoodie", "School Skirt"]);
    expect(await list({ occasion: "Church" })).toEqual(["Work Shirt"]);
    expect(await list({ laundryStatus: "Needs Washing" })).toEqual(["Jeans", "Boots"]);
    expect(await list({ laundryStatus: "Clean", season: "All-season" })).toEqual(["Work Shirt"]);
    expect(await list({ memberId: ids.member, laundryStatus: "Clean", occasion: "Sports" })).toEqual(["Zip Hoodie"]);
    expect(await list({ memberId: ids.admin, category: "Dresses" })).toEqual([]);
  });

  test("each view carries its owner, date added and what the viewer may do", async () => {
    const { roles, ids } = await wardrobe();
    const views = await roles.member.as.query(api.clothing.listWardrobe, {});
    const jeans = views.find((view) => view.name === "Jeans")!;
    expect(jeans).toMatchObject({ ownerName: "Max Member", assignedTo: ids.member, canToggleLaundry: true, canEdit: false, notes: "", imageUrl: null, imageStorageId: null });
    expect(jeans._creationTime).toBeGreaterThan(0);
    expect(views.find((view) => view.name === "Boots")).toMatchObject({ ownerName: "Kim Kid", canToggleLaundry: false, canEdit: false });
    const asAdmin = await roles.admin.as.query(api.clothing.listWardrobe, {});
    expect(asAdmin.every((view) => view.canEdit && view.canToggleLaundry)).toBe(true);
  });

  test("the page follows the homePlan flag; outsiders are refused", async () => {
    const { t, roles, ids } = await wardrobe();
    await t.run((ctx) => ctx.db.patch("members", ids.member, { pageAccess: { ...defaultPageAccess, homePlan: false } }));
    await expect(roles.member.as.query(api.clothing.listWardrobe, {})).rejects.toThrow("You don't have access to this page.");
    await expect(roles.member.as.query(api.clothing.laundryBasket, {})).rejects.toThrow("You don't have access to this page.");
    await expect(roles.waiting.as.query(api.clothing.listWardrobe, {})).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.query(api.clothing.listWardrobe, {})).rejects.toThrow("Please log in");
  });
});


describe("the sample family's wardrobe", () => {
  test("a new family sees clothes for everyone, one in the basket and a Monday outfit that fits; seeding again adds nothing", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    await t.mutation(internal.seed.seedSampleFamily, {});
    const { items, outfits, members } = await t.run(async (ctx) => ({
      items: await ctx.db.query("clothingItems").collect(),
      outfits: await ctx.db.query("outfits").collect(),
      members: await ctx.db.query("members").collect(),
    }));
    expect(items).toHaveLength(sampleClothes.length);
    expect(new Set(items.map((item) => item.assignedTo))).toEqual(new Set(members.map((member) => member._id)));
    expect(items.filter((item) => item.laundryStatus === "Needs Washing").length).toBeGreaterThanOrEqual(1);
    expect(outfits).toHaveLength(1);
    const [outfit] = outfits;
    expect(outfit.dayOfWeek).toBe("Monday");
    for (const slot of outfitSlots) {
      if (outfit[slot] === undefined) continue;
      const item = items.find((i) => i._id === outfit[slot])!;
      expect(item.assignedTo).toBe(outfit.assignedTo);
      expect(item.category).toBe(slotCategory[slot]);
    }
    expect([outfit.top, outfit.bottom, outfit.shoes].every((id) => id !== undefined)).toBe(true);
  });
});
