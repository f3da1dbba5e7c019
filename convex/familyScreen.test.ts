import { convexTest } from "convex-test";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { partsOfDay } from "./lib/choreSchema";
import { createChore as createChoreModel } from "./model/chores";
import { deleteMember } from "./model/deleteMember";
import { addPoints } from "./model/points";
import { MAX_ACTIVE_SCREENS } from "./model/familyScreen";
import { LOCKOUT_MS, UNLOCK_MS } from "./model/screenUnlocks";
import { expectRefused } from "./refusals.fixtures";
import { defaultPageAccess } from "./lib/access";
import { hashSecret } from "./lib/pins";
import schema from "./schema";
import { choreForm, noRepeatForm } from "./chores.fixtures";
import { storeFile } from "./inventory.fixtures";
import { modules, newBackend, seedRoles, type TestBackend } from "./test.setup";

const today = "2030-01-10";
const NOT_ACTIVE = "This device is no longer the family screen.";
const UNLOCK_ENDED = "Tap your photo and enter your PIN again.";
const ADMIN_ONLY = "Only an admin can set up or turn off the family screen.";

// The screen reads only the week around the server's today: the server's clock is on that day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-10T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

/** A family (admin Ada, member Max with PIN 1234) and a screen Ada started. */
async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const max = roles.member.memberId!;
  const ada = roles.admin.memberId!;
  const { screenKey } = await roles.admin.as.mutation(api.familyScreen.start, { name: "Kitchen" });
  await roles.member.as.mutation(api.members.setOwnPin, { pin: "1234" });
  const assign = (assignedTo: Id<"members">, dueDate: string, title = "Feed the cat", needsApproval = false) =>
    roles.admin.as.mutation(api.tasks.assignTask, { title, description: "", assignedTo, dueDate, needsApproval });
  const unlock = (pin: string, memberId = max, key = screenKey) =>
    t.mutation(api.familyScreen.unlock, { screenKey: key, memberId, pin });
  const unlockToken = async () => {
    const result = await unlock("1234");
    if (!result.ok) throw new Error(`unlock failed: ${result.reason}`);
    return result.unlockToken;
  };
  return { t, roles, max, ada, screenKey, assign, unlock, unlockToken };
}

const rows = <T extends "familyScreens" | "memberPins" | "pinAttempts" | "screenUnlocks" | "activityLog" | "tasks">(
  t: TestBackend,
  table: T,
) => t.run((ctx) => ctx.db.query(table).collect()) as Promise<Doc<T>[]>;

describe("starting and leaving", () => {
  test("an admin starts a screen: the key comes back once, only its hash is stored", async () => {
    const { t, screenKey } = await setup();
    expect(screenKey).toMatch(/^[\w-]{43}$/);
    const screens = await rows(t, "familyScreens");
    expect(screens).toHaveLength(1);
    expect(screens[0]).toMatchObject({ name: "Kitchen", createdByName: "Ada Admin" });
    expect(JSON.stringify(screens)).not.toContain(screenKey);
  });

  test("a member, someone waiting and someone signed out are refused, and nothing is written", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    await expect(roles.member.as.mutation(api.familyScreen.start, {})).rejects.toThrow(ADMIN_ONLY);
    await expect(roles.waiting.as.mutation(api.familyScreen.start, {})).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.mutation(api.familyScreen.start, {})).rejects.toThrow("Please log in");
    expect(await rows(t, "familyScreens")).toEqual([]);
    expect(await rows(t, "activityLog")).toEqual([]);
  });

  test("the name defaults and is at most 100 characters", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await admin.as.mutation(api.familyScreen.start, { name: "   " });
    await expect(admin.as.mutation(api.familyScreen.start, { name: "x".repeat(101) })).rejects.toThrow("at most 100");
    expect((await admin.as.query(api.familyScreen.list, {})).map((screen) => screen.name)).toEqual(["Family screen"]);
  });

  test("screens of the same name are numbered, so System Settings tells them apart", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    for (let i = 0; i < 3; i++) await admin.as.mutation(api.familyScreen.start, {});
    await admin.as.mutation(api.familyScreen.start, { name: "x".repeat(100) });
    await admin.as.mutation(api.familyScreen.start, { name: "x".repeat(100) });
    const names = (await admin.as.query(api.familyScreen.list, {})).map((screen) => screen.name);
    // Newest first.
    expect(names.slice(2)).toEqual(["Family screen 3", "Family screen 2", "Family screen"]);
    expect(names.slice(0, 2).map((name) => name.length)).toEqual([100, 100]);
    expect(new Set(names).size).toBe(5);
  });

  test("leaving needs an admin; an admin's leave turns the key off everywhere", async () => {
    const { t, roles, screenKey, assign, max, unlockToken } = await setup();
    const taskId = await assign(max, today);
    const token = await unlockToken();
    await expect(roles.member.as.mutation(api.familyScreen.leave, { screenKey })).rejects.toThrow(ADMIN_ONLY);
    await expect(roles.signedOut.as.mutation(api.familyScreen.leave, { screenKey })).rejects.toThrow("Please log in");
    expect(await rows(t, "familyScreens")).toHaveLength(1);

    await roles.admin.as.mutation(api.familyScreen.leave, { screenKey });
    expect(await rows(t, "familyScreens")).toEqual([]);
    expect(await rows(t, "screenUnlocks")).toEqual([]);
    await expect(t.query(api.familyScreen.view, { screenKey, today })).rejects.toThrow(NOT_ACTIVE);
    await expect(t.mutation(api.familyScreen.unlock, { screenKey, memberId: max, pin: "1234" })).rejects.toThrow(NOT_ACTIVE);
    await expect(t.mutation(api.familyScreen.completeTask, { screenKey, unlockToken: token, taskId })).rejects.toThrow(NOT_ACTIVE);
    await expect(t.query(api.familyScreen.memberPanel, { screenKey, unlockToken: token, today })).rejects.toThrow(NOT_ACTIVE);
    await expect(roles.admin.as.mutation(api.familyScreen.leave, { screenKey })).rejects.toThrow(NOT_ACTIVE);
    const kinds = (await rows(t, "activityLog")).map((entry) => entry.details);
    expect(kinds).toContainEqual({ kind: "familyScreenStopped", screenName: "Kitchen" });
  });

  test("an admin lists the screens and revokes a lost one; a member cannot", async () => {
    const { t, roles, screenKey } = await setup();
    const [listed] = await roles.admin.as.query(api.familyScreen.list, {});
    expect(listed).toMatchObject({ name: "Kitchen", createdByName: "Ada Admin", lastSeenAt: null });
    await expect(roles.member.as.query(api.familyScreen.list, {})).rejects.toThrow(ADMIN_ONLY);
    await expect(roles.member.as.mutation(api.familyScreen.revoke, { screenId: listed._id })).rejects.toThrow(ADMIN_ONLY);
    await roles.admin.as.mutation(api.familyScreen.revoke, { screenId: listed._id });
    await expect(t.query(api.familyScreen.view, { screenKey, today })).rejects.toThrow(NOT_ACTIVE);
  });
});

describe("checking in", () => {
  test("a screen nobody touches still says when it was last on; a wrong key is refused and writes nothing", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-10T07:00:00Z"));
    const { t, roles, screenKey } = await setup();
    await t.mutation(api.familyScreen.checkIn, { screenKey });
    vi.setSystemTime(new Date("2030-01-10T19:30:00Z"));
    await t.mutation(api.familyScreen.checkIn, { screenKey });
    const [listed] = await roles.admin.as.query(api.familyScreen.list, {});
    expect(listed.lastSeenAt).toBe(Date.parse("2030-01-10T19:30:00Z"));

    await expect(t.mutation(api.familyScreen.checkIn, { screenKey: "not-the-key" })).rejects.toThrow(NOT_ACTIVE);
    const [after] = await roles.admin.as.query(api.familyScreen.list, {});
    expect(after.lastSeenAt).toBe(Date.parse("2030-01-10T19:30:00Z"));
  });
});

describe("the family view", () => {
  test("each member with open tasks due today or overdue, the next events, and nothing else", async () => {
    const { t, roles, max, ada, screenKey, assign } = await setup();
    const overdue = await assign(max, "2030-01-09", "Overdue");
    const dueToday = await assign(max, today, "Today");
    await roles.member.as.mutation(api.tasks.startTask, { taskId: dueToday });
    await assign(max, "2030-01-11", "Tomorrow");
    const done = await assign(max, today, "Done");
    await roles.member.as.mutation(api.tasks.completeTask, { taskId: done });
    const approved = await assign(max, today, "Approved", true);
    await roles.member.as.mutation(api.tasks.completeTask, { taskId: approved });
    await roles.admin.as.mutation(api.tasks.approveTask, { taskId: approved });
    const adas = await assign(ada, today, "Ada's");
    await t.run(async (ctx) => {
      for (const [name, date] of [["Yesterday", "2030-01-09"], ["Picnic", today], ["Party", "2030-01-16"], ["Later", "2030-01-17"]]) {
        await ctx.db.insert("events", { name, date, description: "d", createdBy: ada });
      }
      // Swimming for Max on Mondays at five, from before today.
      const swimming = await ctx.db.insert("events", {
        name: "Swimming",
        date: "2030-01-07",
        startTime: "17:00",
        endTime: "18:00",
        everyone: false,
        repeat: { freq: "weekly", interval: 1, byDay: ["MO"] },
        seriesEnd: "9999-12-31",
        createdBy: ada,
      });
      await ctx.db.insert("eventPeople", { eventId: swimming, memberId: max });
    });

    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(Object.keys(view).sort()).toEqual(["colorMode", "events", "familyName", "language", "members", "nightDim", "screenName", "timeZone"]);
    // No zone saved yet: the screen keeps its own day.
    expect(view).toMatchObject({ familyName: "Our Family", language: "en", colorMode: "system", nightDim: null, timeZone: null });
    const maxView = view.members.find((member) => member._id === max)!;
    expect(maxView).toMatchObject({ name: "Max Member", status: "offline", hasPin: true, lockedUntil: null, avatarUrl: null });
    // Today's first, then what is overdue.
    expect(maxView.tasks).toEqual([
      { _id: dueToday, title: "Today", dueDate: today, status: "in-progress", overdue: false, awaitingApproval: false, chore: null },
      { _id: overdue, title: "Overdue", dueDate: "2030-01-09", status: "pending", overdue: true, awaitingApproval: false, chore: null },
    ]);
    expect(maxView).toMatchObject({ moreTasks: 0, moreAtLeast: false });
    // No chores: nothing to count, no points yet.
    expect(maxView).toMatchObject({ points: 0, choresToday: { done: 0, total: 0 } });
    const adaView = view.members.find((member) => member._id === ada)!;
    expect(adaView).toMatchObject({ hasPin: false, tasks: [{ _id: adas, overdue: false }] });
    // Today and the next six days: each occurrence, for whom it is; not yesterday's, not the 17th's.
    expect(view.events.map((event) => [event.title, event.date, event.startTime, event.everyone, event.memberIds])).toEqual([
      ["Picnic", today, null, true, []],
      ["Swimming", "2030-01-14", "17:00", false, [max]],
      ["Party", "2030-01-16", null, true, []],
    ]);
  });

  test("at most 20 tasks per member, today's first, and how many more there are; night dimming once the admin sets it", async () => {
    const { t, roles, max, screenKey } = await setup();
    await t.run(async (ctx) => {
      for (let i = 0; i < 30; i++) {
        await ctx.db.insert("tasks", {
          title: `T${i}`,
          description: "",
          assignedTo: max,
          dueDate: `2030-01-${String(1 + (i % 10)).padStart(2, "0")}`,
          status: "pending",
          priority: "low",
          createdBy: max,
          needsApproval: false,
        });
      }
    });
    await roles.admin.as.mutation(api.settings.saveFamilySettings, {
      familyName: "Our Family",
      colorMode: "dark",
      notifications: true,
      autoLogoutMinutes: 60,
      language: "de",
      screenDimFrom: "21:30",
      screenDimTo: "06:00",
    });
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    const maxView = view.members.find((member) => member._id === max)!;
    const tasks = maxView.tasks;
    expect(tasks).toHaveLength(20);
    // The three due today (the 10th) first, then the overdue ones oldest first; of the ten left out, the
    // three read are counted, and the screen says there may be more.
    expect(tasks.slice(0, 3).map((task) => task.dueDate)).toEqual([today, today, today]);
    const overdue = tasks.slice(3).map((task) => task.dueDate);
    expect(overdue).toEqual([...overdue].sort());
    expect(overdue.every((day) => day < today)).toBe(true);
    expect(maxView).toMatchObject({ moreTasks: 3, moreAtLeast: true });
    expect(view).toMatchObject({ colorMode: "dark", language: "de", nightDim: { from: "21:30", to: "06:00" } });
  });

  test("a task due today shows though 45 older ones are overdue, and the screen says how many it left out", async () => {
    const { t, max, screenKey, assign } = await setup();
    await t.run(async (ctx) => {
      for (let i = 0; i < 45; i++) {
        await ctx.db.insert("tasks", {
          title: `Old ${i}`, description: "", assignedTo: max, dueDate: "2030-01-02", status: "pending", priority: "low", createdBy: max, needsApproval: false,
        });
      }
    });
    const fish = await assign(max, today, "Feed the fish");
    const maxView = (await t.query(api.familyScreen.view, { screenKey, today })).members.find((member) => member._id === max)!;
    expect(maxView.tasks[0]).toMatchObject({ _id: fish, title: "Feed the fish", overdue: false });
    expect(maxView.tasks).toHaveLength(20);
    // 20 overdue were read beside the 19 shown: one counted, and there are more than that.
    expect(maxView).toMatchObject({ moreTasks: 1, moreAtLeast: true });
  });

  test("reads a bounded number of documents with ten members of 100 open tasks each", async () => {
    // Per member: their PIN, lockout and points balance, at most 20 overdue tasks per open status
    // (none is due today here); plus the screen, the settings, the members and the week's 20
    // events. Reading every task would be 1,000.
    const MEMBERS = 10;
    const bound = 2 + MEMBERS * (3 + 2 * 20) + 20;
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead: bound } });
    const screenKey = "scale-screen-key";
    const keyHash = await hashSecret(screenKey);
    await t.run(async (ctx) => {
      await ctx.db.insert("familyScreens", { keyHash, name: "Kitchen", createdByName: "Ada", createdAt: 1 });
      for (let i = 0; i < MEMBERS; i++) {
        const memberId = await ctx.db.insert("members", {
          name: `Person ${i}`,
          role: "member",
          memberType: "Other",
          status: "offline",
          pageAccess: defaultPageAccess,
        });
        for (let n = 0; n < 100; n++) {
          await ctx.db.insert("tasks", {
            title: `Task ${n}`,
            description: "",
            assignedTo: memberId,
            dueDate: `2030-01-${String((n % 9) + 1).padStart(2, "0")}`,
            status: n % 2 ? "in-progress" : "pending",
            priority: "low",
            createdBy: memberId,
            needsApproval: false,
          });
        }
      }
      const createdBy = (await ctx.db.query("members").first())!._id;
      for (let n = 0; n < 20; n++) await ctx.db.insert("events", { name: `E${n}`, date: "2030-01-12", description: "", createdBy });
    });
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members).toHaveLength(MEMBERS);
    expect(view.members.every((member) => member.tasks.length === 20)).toBe(true);
    expect(view.events).toHaveLength(20);
  });

  test("a wrong key or a malformed day is refused", async () => {
    const { t, screenKey } = await setup();
    await expect(t.query(api.familyScreen.view, { screenKey: "nope", today })).rejects.toThrow(NOT_ACTIVE);
    await expect(t.query(api.familyScreen.view, { screenKey: "", today })).rejects.toThrow(NOT_ACTIVE);
    for (const bad of ["2030-1-10", "2030-02-30", "today", ""]) {
      await expect(t.query(api.familyScreen.view, { screenKey, today: bad })).rejects.toThrow("valid date");
    }
  });
});

describe("which days a screen reads", () => {
  test("only the family's today by the server's clock, the day before and the week ahead; never the history or far-off plans", async () => {
    const { t, screenKey, unlockToken } = await setup();
    const unlocked = { screenKey, unlockToken: await unlockToken() };
    const reads = (day: string) => [
      t.query(api.familyScreen.view, { screenKey, today: day }),
      t.query(api.familyScreen.memberPanel, { ...unlocked, today: day }),
    ];
    for (const day of ["2030-01-09", today, "2030-01-16"]) for (const read of reads(day)) await expect(read).resolves.toBeTruthy();
    for (const day of ["2030-01-08", "2030-01-17", "2027-06-20", "2026-05-16"]) {
      for (const read of reads(day)) await expect(read).rejects.toThrow("only today and this week");
    }
  });

  test("the family's day is its zone's: 23:30 UTC is already the next day in Auckland", async () => {
    const { t, screenKey } = await setup();
    await t.run(async (ctx) => {
      const settings = await ctx.db.query("familySettings").first();
      if (settings !== null) await ctx.db.patch("familySettings", settings._id, { timeZone: "Pacific/Auckland" });
      else {
        await ctx.db.insert("familySettings", {
          familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "Pacific/Auckland",
        });
      }
    });
    vi.setSystemTime(new Date("2030-01-10T23:30:00Z"));
    // Auckland's today is 11 January: the 10th is its yesterday, the 18th a week and a day ahead.
    await expect(t.query(api.familyScreen.view, { screenKey, today: "2030-01-17" })).resolves.toBeTruthy();
    await expect(t.query(api.familyScreen.view, { screenKey, today: "2030-01-10" })).resolves.toBeTruthy();
    await expect(t.query(api.familyScreen.view, { screenKey, today: "2030-01-09" })).rejects.toThrow("only today and this week");
    await expect(t.query(api.familyScreen.view, { screenKey, today: "2030-01-18" })).rejects.toThrow("only today and this week");
  });
});

describe("the chore chart", () => {
  /** A chore form (model/chores.ts): daily from Monday 7 January 2030, no picture or points unless given. */
  const choreFormOf = (title: string, memberIds: Id<"members">[], extra: Record<string, unknown>) =>
    choreForm(memberIds, { title, icon: "", partOfDay: "any", points: 0, assignment: memberIds.length > 1 ? "everyone" : "fixed", ...extra });

  test("today's chores show their picture, part of day, points and streak; points and the day's count follow a completion", async () => {
    // The family's day is the screen's today: a chore of a later day could not be done.
    vi.useFakeTimers({ now: new Date(`${today}T12:00:00Z`), toFake: ["Date"] });
    const { t, roles, max, ada, screenKey, assign, unlockToken } = await setup();
    const createChore = (form: Record<string, unknown>) =>
      t.run(async (ctx) => createChoreModel(ctx, (await ctx.db.get("members", ada))!, form, Date.parse(`${today}T12:00:00Z`)));
    const cat = await createChore(choreFormOf("Feed the cat", [max], { icon: "cat", partOfDay: "morning", points: 5 }));
    await createChore(choreFormOf("Make your bed", [max, ada], { icon: "bed", partOfDay: "evening", points: 3, needsApproval: true }));
    // Three days running already, and 40 points from before.
    await t.run(async (ctx) => {
      await ctx.db.insert("choreStreaks", { memberId: max, choreId: cat, count: 3, best: 3, lastDay: "2030-01-09" });
      await ctx.db.insert("pointsLedger", { memberId: max, points: 40, balance: 40, kind: "chore", title: "Earlier" });
    });
    const plain = await assign(max, today, "Post the letter");
    const occurrence = async (title: string) =>
      (await rows(t, "tasks")).find((task) => task.title === title && task.assignedTo === max && task.dueDate === today)!._id;
    const catToday = await occurrence("Feed the cat");
    const bedToday = await occurrence("Make your bed");
    const maxOf = async () => (await t.query(api.familyScreen.view, { screenKey, today })).members.find((member) => member._id === max)!;

    const before = await maxOf();
    expect(before).toMatchObject({ points: 40, choresToday: { done: 0, total: 2 } });
    // The plain task first, then today's chores; tomorrow's occurrences are not on the screen.
    expect(before.tasks).toEqual([
      { _id: plain, title: "Post the letter", dueDate: today, status: "pending", overdue: false, awaitingApproval: false, chore: null },
      { _id: catToday, title: "Feed the cat", dueDate: today, status: "pending", overdue: false, awaitingApproval: false, chore: { icon: "cat", partOfDay: "morning", points: 5, streak: 3, photoProof: false } },
      { _id: bedToday, title: "Make your bed", dueDate: today, status: "pending", overdue: false, awaitingApproval: false, chore: { icon: "bed", partOfDay: "evening", points: 3, streak: 0, photoProof: false } },
    ]);

    const args = { screenKey, unlockToken: await unlockToken() };
    const panel = await t.query(api.familyScreen.memberPanel, { ...args, today });
    expect(panel.member.points).toBe(40);
    expect(panel.choresToday).toEqual({ done: 0, total: 2 });
    expect(panel.tasks.map((task) => [task._id, task.chore?.icon ?? null, task.chore?.streak ?? null])).toEqual([
      [plain, null, null],
      [catToday, "cat", 3],
      [bedToday, "bed", 0],
    ]);

    // Done on the screen: it stays on the tile, done; it pays its 5 points and the streak grows.
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: catToday });
    const after = await maxOf();
    expect(after).toMatchObject({ points: 45, choresToday: { done: 1, total: 2 } });
    expect(after.tasks.find((task) => task._id === catToday)).toMatchObject({ status: "completed", overdue: false, chore: { streak: 4 } });
    // One that needs approval counts as done today at once; its points wait for the admin.
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: bedToday });
    expect(await maxOf()).toMatchObject({ points: 45, choresToday: { done: 2, total: 2 } });
    // The tile says it waits for the admin, not that it is done.
    expect((await maxOf()).tasks.find((task) => task._id === bedToday)).toMatchObject({ status: "completed", awaitingApproval: true });
    await roles.admin.as.mutation(api.tasks.approveTask, { taskId: bedToday });
    expect(await maxOf()).toMatchObject({ points: 48, choresToday: { done: 2, total: 2 } });
    // A plain task done today leaves the tile and is no chore to count.
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: plain });
    const done = await maxOf();
    expect(done.tasks.map((task) => task._id)).toEqual([catToday, bedToday]);
    expect(done.choresToday).toEqual({ done: 2, total: 2 });
    // The panel keeps today's done chores once (not again among those awaiting approval).
    const panelAfter = await t.query(api.familyScreen.memberPanel, { ...args, today });
    expect(panelAfter.tasks.map((task) => [task._id, task.status])).toEqual([
      [catToday, "completed"],
      [bedToday, "completed"],
    ]);
    // Tomorrow the day starts over: tomorrow's occurrences, none done yet.
    expect((await t.query(api.familyScreen.view, { screenKey, today: "2030-01-11" })).members.find((member) => member._id === max)!.choresToday).toEqual({
      done: 0,
      total: 2,
    });
  });

  test("a chore done today counts and shows however many plain tasks the member also finished today", async () => {
    vi.useFakeTimers({ now: new Date(`${today}T12:00:00Z`), toFake: ["Date"] });
    const { t, max, ada, screenKey, unlockToken } = await setup();
    // 60 plain tasks done today (more than the screen reads of a day's chores), made before the chore's occurrence.
    await t.run(async (ctx) => {
      for (let i = 0; i < 60; i++) {
        await ctx.db.insert("tasks", {
          title: `Errand ${i}`,
          description: "",
          assignedTo: max,
          createdBy: ada,
          priority: "medium",
          needsApproval: false,
          status: "completed",
          dueDate: today,
          completedAt: Date.now(),
        });
      }
    });
    await t.run(async (ctx) => createChoreModel(ctx, (await ctx.db.get("members", ada))!, choreFormOf("Feed the cat", [max], { points: 5 }), Date.parse(`${today}T12:00:00Z`)));
    const catToday = (await rows(t, "tasks")).find((task) => task.title === "Feed the cat" && task.dueDate === today)!._id;
    const args = { screenKey, unlockToken: await unlockToken() };
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: catToday });
    const maxView = (await t.query(api.familyScreen.view, { screenKey, today })).members.find((member) => member._id === max)!;
    expect(maxView.choresToday).toEqual({ done: 1, total: 1 });
    expect(maxView.tasks.map((task) => [task._id, task.status])).toEqual([[catToday, "completed"]]);
    const panel = await t.query(api.familyScreen.memberPanel, { ...args, today });
    expect(panel.choresToday).toEqual({ done: 1, total: 1 });
    expect(panel.tasks.map((task) => task._id)).toContain(catToday);
  });

  test("an overdue chore that stays due is listed with the overdue tasks, and is not one of today's", async () => {
    const { t, max, ada, screenKey } = await setup();
    await t.run(async (ctx) =>
      createChoreModel(
        ctx,
        (await ctx.db.get("members", ada))!,
        choreFormOf("Practise piano", [max], { icon: "book", missable: false, repeat: { ...noRepeatForm, freq: "weekly", byDay: ["WE"] } }),
        Date.parse("2030-01-09T08:00:00Z"),
      ),
    );
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    const maxView = view.members.find((member) => member._id === max)!;
    expect(maxView.choresToday).toEqual({ done: 0, total: 0 });
    expect(maxView.tasks).toMatchObject([{ title: "Practise piano", dueDate: "2030-01-09", overdue: true, chore: { icon: "book" } }]);
  });

  test("4 people with 50 chores each today: the view reads today's occurrences and streaks, not the week's", async () => {
    // The screen and the settings (2) and the 4 members; per member their PIN, lockout and
    // points balance (3), today's 50 occurrences, open or done (50), and their streak on each
    // of the 50 chores (50); no events: 418 (it reads 414, nobody being locked out). The week's
    // occurrences alone are 1,400 documents.
    const PEOPLE = 4;
    const CHORES = 50;
    const bound = 2 + PEOPLE + PEOPLE * (3 + CHORES + CHORES);
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead: bound } });
    const screenKey = "chore-chart-key";
    const keyHash = await hashSecret(screenKey);
    await t.run(async (ctx) => {
      await ctx.db.insert("familyScreens", { keyHash, name: "Kitchen", createdByName: "Ada", createdAt: 1 });
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en" });
      const people: Id<"members">[] = [];
      for (let i = 0; i < PEOPLE; i++) {
        const memberId = await ctx.db.insert("members", { name: `Person ${i}`, role: i === 0 ? "admin" : "member", memberType: "Other", status: "offline", pageAccess: defaultPageAccess });
        await ctx.db.insert("memberPins", { memberId, hash: `hash-${i}` });
        for (let n = 0; n < 20; n++) await ctx.db.insert("pointsLedger", { memberId, points: 5, balance: 5 * (n + 1), kind: "chore", title: `Earlier ${n}` });
        people.push(memberId);
      }
      for (let c = 0; c < CHORES; c++) {
        const choreId = await ctx.db.insert("chores", {
          title: `Chore ${c}`,
          icon: "star",
          partOfDay: partsOfDay[c % partsOfDay.length],
          points: 5,
          needsApproval: false,
          photoProof: false,
          schedule: { kind: "repeat", start: "2030-01-01", repeat: { freq: "daily", interval: 1 } },
          missable: true,
          assignment: "everyone",
          rotateBy: "occurrence",
          paused: false,
          createdBy: people[0],
        });
        for (const [position, memberId] of people.entries()) {
          await ctx.db.insert("choreMembers", { choreId, memberId, position });
          await ctx.db.insert("choreStreaks", { memberId, choreId, count: 2, best: 2, lastDay: "2030-01-09" });
          // Today and the next six days, as generation makes them; the first ten of today's are done.
          for (let offset = 0; offset < 7; offset++) {
            const day = `2030-01-${String(10 + offset).padStart(2, "0")}`;
            await ctx.db.insert("tasks", {
              title: `Chore ${c}`,
              description: "",
              assignedTo: memberId,
              dueDate: day,
              status: offset === 0 && c < 10 ? "completed" : "pending",
              priority: "medium",
              createdBy: people[0],
              needsApproval: false,
              choreId,
              occurrenceDate: day,
              chore: { points: 5, partOfDay: partsOfDay[c % partsOfDay.length], icon: "star", photoProof: false, missable: true, anyone: false, reason: { kind: "everyone" } },
            });
          }
        }
      }
    });
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members).toHaveLength(PEOPLE);
    for (const member of view.members) {
      expect(member.choresToday).toEqual({ done: 10, total: CHORES });
      expect(member.tasks).toHaveLength(CHORES);
      expect(member.points).toBe(100);
      expect(member.tasks.every((task) => task.dueDate === today && task.chore?.streak === 2)).toBe(true);
    }
  });
});

describe("PINs", () => {
  test("a person sets and clears their own; anything but 4 digits is refused and writes nothing", async () => {
    const t = newBackend();
    const { member } = await seedRoles(t);
    for (const pin of ["123", "12345", "abcd", "12 4", ""]) {
      await expect(member.as.mutation(api.members.setOwnPin, { pin })).rejects.toThrow("A PIN is 4 digits.");
    }
    expect(await rows(t, "memberPins")).toEqual([]);
    await member.as.mutation(api.members.setOwnPin, { pin: "0007" });
    expect(await member.as.query(api.members.viewer, {})).toMatchObject({ status: "signedIn", hasPin: true });
    await member.as.mutation(api.members.clearOwnPin, {});
    expect(await member.as.query(api.members.viewer, {})).toMatchObject({ status: "signedIn", hasPin: false });
    expect(await rows(t, "memberPins")).toEqual([]);
  });

  test("hashed with a salt: the same PIN gives different hashes, and no query returns them", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.members.setOwnPin, { pin: "1234" });
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    const pins = await rows(t, "memberPins");
    expect(pins).toHaveLength(2);
    expect(pins[0].hash).not.toBe(pins[1].hash);
    for (const pin of pins) expect(pin.hash).not.toContain("1234");
    const outputs = JSON.stringify([
      await member.as.query(api.members.viewer, {}),
      await admin.as.query(api.members.viewer, {}),
      await member.as.query(api.members.list, {}),
    ]);
    for (const pin of pins) expect(outputs).not.toContain(pin.hash);
    expect(outputs).not.toMatch(/"(pin|hash|pinHash)"/);
  });

  test("an admin clears someone's PIN; a member may not", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await member.as.mutation(api.members.setOwnPin, { pin: "1234" });
    await expect(member.as.mutation(api.members.clearPin, { memberId: member.memberId! })).rejects.toThrow("admin privileges");
    expect(await rows(t, "memberPins")).toHaveLength(1);
    await admin.as.mutation(api.members.clearPin, { memberId: member.memberId! });
    expect(await rows(t, "memberPins")).toEqual([]);
  });
});

describe("unlocking with a PIN", () => {
  test("the right PIN gives a token for two minutes; no PIN says so", async () => {
    const { unlock, ada } = await setup();
    const before = Date.now();
    const result = await unlock("1234");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.unlockToken).toMatch(/^[\w-]{43}$/);
      expect(result.expiresAt).toBeGreaterThanOrEqual(before + UNLOCK_MS);
    }
    expect(await unlock("1234", ada)).toEqual({ ok: false, reason: "noPin" });
  });

  test("5 wrong tries lock that member on that screen for 5 minutes, even against the right PIN", async () => {
    vi.useFakeTimers();
    const { t, unlock, screenKey, max } = await setup();
    const tries = [];
    for (const pin of ["0000", "1111", "12", "abcd"]) tries.push(await unlock(pin));
    expect(tries).toEqual([4, 3, 2, 1].map((triesLeft) => ({ ok: false, reason: "wrongPin", triesLeft })));
    const now = Date.now();
    expect(await unlock("9999")).toEqual({ ok: false, reason: "locked", lockedUntil: now + LOCKOUT_MS });
    expect(await unlock("1234")).toEqual({ ok: false, reason: "locked", lockedUntil: now + LOCKOUT_MS });
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members.find((member) => member._id === max)!.lockedUntil).toBe(now + LOCKOUT_MS);

    vi.advanceTimersByTime(LOCKOUT_MS - 1000);
    expect((await unlock("1234")).ok).toBe(false);
    vi.advanceTimersByTime(1000);
    await t.finishInProgressScheduledFunctions();
    const after = await t.query(api.familyScreen.view, { screenKey, today });
    expect(after.members.find((member) => member._id === max)!.lockedUntil).toBeNull();
    expect((await unlock("1234")).ok).toBe(true);
  });

  test("lockouts in a row grow (5, 10, 20 … minutes, at most a day); the right PIN starts over at 5", async () => {
    vi.useFakeTimers();
    const { t, unlock } = await setup();
    const lockOut = async () => {
      for (let i = 0; i < 4; i++) expect(await unlock("0000")).toMatchObject({ reason: "wrongPin" });
      const locked = await unlock("0000");
      if (locked.ok || locked.reason !== "locked") throw new Error(`expected a lockout, got ${JSON.stringify(locked)}`);
      const length = locked.lockedUntil - Date.now();
      // Waited out: the scheduled end lets the member try again.
      vi.advanceTimersByTime(length);
      await t.finishInProgressScheduledFunctions();
      return length;
    };
    const lengths = [];
    for (let i = 0; i < 10; i++) lengths.push(await lockOut());
    const minute = 60_000;
    expect(lengths).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440].map((minutes) => minutes * minute));

    expect((await unlock("1234")).ok).toBe(true);
    expect(await lockOut()).toBe(LOCKOUT_MS);
  });

  test("the lock is per member, on every screen at once; a right PIN resets the count", async () => {
    const { t, roles, unlock, ada } = await setup();
    const { screenKey: other } = await roles.admin.as.mutation(api.familyScreen.start, { name: "Hall" });
    await roles.admin.as.mutation(api.members.setOwnPin, { pin: "4321" });
    // Wrong PINs on two screens count together: another screen gives no more guesses.
    for (let i = 0; i < 3; i++) await unlock("0000");
    expect(await unlock("0000", undefined, other)).toEqual({ ok: false, reason: "wrongPin", triesLeft: 1 });
    expect(await unlock("0000")).toMatchObject({ ok: false, reason: "locked" });
    expect(await unlock("1234")).toMatchObject({ ok: false, reason: "locked" });
    expect(await unlock("1234", undefined, other)).toMatchObject({ ok: false, reason: "locked" });
    // Another member is not locked.
    expect((await unlock("4321", ada)).ok).toBe(true);

    await unlock("0000", ada);
    await unlock("0000", ada);
    expect((await unlock("4321", ada)).ok).toBe(true);
    expect(await unlock("0000", ada)).toEqual({ ok: false, reason: "wrongPin", triesLeft: 4 });
    // Setting a new PIN ends the member's lockouts.
    await roles.member.as.mutation(api.members.setOwnPin, { pin: "5678" });
    expect((await unlock("5678")).ok).toBe(true);
    expect((await rows(t, "pinAttempts")).filter((row) => row.memberId !== ada)).toEqual([]);
  });
});

describe("guessing a PIN across screens", () => {
  test("turning screens off and on again gives no more guesses", async () => {
    const { roles, unlock } = await setup();
    for (let round = 0; round < 2; round++) {
      const { screenKey } = await roles.admin.as.mutation(api.familyScreen.start, { name: `Screen ${round}` });
      await unlock("0000", undefined, screenKey);
      await unlock("0000", undefined, screenKey);
      await roles.admin.as.mutation(api.familyScreen.leave, { screenKey });
    }
    expect(await unlock("0000")).toMatchObject({ ok: false, reason: "locked" });
    expect(await unlock("1234")).toMatchObject({ ok: false, reason: "locked" });
  });

  test(`a family has at most ${MAX_ACTIVE_SCREENS} screens on at once`, async () => {
    const { t, roles } = await setup();
    const on = (await rows(t, "familyScreens")).length;
    for (let i = on; i < MAX_ACTIVE_SCREENS; i++) await roles.admin.as.mutation(api.familyScreen.start, { name: `Screen ${i}` });
    await expectRefused(
      t,
      () => roles.admin.as.mutation(api.familyScreen.start, { name: "One more" }),
      "FAMILY_SCREEN_LIMIT",
      `A family can have at most ${MAX_ACTIVE_SCREENS} family screens. Turn one off in System Settings first.`,
    );
  });
});

describe("acting as the unlocked member", () => {
  test("starts and completes only their own task, recorded as them, into the admin's inbox", async () => {
    const { t, roles, max, ada, screenKey, assign, unlockToken } = await setup();
    const own = await assign(max, today, "Empty the dishwasher", true);
    const adas = await assign(ada, today, "Ada's chore");
    const unlockTokenValue = await unlockToken();
    const args = { screenKey, unlockToken: unlockTokenValue };

    await expect(t.mutation(api.familyScreen.startTask, { ...args, taskId: adas })).rejects.toThrow(
      "You can only update your own tasks.",
    );
    await expect(t.mutation(api.familyScreen.completeTask, { ...args, taskId: adas })).rejects.toThrow(
      "You can only update your own tasks.",
    );
    expect((await t.run((ctx) => ctx.db.get("tasks", adas)))!.status).toBe("pending");

    await t.mutation(api.familyScreen.startTask, { ...args, taskId: own });
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: own });
    expect(await t.run((ctx) => ctx.db.get("tasks", own))).toMatchObject({ status: "completed", approvalStatus: "pending" });
    const entry = (await rows(t, "activityLog")).find((row) => row.details.kind === "taskCompleted")!;
    expect(entry).toMatchObject({ actorId: max, actorName: "Max Member" });
    const inbox = await roles.admin.as.query(api.tasks.awaitingApproval, {});
    expect(inbox.map((task) => [task._id, task.assigneeName])).toEqual([[own, "Max Member"]]);
    const adminNotes = await t.run((ctx) =>
      ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", ada)).collect(),
    );
    expect(adminNotes).toContainEqual(expect.objectContaining({ actorName: "Max Member", details: expect.objectContaining({ kind: "taskCompleted" }) }));
  });

  test("the member panel: own open tasks and latest notifications; marking them read", async () => {
    const { t, max, screenKey, assign, unlockToken } = await setup();
    const later = await assign(max, "2030-03-01", "Later");
    // Assigned on its due day, now overdue.
    vi.setSystemTime(new Date("2030-01-01T12:00:00Z"));
    const overdue = await assign(max, "2030-01-01", "Overdue", true);
    vi.setSystemTime(new Date(`${today}T12:00:00Z`));
    const args = { screenKey, unlockToken: await unlockToken() };
    const panel = await t.query(api.familyScreen.memberPanel, { ...args, today });
    expect(panel.member).toMatchObject({ _id: max, name: "Max Member", avatarUrl: null });
    // needsApproval picks the completion toast ("…sent for approval.").
    expect(panel.tasks.map((task) => [task._id, task.overdue, task.roomName, task.needsApproval])).toEqual([
      [overdue, true, null, true],
      [later, false, null, false],
    ]);
    expect(panel.notifications.map((note) => note.details.kind)).toEqual(["taskAssigned", "taskAssigned"]);
    expect(panel.notifications.every((note) => note.readAt === undefined)).toBe(true);
    await t.mutation(api.familyScreen.markNotificationsRead, args);
    const read = await t.query(api.familyScreen.memberPanel, { ...args, today });
    expect(read.notifications.every((note) => typeof note.readAt === "number")).toBe(true);
  });

  test("a child redeems a reward after their PIN: it waits in the approval inbox, as one asked on a phone", async () => {
    const { t, roles, max, screenKey, unlockToken } = await setup();
    const rewardId = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Ice cream", cost: 10 } });
    const dearer = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Cinema", cost: 100 } });
    await t.run((ctx) => addPoints(ctx, max, { points: 55, kind: "chore", title: "Tidy room" }));
    const args = { screenKey, unlockToken: await unlockToken() };
    expect(await t.query(api.familyScreen.rewards, args)).toEqual({
      rewards: [
        { _id: rewardId, name: "Ice cream", cost: 10, moneyPence: null },
        { _id: dearer, name: "Cinema", cost: 100, moneyPence: null },
      ],
      balance: 55,
      available: 55,
      pending: [],
    });
    const requestId = await t.mutation(api.familyScreen.redeemReward, { ...args, rewardId });
    expect(await t.query(api.familyScreen.rewards, args)).toMatchObject({ balance: 55, available: 45, pending: [{ _id: requestId, name: "Ice cream", cost: 10 }] });
    const { rows: inbox } = await roles.admin.as.query(api.approvals.inbox, { kind: "reward" });
    expect(inbox).toMatchObject([{ kind: "reward", id: requestId, requester: { _id: max }, what: "Ice cream", cost: 10 }]);
    await expectRefused(t, () => t.mutation(api.familyScreen.redeemReward, { ...args, rewardId: dearer }), "NOT_ENOUGH_POINTS", "You need 100 points for this reward and have 45.");
    // Locked again: the token asks for nothing more.
    await t.mutation(api.familyScreen.lock, args);
    await expect(t.mutation(api.familyScreen.redeemReward, { ...args, rewardId })).rejects.toThrow(UNLOCK_ENDED);
    await expect(t.query(api.familyScreen.rewards, args)).rejects.toThrow(UNLOCK_ENDED);
  });

  test("a completed task waiting for approval stays on the member's panel, marked so, until an admin decides", async () => {
    const { t, roles, max, screenKey, assign, unlockToken } = await setup();
    vi.setSystemTime(new Date("2030-01-01T12:00:00Z"));
    const chore = await assign(max, "2030-01-01", "Tidy the shoes", true);
    vi.setSystemTime(new Date(`${today}T12:00:00Z`));
    const args = { screenKey, unlockToken: await unlockToken() };
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId: chore });
    const panel = await t.query(api.familyScreen.memberPanel, { ...args, today });
    // Not overdue any more: it is done, and waits for an admin.
    expect(panel.tasks.map((task) => [task._id, task.status, task.overdue])).toEqual([[chore, "completed", false]]);
    await roles.admin.as.mutation(api.tasks.approveTask, { taskId: chore });
    expect((await t.query(api.familyScreen.memberPanel, { ...args, today })).tasks).toEqual([]);
  });

  test("a chore that wants a photo: refused without one, done with the unlocked member's own checked upload, not another's", async () => {
    // The family's day is the screen's today: a chore of a later day could not be done.
    vi.useFakeTimers({ now: new Date(`${today}T12:00:00Z`), toFake: ["Date"] });
    const { t, roles, max, ada, screenKey, unlockToken } = await setup();
    await t.run(async (ctx) =>
      createChoreModel(
        ctx,
        (await ctx.db.get("members", ada))!,
        choreForm([max], { title: "Tidy your room", photoProof: true, needsApproval: true }),
        Date.parse(`${today}T12:00:00Z`),
      ),
    );
    const taskId = (await rows(t, "tasks")).find((task) => task.title === "Tidy your room" && task.dueDate === today)!._id;
    const args = { screenKey, unlockToken: await unlockToken() };

    await expectRefused(t, () => t.mutation(api.familyScreen.completeTask, { ...args, taskId }), "CHORE_PHOTO_REQUIRED");

    // Ada's own checked upload is hers: Max cannot send it from the screen.
    const adas = await storeFile(t, "image/png");
    expect((await roles.admin.as.action(api.tasks.checkUpload, { storageId: adas })).refused).toBeNull();
    await expectRefused(t, () => t.mutation(api.familyScreen.completeTask, { ...args, taskId, photo: adas }), "UPLOAD_NOT_YOURS");

    // The screen's own upload steps, as Max: a URL (the unlock goes on), then the check.
    const unlockBefore = (await rows(t, "screenUnlocks"))[0]!.expiresAt;
    expect(typeof (await t.mutation(api.familyScreen.generateUploadUrl, args))).toBe("string");
    expect((await rows(t, "screenUnlocks"))[0]!.expiresAt).toBeGreaterThanOrEqual(unlockBefore);
    const maxs = await storeFile(t, "image/jpeg");
    expect((await t.action(api.familyScreen.checkUpload, { ...args, storageId: maxs })).refused).toBeNull();
    await t.mutation(api.familyScreen.completeTask, { ...args, taskId, photo: maxs });
    expect(await t.run((ctx) => ctx.db.get("tasks", taskId))).toMatchObject({
      status: "completed",
      approvalStatus: "pending",
      proofStorageId: maxs,
    });
  });

  test("no unlock, an expired one (2 minutes after the last action) or a locked member: SCREEN_UNLOCK_ENDED", async () => {
    vi.useFakeTimers();
    const { t, max, screenKey, assign, unlockToken, unlock } = await setup();
    const taskId = await assign(max, today);
    const bogus = { screenKey, unlockToken: "not-a-token" };
    await expect(t.mutation(api.familyScreen.startTask, { ...bogus, taskId })).rejects.toThrow(UNLOCK_ENDED);
    await expect(t.query(api.familyScreen.memberPanel, { ...bogus, today })).rejects.toThrow(UNLOCK_ENDED);

    const args = { screenKey, unlockToken: await unlockToken() };
    vi.advanceTimersByTime(UNLOCK_MS - 10_000);
    await t.mutation(api.familyScreen.startTask, { ...args, taskId }); // extends to now + 2 min
    vi.advanceTimersByTime(UNLOCK_MS - 10_000);
    await t.finishInProgressScheduledFunctions();
    await t.query(api.familyScreen.memberPanel, { ...args, today });
    vi.advanceTimersByTime(20_000);
    await t.finishInProgressScheduledFunctions();
    expect(await rows(t, "screenUnlocks")).toEqual([]);
    await expect(t.query(api.familyScreen.memberPanel, { ...args, today })).rejects.toThrow(UNLOCK_ENDED);
    await expect(t.mutation(api.familyScreen.completeTask, { ...args, taskId })).rejects.toThrow(UNLOCK_ENDED);

    // "Done" ends it; locking the member on this screen ends it too.
    const done = { screenKey, unlockToken: await unlockToken() };
    await t.mutation(api.familyScreen.lock, done);
    await expect(t.mutation(api.familyScreen.completeTask, { ...done, taskId })).rejects.toThrow(UNLOCK_ENDED);
    await t.mutation(api.familyScreen.lock, done); // an ended token: nothing to do
    const locked = { screenKey, unlockToken: await unlockToken() };
    for (let i = 0; i < 5; i++) await unlock("0000");
    await expect(t.mutation(api.familyScreen.completeTask, { ...locked, taskId })).rejects.toThrow(UNLOCK_ENDED);
    expect((await t.run((ctx) => ctx.db.get("tasks", taskId)))!.status).toBe("in-progress");
  });

  test("a token from one screen does not work on another", async () => {
    const { t, roles, max, assign, unlockToken } = await setup();
    const taskId = await assign(max, today);
    const { screenKey: other } = await roles.admin.as.mutation(api.familyScreen.start, { name: "Hall" });
    await expect(t.mutation(api.familyScreen.startTask, { screenKey: other, unlockToken: await unlockToken(), taskId })).rejects.toThrow(
      UNLOCK_ENDED,
    );
  });
});

describe("a member whose Dashboard page is switched off", () => {
  const off = (roles: Awaited<ReturnType<typeof setup>>["roles"], memberId: Id<"members">, enabled = false) =>
    roles.admin.as.mutation(api.members.setPageAccess, { memberId, page: "dashboard", enabled });

  test("the view says so, and their right PIN opens nothing: no unlock, no try counted", async () => {
    const { t, roles, max, screenKey, unlock } = await setup();
    await off(roles, max);
    const view = await t.query(api.familyScreen.view, { screenKey, today });
    expect(view.members.find((m) => m._id === max)).toMatchObject({ hasPin: true, dashboardOff: true });
    expect(view.members.find((m) => m._id === roles.admin.memberId)).toMatchObject({ dashboardOff: false });
    const before = await rows(t, "pinAttempts");
    expect(await unlock("1234")).toEqual({ ok: false, reason: "dashboardOff" });
    expect(await unlock("0000")).toEqual({ ok: false, reason: "dashboardOff" });
    expect(await rows(t, "screenUnlocks")).toEqual([]);
    expect(await rows(t, "pinAttempts")).toEqual(before);
    // Switched back on, the same PIN unlocks.
    await off(roles, max, true);
    expect(await unlock("1234")).toMatchObject({ ok: true });
  });

  test("switched off while unlocked: every panel function refuses with SCREEN_DASHBOARD_OFF, and nothing is written", async () => {
    const { t, roles, max, screenKey, assign, unlockToken } = await setup();
    const taskId = await assign(max, today);
    const rewardId = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Ice cream", cost: 10 } });
    await t.run((ctx) => addPoints(ctx, max, { points: 55, kind: "chore", title: "Tidy room" }));
    const args = { screenKey, unlockToken: await unlockToken() };
    await t.query(api.familyScreen.memberPanel, { ...args, today });
    await off(roles, max);
    const photo = await storeFile(t, "image/jpeg");
    const calls = [
      () => t.query(api.familyScreen.memberPanel, { ...args, today }),
      () => t.query(api.familyScreen.rewards, args),
      () => t.mutation(api.familyScreen.startTask, { ...args, taskId }),
      () => t.mutation(api.familyScreen.completeTask, { ...args, taskId }),
      () => t.mutation(api.familyScreen.generateUploadUrl, args),
      () => t.action(api.familyScreen.checkUpload, { ...args, storageId: photo }),
      () => t.mutation(api.familyScreen.redeemReward, { ...args, rewardId }),
      () => t.mutation(api.familyScreen.markNotificationsRead, args),
    ];
    for (const call of calls) await expectRefused(t, call, "SCREEN_DASHBOARD_OFF");
    // "Done" still ends the unlock the screen holds.
    await t.mutation(api.familyScreen.lock, args);
    expect(await rows(t, "screenUnlocks")).toEqual([]);
  });

  test("on the web too, starting or completing a task needs the Dashboard page", async () => {
    const { t, roles, max, assign } = await setup();
    const taskId = await assign(max, today);
    await off(roles, max);
    await expectRefused(t, () => roles.member.as.mutation(api.tasks.startTask, { taskId }), "PAGE_ACCESS_DENIED");
    await expectRefused(t, () => roles.member.as.mutation(api.tasks.completeTask, { taskId }), "PAGE_ACCESS_DENIED");
  });
});

describe("night dimming settings", () => {
  const base = { familyName: "Our Family", colorMode: "system", notifications: true, autoLogoutMinutes: 60, language: "en" };

  test("both times or neither, as HH:MM; saved, shown to members, kept when a caller leaves them out", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    for (const [from, to] of [["21:00", ""], ["", "06:00"], ["25:00", "06:00"], ["9:00", "06:00"], ["21:00", "6am"]]) {
      await expect(
        admin.as.mutation(api.settings.saveFamilySettings, { ...base, screenDimFrom: from, screenDimTo: to }),
      ).rejects.toThrow("Set both dimming times, or neither.");
    }
    expect(await t.run((ctx) => ctx.db.query("familySettings").collect())).toEqual([]);
    await admin.as.mutation(api.settings.saveFamilySettings, { ...base, screenDimFrom: "22:00", screenDimTo: "06:30" });
    expect((await member.as.query(api.settings.forViewer, {})).family).toMatchObject({ screenDimFrom: "22:00", screenDimTo: "06:30" });
    await admin.as.mutation(api.settings.saveFamilySettings, { ...base, familyName: "The Testers" });
    expect((await member.as.query(api.settings.forViewer, {})).family).toMatchObject({ screenDimFrom: "22:00" });
    await admin.as.mutation(api.settings.saveFamilySettings, { ...base, screenDimFrom: "", screenDimTo: "" });
    expect((await member.as.query(api.settings.forViewer, {})).family.screenDimFrom).toBeUndefined();
  });
});

describe("deleting a member", () => {
  test("their PIN, lockouts and unlocks go; a screen set up by a deleted admin stays on", async () => {
    const { t, roles, max, screenKey, unlock, unlockToken } = await setup();
    await unlockToken();
    await unlock("0000");
    const other = await roles.admin.as.mutation(api.members.addMember, { name: "Bea", memberType: "Mum", role: "admin" });
    await roles.admin.as.mutation(api.members.deleteMember, { memberId: max });
    expect(await rows(t, "memberPins")).toEqual([]);
    expect(await rows(t, "pinAttempts")).toEqual([]);
    expect(await rows(t, "screenUnlocks")).toEqual([]);
    // Bea has no sign-in in this test: she deletes Ada through the model, as members.deleteMember would.
    await t.run(async (ctx) => deleteMember(ctx, (await ctx.db.get("members", other))!, roles.admin.memberId!));
    const [screen] = await rows(t, "familyScreens");
    expect(screen).toMatchObject({ name: "Kitchen", createdByName: "Ada Admin" });
    expect(screen.createdBy).toBeUndefined();
    expect((await t.query(api.familyScreen.view, { screenKey, today })).members.map((m) => m.name)).toEqual(["Bea"]);
  });
});
