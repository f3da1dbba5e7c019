import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  allItems,
  expectCountsExact,
  expectNoOrphans,
  expectNothingWritten,
  fileBytes,
  firstPage,
  getItem,
  itemCountOf,
  itemInput,
  nestedKitchen,
  setItemCount,
  setupInventory,
  storedFile,
  storeFile,
  uploadPhoto,
} from "./inventory.fixtures";
import { IMAGE_MAX_BYTES } from "./lib/imageFiles";
import { BATCH } from "./model/inventory";
import { MAX_DEPTH } from "./lib/itemMoves";
import { allPages } from "./test.setup";

afterEach(() => vi.useRealTimers());

const MISSING = "Please provide a name and category for the item";
const QUANTITY = "Quantity must be a whole number of at least 1";
const ADMINS_ONLY = "Only admins can directly update items";

describe("inventory.addItem", () => {
  test("an admin adds items at the top level and into containers, counted at any depth", async () => {
    const { t, rooms, cabinet, box, jar } = await nestedKitchen();
    expect(await getItem(t, jar)).toMatchObject({ roomId: rooms.kitchen, parentId: box, name: "Jar", quantity: 1, condition: "good" });
    expect((await getItem(t, cabinet))?.parentId).toBeUndefined();
    expect((await getItem(t, jar))?.lastUpdated).toBeGreaterThan(0);
    await expectCountsExact(t);
    expect(await itemCountOf(t, rooms.kitchen)).toBe(4);
  });

  test("text is trimmed and container names always make containers", async () => {
    const { t, rooms, add } = await setupInventory();
    const id = await add(rooms.kitchen, { name: "  storage bins ", category: " Storage ", notes: "  spare  " });
    expect(await getItem(t, id)).toMatchObject({ name: "storage bins", category: "Storage", notes: "spare", isContainer: true });
    const lamp = await add(rooms.kitchen, { notes: "   " });
    expect(await getItem(t, lamp)).toMatchObject({ isContainer: false });
    expect((await getItem(t, lamp))?.notes).toBeUndefined();
  });

  test("a blank name or category is refused with 'Missing Information' and nothing is written", async () => {
    const { t, rooms, add } = await setupInventory();
    await expectNothingWritten(t, add(rooms.kitchen, { name: "  " }), MISSING);
    await expectNothingWritten(t, add(rooms.kitchen, { category: "" }), MISSING);
    await expect(add(rooms.kitchen, { name: "" })).rejects.toMatchObject({
      data: { code: "ITEM_FIELDS_REQUIRED", title: "Missing Information" },
    });
  });

  test.each([0, 1.5, -2])("quantity %s is refused and nothing is written", async (quantity) => {
    const { t, rooms, add } = await setupInventory();
    await expectNothingWritten(t, add(rooms.kitchen, { quantity }), QUANTITY);
  });

  test("names, notes and image addresses keep their limits", async () => {
    const { t, rooms, add } = await setupInventory();
    await expectNothingWritten(t, add(rooms.kitchen, { name: "x".repeat(101) }), "Names and titles can be at most 100");
    await expectNothingWritten(t, add(rooms.kitchen, { notes: "x".repeat(2001) }), "at most 2,000 characters");
    await expectNothingWritten(
      t,
      add(rooms.kitchen, { imageUrl: "javascript:alert(1)" }),
      "Paste an image address that starts with http:// or https://",
    );
    const id = await add(rooms.kitchen, { imageUrl: " https://example.com/lamp.jpg " });
    expect((await getItem(t, id))?.imageUrl).toBe("https://example.com/lamp.jpg");
  });

  test("a member may not add directly", async () => {
    const { t, rooms, roles } = await setupInventory();
    await expectNothingWritten(
      t,
      roles.member.as.mutation(api.inventory.addItem, { roomId: rooms.kitchen, item: itemInput() }),
      ADMINS_ONLY,
    );
  });

  test("the container must be a container in that room", async () => {
    const { t, rooms, add, cabinet, kettle } = await nestedKitchen();
    await expectNothingWritten(t, add(rooms.bedroom, {}, cabinet), "That no longer exists.");
    await expectNothingWritten(t, add(rooms.kitchen, {}, kettle), "That no longer exists.");
  });
});

describe("photos", () => {
  test("checkUpload keeps a JPEG, PNG, WebP or GIF of at most 5 MB", async () => {
    const { t, roles } = await setupInventory();
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif"]) {
      const storageId = await storeFile(t, type);
      expect(await roles.member.as.action(api.inventory.checkUpload, { storageId })).toEqual({ refused: null });
      expect(await storedFile(t, storageId)).not.toBeNull();
    }
  });

  test.each([
    ["image/svg+xml", 16, "IMAGE_TYPE_NOT_ALLOWED", "Photos must be JPEG, PNG, WebP or GIF images."],
    ["application/pdf", 16, "IMAGE_TYPE_NOT_ALLOWED", "Photos must be JPEG, PNG, WebP or GIF images."],
    ["image/jpeg", IMAGE_MAX_BYTES + 1, "IMAGE_TOO_LARGE", "Photos can be at most 5 MB."],
  ])("checkUpload deletes a %s of %i bytes and returns the refusal", async (type, size, code, message) => {
    const { t, roles } = await setupInventory();
    const storageId = await storeFile(t, type, size);
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId })).toEqual({
      refused: { code, title: "Image Error", message },
    });
    expect(await storedFile(t, storageId)).toBeNull();
  });

  test("what a file is comes from its bytes: a text file named .png is refused, a PNG sent as JPEG is taken", async () => {
    const { t, roles } = await setupInventory();
    const fake = await storeFile(t, "image/png", 20, new TextEncoder().encode("just some text, 20 b"));
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId: fake })).toEqual({
      refused: { code: "IMAGE_TYPE_NOT_ALLOWED", title: "Image Error", message: "Photos must be JPEG, PNG, WebP or GIF images." },
    });
    expect(await storedFile(t, fake)).toBeNull();
    const png = await storeFile(t, "image/jpeg", 16, fileBytes("image/png"));
    expect(await roles.member.as.action(api.inventory.checkUpload, { storageId: png })).toEqual({ refused: null });
  });

  test("an upload nobody checked is refused by addItem with nothing written", async () => {
    const { t, rooms, add } = await setupInventory();
    const tiff = await storeFile(t, "image/tiff");
    await expectNothingWritten(t, add(rooms.kitchen, { imageStorageId: tiff }), "This photo cannot be used here.");
    const photo = await storeFile(t, "image/png");
    await expectNothingWritten(t, add(rooms.kitchen, { imageStorageId: photo }), "This photo cannot be used here.");
  });

  test("an uploaded photo is shown through its storage URL", async () => {
    const { t, rooms, add, roles } = await setupInventory();
    const photo = await uploadPhoto(t, roles.admin.as, "image/jpeg");
    const id = await add(rooms.kitchen, { imageStorageId: photo, imageUrl: "https://ignored.test/a.png" });
    expect(await getItem(t, id)).toMatchObject({ imageStorageId: photo });
    expect((await getItem(t, id))?.imageUrl).toBeUndefined();
    const page = await roles.member.as.query(api.inventory.contents, { roomId: rooms.kitchen, paginationOpts: firstPage });
    expect(page.page[0].imageUrl).toMatch(/^https?:\/\//);
    // A member gets the URL only (a storage id would let them quote the file); the admin's edit form gets the id.
    expect(JSON.stringify(page)).not.toContain(photo);
    expect(JSON.stringify(await roles.member.as.query(api.inventory.search, { text: "Lamp" }))).not.toContain(photo);
    const adminsPage = await roles.admin.as.query(api.inventory.contents, { roomId: rooms.kitchen, paginationOpts: firstPage });
    expect(adminsPage.page[0].imageStorageId).toBe(photo);
  });

  test("replacing or removing an uploaded photo deletes the old file; deleting the item deletes its file", async () => {
    const { t, rooms, add, roles } = await setupInventory();
    const first = await uploadPhoto(t, roles.admin.as, "image/jpeg");
    const second = await uploadPhoto(t, roles.admin.as, "image/png");
    const id = await add(rooms.kitchen, { imageStorageId: first });
    const update = (item: Parameters<typeof itemInput>[0]) =>
      roles.admin.as.mutation(api.inventory.updateItem, { itemId: id, item: itemInput(item) });
    await update({ imageStorageId: first, name: "Desk lamp" });
    expect(await storedFile(t, first)).not.toBeNull();
    await update({ imageStorageId: second });
    expect(await storedFile(t, first)).toBeNull();
    await update({ imageUrl: "https://example.com/lamp.png" });
    expect(await storedFile(t, second)).toBeNull();
    expect(await getItem(t, id)).toMatchObject({ imageUrl: "https://example.com/lamp.png" });
    const third = await uploadPhoto(t, roles.admin.as, "image/webp");
    await update({ imageStorageId: third });
    expect((await getItem(t, id))?.imageUrl).toBeUndefined();
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: id });
    expect(await storedFile(t, third)).toBeNull();
  });
});

describe("inventory.updateItem", () => {
  test("an admin edits every field", async () => {
    const { t, kettle, roles } = await nestedKitchen();
    const before = await getItem(t, kettle);
    await roles.admin.as.mutation(api.inventory.updateItem, {
      itemId: kettle,
      item: itemInput({ name: "Kettle (red)", category: "Appliances", quantity: 2, condition: "fair", notes: "Descale" }),
    });
    expect(await getItem(t, kettle)).toMatchObject({ name: "Kettle (red)", quantity: 2, condition: "fair", notes: "Descale" });
    expect((await getItem(t, kettle))!.lastUpdated).toBeGreaterThanOrEqual(before!.lastUpdated);
  });

  test("a member is refused 'Only admins can directly update items' and nothing is written", async () => {
    const { t, kettle, roles } = await nestedKitchen();
    await expectNothingWritten(
      t,
      roles.member.as.mutation(api.inventory.updateItem, { itemId: kettle, item: itemInput({ name: "Mine" }) }),
      ADMINS_ONLY,
    );
  });

  test("invalid fields are refused before anything is written", async () => {
    const { t, kettle, roles } = await nestedKitchen();
    const update = (item: Parameters<typeof itemInput>[0]) =>
      roles.admin.as.mutation(api.inventory.updateItem, { itemId: kettle, item: itemInput(item) });
    await expectNothingWritten(t, update({ category: " " }), MISSING);
    await expectNothingWritten(t, update({ quantity: 0 }), QUANTITY);
  });

  test("a container that holds things stays a container; an empty one may stop being one", async () => {
    const { t, box, jar, roles } = await nestedKitchen();
    await roles.admin.as.mutation(api.inventory.updateItem, { itemId: box, item: itemInput({ name: "Tin", isContainer: false }) });
    expect(await getItem(t, box)).toMatchObject({ name: "Tin", isContainer: true });
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: jar });
    await roles.admin.as.mutation(api.inventory.updateItem, { itemId: box, item: itemInput({ name: "Tin", isContainer: false }) });
    expect(await getItem(t, box)).toMatchObject({ isContainer: false });
  });
});

describe("inventory.deleteItem", () => {
  test("deleting a container moves its direct contents up to where it stood", async () => {
    const { t, rooms, cabinet, box, jar, roles } = await nestedKitchen();
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: box });
    expect(await getItem(t, box)).toBeNull();
    expect(await getItem(t, jar)).toMatchObject({ parentId: cabinet, roomId: rooms.kitchen });
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: cabinet });
    expect((await getItem(t, jar))?.parentId).toBeUndefined();
    await expectCountsExact(t);
    await expectNoOrphans(t);
    expect(await itemCountOf(t, rooms.kitchen)).toBe(2);
  });

  test("a container with more than a batch of contents finishes in scheduled batches", async () => {
    vi.useFakeTimers();
    const { t, rooms, add, roles } = await setupInventory();
    const shelf = await add(rooms.kitchen, { name: "Bookshelf" });
    const wardrobe = await add(rooms.kitchen, { name: "Wardrobe" }, shelf);
    await t.run(async (ctx) => {
      for (let i = 0; i < BATCH + 50; i++) {
        await ctx.db.insert("items", { ...itemInput({ name: `Book ${i}` }), roomId: rooms.kitchen, parentId: wardrobe, lastUpdated: 1 });
      }
    });
    await setItemCount(t, rooms.kitchen, BATCH + 52);
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: wardrobe });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const books = (await allItems(t)).filter((item) => item.name.startsWith("Book "));
    expect(books).toHaveLength(BATCH + 50);
    expect(books.every((book) => book.parentId === shelf)).toBe(true);
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("a member may not delete directly", async () => {
    const { t, kettle, roles } = await nestedKitchen();
    await expectNothingWritten(t, roles.member.as.mutation(api.inventory.deleteItem, { itemId: kettle }), ADMINS_ONLY);
  });
});

describe("inventory.moveItems", () => {
  test("moves items into a container of the same room", async () => {
    const { t, rooms, box, kettle, roles } = await nestedKitchen();
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [kettle], toRoomId: rooms.kitchen, toParentId: box });
    expect(await getItem(t, kettle)).toMatchObject({ parentId: box, roomId: rooms.kitchen });
    await expectCountsExact(t);
  });

  test("a container moved to another room takes its contents, at every depth, and both counts follow", async () => {
    const { t, rooms, cabinet, box, jar, kettle, roles, add } = await nestedKitchen();
    const dresser = await add(rooms.bedroom, { name: "Dresser" });
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [cabinet], toRoomId: rooms.bedroom, toParentId: dresser });
    expect(await getItem(t, cabinet)).toMatchObject({ roomId: rooms.bedroom, parentId: dresser });
    expect(await getItem(t, box)).toMatchObject({ roomId: rooms.bedroom, parentId: cabinet });
    expect(await getItem(t, jar)).toMatchObject({ roomId: rooms.bedroom, parentId: box });
    expect(await getItem(t, kettle)).toMatchObject({ roomId: rooms.kitchen });
    await expectCountsExact(t);
    await expectNoOrphans(t);
    expect([await itemCountOf(t, rooms.kitchen), await itemCountOf(t, rooms.bedroom)]).toEqual([1, 4]);
    // The search index filters by room: the jar is now found in the bedroom only.
    const { hits: found } = await roles.member.as.query(api.inventory.search, { text: "Jar", roomId: rooms.bedroom });
    expect(found.map((item) => item.path)).toEqual([["Dresser", "Cabinet", "Box"]]);
    expect(await roles.member.as.query(api.inventory.search, { text: "Jar", roomId: rooms.kitchen })).toEqual({ hits: [], more: false });
  });

  test("a big container moves to another room in scheduled batches, counts exact at the end", async () => {
    vi.useFakeTimers();
    const { t, rooms, add, roles } = await setupInventory();
    const wardrobe = await add(rooms.kitchen, { name: "Wardrobe" });
    await t.run(async (ctx) => {
      // Five drawers of 100 things each: 505 items below the wardrobe.
      for (let d = 0; d < 5; d++) {
        const drawer = await ctx.db.insert("items", { ...itemInput({ name: "Drawer", isContainer: true }), roomId: rooms.kitchen, parentId: wardrobe, lastUpdated: 1 });
        for (let i = 0; i < 100; i++) {
          await ctx.db.insert("items", { ...itemInput({ name: `Sock ${d}-${i}` }), roomId: rooms.kitchen, parentId: drawer, lastUpdated: 1 });
        }
      }
    });
    await setItemCount(t, rooms.kitchen, 506);
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [wardrobe], toRoomId: rooms.bedroom });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const items = await allItems(t);
    expect(items.filter((item) => item.roomId === rooms.bedroom)).toHaveLength(506);
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("deleting containers while a big move's batches are still running leaves nothing behind", async () => {
    vi.useFakeTimers();
    const { t, rooms, add, roles } = await setupInventory();
    const wardrobe = await add(rooms.kitchen, { name: "Wardrobe" });
    const drawers = await t.run(async (ctx) => {
      const ids: Id<"items">[] = [];
      for (let d = 0; d < 4; d++) {
        const drawer = await ctx.db.insert("items", { ...itemInput({ name: "Drawer", isContainer: true }), roomId: rooms.kitchen, parentId: wardrobe, lastUpdated: 1 });
        ids.push(drawer);
        for (let i = 0; i < 100; i++) {
          await ctx.db.insert("items", { ...itemInput({ name: `Sock ${d}-${i}` }), roomId: rooms.kitchen, parentId: drawer, lastUpdated: 1 });
        }
      }
      return ids;
    });
    await setItemCount(t, rooms.kitchen, 405);
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [wardrobe], toRoomId: rooms.bedroom });
    // The first batch moved the last drawers' socks; the first drawer's still wait in the kitchen.
    expect((await allItems(t)).filter((item) => item.roomId === rooms.kitchen).length).toBeGreaterThan(0);
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: drawers[0] });
    await roles.admin.as.mutation(api.inventory.deleteItem, { itemId: wardrobe });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const items = await allItems(t);
    expect(items).toHaveLength(403);
    expect(items.every((item) => item.roomId === rooms.bedroom)).toBe(true);
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("a room deleted while a big container is still moving into it leaves nothing behind", async () => {
    vi.useFakeTimers();
    const { t, rooms, add, roles } = await setupInventory();
    const wardrobe = await add(rooms.kitchen, { name: "Wardrobe" });
    await t.run(async (ctx) => {
      for (let d = 0; d < 3; d++) {
        const drawer = await ctx.db.insert("items", { ...itemInput({ name: "Drawer", isContainer: true }), roomId: rooms.kitchen, parentId: wardrobe, lastUpdated: 1 });
        for (let i = 0; i < 100; i++) {
          await ctx.db.insert("items", { ...itemInput({ name: `Sock ${d}-${i}` }), roomId: rooms.kitchen, parentId: drawer, lastUpdated: 1 });
        }
      }
    });
    await setItemCount(t, rooms.kitchen, 304);
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [wardrobe], toRoomId: rooms.bedroom });
    // Some socks are still in the kitchen, on their way, when the bedroom is deleted.
    expect((await allItems(t)).filter((item) => item.roomId === rooms.kitchen).length).toBeGreaterThan(0);
    // The socks that arrived were thrown out, so deleting the bedroom finishes in its own mutation.
    await t.run(async (ctx) => {
      const arrived = (await ctx.db.query("items").collect()).filter((i) => i.roomId === rooms.bedroom && i.name.startsWith("Sock"));
      for (const sock of arrived) await ctx.db.delete("items", sock._id);
    });
    await roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: rooms.bedroom });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const kitchenKept = (await allItems(t)).filter((item) => item.roomId === rooms.kitchen);
    expect(await allItems(t)).toEqual(kitchenKept);
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("a container cannot be moved into itself or its own contents", async () => {
    const { t, rooms, cabinet, box, jar, roles, add } = await nestedKitchen();
    const move = (toParentId: Id<"items">, itemIds = [cabinet]) =>
      roles.admin.as.mutation(api.inventory.moveItems, { itemIds, toRoomId: rooms.kitchen, toParentId });
    const message = "A container cannot be moved into itself or its own contents.";
    await expectNothingWritten(t, move(cabinet), message);
    await expectNothingWritten(t, move(box), message);
    // Even when the first selected item could move, the batch is refused whole.
    const drawer = await add(rooms.kitchen, { name: "Drawer" });
    await expectNothingWritten(t, move(box, [drawer, cabinet]), message);
    expect(await getItem(t, jar)).toMatchObject({ parentId: box });
  });

  test("the walk up from the target is bounded: a place deeper than MAX_DEPTH is refused as a move target", async () => {
    const { t, rooms, add, roles } = await setupInventory();
    const loose = await add(rooms.kitchen, { name: "Kettle" });
    let parent: Id<"items"> | undefined;
    const chain: Id<"items">[] = [];
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      parent = await add(rooms.kitchen, { name: "Box" }, parent);
      chain.push(parent);
    }
    const move = (toParentId: Id<"items">) =>
      roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [loose], toRoomId: rooms.kitchen, toParentId });
    await expectNothingWritten(t, move(chain[MAX_DEPTH]), "A container cannot be moved into itself or its own contents.");
    await move(chain[MAX_DEPTH - 1]);
    expect((await getItem(t, loose))?.parentId).toBe(chain[MAX_DEPTH - 1]);
  });

  test("the target must be a container in the target room", async () => {
    const { t, rooms, cabinet, kettle, roles } = await nestedKitchen();
    await expectNothingWritten(
      t,
      roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [kettle], toRoomId: rooms.bedroom, toParentId: cabinet }),
      "That no longer exists.",
    );
    await expectNothingWritten(
      t,
      roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [cabinet], toRoomId: rooms.kitchen, toParentId: kettle }),
      "That no longer exists.",
    );
    await expectNothingWritten(
      t,
      roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [], toRoomId: rooms.kitchen }),
      "Choose one of the options offered",
    );
  });

  test("several items at once, each ending directly in the target", async () => {
    const { t, rooms, box, jar, kettle, roles } = await nestedKitchen();
    await roles.admin.as.mutation(api.inventory.moveItems, { itemIds: [kettle, jar, kettle], toRoomId: rooms.bedroom });
    expect(await getItem(t, kettle)).toMatchObject({ roomId: rooms.bedroom });
    expect(await getItem(t, jar)).toMatchObject({ roomId: rooms.bedroom });
    expect((await getItem(t, jar))?.parentId).toBeUndefined();
    expect(await getItem(t, box)).toMatchObject({ roomId: rooms.kitchen });
    await expectCountsExact(t);
  });
});

describe("inventory.contents and inventory.place", () => {
  test("a page of one place's direct contents, oldest first", async () => {
    const { rooms, roles, cabinet, box, kettle } = await nestedKitchen();
    const top = await roles.member.as.query(api.inventory.contents, { roomId: rooms.kitchen, paginationOpts: firstPage });
    expect(top.page.map((item) => item._id)).toEqual([cabinet, kettle]);
    expect(top.isDone).toBe(true);
    const inCabinet = await roles.member.as.query(api.inventory.contents, { roomId: rooms.kitchen, parentId: cabinet, paginationOpts: firstPage });
    expect(inCabinet.page.map((item) => item.name)).toEqual(["Box"]);
    expect(inCabinet.page[0]).toMatchObject({ _id: box, isContainer: true, parentId: cabinet, category: "Storage" });
    expect(inCabinet.page[0].pendingRequest).toBeUndefined();
  });

  test("pages follow the cursor", async () => {
    const { rooms, roles, add } = await setupInventory();
    for (let i = 0; i < 5; i++) await add(rooms.kitchen, { name: `Cup ${i}` });
    const first = await roles.member.as.query(api.inventory.contents, { roomId: rooms.kitchen, paginationOpts: { numItems: 3, cursor: null } });
    const second = await roles.member.as.query(api.inventory.contents, {
      roomId: rooms.kitchen,
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
    });
    expect([...first.page, ...second.page].map((item) => item.name)).toEqual(["Cup 0", "Cup 1", "Cup 2", "Cup 3", "Cup 4"]);
    expect(second.isDone).toBe(true);
  });

  test("the breadcrumb trail runs from the room's top level to the container", async () => {
    const { rooms, roles, cabinet, box } = await nestedKitchen();
    expect(await roles.member.as.query(api.inventory.place, { roomId: rooms.kitchen })).toEqual({
      room: { _id: rooms.kitchen, name: "Kitchen", type: "kitchen" },
      trail: [],
    });
    const place = await roles.member.as.query(api.inventory.place, { roomId: rooms.kitchen, parentId: box });
    expect(place.trail).toEqual([
      { _id: cabinet, name: "Cabinet" },
      { _id: box, name: "Box" },
    ]);
  });

  test("a container of another room, or an item that is no container, is not found", async () => {
    const { rooms, roles, box, kettle } = await nestedKitchen();
    await expect(roles.member.as.query(api.inventory.place, { roomId: rooms.bedroom, parentId: box })).rejects.toThrow(
      "That no longer exists.",
    );
    await expect(roles.member.as.query(api.inventory.place, { roomId: rooms.kitchen, parentId: kettle })).rejects.toThrow(
      "That no longer exists.",
    );
    await expect(
      roles.member.as.query(api.inventory.contents, { roomId: rooms.bedroom, parentId: box, paginationOpts: firstPage }),
    ).rejects.toThrow("That no longer exists.");
  });

  test("a member cannot look into a room they may not enter; an admin can", async () => {
    const { rooms, roles, add } = await setupInventory();
    await add(rooms.study, { name: "Safe" });
    const denied = "Access denied: You don't have access to Study";
    await expect(roles.member.as.query(api.inventory.contents, { roomId: rooms.study, paginationOpts: firstPage })).rejects.toThrow(denied);
    await expect(roles.member.as.query(api.inventory.place, { roomId: rooms.study })).rejects.toThrow(denied);
    await expect(roles.member.as.query(api.inventory.containers, { roomId: rooms.study })).rejects.toThrow(denied);
    const page = await roles.admin.as.query(api.inventory.contents, { roomId: rooms.study, paginationOpts: firstPage });
    expect(page.page.map((item) => item.name)).toEqual(["Safe"]);
  });

  test("containers lists every container of the room with the path above it", async () => {
    const { rooms, roles, cabinet, box } = await nestedKitchen();
    expect(await roles.member.as.query(api.inventory.containers, { roomId: rooms.kitchen })).toEqual([
      { _id: cabinet, name: "Cabinet", path: [], parentId: null },
      { _id: box, name: "Box", path: ["Cabinet"], parentId: cabinet },
    ]);
    expect(await roles.member.as.query(api.inventory.containers, { roomId: rooms.bedroom })).toEqual([]);
  });
});

describe("inventory.search", () => {
  async function searchHouse() {
    const setup = await nestedKitchen();
    const { rooms, add } = setup;
    await add(rooms.bedroom, { name: "Reading lamp" });
    await add(rooms.study, { name: "Secret lamp" });
    return setup;
  }

  test("finds items by name in one room, with the room and the containers above them", async () => {
    const { rooms, roles } = await searchHouse();
    const { hits: found, more } = await roles.member.as.query(api.inventory.search, { text: "jar", roomId: rooms.kitchen });
    expect(found).toHaveLength(1);
    expect(more).toBe(false);
    expect(found[0]).toMatchObject({ name: "Jar", roomName: "Kitchen", path: ["Cabinet", "Box"] });
    expect(await roles.member.as.query(api.inventory.search, { text: "   " })).toEqual({ hits: [], more: false });
  });

  test("one letter is too short to search: nothing is read, whatever it would match; two letters search", async () => {
    const { rooms, roles } = await searchHouse();
    expect(await roles.member.as.query(api.inventory.search, { text: " j " })).toEqual({ hits: [], more: false });
    expect(await roles.member.as.query(api.inventory.search, { text: "j", roomId: rooms.kitchen })).toEqual({ hits: [], more: false });
    // Even too short, a room the member cannot enter is refused, as for any search of it.
    await expect(roles.member.as.query(api.inventory.search, { text: "j", roomId: rooms.study })).rejects.toThrow("Access denied");
    expect((await roles.member.as.query(api.inventory.search, { text: "ja", roomId: rooms.kitchen })).hits.map((item) => item.name)).toEqual(["Jar"]);
  });

  test("a member searching everywhere only finds items of rooms they may enter", async () => {
    const { roles } = await searchHouse();
    const { hits: found } = await roles.member.as.query(api.inventory.search, { text: "lamp" });
    expect(found.map((item) => [item.name, item.roomName])).toEqual([["Reading lamp", "Bedroom"]]);
  });

  test("a member searching for an item in a room they cannot enter gets nothing", async () => {
    const { rooms, roles } = await searchHouse();
    expect(await roles.member.as.query(api.inventory.search, { text: "Secret" })).toEqual({ hits: [], more: false });
    await expect(roles.member.as.query(api.inventory.search, { text: "Secret", roomId: rooms.study })).rejects.toThrow(
      "Access denied: You don't have access to Study",
    );
  });

  test("an admin searches every room", async () => {
    const { roles } = await searchHouse();
    const { hits: found } = await roles.admin.as.query(api.inventory.search, { text: "lamp" });
    expect(found.map((item) => item.roomName).sort()).toEqual(["Bedroom", "Study"]);
  });

  test("a member with no rooms finds nothing", async () => {
    const { t, roles } = await searchHouse();
    await t.run(async (ctx) => {
      for (const grant of await ctx.db.query("roomMembers").collect()) await ctx.db.delete("roomMembers", grant._id);
    });
    expect(await roles.member.as.query(api.inventory.search, { text: "lamp" })).toEqual({ hits: [], more: false });
  });
});

describe("inventory.exportPage", () => {
  async function exportAll(client: Awaited<ReturnType<typeof setupInventory>>["roles"]["member"]["as"], numItems: number) {
    return (await allPages((paginationOpts) => client.query(api.inventory.exportPage, { paginationOpts }), numItems)).flat();
  }

  test("a member's export covers exactly the rooms they may enter, page by page, with room and path", async () => {
    const { roles, rooms, add } = await nestedKitchen();
    await add(rooms.bedroom, { name: "Pillow", notes: "Feather" });
    await add(rooms.study, { name: "Safe" });
    const rows = await exportAll(roles.member.as, 2);
    expect(rows.map((row) => row.name).sort()).toEqual(["Box", "Cabinet", "Jar", "Kettle", "Pillow"]);
    expect(rows.find((row) => row.name === "Jar")).toMatchObject({ room: "Kitchen", path: ["Cabinet", "Box"], container: false });
    expect(rows.find((row) => row.name === "Pillow")).toMatchObject({
      room: "Bedroom",
      path: [],
      notes: "Feather",
      quantity: 1,
      category: "Lighting",
      condition: "good",
      imageUrl: "",
    });
    expect(rows.every((row) => row.added > 0 && row.lastUpdated > 0)).toBe(true);
  });

  test("an admin exports every room", async () => {
    const { roles, rooms, add } = await nestedKitchen();
    await add(rooms.study, { name: "Safe" });
    const rows = await exportAll(roles.admin.as, 3);
    expect(rows).toHaveLength(5);
    expect(rows.find((row) => row.name === "Safe")?.room).toBe("Study");
  });

  test("a member's export cursor cannot reach a room they may not enter", async () => {
    const { roles, rooms, add } = await nestedKitchen();
    await add(rooms.study, { name: "Safe", notes: "Deeds" });
    const crafted = [
      JSON.stringify({ room: rooms.study, inner: null }),
      // The shape of a merged stream's cursor: an index key in the Study.
      JSON.stringify([rooms.study, null]),
      JSON.stringify([rooms.study]),
    ];
    for (const cursor of crafted) {
      const attempt = roles.member.as.query(api.inventory.exportPage, { paginationOpts: { numItems: 50, cursor } });
      await expect(attempt).rejects.toMatchObject({ data: { code: "LIST_POSITION_INVALID" } });
    }
    // An end cursor in the Study does not widen the read either.
    const ended = await roles.member.as.query(api.inventory.exportPage, {
      paginationOpts: { numItems: 50, cursor: null, endCursor: JSON.stringify([rooms.study, null]) },
    });
    expect(ended.page.map((row) => row.room)).not.toContain("Study");
    // A cursor it issued still works, and never leaves the member's rooms.
    const rows = await exportAll(roles.member.as, 1);
    expect(new Set(rows.map((row) => row.room))).toEqual(new Set(["Kitchen"]));
  });

  test("a member's export cursor stops working for a room taken away from them", async () => {
    const { t, roles, rooms, add } = await nestedKitchen();
    await add(rooms.bedroom, { name: "Pillow" });
    const first = await roles.member.as.query(api.inventory.exportPage, { paginationOpts: { numItems: 1, cursor: null } });
    const position = JSON.parse(first.continueCursor) as { room: string };
    await t.run(async (ctx) => {
      for (const grant of await ctx.db.query("roomMembers").collect()) {
        if (grant.roomId === position.room) await ctx.db.delete("roomMembers", grant._id);
      }
    });
    const attempt = roles.member.as.query(api.inventory.exportPage, { paginationOpts: { numItems: 1, cursor: first.continueCursor } });
    await expect(attempt).rejects.toMatchObject({ data: { code: "LIST_POSITION_INVALID" } });
  });

  test("a member without rooms exports nothing", async () => {
    const { t, roles } = await nestedKitchen();
    await t.run(async (ctx) => {
      for (const grant of await ctx.db.query("roomMembers").collect()) await ctx.db.delete("roomMembers", grant._id);
    });
    expect(await exportAll(roles.member.as, 10)).toEqual([]);
  });
});
