// rooms.deleteRoom: the room, everything in it and everything pointing at it
// (model/deleteRoom.ts), at once for a small room and in scheduled batches for
// a big one.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { itemCountOf, setItemCount } from "./inventory.fixtures";
import { ROOM_DELETE_BATCH, roomReferencePolicies } from "./model/deleteRoom";
import { expectRefused } from "./refusals.fixtures";
import schema from "./schema";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const photo = (ctx: MutationCtx) => ctx.storage.store(new Blob([new Uint8Array(4)], { type: "image/png" }));

function item(roomId: Id<"rooms">, name: string, extra: Partial<Doc<"items">> = {}) {
  return { roomId, name, quantity: 1, category: "Things", condition: "good" as const, isContainer: false, lastUpdated: 0, ...extra };
}

function itemRequest(roomId: Id<"rooms">, requestedBy: Id<"members">, extra: Partial<Doc<"itemRequests">> = {}) {
  return {
    roomId,
    action: "add" as const,
    name: "Lamp",
    quantity: 1,
    category: "Lighting",
    condition: "good" as const,
    isContainer: false,
    requestedBy,
    status: "pending" as const,
    ...extra,
  };
}

/**
 * The doomed Study holds `containers` containers nested five deep with `perContainer`
 * things in each (some with photos), grants, access requests and item requests of
 * every kind; the Kitchen holds requests to move things into the Study, and
 * things of its own that must survive.
 */
async function house(t: TestBackend, containers: number, perContainer: number) {
  const roles = await seedRoles(t);
  const member = roles.member.memberId!;
  const admin = roles.admin.memberId!;
  const ids = await t.run(async (ctx) => {
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other" });
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen" });
    await ctx.db.insert("roomItemCounts", { roomId: kitchen, count: 1 });
    const studyItems: Id<"items">[] = [];
    let parent: Id<"items"> | undefined;
    for (let c = 0; c < containers; c++) {
      // Five deep, then start again at the room's floor.
      if (c % 5 === 0) parent = undefined;
      const box: Id<"items"> = await ctx.db.insert("items", item(study, `Box ${c}`, { isContainer: true, parentId: parent }));
      studyItems.push(box);
      for (let n = 0; n < perContainer; n++) {
        const withPhoto = n === 0 ? { imageStorageId: await photo(ctx) } : {};
        studyItems.push(await ctx.db.insert("items", item(study, `Thing ${c}.${n}`, { parentId: box, ...withPhoto })));
      }
      parent = box;
    }
    await ctx.db.insert("roomItemCounts", { roomId: study, count: studyItems.length });
    const kettle = await ctx.db.insert("items", item(kitchen, "Kettle", { imageStorageId: await photo(ctx) }));

    await ctx.db.insert("roomMembers", { roomId: study, memberId: member });
    await ctx.db.insert("roomMembers", { roomId: kitchen, memberId: member });
    await ctx.db.insert("roomAccessRequests", { roomId: study, memberId: member, status: "pending" });
    await ctx.db.insert("roomAccessRequests", { roomId: study, memberId: admin, status: "rejected", decidedBy: admin, decidedAt: 1 });
    const kitchenAccess = await ctx.db.insert("roomAccessRequests", { roomId: kitchen, memberId: admin, status: "pending" });

    // Requests in the Study: a pending add with its own photo, an approved add whose photo became an item's,
    // a pending deletion, a pending move out to the Kitchen.
    const requestPhoto = await photo(ctx);
    await ctx.db.insert("itemRequests", itemRequest(study, member, { imageStorageId: requestPhoto, parentId: studyItems[0] }));
    const itemPhoto = (await ctx.db.get("items", studyItems[1]))!.imageStorageId;
    await ctx.db.insert("itemRequests", itemRequest(study, member, { status: "approved", imageStorageId: itemPhoto }));
    await ctx.db.insert("itemRequests", itemRequest(study, member, { action: "delete", originalItemId: studyItems[2] }));
    await ctx.db.insert("itemRequests", itemRequest(study, member, { action: "move", originalItemId: studyItems[3], targetRoomId: kitchen }));
    // Requests in the Kitchen to move the kettle into the Study: one pending, one already decided.
    const moveIn = await ctx.db.insert(
      "itemRequests",
      itemRequest(kitchen, member, { action: "move", originalItemId: kettle, targetRoomId: study, targetParentId: studyItems[0] }),
    );
    const decidedMoveIn = await ctx.db.insert(
      "itemRequests",
      itemRequest(kitchen, member, { action: "move", originalItemId: kettle, targetRoomId: study, status: "rejected", decidedBy: admin }),
    );
    const kitchenAdd = await ctx.db.insert("itemRequests", itemRequest(kitchen, member));

    const task = (roomId: Id<"rooms">) =>
      ctx.db.insert("tasks", {
        title: "Dust",
        description: "",
        assignedTo: member,
        dueDate: "2030-01-01",
        status: "pending",
        priority: "low",
        createdBy: admin,
        needsApproval: false,
        roomId,
      });
    return {
      study,
      kitchen,
      kettle,
      kitchenAccess,
      moveIn,
      decidedMoveIn,
      kitchenAdd,
      studyTask: await task(study),
      kitchenTask: await task(kitchen),
      studyItemCount: studyItems.length,
    };
  });
  return { roles, ...ids };
}

/** What is left of the Study, and what became of the rest. */
async function remains(t: TestBackend, ids: Awaited<ReturnType<typeof house>>) {
  return t.run(async (ctx) => {
    const studyItems = await ctx.db
      .query("items")
      .withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", ids.study))
      .collect();
    const studyRequests = await ctx.db
      .query("itemRequests")
      .withIndex("by_roomId_and_status", (q) => q.eq("roomId", ids.study))
      .collect();
    return {
      room: await ctx.db.get("rooms", ids.study),
      items: studyItems.length,
      grants: (
        await ctx.db
          .query("roomMembers")
          .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", ids.study))
          .collect()
      ).length,
      accessRequests: (
        await ctx.db
          .query("roomAccessRequests")
          .withIndex("by_roomId_and_status", (q) => q.eq("roomId", ids.study))
          .collect()
      ).length,
      itemRequests: studyRequests.length,
      targeting: (
        await ctx.db
          .query("itemRequests")
          .withIndex("by_targetRoomId", (q) => q.eq("targetRoomId", ids.study))
          .collect()
      ).length,
      tasks: (
        await ctx.db
          .query("tasks")
          .withIndex("by_roomId", (q) => q.eq("roomId", ids.study))
          .collect()
      ).length,
      counts: (
        await ctx.db
          .query("roomItemCounts")
          .withIndex("by_roomId", (q) => q.eq("roomId", ids.study))
          .collect()
      ).length,
      files: (await ctx.db.system.query("_storage").collect()).length,
    };
  });
}

const nothingLeft = { room: null, items: 0, grants: 0, accessRequests: 0, itemRequests: 0, targeting: 0, tasks: 0, counts: 0, files: 1 };

async function theRestSurvives(t: TestBackend, ids: Awaited<ReturnType<typeof house>>) {
  const rest = await t.run(async (ctx) => ({
    kitchen: await ctx.db.get("rooms", ids.kitchen),
    kettle: await ctx.db.get("items", ids.kettle),
    kitchenAccess: await ctx.db.get("roomAccessRequests", ids.kitchenAccess),
    kitchenAdd: await ctx.db.get("itemRequests", ids.kitchenAdd),
    kitchenTask: await ctx.db.get("tasks", ids.kitchenTask),
    studyTask: await ctx.db.get("tasks", ids.studyTask),
    moveIn: await ctx.db.get("itemRequests", ids.moveIn),
    decidedMoveIn: await ctx.db.get("itemRequests", ids.decidedMoveIn),
  }));
  expect(rest.kitchen).toMatchObject({ name: "Kitchen" });
  expect(await itemCountOf(t, ids.kitchen)).toBe(1);
  expect(rest.kettle).not.toBeNull();
  expect(await t.run((ctx) => ctx.db.system.get("_storage", rest.kettle!.imageStorageId!))).not.toBeNull();
  expect(rest.kitchenAccess?.status).toBe("pending");
  expect(rest.kitchenAdd?.status).toBe("pending");
  expect(rest.kitchenTask?.roomId).toBe(ids.kitchen);
  // The task stays, without its room.
  expect(rest.studyTask).not.toBeNull();
  expect(rest.studyTask?.roomId).toBeUndefined();
  // The pending move into the Study is rejected (by the admin who deleted it), the decided one keeps its outcome.
  expect(rest.moveIn).toMatchObject({ status: "rejected", decidedBy: ids.roles.admin.memberId, originalItemId: ids.kettle });
  expect(rest.moveIn?.decidedAt).toEqual(expect.any(Number));
  expect(rest.moveIn?.targetRoomId).toBeUndefined();
  expect(rest.moveIn?.targetParentId).toBeUndefined();
  expect(rest.decidedMoveIn).toMatchObject({ status: "rejected" });
  expect(rest.decidedMoveIn?.targetRoomId).toBeUndefined();
}

describe("rooms.deleteRoom", () => {
  test("the delete policy covers every field of the schema that holds a room or item id", () => {
    const found: string[] = [];
    for (const [table, definition] of Object.entries(schema.tables)) {
      const fields = (definition.validator as { fields?: Record<string, { kind: string; tableName?: string }> }).fields ?? {};
      for (const [field, validator] of Object.entries(fields)) {
        if (validator.kind === "id" && (validator.tableName === "rooms" || validator.tableName === "items")) {
          found.push(`${table}.${field}`);
        }
      }
    }
    expect(found.sort()).toEqual(Object.keys(roomReferencePolicies).sort());
  });

  test("a small room goes at once with everything in it and nothing left pointing at it", async () => {
    const t = newBackend();
    const ids = await house(t, 3, 2);
    await ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study });
    expect(await remains(t, ids)).toEqual(nothingLeft);
    expect(await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect())).toEqual([]);
    await theRestSurvives(t, ids);
    // The member's card for it is gone; the admin's detail page says Room Not Found.
    expect((await ids.roles.member.as.query(api.rooms.listForViewer, {})).map((room) => room.name)).toEqual(["Kitchen"]);
    expect(await ids.roles.admin.as.query(api.rooms.adminDetail, { roomId: ids.study })).toBeNull();
  });

  test("a room of 700 things in containers five deep is emptied in scheduled batches", async () => {
    const t = newBackend();
    // 35 containers holding 19 things each: 700 items, 35 of them with photos.
    const ids = await house(t, 35, 19);
    expect(ids.studyItemCount).toBe(700);
    await ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study });
    // The room is gone at once, so nothing new can be put in it; its things follow.
    const first = await remains(t, ids);
    expect(first.room).toBeNull();
    expect(first.items).toBe(700 - ROOM_DELETE_BATCH);
    await expect(ids.roles.member.as.query(api.rooms.get, { roomId: ids.study })).rejects.toThrow("Room Not Found");
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await remains(t, ids)).toEqual(nothingLeft);
    await theRestSurvives(t, ids);
  });

  test("a thing whose container was just moved out follows its container, not the room", async () => {
    const t = newBackend();
    const ids = await house(t, 1, 1);
    // As model/inventory.ts leaves a big move between its batches: the wardrobe is in the Kitchen, its coat not yet.
    const coat = await t.run(async (ctx) => {
      const wardrobe = await ctx.db.insert("items", item(ids.kitchen, "Wardrobe", { isContainer: true }));
      return ctx.db.insert("items", item(ids.study, "Coat", { parentId: wardrobe }));
    });
    await setItemCount(t, ids.kitchen, 2);
    await ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study });
    expect(await t.run((ctx) => ctx.db.get("items", coat))).toMatchObject({ roomId: ids.kitchen });
    expect(await itemCountOf(t, ids.kitchen)).toBe(3);
    expect((await remains(t, ids)).items).toBe(0);
  });

  test("an unknown room is Room Not Found", async () => {
    const t = newBackend();
    const ids = await house(t, 1, 1);
    await ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study });
    await expectRefused(t, () => ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study }), "ROOM_NOT_FOUND");
  });

  test("members are told 'Only administrators can delete rooms' and nothing is written", async () => {
    const t = newBackend();
    const ids = await house(t, 2, 2);
    const args = { roomId: ids.study };
    await expectRefused(
      t,
      () => ids.roles.member.as.mutation(api.rooms.deleteRoom, args),
      "DELETE_ROOMS",
      "Only administrators can delete rooms",
    );
    await expectRefused(t, () => ids.roles.waiting.as.mutation(api.rooms.deleteRoom, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => ids.roles.signedOut.as.mutation(api.rooms.deleteRoom, args), "AUTH_REQUIRED");
  });

  test("a batch finishing after its admin was deleted still finishes", async () => {
    const t = newBackend();
    const ids = await house(t, 35, 19);
    await ids.roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: ids.study });
    await t.run((ctx) => ctx.db.delete("members", ids.roles.admin.memberId!));
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await remains(t, ids)).toEqual(nothingLeft);
  });
});
