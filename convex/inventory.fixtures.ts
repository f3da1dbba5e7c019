// Shared by the inventory suites (inventory.test.ts, itemRequests.test.ts):
// three rooms — the member may enter the Kitchen and the Bedroom but not the
// Study — a Kitchen with things nested in it, and small helpers to build and
// inspect items. Two dots in the name:
// Convex does not deploy it.
import { expect } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import type { ItemInput } from "./lib/itemSchema";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

type Client = Awaited<ReturnType<typeof seedRoles>>["admin"]["as"];

export function itemInput(overrides: Partial<ItemInput> = {}): ItemInput {
  return { name: "Lamp", category: "Lighting", quantity: 1, condition: "good", isContainer: false, ...overrides };
}

export async function setupInventory() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const rooms = await t.run(async (ctx) => {
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 0 });
    const bedroom = await ctx.db.insert("rooms", { name: "Bedroom", type: "bedroom", itemCount: 0 });
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other", itemCount: 0 });
    for (const roomId of [kitchen, bedroom]) {
      await ctx.db.insert("roomMembers", { roomId, memberId: roles.member.memberId! });
    }
    return { kitchen, bedroom, study };
  });
  const add = (roomId: Id<"rooms">, overrides: Partial<ItemInput> = {}, parentId?: Id<"items">) =>
    roles.admin.as.mutation(api.inventory.addItem, { roomId, parentId, item: itemInput(overrides) });
  return { t, roles, rooms, add };
}

/** The rooms of setupInventory; in the Kitchen, Cabinet ⊃ Box ⊃ Jar, and a Kettle at the top level. */
export async function nestedKitchen() {
  const setup = await setupInventory();
  const { rooms, add } = setup;
  const cabinet = await add(rooms.kitchen, { name: "Cabinet", category: "Furniture" });
  const box = await add(rooms.kitchen, { name: "Box", category: "Storage" }, cabinet);
  const jar = await add(rooms.kitchen, { name: "Jar", category: "Food" }, box);
  const kettle = await add(rooms.kitchen, { name: "Kettle", category: "Appliances" });
  return { ...setup, cabinet, box, jar, kettle };
}

/** The first page of a paginated list. */
export const firstPage = { numItems: 50, cursor: null };

/** A file in storage as an upload leaves it (convex-test does not record the content type real Convex keeps). */
/** The first bytes of each allowed kind of photo (what the upload check reads). */
const signatures: Record<string, number[]> = {
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/gif": [..."GIF89a"].map((c) => c.charCodeAt(0)),
  "image/webp": [..."RIFF\0\0\0\0WEBP"].map((c) => c.charCodeAt(0)),
};

/** `size` bytes declared as `contentType`, starting as that kind of photo really starts (zeros for any other type). */
export function fileBytes(contentType: string, size = 16): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set((signatures[contentType] ?? []).slice(0, size));
  return bytes;
}

/** A file as an upload leaves it in storage: its bytes, and the type the browser declared. */
export async function storeFile(t: TestBackend, contentType: string, size = 16, bytes = fileBytes(contentType, size)) {
  return t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type: contentType }));
    await ctx.db.patch("_storage" as "members", storageId as unknown as Id<"members">, { contentType } as never);
    return storageId;
  });
}

/** A photo `as` uploaded and checked (model/uploads.ts): theirs to use once. */
export async function uploadPhoto(t: TestBackend, as: Client, contentType = "image/jpeg", size = 16) {
  const storageId = await storeFile(t, contentType, size);
  const { refused } = await as.action(api.inventory.checkUpload, { storageId });
  if (refused !== null) throw new Error(refused.message);
  return storageId;
}

export const storedFile = (t: TestBackend, id: Id<"_storage">) => t.run((ctx) => ctx.db.system.get("_storage", id));
export const getItem = (t: TestBackend, id: Id<"items">) => t.run((ctx) => ctx.db.get("items", id));
export const getRequest = (t: TestBackend, id: Id<"itemRequests">) => t.run((ctx) => ctx.db.get("itemRequests", id));
export const allItems = (t: TestBackend) => t.run((ctx) => ctx.db.query("items").collect());
export const allRequests = (t: TestBackend) => t.run((ctx) => ctx.db.query("itemRequests").collect());

/** The room's item count as the room cards read it (its count row, else what the room kept before). */
export const itemCountOf = (t: TestBackend, roomId: Id<"rooms">) =>
  t.run(async (ctx) => {
    const row = await ctx.db
      .query("roomItemCounts")
      .withIndex("by_roomId", (q) => q.eq("roomId", roomId))
      .unique();
    return row?.count ?? (await ctx.db.get("rooms", roomId))?.itemCount ?? 0;
  });

/** Sets the room's item count (for items a test inserted directly). */
export const setItemCount = (t: TestBackend, roomId: Id<"rooms">, count: number) =>
  t.run(async (ctx) => {
    const row = await ctx.db
      .query("roomItemCounts")
      .withIndex("by_roomId", (q) => q.eq("roomId", roomId))
      .unique();
    if (row) await ctx.db.patch("roomItemCounts", row._id, { count });
    else await ctx.db.insert("roomItemCounts", { roomId, count });
  });

/** Every room's item count equals the items that name it, at any depth. */
export async function expectCountsExact(t: TestBackend) {
  const { rooms, items } = await t.run(async (ctx) => ({
    rooms: await ctx.db.query("rooms").collect(),
    items: await ctx.db.query("items").collect(),
  }));
  for (const room of rooms) {
    expect(await itemCountOf(t, room._id), `item count of ${room.name}`).toBe(items.filter((item) => item.roomId === room._id).length);
  }
}

/** Nothing points at a missing parent, and every item sits in its container's room. */
export async function expectNoOrphans(t: TestBackend) {
  const items = await allItems(t);
  const byId = new Map<Id<"items">, Doc<"items">>(items.map((item) => [item._id, item]));
  for (const item of items) {
    if (item.parentId === undefined) continue;
    const parent = byId.get(item.parentId);
    expect(parent, `parent of ${item.name}`).toBeDefined();
    expect(parent!.roomId, `room of ${item.name}`).toBe(item.roomId);
  }
}

/** Every document of the inventory tables and storage, to show a refused call wrote nothing. */
export async function inventorySnapshot(t: TestBackend) {
  return t.run(async (ctx) => ({
    rooms: await ctx.db.query("rooms").collect(),
    items: await ctx.db.query("items").collect(),
    itemRequests: await ctx.db.query("itemRequests").collect(),
    storage: await ctx.db.system.query("_storage").collect(),
    scheduled: await ctx.db.system.query("_scheduled_functions").collect(),
  }));
}

/** The call is refused with `message`, and the inventory is as it was. */
export async function expectNothingWritten(t: TestBackend, attempt: Promise<unknown>, message: string) {
  const before = await inventorySnapshot(t);
  await expect(attempt).rejects.toThrow(message);
  expect(await inventorySnapshot(t)).toEqual(before);
}
