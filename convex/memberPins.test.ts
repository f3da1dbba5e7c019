// An admin manages family-screen PINs from Family Members: sets one for a
// child who has no sign-in (or forgot theirs), clears one, and sees who has
// one. The member's own PIN (setOwnPin) and the lockout are in familyScreen.test.ts.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { everything } from "./refusals.fixtures";
import { LOCKOUT_MS } from "./model/screenUnlocks";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

const PIN_FORMAT = "A PIN is 4 digits.";
const ADMIN_REQUIRED = "This action requires admin privileges.";
const NOT_FOUND = "That no longer exists.";
const UNLOCK_ENDED = "Tap your photo and enter your PIN again.";
const today = "2030-01-10";

// The screen reads only the week around the server's today: the server's clock is on that day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-10T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const rows = <T extends "memberPins" | "pinAttempts" | "activityLog" | "notifications">(t: TestBackend, table: T) =>
  t.run((ctx) => ctx.db.query(table).collect()) as Promise<Doc<T>[]>;

/** Admin Ada, member Max, and Sam: a child Ada added, who has no sign-in; a family screen Ada started. */
async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const { admin, member } = roles;
  const sam = await admin.as.mutation(api.members.addMember, { name: "Sam", memberType: "Son", role: "member" });
  const { screenKey } = await admin.as.mutation(api.familyScreen.start, { name: "Kitchen" });
  // Adding Sam and starting the screen are logged; the tests look at what comes after.
  await t.run(async (ctx) => {
    for (const row of await ctx.db.query("activityLog").collect()) await ctx.db.delete("activityLog", row._id);
  });
  const unlock = (memberId: typeof sam, pin: string) => t.mutation(api.familyScreen.unlock, { screenKey, memberId, pin });
  return { t, admin, member, ada: admin.memberId!, max: member.memberId!, sam, screenKey, unlock };
}

describe("an admin sets a member's PIN", () => {
  test("a child without a sign-in gets a PIN and unlocks the family screen with it", async () => {
    const { t, admin, sam, screenKey, unlock } = await setup();
    expect(await unlock(sam, "2468")).toEqual({ ok: false, reason: "noPin" });
    await admin.as.mutation(api.members.setPinFor, { memberId: sam, pin: "2468" });

    expect(await admin.as.query(api.members.membersWithPin, {})).toEqual([sam]);
    const result = await unlock(sam, "2468");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const panel = await t.query(api.familyScreen.memberPanel, { screenKey, unlockToken: result.unlockToken, today });
    expect(panel.member.name).toBe("Sam");
    // Stored hashed, and the admin's query gives ids only.
    const [pin] = await rows(t, "memberPins");
    expect(pin.hash).not.toContain("2468");
    expect(JSON.stringify(await admin.as.query(api.members.membersWithPin, {}))).not.toContain(pin.hash);
  });

  test("a new PIN replaces the old one", async () => {
    const { t, admin, max, member, unlock } = await setup();
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    await admin.as.mutation(api.members.setPinFor, { memberId: max, pin: "9876" });
    expect(await rows(t, "memberPins")).toHaveLength(1);
    expect(await unlock(max, "1234")).toMatchObject({ ok: false, reason: "wrongPin" });
    expect((await unlock(max, "9876")).ok).toBe(true);
  });

  test("anything but 4 digits is refused with the same message as one's own PIN, and nothing is written", async () => {
    const { t, admin, sam } = await setup();
    const before = await everything(t);
    for (const pin of ["123", "12345", "abcd", "12 4", "", "١٢٣٤"]) {
      await expect(admin.as.mutation(api.members.setPinFor, { memberId: sam, pin })).rejects.toThrow(PIN_FORMAT);
    }
    expect(await everything(t)).toEqual(before);
  });

  test("a deleted member is not found, and nothing is written", async () => {
    const { t, admin, sam } = await setup();
    await admin.as.mutation(api.members.deleteMember, { memberId: sam });
    const before = await everything(t);
    await expect(admin.as.mutation(api.members.setPinFor, { memberId: sam, pin: "1234" })).rejects.toThrow(NOT_FOUND);
    await expect(admin.as.mutation(api.members.clearPin, { memberId: sam })).rejects.toThrow(NOT_FOUND);
    expect(await everything(t)).toEqual(before);
  });

  test("a reset or a clear ends what the old PIN opened: the unlocked member is locked out of the screen at once", async () => {
    for (const change of ["set", "clear"] as const) {
      const { t, admin, member, max, screenKey, unlock } = await setup();
      await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
      const opened = await unlock(max, "1234");
      if (!opened.ok) throw new Error("the member's own PIN should unlock");
      const unlocked = { screenKey, unlockToken: opened.unlockToken };
      if (change === "set") await admin.as.mutation(api.members.setPinFor, { memberId: max, pin: "9876" });
      else await admin.as.mutation(api.members.clearPin, { memberId: max });
      await expect(t.query(api.familyScreen.memberPanel, { ...unlocked, today }), change).rejects.toThrow(UNLOCK_ENDED);
      await expect(t.mutation(api.familyScreen.markNotificationsRead, unlocked), change).rejects.toThrow(UNLOCK_ENDED);
    }
  });

  test("a reset ends the member's lockout at once, on every screen", async () => {
    vi.useFakeTimers();
    const { t, admin, member, max, screenKey, unlock } = await setup();
    const { screenKey: hall } = await admin.as.mutation(api.familyScreen.start, { name: "Hall" });
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    for (let i = 0; i < 5; i++) {
      await unlock(max, "0000");
      await t.mutation(api.familyScreen.unlock, { screenKey: hall, memberId: max, pin: "0000" });
    }
    expect(await unlock(max, "1234")).toEqual({ ok: false, reason: "locked", lockedUntil: Date.now() + LOCKOUT_MS });

    await admin.as.mutation(api.members.setPinFor, { memberId: max, pin: "5555" });
    expect(await rows(t, "pinAttempts")).toEqual([]);
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members.find((m) => m._id === max)!.lockedUntil).toBeNull();
    expect((await unlock(max, "5555")).ok).toBe(true);
    expect((await t.mutation(api.familyScreen.unlock, { screenKey: hall, memberId: max, pin: "5555" })).ok).toBe(true);
    // The lockout's scheduled end finds nothing left to end.
    vi.advanceTimersByTime(LOCKOUT_MS);
    await t.finishInProgressScheduledFunctions();
    expect(await rows(t, "pinAttempts")).toEqual([]);
  });
});

describe("an admin clears a member's PIN", () => {
  test("the member has no PIN any more and cannot unlock; their lockout ends too", async () => {
    const { t, admin, member, max, screenKey, unlock } = await setup();
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    for (let i = 0; i < 5; i++) await unlock(max, "0000");
    expect(await unlock(max, "1234")).toMatchObject({ ok: false, reason: "locked" });

    await admin.as.mutation(api.members.clearPin, { memberId: max });
    expect(await admin.as.query(api.members.membersWithPin, {})).toEqual([]);
    expect(await rows(t, "memberPins")).toEqual([]);
    expect(await rows(t, "pinAttempts")).toEqual([]);
    expect(await unlock(max, "1234")).toEqual({ ok: false, reason: "noPin" });
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members.find((m) => m._id === max)!.lockedUntil).toBeNull();
    expect(await member.as.query(api.members.viewer, {})).toMatchObject({ hasPin: false });
  });
});

describe("who may", () => {
  test("a member may not set, clear or list PINs, and nothing is written", async () => {
    const { t, admin, member, max, sam } = await setup();
    await admin.as.mutation(api.members.setPinFor, { memberId: max, pin: "1234" });
    const before = await everything(t);
    await expect(member.as.mutation(api.members.setPinFor, { memberId: sam, pin: "1111" })).rejects.toThrow(ADMIN_REQUIRED);
    await expect(member.as.mutation(api.members.setPinFor, { memberId: max, pin: "1111" })).rejects.toThrow(ADMIN_REQUIRED);
    await expect(member.as.mutation(api.members.clearPin, { memberId: max })).rejects.toThrow(ADMIN_REQUIRED);
    await expect(member.as.query(api.members.membersWithPin, {})).rejects.toThrow(ADMIN_REQUIRED);
    expect(await everything(t)).toEqual(before);
  });

  test("membersWithPin follows members setting and removing their own", async () => {
    const { admin, member, ada, max } = await setup();
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    await admin.as.mutation(api.members.setOwnPin, { pin: "4321" });
    expect((await admin.as.query(api.members.membersWithPin, {})).sort()).toEqual([ada, max].sort());
    await member.as.mutation(api.members.clearOwnPin, {});
    expect(await admin.as.query(api.members.membersWithPin, {})).toEqual([ada]);
  });
});

describe("the activity log", () => {
  test("records who set or removed whose PIN, never the PIN, and tells nobody", async () => {
    const { t, admin, ada, sam } = await setup();
    const notificationsBefore = (await rows(t, "notifications")).length;
    await admin.as.mutation(api.members.setPinFor, { memberId: sam, pin: "2468" });
    await admin.as.mutation(api.members.clearPin, { memberId: sam });
    // Clearing a PIN nobody has changes nothing and is not logged.
    await admin.as.mutation(api.members.clearPin, { memberId: sam });
    const entries = await rows(t, "activityLog");
    expect(entries.map((entry) => ({ actorId: entry.actorId, subjectId: entry.subjectId, details: entry.details }))).toEqual([
      { actorId: ada, subjectId: sam, details: { kind: "memberPinSet", memberName: "Sam" } },
      { actorId: ada, subjectId: sam, details: { kind: "memberPinCleared", memberName: "Sam" } },
    ]);
    expect(JSON.stringify(entries)).not.toContain("2468");
    expect((await rows(t, "notifications")).length).toBe(notificationsBefore);
  });

  test("an admin's own PIN, set from either place, is not logged", async () => {
    const { t, admin, ada } = await setup();
    await admin.as.mutation(api.members.setPinFor, { memberId: ada, pin: "2468" });
    await admin.as.mutation(api.members.clearPin, { memberId: ada });
    await admin.as.mutation(api.members.setOwnPin, { pin: "1357" });
    expect(await rows(t, "activityLog")).toEqual([]);
  });
});
