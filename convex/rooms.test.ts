import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { errorCatalogue } from "./lib/errors";
import { itemCountOf, setupInventory } from "./inventory.fixtures";
import { MAX_ROOMS } from "./model/rooms";
import { everything, expectRefused } from "./refusals.fixtures";
import schema from "./schema";
import { modules, newBackend, seedRoles, type TestBackend } from "./test.setup";

type Roles = Awaited<ReturnType<typeof seedRoles>>;

/** Kitchen (the member may enter, 12 items), Study (they may not) and Attic (their request is pending). */
async function house(t: TestBackend, roles: Roles) {
  return t.run(async (ctx) => {
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 12 });
    const study = await ctx.db.insert("rooms", { name: "study", type: "other", itemCount: 3 });
    const attic = await ctx.db.insert("rooms", { name: "Attic", type: "other" });
    await ctx.db.insert("roomMembers", { roomId: kitchen, memberId: roles.member.memberId! });
    await ctx.db.insert("roomAccessRequests", { roomId: attic, memberId: roles.member.memberId!, status: "pending" });
    // A rejected request in the past does not make Study "pending".
    await ctx.db.insert("roomAccessRequests", {
      roomId: study,
      memberId: roles.member.memberId!,
      status: "rejected",
      decidedBy: roles.admin.memberId!,
      decidedAt: 1,
    });
    return { kitchen, study, attic };
  });
}

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  return { t, roles, rooms: await house(t, roles) };
}

const getRoom = (t: TestBackend, id: Id<"rooms">) => t.run((ctx) => ctx.db.get("rooms", id));

async function withoutHomePlan(t: TestBackend, roles: Roles) {
  await t.run((ctx) => ctx.db.patch("members", roles.member.memberId!, { pageAccess: { ...defaultPageAccess, homePlan: false } }));
}

describe("rooms.listForViewer", () => {
  test("a member sees every room by name with the truth about their access", async () => {
    const { roles, rooms } = await setup();
    expect(await roles.member.as.query(api.rooms.listForViewer, {})).toEqual([
      { _id: rooms.attic, name: "Attic", type: "other", itemCount: 0, access: "pending" },
      { _id: rooms.kitchen, name: "Kitchen", type: "kitchen", itemCount: 12, access: "allowed" },
      { _id: rooms.study, name: "study", type: "other", itemCount: 3, access: "denied" },
    ]);
  });

  test("an admin may enter every room", async () => {
    const { roles } = await setup();
    const cards = await roles.admin.as.query(api.rooms.listForViewer, {});
    expect(cards.map((card) => card.access)).toEqual(["allowed", "allowed", "allowed"]);
  });

  test("the waiting, the signed out and a member without the Home Plan page are refused", async () => {
    const { t, roles } = await setup();
    await expect(roles.waiting.as.query(api.rooms.listForViewer, {})).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(roles.signedOut.as.query(api.rooms.listForViewer, {})).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
    await withoutHomePlan(t, roles);
    await expect(roles.member.as.query(api.rooms.listForViewer, {})).rejects.toMatchObject({
      data: { code: "PAGE_ACCESS_DENIED" },
    });
  });

  // The caller (3: session, user, member), the 4 rooms, the grants of the 3 rooms the member may enter
  // and the pending request for the 4th. Rooms hold 3,000 items: none is read.
  const bound = 3 + 4 + 3 + 1;
  async function bigHouse(documentsRead: number) {
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead } });
    const roles = await seedRoles(t);
    await t.run(async (ctx) => {
      for (const name of ["Kitchen", "Lounge", "Study"]) {
        const roomId = await ctx.db.insert("rooms", { name, type: "other", itemCount: 1000 });
        await ctx.db.insert("roomMembers", { roomId, memberId: roles.member.memberId! });
        await ctx.db.insert("roomAccessRequests", { roomId, memberId: roles.member.memberId!, status: "rejected" });
        for (let n = 0; n < 1000; n++) {
          await ctx.db.insert("items", {
            roomId,
            name: `Item ${n}`,
            quantity: 1,
            category: "Things",
            condition: "good",
            isContainer: false,
            lastUpdated: 0,
          });
        }
      }
      const attic = await ctx.db.insert("rooms", { name: "Attic", type: "other", itemCount: 0 });
      await ctx.db.insert("roomAccessRequests", { roomId: attic, memberId: roles.member.memberId!, status: "pending" });
    });
    return roles;
  }

  test("reads a bounded number of documents however full the rooms are", async () => {
    const roles = await bigHouse(bound);
    const cards = await roles.member.as.query(api.rooms.listForViewer, {});
    expect(cards.map((card) => [card.name, card.itemCount, card.access])).toEqual([
      ["Attic", 0, "pending"],
      ["Kitchen", 1000, "allowed"],
      ["Lounge", 1000, "allowed"],
      ["Study", 1000, "allowed"],
    ]);
  });

  test("the read limit bites one document below the bound", async () => {
    const roles = await bigHouse(bound - 1);
    await expect(roles.member.as.query(api.rooms.listForViewer, {})).rejects.toThrow(/too many documents/i);
  });
});

describe("rooms.get", () => {
  test("a member gets a room they may enter; an admin any room", async () => {
    const { roles, rooms } = await setup();
    expect(await roles.member.as.query(api.rooms.get, { roomId: rooms.kitchen })).toEqual({
      _id: rooms.kitchen,
      name: "Kitchen",
      type: "kitchen",
      itemCount: 12,
    });
    expect(await roles.admin.as.query(api.rooms.get, { roomId: rooms.study })).toMatchObject({ name: "study", itemCount: 3 });
  });

  test("a member is refused a room that does not list them, pending request or not", async () => {
    const { roles, rooms } = await setup();
    await expect(roles.member.as.query(api.rooms.get, { roomId: rooms.study })).rejects.toThrow(
      "Access denied: You don't have access to study",
    );
    await expect(roles.member.as.query(api.rooms.get, { roomId: rooms.attic })).rejects.toMatchObject({
      data: { code: "ROOM_ACCESS_DENIED", params: { room: "Attic" } },
    });
  });

  test("a deleted room, a mistyped id and another table's id are Room Not Found", async () => {
    const { t, roles, rooms } = await setup();
    await t.run((ctx) => ctx.db.delete("rooms", rooms.kitchen));
    await expect(roles.admin.as.query(api.rooms.get, { roomId: rooms.kitchen })).rejects.toThrow("Room Not Found");
    await expect(roles.member.as.query(api.rooms.get, { roomId: rooms.kitchen })).rejects.toThrow("Room Not Found");
    for (const roomId of ["kitchen", "", roles.member.memberId!]) {
      await expect(roles.member.as.query(api.rooms.get, { roomId })).rejects.toMatchObject({ data: { code: "ROOM_NOT_FOUND" } });
    }
  });

  test("the waiting, the signed out and a member without the page are refused", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.kitchen };
    await expect(roles.waiting.as.query(api.rooms.get, args)).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(roles.signedOut.as.query(api.rooms.get, args)).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
    await withoutHomePlan(t, roles);
    await expect(roles.member.as.query(api.rooms.get, args)).rejects.toThrow(errorCatalogue.PAGE_ACCESS_DENIED.message);
  });
});

describe("rooms.adminOverview", () => {
  test("lists rooms with their members and pending requests, and the family", async () => {
    const { t, roles, rooms } = await setup();
    await t.run(async (ctx) => {
      for (const status of ["pending", "pending", "rejected"] as const) {
        await ctx.db.insert("itemRequests", {
          roomId: rooms.kitchen,
          action: "add",
          name: "Toaster",
          quantity: 1,
          category: "Appliances",
          condition: "new",
          isContainer: false,
          requestedBy: roles.member.memberId!,
          status,
        });
      }
    });
    const overview = await roles.admin.as.query(api.rooms.adminOverview, {});
    expect(overview.rooms).toEqual([
      { _id: rooms.attic, name: "Attic", type: "other", itemCount: 0, memberIds: [], pendingAccessRequests: 1, pendingItemRequests: 0 },
      {
        _id: rooms.kitchen,
        name: "Kitchen",
        type: "kitchen",
        itemCount: 12,
        memberIds: [roles.member.memberId],
        pendingAccessRequests: 0,
        pendingItemRequests: 2,
      },
      { _id: rooms.study, name: "study", type: "other", itemCount: 3, memberIds: [], pendingAccessRequests: 0, pendingItemRequests: 0 },
    ]);
    expect(overview.members).toEqual([
      { _id: roles.admin.memberId, name: "Ada Admin", role: "admin" },
      { _id: roles.member.memberId, name: "Max Member", role: "member" },
    ]);
  });

  test("a member's photo and colour come along", async () => {
    const { t, roles } = await setup();
    await t.run((ctx) =>
      ctx.db.patch("members", roles.member.memberId!, { color: "teal", avatarUrl: "https://example.com/max.png" }),
    );
    const { members } = await roles.admin.as.query(api.rooms.adminOverview, {});
    expect(members[1]).toEqual({
      _id: roles.member.memberId,
      name: "Max Member",
      role: "member",
      color: "teal",
      avatarUrl: "https://example.com/max.png",
    });
  });

  test("only admins", async () => {
    const { roles } = await setup();
    await expect(roles.member.as.query(api.rooms.adminOverview, {})).rejects.toThrow(errorCatalogue.ADMIN_REQUIRED.message);
    await expect(roles.waiting.as.query(api.rooms.adminOverview, {})).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(roles.signedOut.as.query(api.rooms.adminOverview, {})).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
  });
});

describe("rooms.adminDetail", () => {
  test("a room's type, counts of authorized members and pending requests", async () => {
    const { t, roles, rooms } = await setup();
    await t.run(async (ctx) => {
      await ctx.db.insert("roomMembers", { roomId: rooms.attic, memberId: roles.admin.memberId! });
      await ctx.db.insert("itemRequests", {
        roomId: rooms.attic,
        action: "add",
        name: "Fan",
        quantity: 1,
        category: "Appliances",
        condition: "good",
        isContainer: false,
        requestedBy: roles.member.memberId!,
        status: "pending",
      });
    });
    expect(await roles.admin.as.query(api.rooms.adminDetail, { roomId: rooms.attic })).toEqual({
      _id: rooms.attic,
      name: "Attic",
      type: "other",
      itemCount: 0,
      authorizedMemberCount: 1,
      pendingRequestCount: 2,
    });
  });

  test("only admins", async () => {
    const { roles, rooms } = await setup();
    const args = { roomId: rooms.kitchen as string };
    await expect(roles.member.as.query(api.rooms.adminDetail, args)).rejects.toThrow(errorCatalogue.ADMIN_REQUIRED.message);
    await expect(roles.waiting.as.query(api.rooms.adminDetail, args)).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(roles.signedOut.as.query(api.rooms.adminDetail, args)).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
  });
});

describe("rooms.memberAccess", () => {
  test("who may enter the room, and the family", async () => {
    const { roles, rooms } = await setup();
    const access = await roles.admin.as.query(api.rooms.memberAccess, { roomId: rooms.kitchen });
    expect(access?.memberIds).toEqual([roles.member.memberId]);
    expect(access?.members.map((member) => member._id).sort()).toEqual(
      (await roles.admin.as.query(api.rooms.adminOverview, {})).members.map((member) => member._id).sort(),
    );
  });

  test("only admins", async () => {
    const { roles, rooms } = await setup();
    const args = { roomId: rooms.kitchen as string };
    await expect(roles.member.as.query(api.rooms.memberAccess, args)).rejects.toThrow(errorCatalogue.ADMIN_REQUIRED.message);
    await expect(roles.signedOut.as.query(api.rooms.memberAccess, args)).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
  });
});

// A room's admin page reads both by the id in its address ('Room Not Found' on null).
describe.each([
  ["rooms.adminDetail", api.rooms.adminDetail],
  ["rooms.memberAccess", api.rooms.memberAccess],
] as const)("%s", (_, query) => {
  test("null for garbage, for another table's id and for a deleted room ('Room Not Found')", async () => {
    const { t, roles, rooms } = await setup();
    expect(await roles.admin.as.query(query, { roomId: "not-a-room" })).toBeNull();
    expect(await roles.admin.as.query(query, { roomId: roles.member.memberId! })).toBeNull();
    await t.run((ctx) => ctx.db.delete("rooms", rooms.study));
    expect(await roles.admin.as.query(query, { roomId: rooms.study })).toBeNull();
  });
});

describe("rooms.addRoom", () => {
  test("adds a trimmed room, its type from its name, with no items", async () => {
    const { t, roles } = await setup();
    const roomId = await roles.admin.as.mutation(api.rooms.addRoom, { name: "  Guest Bedroom " });
    expect(await getRoom(t, roomId)).toMatchObject({ name: "Guest Bedroom", type: "bedroom" });
    expect(await itemCountOf(t, roomId)).toBe(0);
    // Nobody but admins may enter a new room yet.
    const card = (await roles.member.as.query(api.rooms.listForViewer, {})).find((room) => room._id === roomId);
    expect(card?.access).toBe("denied");
  });

  test("'Room name is required' for a blank name; too long is refused", async () => {
    const { t, roles } = await setup();
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.addRoom, { name: "   " }), "ROOM_NAME_REQUIRED", "Room name is required");
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.addRoom, { name: "x".repeat(101) }), "NAME_TOO_LONG");
    await roles.admin.as.mutation(api.rooms.addRoom, { name: "x".repeat(100) });
  });

  test("a name another room has, in any case, is refused", async () => {
    const { t, roles } = await setup();
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.addRoom, { name: "KITCHEN" }), "ROOM_NAME_TAKEN");
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.addRoom, { name: " Study" }), "ROOM_NAME_TAKEN");
  });

  test(`a family has at most ${MAX_ROOMS} rooms`, async () => {
    const { t, roles } = await setup();
    await t.run(async (ctx) => {
      for (let n = 3; n < MAX_ROOMS; n++) await ctx.db.insert("rooms", { name: `Room ${n}`, type: "other", itemCount: 0 });
    });
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.addRoom, { name: "Garage" }), "ROOM_LIMIT", `at most ${MAX_ROOMS} rooms`);
  });

  test("members are told 'Only administrators can add rooms' and nothing is written", async () => {
    const { t, roles } = await setup();
    const args = { name: "Garage" };
    await expectRefused(t, () => roles.member.as.mutation(api.rooms.addRoom, args), "ADD_ROOMS", "Only administrators can add rooms");
    await expectRefused(t, () => roles.waiting.as.mutation(api.rooms.addRoom, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.rooms.addRoom, args), "AUTH_REQUIRED");
  });
});

describe("rooms.renameRoom", () => {
  test("renames and recomputes the type", async () => {
    const { t, roles, rooms } = await setup();
    await roles.admin.as.mutation(api.rooms.renameRoom, { roomId: rooms.study, name: " Nursery " });
    expect(await getRoom(t, rooms.study)).toMatchObject({ name: "Nursery", type: "bedroom", itemCount: 3 });
  });

  test("a room may change the case of its own name", async () => {
    const { t, roles, rooms } = await setup();
    await roles.admin.as.mutation(api.rooms.renameRoom, { roomId: rooms.study, name: "Study" });
    expect(await getRoom(t, rooms.study)).toMatchObject({ name: "Study" });
    await roles.admin.as.mutation(api.rooms.renameRoom, { roomId: rooms.study, name: "Study" });
  });

  test("'Room name cannot be empty', too long and taken are refused", async () => {
    const { t, roles, rooms } = await setup();
    const rename = (name: string) => () => roles.admin.as.mutation(api.rooms.renameRoom, { roomId: rooms.study, name });
    await expectRefused(t, rename(""), "ROOM_NAME_EMPTY", "Room name cannot be empty");
    await expectRefused(t, rename("x".repeat(101)), "NAME_TOO_LONG");
    await expectRefused(t, rename("kitchen"), "ROOM_NAME_TAKEN", "A room with this name already exists.");
  });

  test("a deleted room is Room Not Found", async () => {
    const { t, roles, rooms } = await setup();
    await t.run((ctx) => ctx.db.delete("rooms", rooms.study));
    await expectRefused(t, () => roles.admin.as.mutation(api.rooms.renameRoom, { roomId: rooms.study, name: "Den" }), "ROOM_NOT_FOUND");
  });

  test("members are told 'Only administrators can rename rooms' and nothing is written", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.kitchen, name: "Galley" };
    await expectRefused(t, () => roles.member.as.mutation(api.rooms.renameRoom, args), "RENAME_ROOMS", "Only administrators can rename rooms");
    await expectRefused(t, () => roles.waiting.as.mutation(api.rooms.renameRoom, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.rooms.renameRoom, args), "AUTH_REQUIRED");
  });
});

describe("rooms.setMemberAccess", () => {
  test("granting lets the member in, once however often it is given", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.study, memberId: roles.member.memberId!, allowed: true };
    await roles.admin.as.mutation(api.rooms.setMemberAccess, args);
    await roles.admin.as.mutation(api.rooms.setMemberAccess, args);
    expect(await roles.member.as.query(api.rooms.get, { roomId: rooms.study })).toMatchObject({ name: "study" });
    const grants = await t.run((ctx) =>
      ctx.db
        .query("roomMembers")
        .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", rooms.study))
        .collect(),
    );
    expect(grants).toHaveLength(1);
  });

  test("granting approves the member's pending request for that room", async () => {
    const { t, roles, rooms } = await setup();
    await roles.admin.as.mutation(api.rooms.setMemberAccess, { roomId: rooms.attic, memberId: roles.member.memberId!, allowed: true });
    const requests = await t.run((ctx) => ctx.db.query("roomAccessRequests").collect());
    expect(requests.find((r) => r.roomId === rooms.attic)).toMatchObject({ status: "approved", decidedBy: roles.admin.memberId });
    expect(await roles.admin.as.query(api.roomAccess.pending, {})).toEqual([]);
    const card = (await roles.member.as.query(api.rooms.listForViewer, {})).find((room) => room._id === rooms.attic);
    expect(card?.access).toBe("allowed");
  });

  test("taking access away removes the grant; doing it again changes nothing", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.kitchen, memberId: roles.member.memberId!, allowed: false };
    await roles.admin.as.mutation(api.rooms.setMemberAccess, args);
    await expect(roles.member.as.query(api.rooms.get, { roomId: rooms.kitchen })).rejects.toThrow(
      "Access denied: You don't have access to Kitchen",
    );
    const before = await everything(t);
    await roles.admin.as.mutation(api.rooms.setMemberAccess, args);
    expect(await everything(t)).toEqual(before);
  });

  test("an unknown room or member is refused", async () => {
    const { t, roles, rooms } = await setup();
    const sam = await t.run(async (ctx) => {
      const id = await ctx.db.insert("members", { name: "Sam", role: "member", memberType: "Son", status: "offline", pageAccess: defaultPageAccess });
      await ctx.db.delete("members", id);
      return id;
    });
    await expectRefused(
      t,
      () => roles.admin.as.mutation(api.rooms.setMemberAccess, { roomId: rooms.study, memberId: sam, allowed: true }),
      "NOT_FOUND",
    );
    await t.run((ctx) => ctx.db.delete("rooms", rooms.study));
    await expectRefused(
      t,
      () => roles.admin.as.mutation(api.rooms.setMemberAccess, { roomId: rooms.study, memberId: roles.member.memberId!, allowed: true }),
      "ROOM_NOT_FOUND",
    );
  });

  test("members are told 'Only administrators can modify room access' and nothing is written", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.study, memberId: roles.member.memberId!, allowed: true };
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.rooms.setMemberAccess, args),
      "MODIFY_ROOM_ACCESS",
      "Only administrators can modify room access",
    );
    await expectRefused(t, () => roles.waiting.as.mutation(api.rooms.setMemberAccess, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.rooms.setMemberAccess, args), "AUTH_REQUIRED");
  });
});

describe("the sample family's rooms", () => {
  test("each room's type follows its name and its count is its items at any depth", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const { rooms, items } = await t.run(async (ctx) => ({
      rooms: await ctx.db.query("rooms").collect(),
      items: await ctx.db.query("items").collect(),
    }));
    expect(rooms.map((room) => [room.name, room.type]).sort()).toEqual([
      ["Kitchen", "kitchen"],
      ["Living Room", "living"],
      ["Master Bedroom", "bedroom"],
    ]);
    for (const room of rooms) expect(await itemCountOf(t, room._id)).toBe(items.filter((item) => item.roomId === room._id).length);
    expect(await itemCountOf(t, rooms.find((room) => room.name === "Master Bedroom")!._id)).toBe(5);
  });

  test("a room seeded before rooms kept a count gets one when the seed runs again", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const kitchen = (await t.run((ctx) => ctx.db.query("rooms").withIndex("by_name", (q) => q.eq("name", "Kitchen")).first()))!;
    const count = await itemCountOf(t, kitchen._id);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("roomItemCounts").withIndex("by_roomId", (q) => q.eq("roomId", kitchen._id)).collect()) {
        await ctx.db.delete("roomItemCounts", row._id);
      }
    });
    await t.mutation(internal.seed.seedSampleFamily, {});
    expect(await itemCountOf(t, kitchen._id)).toBe(count);
  });

  test("a room counted on the room itself (before roomItemCounts) moves its count to a row at its next change", async () => {
    const { t, rooms, add } = await setupInventory();
    await t.run((ctx) => ctx.db.patch("rooms", rooms.study, { itemCount: 7 }));
    expect(await itemCountOf(t, rooms.study)).toBe(7);
    await add(rooms.study, { name: "Globe" });
    expect(await itemCountOf(t, rooms.study)).toBe(8);
    expect((await getRoom(t, rooms.study))?.itemCount).toBeUndefined();
  });
});
