import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  allItems,
  allRequests,
  expectCountsExact,
  expectNoOrphans,
  expectNothingWritten,
  firstPage,
  getItem,
  getRequest,
  inventorySnapshot,
  itemInput,
  nestedKitchen,
  storedFile,
  storeFile,
  uploadPhoto,
} from "./inventory.fixtures";
import { MAX_PENDING_PER_MEMBER } from "./model/pendingLimit";
import type { TestBackend } from "./test.setup";

afterEach(() => vi.useRealTimers());

const DECIDERS_ONLY = "Only admins can approve or reject pending items";
const DECIDED = "Ada Admin already decided this request.";

/** Kitchen: Cabinet ⊃ Box ⊃ Jar, a Kettle; Bedroom: a Dresser. */
async function house() {
  const setup = await nestedKitchen();
  const dresser = await setup.add(setup.rooms.bedroom, { name: "Dresser", category: "Furniture" });
  return { ...setup, dresser, member: setup.roles.member.as, admin: setup.roles.admin.as };
}

describe("how many requests one member may have waiting", () => {
  test(`at most ${MAX_PENDING_PER_MEMBER} adds, deletions and moves together; nothing is written past it; an answer makes room`, async () => {
    const { t, rooms, member, admin, kettle, jar } = await house();
    const add = (name: string) => member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name }) });
    const full = `You have ${MAX_PENDING_PER_MEMBER} requests waiting for an admin`;
    const sent: Id<"itemRequests">[] = [];
    for (let i = 0; i < MAX_PENDING_PER_MEMBER - 1; i++) sent.push(await add(`Spoon ${i}`));
    // A move of two items is two requests: one place left is not enough.
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestMove, { itemIds: [kettle, jar], toRoomId: rooms.bedroom }), full);
    sent.push(await add("The last one"));
    await expectNothingWritten(t, add("One too many"), full);
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestDeletion, { itemId: kettle }), full);
    await admin.mutation(api.itemRequests.reject, { requestId: sent[0] });
    await add("Now there is room");
  });
});

describe("a move request's target", () => {
  test("shows its container path only to those who may enter the target room", async () => {
    const { t, rooms, member, admin, kettle, add, roles } = await house();
    const safe = await add(rooms.study, { name: "Safe", category: "Storage", isContainer: true });
    const grant = await t.run((ctx) => ctx.db.insert("roomMembers", { roomId: rooms.study, memberId: roles.member.memberId! }));
    await member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.study, toParentId: safe });
    expect((await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen }))[0]).toMatchObject({ toRoomName: "Study", toPath: ["Safe"] });
    await t.run((ctx) => ctx.db.delete("roomMembers", grant));
    const [seen] = await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen });
    expect(seen.toRoomName).toBe("Study");
    expect(seen.toPath).toBeUndefined();
    expect((await admin.query(api.itemRequests.forRoom, { roomId: rooms.kitchen }))[0]).toMatchObject({ toPath: ["Safe"] });
  });
});

describe("requestNewItem", () => {
  test("a member's add becomes a pending request, not an item", async () => {
    const { t, rooms, member, box, roles } = await house();
    const itemsBefore = (await allItems(t)).length;
    const requestId = await member.mutation(api.itemRequests.requestNewItem, {
      roomId: rooms.kitchen,
      parentId: box,
      item: itemInput({ name: " Spoon ", category: "Cutlery", quantity: 6 }),
    });
    expect(await getRequest(t, requestId)).toMatchObject({
      action: "add",
      status: "pending",
      roomId: rooms.kitchen,
      parentId: box,
      name: "Spoon",
      quantity: 6,
      requestedBy: roles.member.memberId,
    });
    expect(await allItems(t)).toHaveLength(itemsBefore);
    await expectCountsExact(t);
  });

  test("the form's rules apply, and nothing is written when they fail", async () => {
    const { t, rooms, member } = await house();
    const request = (item: Parameters<typeof itemInput>[0]) =>
      member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput(item) });
    await expectNothingWritten(t, request({ name: "" }), "Please provide a name and category for the item");
    await expectNothingWritten(t, request({ quantity: 1.5 }), "Quantity must be a whole number of at least 1");
    // A file never checked as a photo (an HTML page posted to the upload URL) is not the member's to use.
    await expectNothingWritten(t, request({ imageStorageId: await storeFile(t, "text/html") }), "This photo cannot be used here");
  });

  test("only for a room the member may enter", async () => {
    const { t, rooms, member } = await house();
    await expectNothingWritten(
      t,
      member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.study, item: itemInput() }),
      "Access denied: You don't have access to Study",
    );
  });
});

describe("forRoom and pending", () => {
  test("the room's pending requests, oldest first, with who asked and where a move goes", async () => {
    const { rooms, member, admin, kettle, dresser, jar } = await house();
    const add = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name: "Toaster" }) });
    const del = await member.mutation(api.itemRequests.requestDeletion, { itemId: jar });
    const [move] = await member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.bedroom, toParentId: dresser });
    const listed = await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen });
    expect(listed.map((request) => [request._id, request.action, request.name])).toEqual([
      [add, "add", "Toaster"],
      [del, "delete", "Jar"],
      [move, "move", "Kettle"],
    ]);
    expect(listed[0]).toMatchObject({ requestedByName: "Max Member", category: "Lighting", quantity: 1, condition: "good" });
    expect(listed[1]).toMatchObject({ originalItemId: jar });
    expect(listed[2]).toMatchObject({ toRoomName: "Bedroom", toPath: ["Dresser"] });
    const everywhere = await admin.query(api.itemRequests.pending, {});
    expect(everywhere.map((request) => request.roomName)).toEqual(["Kitchen", "Kitchen", "Kitchen"]);
    expect(await member.query(api.itemRequests.forRoom, { roomId: rooms.bedroom })).toEqual([]);
    await admin.mutation(api.itemRequests.reject, { requestId: add });
    expect((await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen })).map((r) => r._id)).toEqual([del, move]);
  });

  test("a member cannot list another room's requests, nor every request", async () => {
    const { rooms, member } = await house();
    await expect(member.query(api.itemRequests.forRoom, { roomId: rooms.study })).rejects.toThrow(
      "Access denied: You don't have access to Study",
    );
    await expect(member.query(api.itemRequests.pending, {})).rejects.toThrow(DECIDERS_ONLY);
  });

  test("the item shows its pending deletion or move", async () => {
    const { rooms, member, kettle, cabinet } = await house();
    await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    await member.mutation(api.itemRequests.requestMove, { itemIds: [cabinet], toRoomId: rooms.bedroom });
    const page = await member.query(api.inventory.contents, { roomId: rooms.kitchen, paginationOpts: firstPage });
    expect(page.page.map((item) => [item.name, item.pendingRequest])).toEqual([
      ["Cabinet", "move"],
      ["Kettle", "delete"],
    ]);
  });
});

describe("approve", () => {
  test("an approved add creates the item in the requested container", async () => {
    const { t, rooms, member, admin, box, roles } = await house();
    const requestId = await member.mutation(api.itemRequests.requestNewItem, {
      roomId: rooms.kitchen,
      parentId: box,
      item: itemInput({ name: "Spoon", category: "Cutlery" }),
    });
    expect(await admin.mutation(api.itemRequests.approve, { requestId })).toEqual({ outcome: "applied" });
    const spoon = (await allItems(t)).find((item) => item.name === "Spoon");
    expect(spoon).toMatchObject({ roomId: rooms.kitchen, parentId: box, category: "Cutlery" });
    expect(await getRequest(t, requestId)).toMatchObject({ status: "approved", decidedBy: roles.admin.memberId });
    await expectCountsExact(t);
  });

  test("the request, its notification and its decision say which container, and the inbox shows the path", async () => {
    const { t, rooms, member, admin, box, jar, roles } = await house();
    const requestId = await member.mutation(api.itemRequests.requestNewItem, {
      roomId: rooms.kitchen,
      parentId: box,
      item: itemInput({ name: "Spoon", category: "Cutlery" }),
    });
    await member.mutation(api.itemRequests.requestDeletion, { itemId: jar });
    const inbox = await admin.query(api.approvals.inbox, {});
    expect(inbox.rows.filter((row) => row.kind === "item").map((row) => [row.what, row.where, row.whereInside])).toEqual([
      ["Spoon", "Kitchen", ["Cabinet", "Box"]],
      ["Jar", "Kitchen", ["Cabinet", "Box"]],
    ]);
    await admin.mutation(api.itemRequests.approve, { requestId });
    const told = await t.run((ctx) =>
      ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", roles.member.memberId!)).collect(),
    );
    expect(told.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ kind: "itemRequestApproved", action: "add", itemName: "Spoon", roomName: "Kitchen", containerName: "Box" }),
    );
    const asked = await t.run((ctx) =>
      ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", roles.admin.memberId!)).collect(),
    );
    expect(asked.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "itemAddRequested", itemName: "Spoon", containerName: "Box" }),
        expect.objectContaining({ kind: "itemDeleteRequested", itemName: "Jar", containerName: "Box" }),
      ]),
    );
  });

  test("an approved add's photo becomes the item's; a rejected one's is deleted", async () => {
    const { t, rooms, member, admin } = await house();
    const kept = await uploadPhoto(t, member, "image/png");
    const dropped = await uploadPhoto(t, member, "image/jpeg");
    const first = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name: "Mug", imageStorageId: kept }) });
    const second = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name: "Bowl", imageStorageId: dropped }) });
    const listed = await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen });
    expect(listed[0].imageUrl).toMatch(/^https?:\/\//);
    await admin.mutation(api.itemRequests.approve, { requestId: first });
    await admin.mutation(api.itemRequests.reject, { requestId: second });
    expect((await allItems(t)).find((item) => item.name === "Mug")).toMatchObject({ imageStorageId: kept });
    expect(await storedFile(t, kept)).not.toBeNull();
    expect(await storedFile(t, dropped)).toBeNull();
    expect((await getRequest(t, first))?.imageStorageId).toBeUndefined();
  });

  test("an approved deletion removes the original; a container's contents move up", async () => {
    const { t, member, admin, box, jar, cabinet } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: box });
    expect(await admin.mutation(api.itemRequests.approve, { requestId })).toEqual({ outcome: "applied" });
    expect(await getItem(t, box)).toBeNull();
    expect(await getItem(t, jar)).toMatchObject({ parentId: cabinet });
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("an approved move moves the item with its contents", async () => {
    const { t, rooms, member, admin, cabinet, box, jar, dresser } = await house();
    const [requestId] = await member.mutation(api.itemRequests.requestMove, {
      itemIds: [cabinet],
      toRoomId: rooms.bedroom,
      toParentId: dresser,
    });
    expect(await admin.mutation(api.itemRequests.approve, { requestId })).toEqual({ outcome: "applied" });
    expect(await getItem(t, cabinet)).toMatchObject({ roomId: rooms.bedroom, parentId: dresser });
    expect(await getItem(t, box)).toMatchObject({ roomId: rooms.bedroom });
    expect(await getItem(t, jar)).toMatchObject({ roomId: rooms.bedroom });
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("a rejected request changes nothing else", async () => {
    const { t, member, admin, kettle, roles } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    const before = await inventorySnapshot(t);
    await admin.mutation(api.itemRequests.reject, { requestId });
    const after = await inventorySnapshot(t);
    expect(after.items).toEqual(before.items);
    expect(after.rooms).toEqual(before.rooms);
    expect(await getRequest(t, requestId)).toMatchObject({ status: "rejected", decidedBy: roles.admin.memberId });
  });

  test("approving twice is refused and nothing is applied twice", async () => {
    const { t, rooms, member, admin } = await house();
    const requestId = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name: "Spoon" }) });
    await admin.mutation(api.itemRequests.approve, { requestId });
    await expectNothingWritten(t, admin.mutation(api.itemRequests.approve, { requestId }), DECIDED);
    await expectNothingWritten(t, admin.mutation(api.itemRequests.reject, { requestId }), DECIDED);
    expect((await allItems(t)).filter((item) => item.name === "Spoon")).toHaveLength(1);
  });

  test("a member may not approve or reject", async () => {
    const { t, member, kettle } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    await expectNothingWritten(t, member.mutation(api.itemRequests.approve, { requestId }), DECIDERS_ONLY);
    await expectNothingWritten(t, member.mutation(api.itemRequests.reject, { requestId }), DECIDERS_ONLY);
  });
});

describe("what a request points at is deleted meanwhile", () => {
  async function expectGone(t: TestBackend, admin: Awaited<ReturnType<typeof house>>["admin"], requestId: Id<"itemRequests">) {
    const itemsBefore = await allItems(t);
    expect(await admin.mutation(api.itemRequests.approve, { requestId })).toEqual({ outcome: "itemGone" });
    expect(await getRequest(t, requestId)).toMatchObject({ status: "rejected" });
    expect(await allItems(t)).toEqual(itemsBefore);
    await expectCountsExact(t);
  }

  test("the item of a pending deletion request was deleted", async () => {
    const { t, member, admin, kettle } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    await admin.mutation(api.inventory.deleteItem, { itemId: kettle });
    await expectGone(t, admin, requestId);
  });

  test("the item of a pending move request was deleted", async () => {
    const { t, rooms, member, admin, kettle } = await house();
    const [requestId] = await member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.bedroom });
    await admin.mutation(api.inventory.deleteItem, { itemId: kettle });
    await expectGone(t, admin, requestId);
  });

  test("the target container of a pending move was deleted", async () => {
    const { t, rooms, member, admin, kettle, dresser } = await house();
    const [requestId] = await member.mutation(api.itemRequests.requestMove, {
      itemIds: [kettle],
      toRoomId: rooms.bedroom,
      toParentId: dresser,
    });
    await admin.mutation(api.inventory.deleteItem, { itemId: dresser });
    await expectGone(t, admin, requestId);
    expect(await getItem(t, kettle)).toMatchObject({ roomId: rooms.kitchen });
  });

  test("the container of a pending add was deleted", async () => {
    const { t, rooms, member, admin, box } = await house();
    const photo = await uploadPhoto(t, member, "image/gif");
    const requestId = await member.mutation(api.itemRequests.requestNewItem, {
      roomId: rooms.kitchen,
      parentId: box,
      item: itemInput({ name: "Spoon", imageStorageId: photo }),
    });
    await admin.mutation(api.inventory.deleteItem, { itemId: box });
    await expectGone(t, admin, requestId);
    expect(await storedFile(t, photo)).toBeNull();
  });

  test("the room of a pending add was deleted (room and its items removed)", async () => {
    const { t, rooms, member, admin } = await house();
    const requestId = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ name: "Spoon" }) });
    await t.run(async (ctx) => {
      for (const item of await ctx.db.query("items").collect()) {
        if (item.roomId === rooms.kitchen) await ctx.db.delete("items", item._id);
      }
      await ctx.db.delete("rooms", rooms.kitchen);
    });
    await expectGone(t, admin, requestId);
    expect((await allItems(t)).some((item) => item.name === "Spoon")).toBe(false);
  });

  test("the target room of a pending move was deleted", async () => {
    const { t, rooms, member, admin, kettle } = await house();
    const [requestId] = await member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.bedroom });
    await t.run(async (ctx) => {
      for (const item of await ctx.db.query("items").collect()) {
        if (item.roomId === rooms.bedroom) await ctx.db.delete("items", item._id);
      }
      await ctx.db.delete("rooms", rooms.bedroom);
    });
    await expectGone(t, admin, requestId);
  });

  test("the container of a pending add moved to another room: the item follows it", async () => {
    const { t, rooms, member, admin, box, dresser } = await house();
    const requestId = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, parentId: box, item: itemInput({ name: "Spoon" }) });
    await admin.mutation(api.inventory.moveItems, { itemIds: [box], toRoomId: rooms.bedroom, toParentId: dresser });
    expect(await admin.mutation(api.itemRequests.approve, { requestId })).toEqual({ outcome: "applied" });
    expect((await allItems(t)).find((item) => item.name === "Spoon")).toMatchObject({ roomId: rooms.bedroom, parentId: box });
    await expectCountsExact(t);
    await expectNoOrphans(t);
  });

  test("a move whose target now lies inside the item is refused and stays pending", async () => {
    const { t, rooms, member, admin, cabinet } = await house();
    // Asked for a drawer that was not yet inside the cabinet; by the decision it is.
    const drawer = await admin.mutation(api.inventory.addItem, { roomId: rooms.kitchen, item: itemInput({ name: "Drawer" }) });
    const [moveCabinet] = await member.mutation(api.itemRequests.requestMove, { itemIds: [cabinet], toRoomId: rooms.kitchen, toParentId: drawer });
    await admin.mutation(api.inventory.moveItems, { itemIds: [drawer], toRoomId: rooms.kitchen, toParentId: cabinet });
    await expectNothingWritten(
      t,
      admin.mutation(api.itemRequests.approve, { requestId: moveCabinet }),
      "A container cannot be moved into itself or its own contents.",
    );
    await admin.mutation(api.itemRequests.reject, { requestId: moveCabinet });
    expect(await getRequest(t, moveCabinet)).toMatchObject({ status: "rejected" });
  });
});

describe("requestDeletion and requestMove", () => {
  test("one pending request per item", async () => {
    const { t, rooms, member, kettle } = await house();
    await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    const message = "There is already a pending request for this item.";
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestDeletion, { itemId: kettle }), message);
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.bedroom }), message);
  });

  test("a move needs access to both rooms and follows the move rules", async () => {
    const { t, rooms, member, admin, kettle, cabinet, box } = await house();
    const studyLamp = await admin.mutation(api.inventory.addItem, { roomId: rooms.study, item: itemInput() });
    const denied = "Access denied: You don't have access to Study";
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestMove, { itemIds: [kettle], toRoomId: rooms.study }), denied);
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestMove, { itemIds: [studyLamp], toRoomId: rooms.kitchen }), denied);
    await expectNothingWritten(t, member.mutation(api.itemRequests.requestDeletion, { itemId: studyLamp }), denied);
    await expectNothingWritten(
      t,
      member.mutation(api.itemRequests.requestMove, { itemIds: [cabinet], toRoomId: rooms.kitchen, toParentId: box }),
      "A container cannot be moved into itself or its own contents.",
    );
  });

  test("several items make one request each", async () => {
    const { t, rooms, member, kettle, jar } = await house();
    const ids = await member.mutation(api.itemRequests.requestMove, { itemIds: [kettle, jar], toRoomId: rooms.bedroom });
    expect(ids).toHaveLength(2);
    expect((await allRequests(t)).map((request) => request.originalItemId)).toEqual([kettle, jar]);
  });
});

describe("withdraw", () => {
  test("the requester takes back their own pending request", async () => {
    const { t, rooms, member } = await house();
    const photo = await uploadPhoto(t, member, "image/webp");
    const requestId = await member.mutation(api.itemRequests.requestNewItem, { roomId: rooms.kitchen, item: itemInput({ imageStorageId: photo }) });
    await member.mutation(api.itemRequests.withdraw, { requestId });
    expect(await getRequest(t, requestId)).toBeNull();
    expect(await storedFile(t, photo)).toBeNull();
  });

  test("nobody else's, and not once decided", async () => {
    const { t, member, admin, kettle, jar } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    await expectNothingWritten(t, admin.mutation(api.itemRequests.withdraw, { requestId }), "You can only withdraw your own requests.");
    await admin.mutation(api.itemRequests.reject, { requestId });
    await expectNothingWritten(t, member.mutation(api.itemRequests.withdraw, { requestId }), DECIDED);
    const adminOwn = await admin.mutation(api.itemRequests.requestDeletion, { itemId: jar });
    await expectNothingWritten(t, member.mutation(api.itemRequests.withdraw, { requestId: adminOwn }), "You can only withdraw your own requests.");
  });
});

describe("a pending request follows its item", () => {
  test("when the item moves to another room its request is listed there", async () => {
    const { rooms, member, admin, kettle } = await house();
    const requestId = await member.mutation(api.itemRequests.requestDeletion, { itemId: kettle });
    await admin.mutation(api.inventory.moveItems, { itemIds: [kettle], toRoomId: rooms.bedroom });
    expect((await member.query(api.itemRequests.forRoom, { roomId: rooms.bedroom })).map((r) => r._id)).toEqual([requestId]);
    expect(await member.query(api.itemRequests.forRoom, { roomId: rooms.kitchen })).toEqual([]);
  });
});
