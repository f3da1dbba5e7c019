import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { errorCatalogue } from "./lib/errors";
import { MAX_PENDING_PER_MEMBER } from "./model/pendingLimit";
import { expectRefused } from "./refusals.fixtures";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

/** The family, a Study nobody but admins may enter, and a Kitchen the member may enter. */
async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const rooms = await t.run(async (ctx) => {
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other", itemCount: 0 });
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 0 });
    await ctx.db.insert("roomMembers", { roomId: kitchen, memberId: roles.member.memberId! });
    return { study, kitchen };
  });
  return { t, roles, rooms };
}

const accessOf = async (client: { query: TestBackend["query"] }, roomId: Id<"rooms">) =>
  (await client.query(api.rooms.listForViewer, {})).find((room) => room._id === roomId)?.access;

const request = (t: TestBackend, id: Id<"roomAccessRequests">) => t.run((ctx) => ctx.db.get("roomAccessRequests", id));

const grantsOf = (t: TestBackend, roomId: Id<"rooms">) =>
  t.run((ctx) =>
    ctx.db
      .query("roomMembers")
      .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId))
      .collect(),
  );

describe("roomAccess.requestRoomAccess", () => {
  test(`a member has at most ${MAX_PENDING_PER_MEMBER} access requests waiting; an answer makes room`, async () => {
    const { t, roles } = await setup();
    const locked = await t.run(async (ctx) => {
      const ids: Id<"rooms">[] = [];
      for (let i = 0; i <= MAX_PENDING_PER_MEMBER; i++) ids.push(await ctx.db.insert("rooms", { name: `Room ${i}`, type: "other", itemCount: 0 }));
      return ids;
    });
    const ask = (roomId: Id<"rooms">) => roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId });
    const sent: Id<"roomAccessRequests">[] = [];
    for (const roomId of locked.slice(0, MAX_PENDING_PER_MEMBER)) sent.push(await ask(roomId));
    await expectRefused(t, () => ask(locked[MAX_PENDING_PER_MEMBER]), "PENDING_REQUEST_LIMIT", `You have ${MAX_PENDING_PER_MEMBER} requests waiting for an admin. Wait until some are answered, or withdraw one.`);
    await roles.admin.as.mutation(api.roomAccess.reject, { requestId: sent[0] });
    await ask(locked[MAX_PENDING_PER_MEMBER]);
  });

  test("no access → Request Access → pending; the card says so", async () => {
    const { t, roles, rooms } = await setup();
    expect(await accessOf(roles.member.as, rooms.study)).toBe("denied");
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    expect(await request(t, requestId)).toMatchObject({ roomId: rooms.study, memberId: roles.member.memberId, status: "pending" });
    expect(await accessOf(roles.member.as, rooms.study)).toBe("pending");
    // Still no way in until an admin decides.
    await expect(roles.member.as.query(api.rooms.get, { roomId: rooms.study })).rejects.toMatchObject({
      data: { code: "ROOM_ACCESS_DENIED" },
    });
  });

  test("a second request while one is pending: 'Request Already Pending', nothing written", async () => {
    const { t, roles, rooms } = await setup();
    await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    const again = () => roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await expectRefused(t, again, "REQUEST_ALREADY_PENDING", "You already have a pending request for this room.");
    await expect(again()).rejects.toMatchObject({ data: { title: "Request Already Pending" } });
  });

  test("a room the member (or any admin) may already enter is refused", async () => {
    const { t, roles, rooms } = await setup();
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.kitchen }),
      "ROOM_ACCESS_ALREADY",
      "You can already enter this room.",
    );
    await expectRefused(
      t,
      () => roles.admin.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study }),
      "ROOM_ACCESS_ALREADY",
    );
  });

  test("after a rejection the member may ask again", async () => {
    const { roles, rooms } = await setup();
    const first = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await roles.admin.as.mutation(api.roomAccess.reject, { requestId: first });
    expect(await accessOf(roles.member.as, rooms.study)).toBe("denied");
    const second = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    expect(second).not.toBe(first);
    expect(await accessOf(roles.member.as, rooms.study)).toBe("pending");
  });

  test("a deleted room is Room Not Found", async () => {
    const { t, roles, rooms } = await setup();
    await t.run((ctx) => ctx.db.delete("rooms", rooms.study));
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study }),
      "ROOM_NOT_FOUND",
    );
  });

  test("the waiting, the signed out and a member without the Home Plan page are refused", async () => {
    const { t, roles, rooms } = await setup();
    const args = { roomId: rooms.study };
    await expectRefused(t, () => roles.waiting.as.mutation(api.roomAccess.requestRoomAccess, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.roomAccess.requestRoomAccess, args), "AUTH_REQUIRED");
    await t.run((ctx) =>
      ctx.db.patch("members", roles.member.memberId!, { pageAccess: { ...defaultPageAccess, homePlan: false } }),
    );
    await expectRefused(t, () => roles.member.as.mutation(api.roomAccess.requestRoomAccess, args), "PAGE_ACCESS_DENIED");
  });
});

describe("roomAccess.pending", () => {
  test("lists pending requests oldest first, with room and member names", async () => {
    vi.useFakeTimers();
    try {
      const { t, roles, rooms } = await setup();
      const olive = await seedAccount(t, { name: "Olive", email: "olive@household.test" });
      const oliveAs = t.withIdentity(olive.identity);
      const first = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
      vi.advanceTimersByTime(1000);
      const second = await oliveAs.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.kitchen });
      vi.advanceTimersByTime(1000);
      const decided = await oliveAs.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
      await roles.admin.as.mutation(api.roomAccess.reject, { requestId: decided });

      const rows = await roles.admin.as.query(api.roomAccess.pending, {});
      expect(rows.map(({ _creationTime, ...row }) => row)).toEqual([
        { _id: first, roomId: rooms.study, roomName: "Study", memberId: roles.member.memberId, memberName: "Max Member" },
        { _id: second, roomId: rooms.kitchen, roomName: "Kitchen", memberId: olive.memberId, memberName: "Olive" },
      ]);
      expect(rows[0]._creationTime).toBeLessThan(rows[1]._creationTime);
    } finally {
      vi.useRealTimers();
    }
  });

  test("members are told 'Only administrators can approve access requests'", async () => {
    const { roles } = await setup();
    await expect(roles.member.as.query(api.roomAccess.pending, {})).rejects.toThrow(
      "Only administrators can approve access requests",
    );
    await expect(roles.waiting.as.query(api.roomAccess.pending, {})).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(roles.signedOut.as.query(api.roomAccess.pending, {})).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
  });
});

describe("roomAccess.approve", () => {
  test("adds the member to the room: the card unlocks and the room opens", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await roles.admin.as.mutation(api.roomAccess.approve, { requestId });
    expect(await request(t, requestId)).toMatchObject({ status: "approved", decidedBy: roles.admin.memberId });
    expect((await request(t, requestId))?.decidedAt).toEqual(expect.any(Number));
    expect(await accessOf(roles.member.as, rooms.study)).toBe("allowed");
    expect(await roles.member.as.query(api.rooms.get, { roomId: rooms.study })).toMatchObject({ name: "Study" });
    expect(await roles.admin.as.query(api.roomAccess.pending, {})).toEqual([]);
  });

  test("deciding twice (two admins at once): the second is refused naming the first, and nothing is applied twice", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await roles.admin.as.mutation(api.roomAccess.approve, { requestId });
    await expectRefused(
      t,
      () => roles.admin.as.mutation(api.roomAccess.approve, { requestId }),
      "REQUEST_DECIDED_BY",
      "Ada Admin already decided this request.",
    );
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.reject, { requestId }), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
    expect(await grantsOf(t, rooms.study)).toHaveLength(1);
  });

  test("a member granted meanwhile by the toggle keeps one grant", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await t.run((ctx) => ctx.db.insert("roomMembers", { roomId: rooms.study, memberId: roles.member.memberId! }));
    await roles.admin.as.mutation(api.roomAccess.approve, { requestId });
    expect(await grantsOf(t, rooms.study)).toHaveLength(1);
  });

  test("members are told 'Only administrators can approve access requests' and nothing is written", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    const args = { requestId };
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.roomAccess.approve, args),
      "APPROVE_ACCESS_REQUESTS",
      "Only administrators can approve access requests",
    );
    await expectRefused(t, () => roles.waiting.as.mutation(api.roomAccess.approve, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.roomAccess.approve, args), "AUTH_REQUIRED");
  });
});

describe("roomAccess.reject", () => {
  test("leaves the room closed to the member", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await roles.admin.as.mutation(api.roomAccess.reject, { requestId });
    expect(await request(t, requestId)).toMatchObject({ status: "rejected", decidedBy: roles.admin.memberId });
    expect(await grantsOf(t, rooms.study)).toHaveLength(0);
    expect(await accessOf(roles.member.as, rooms.study)).toBe("denied");
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.approve, { requestId }), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
  });

  test("members are told 'Only administrators can reject access requests' and nothing is written", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    const args = { requestId };
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.roomAccess.reject, args),
      "REJECT_ACCESS_REQUESTS",
      "Only administrators can reject access requests",
    );
    await expectRefused(t, () => roles.waiting.as.mutation(api.roomAccess.reject, args), "AWAITING_APPROVAL");
    await expectRefused(t, () => roles.signedOut.as.mutation(api.roomAccess.reject, args), "AUTH_REQUIRED");
  });
});

describe("a request whose room or member is gone", () => {
  test("the room deleted while the request was pending: the request goes with it, deciding it is NOT_FOUND", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await roles.admin.as.mutation(api.rooms.deleteRoom, { roomId: rooms.study });
    expect(await request(t, requestId)).toBeNull();
    expect(await roles.admin.as.query(api.roomAccess.pending, {})).toEqual([]);
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.approve, { requestId }), "NOT_FOUND");
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.reject, { requestId }), "NOT_FOUND");
  });

  test("a request still there while its room's deletion is under way is NOT_FOUND, and not listed", async () => {
    const { t, roles, rooms } = await setup();
    const requestId = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    await t.run((ctx) => ctx.db.delete("rooms", rooms.study));
    expect(await roles.admin.as.query(api.roomAccess.pending, {})).toEqual([]);
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.approve, { requestId }), "NOT_FOUND");
    expect(await grantsOf(t, rooms.study)).toHaveLength(0);
  });

  test("a request of a member who was deleted is NOT_FOUND", async () => {
    const { t, roles, rooms } = await setup();
    const olive = await seedAccount(t, { name: "Olive", email: "olive@household.test" });
    const requestId = await t.withIdentity(olive.identity).mutation(api.roomAccess.requestRoomAccess, { roomId: rooms.study });
    // As if deleteMember's cleanup had not reached the request yet.
    await t.run((ctx) => ctx.db.delete("members", olive.memberId!));
    await expectRefused(t, () => roles.admin.as.mutation(api.roomAccess.approve, { requestId }), "NOT_FOUND");
  });
});
