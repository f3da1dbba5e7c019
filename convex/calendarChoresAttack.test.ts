// Hostile calls to the calendar and the chores, each kept as a regression test: what a member
// (with or without the page), an admin and a family screen (locked, or unlocked for someone else)
// may not do with other members' ids, ids of other tables, oversized text and arrays, far-off
// days and windows, other people's turns, requests and points, a later day's chore, an unlock
// after it ended, and feed links that no longer open. Who may call each function at all is
// convex/authorization.test.ts's matrix; this file is about the arguments.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { everything } from "./refusals.fixtures";
import { daily, eventForm, expectRefused, NOW, seededOnceAtNow, stopClockAtNow, today } from "./calendarChoresAttack.fixtures";
import type { Doc, Id } from "./_generated/dataModel";
import { choreForm } from "./chores.fixtures";
import { hashPin } from "./lib/pins";
import { feedPath } from "./lib/calendarFeed";
import { MEMBER_EVENTS_MAX } from "./model/calendar";
import { createChore } from "./model/chores";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

const expectRefusedOn = expectRefused;

const MEGABYTE = "x".repeat(1_000_000);

stopClockAtNow();

/**
 * Ada (admin), Max and Mia (members), Nia (a member with no page flags) and Wendy (waiting); a
 * daily rotation of Max and Mia from today; Max with 15 points, Mia with 100, a reward of 10; a
 * family screen with PINs for Max and Mia; Ada's and Max's daily series.
 */
async function seed() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const mia = await seedAccount(t, { name: "Mia Member", email: "mia@household.test" });
  const nia = await seedAccount(t, { name: "Nia Nopage", email: "nia@household.test" });
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  await t.run(async (ctx) => {
    await ctx.db.insert("familySettings", { familyName: "Lovelace", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" });
    const noPages = Object.fromEntries(Object.keys((await ctx.db.get("members", nia.memberId!))!.pageAccess).map((page) => [page, false]));
    await ctx.db.patch("members", nia.memberId!, { pageAccess: noPages as Doc<"members">["pageAccess"] });
    for (const [memberId, points] of [[max, 15], [mia.memberId!, 100]] as const) {
      await ctx.db.insert("pointsLedger", { memberId, points, balance: points, kind: "chore", title: "Tidy room" });
    }
    await ctx.db.insert("memberPins", { memberId: max, hash: await hashPin("1234") });
    await ctx.db.insert("memberPins", { memberId: mia.memberId!, hash: await hashPin("5678") });
    const admin = (await ctx.db.get("members", ada))!;
    await createChore(ctx, admin, choreForm([max, mia.memberId!], { assignment: "rotation", start: today }), Date.parse(NOW));
  });
  const reward = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Ice cream", cost: 10 } });
  const kitchen = (await roles.admin.as.mutation(api.familyScreen.start, { name: "Kitchen" })).screenKey;
  const hall = (await roles.admin.as.mutation(api.familyScreen.start, { name: "Hall" })).screenKey;
  const adaSeries = await roles.admin.as.mutation(api.calendar.createCalendarEvent, { event: eventForm([ada, max], { name: "Dentist", repeat: daily }) });
  const maxSeries = await roles.member.as.mutation(api.calendar.createCalendarEvent, { event: eventForm([max], { repeat: daily }) });
  return { t, ada, max, mia: mia.memberId!, nia: nia.memberId!, miaIdentity: mia.identity, niaIdentity: nia.identity, reward, kitchen, hall, adaSeries, maxSeries, roles };
}

const freshCopy = seededOnceAtNow(seed);

/** A fresh copy of the seeded family, with a client per role. */
async function family() {
  const s = await freshCopy();
  const { t } = s;
  return {
    ...s,
    admin: t.withIdentity(s.roles.admin.identity),
    member: t.withIdentity(s.roles.member.identity),
    miaAs: t.withIdentity(s.miaIdentity),
    niaAs: t.withIdentity(s.niaIdentity),
    waiting: t.withIdentity(s.roles.waiting.identity),
  };
}
type Family = Awaited<ReturnType<typeof family>>;

const occurrences = (f: Family) =>
  f.t.run(async (ctx) => (await ctx.db.query("tasks").collect()).filter((task) => task.choreId !== undefined).sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!)));
const turnOf = async (f: Family, memberId: Id<"members">, day: string) => {
  const task = (await occurrences(f)).find((row) => row.assignedTo === memberId && row.occurrenceDate === day);
  if (task === undefined) throw new Error(`no turn of that member on ${day}`);
  return task._id;
};
const unlock = async (f: Family, screenKey: string, memberId: Id<"members">, pin: string) => {
  const result = await f.t.mutation(api.familyScreen.unlock, { screenKey, memberId, pin });
  if (!result.ok) throw new Error(`unlock failed: ${result.reason}`);
  return { screenKey, unlockToken: result.unlockToken };
};

describe("the calendar", () => {
  test("a member's change of one occurrence, or of it and the following, makes an event only within their cap", async () => {
    const f = await family();
    // The member's cap, filled to the last place: their series is one, these the rest.
    await f.t.run(async (ctx) => {
      for (let i = 1; i < MEMBER_EVENTS_MAX; i++) {
        await ctx.db.insert("events", { name: `Filler ${i}`, date: "2030-03-01", everyone: false, sequence: 0, createdBy: f.max });
      }
    });
    await expectRefused(f.t, () => f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max]) }), "EVENT_MEMBER_LIMIT");
    for (const scope of ["one", "following"] as const) {
      await expectRefused(
        f.t,
        () => f.member.mutation(api.calendar.updateCalendarEvent, { eventId: f.maxSeries, scope, occurrenceDate: "2030-01-16", event: eventForm([f.max], { date: "2030-01-16", startTime: "18:00", endTime: "19:00" }) }),
        "EVENT_MEMBER_LIMIT",
      );
    }
    // Changing the whole series makes no new event: still allowed.
    await f.member.mutation(api.calendar.updateCalendarEvent, { eventId: f.maxSeries, scope: "all", occurrenceDate: "2030-01-14", event: eventForm([f.max], { repeat: daily, name: "Swim" }) });
  });

  test("an admin's series, and an occurrence moved out of it, are the admin's in every scope", async () => {
    const f = await family();
    await f.admin.mutation(api.calendar.updateCalendarEvent, { eventId: f.adaSeries, scope: "one", occurrenceDate: "2030-01-15", event: eventForm([f.ada, f.max], { name: "Dentist", date: "2030-01-15", startTime: "09:00", endTime: "10:00" }) });
    const moved = (await f.t.run((ctx) => ctx.db.query("events").withIndex("by_seriesId_and_occurrenceDate", (q) => q.eq("seriesId", f.adaSeries)).first()))!._id;
    for (const eventId of [f.adaSeries, moved]) {
      for (const scope of ["one", "following", "all"] as const) {
        const target = { eventId, scope, occurrenceDate: "2030-01-17" };
        await expectRefused(f.t, () => f.member.mutation(api.calendar.updateCalendarEvent, { ...target, event: eventForm([f.max]) }), "EVENT_OWN_ONLY");
        await expectRefused(f.t, () => f.member.mutation(api.calendar.deleteCalendarEvent, target), "EVENT_OWN_ONLY");
      }
    }
  });

  test("hostile forms: another table's id or an unknown one as a person, 10,000 people, a megabyte of text, a bad occurrence day", async () => {
    const f = await family();
    const taskId = await turnOf(f, f.max, today);
    const create = (event: ReturnType<typeof eventForm>) => () => f.admin.mutation(api.calendar.createCalendarEvent, { event });
    await expectRefusedOn(f.t, create(eventForm([taskId])), "EVENT_PEOPLE_REQUIRED", "memberIds");
    await expectRefusedOn(f.t, create(eventForm(["k57000000000000000000000000000000"])), "EVENT_PEOPLE_REQUIRED", "memberIds");
    await expectRefusedOn(f.t, create(eventForm(Array.from({ length: 10_000 }, () => f.max))), "UNKNOWN_CHOICE", "memberIds");
    await expectRefusedOn(f.t, create(eventForm([f.max], { repeat: { ...daily, freq: "weekly", byDay: Array.from({ length: 10_000 }, () => "MO") } })), "UNKNOWN_CHOICE", "repeat.byDay");
    await expectRefusedOn(f.t, create(eventForm([f.max], { name: MEGABYTE })), "NAME_TOO_LONG", "name");
    await expectRefusedOn(f.t, create(eventForm([f.max], { notes: MEGABYTE })), "TEXT_TOO_LONG", "notes");
    await expectRefusedOn(f.t, create(eventForm([f.max], { location: MEGABYTE })), "NAME_TOO_LONG", "location");
    await expectRefusedOn(f.t, create(eventForm([f.max], { reminders: Array.from({ length: 10_000 }, (_, i) => i) })), "UNKNOWN_CHOICE", "reminders");
    await expectRefusedOn(
      f.t,
      () => f.member.mutation(api.calendar.deleteCalendarEvent, { eventId: f.maxSeries, scope: "one", occurrenceDate: "2030-02-30" }),
      "INVALID_DATE",
      "occurrenceDate",
    );
  });

  test("a window over 62 days, backwards or not of days is refused; far-past and far-future windows answer, a daily series in them bounded", async () => {
    const f = await family();
    for (const [from, to] of [
      ["2030-01-01", "2030-03-04"],
      ["2030-02-01", "2030-01-01"],
      ["2030-01-01", "2030-02-30"],
      ["yesterday", "2030-01-02"],
      [MEGABYTE, "2030-01-02"],
    ]) {
      await expectRefused(f.t, () => f.member.query(api.calendar.range, { from, to }), "CALENDAR_RANGE");
    }
    // Years before 100 are no days (a JavaScript date reads them as 19xx); later far-off ones answer.
    await expectRefused(f.t, () => f.member.query(api.calendar.range, { from: "0001-01-01", to: "0001-02-01" }), "CALENDAR_RANGE");
    expect((await f.member.query(api.calendar.range, { from: "1000-01-01", to: "1000-02-01" })).events).toEqual([]);
    // The last day of the calendar is the "never ends" of a series: no window reaches it.
    await expectRefused(f.t, () => f.member.query(api.calendar.range, { from: "9999-12-01", to: "9999-12-31" }), "CALENDAR_RANGE");
    const far = await f.member.query(api.calendar.range, { from: "9999-11-01", to: "9999-11-30" });
    // The two daily series, each day of the window: nothing dropped, nothing more.
    expect(far.events.length).toBe(30 * 2);
    await expectRefused(f.t, () => f.member.query(api.events.upcoming, { today: "10/01/2030" }), "INVALID_DATE");
    expect((await f.member.query(api.events.upcoming, { today: "9999-12-31" })).length).toBeLessThanOrEqual(6);
    expect((await f.member.query(api.events.upcoming, { today: "1000-01-01" })).length).toBeLessThanOrEqual(6);
  });
});

describe("calendar feeds and imports", () => {
  test("the feed route opens only a live link: made-up, malformed, replaced, revoked and lost-page links are 404, and nothing tells a token", async () => {
    const f = await family();
    const fetchFeed = (path: string) => f.t.fetch(path, { method: "GET" });
    const first = await f.member.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect((await fetchFeed(feedPath(first.token))).status).toBe(200);
    const status = JSON.stringify(await f.member.query(api.calendarFeeds.feedStatus, {}));
    expect(status).not.toContain(first.token);
    expect(status).not.toMatch(/tokenHash|memberId|_id/);
    const second = await f.member.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    for (const path of [
      feedPath(first.token),
      feedPath("A".repeat(43)),
      `/calendar/feed/${second.token}/../${first.token}.ics`,
      `/calendar/feed/${"A".repeat(10_000)}.ics`,
      "/calendar/feed/.ics",
    ]) {
      expect((await fetchFeed(path)).status, path.slice(0, 80)).toBe(404);
    }
    expect((await fetchFeed(feedPath(second.token))).status).toBe(200);
    // A member cannot make the family's link; losing the calendar page closes theirs.
    await expectRefused(f.t, () => f.member.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" }), "ADMIN_REQUIRED");
    await f.t.run(async (ctx) => {
      const max = (await ctx.db.get("members", f.max))!;
      await ctx.db.patch("members", f.max, { pageAccess: { ...max.pageAccess, calendar: false } });
    });
    expect((await fetchFeed(feedPath(second.token))).status).toBe(404);
    const third = await f.admin.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    await f.admin.mutation(api.calendarFeeds.revokeFeed, { scope: "mine" });
    expect((await fetchFeed(feedPath(third.token))).status).toBe(404);
  });

  test("members see other calendars without their addresses; an import's people are members, checked", async () => {
    const f = await family();
    const added = await f.admin.mutation(api.calendarImports.addUrlImport, {
      import: { name: "School", color: "red", everyone: true, memberIds: [] },
      url: "https://school.example/secret-token-abc/calendar.ics",
    });
    if (!added.ok) throw new Error(added.problem);
    expect(JSON.stringify(await f.member.query(api.calendarImports.list, {}))).not.toContain("secret-token-abc");
    expect(JSON.stringify(await f.admin.query(api.calendarImports.list, {}))).toContain("secret-token-abc");
    const taskId = await turnOf(f, f.max, today);
    for (const memberIds of [[taskId], Array.from({ length: 10_000 }, (_, i) => `person-${i}`)]) {
      await expectRefusedOn(
        f.t,
        () => f.admin.mutation(api.calendarImports.updateImport, { importId: added.value, import: { name: "School", color: "red", everyone: false, memberIds } }),
        "EVENT_PEOPLE_REQUIRED",
        "memberIds",
      );
    }
    for (const url of ["file:///etc/passwd", "javascript:alert(1)", `https://${"a".repeat(100_000)}.example/x.ics`]) {
      const refused = await f.admin.mutation(api.calendarImports.addUrlImport, { import: { name: "Bad", color: "red", everyone: true, memberIds: [] }, url });
      expect(refused, url.slice(0, 40)).toEqual({ ok: false, problem: "badUrl" });
    }
  });
});

describe("chores", () => {
  test("a member completes or starts only their own occurrences, and their own only from its day", async () => {
    const f = await family();
    const miasTomorrow = await turnOf(f, f.mia, "2030-01-11");
    const maxsLater = await turnOf(f, f.max, "2030-01-12");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId: miasTomorrow }), "OWN_TASKS_ONLY");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.startTask, { taskId: miasTomorrow }), "OWN_TASKS_ONLY");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId: maxsLater }), "CHORE_NOT_YET");
    // Started, a later day's turn would be kept from every re-deal: it waits for its day too.
    await expectRefused(f.t, () => f.member.mutation(api.tasks.startTask, { taskId: maxsLater }), "CHORE_NOT_YET");
    // An admin is no exception: a turn is its person's to do.
    await expectRefused(f.t, () => f.admin.mutation(api.tasks.completeTask, { taskId: maxsLater }), "OWN_TASKS_ONLY");
  });

  test("asking to swap: someone else's turn, to oneself, to someone outside the chore, another table's id, a megabyte note; withdrawing another's request", async () => {
    const f = await family();
    const maxsToday = await turnOf(f, f.max, today);
    const miasTomorrow = await turnOf(f, f.mia, "2030-01-11");
    const ask = (taskId: Id<"tasks">, memberId: Id<"members">, note = "") => () => f.member.mutation(api.choreSwaps.ask, { taskId, memberId, note });
    await expectRefused(f.t, ask(miasTomorrow, f.ada), "CHORE_SWAP_NOT_YOURS");
    await expectRefusedOn(f.t, ask(maxsToday, f.max), "CHORE_SWAP_SAME", "memberId");
    await expectRefusedOn(f.t, ask(maxsToday, f.ada), "CHORE_SWAP_NOT_IN_CHORE", "memberId");
    await expectRefusedOn(f.t, ask(maxsToday, f.mia, MEGABYTE), "CHORE_SWAP_NOTE", "note");
    const before = await everything(f.t);
    await expect(f.member.mutation(api.choreSwaps.ask, { taskId: maxsToday, memberId: maxsToday as unknown as Id<"members">, note: "" })).rejects.toThrow(/Validator|members/);
    expect(await everything(f.t)).toEqual(before);
    // Mia's own request cannot be taken back by Max, nor by an admin.
    const requestId = await f.miaAs.mutation(api.choreSwaps.ask, { taskId: miasTomorrow, memberId: f.max, note: "" });
    await expectRefused(f.t, () => f.member.mutation(api.choreSwaps.withdraw, { requestId }), "OWN_REQUESTS_ONLY");
    await expectRefused(f.t, () => f.admin.mutation(api.choreSwaps.withdraw, { requestId }), "OWN_REQUESTS_ONLY");
    // A past turn is not open to swap.
    await f.t.run((ctx) => ctx.db.patch("tasks", maxsToday, { occurrenceDate: "2030-01-09", dueDate: "2030-01-09" }));
    await expectRefused(f.t, ask(maxsToday, f.mia), "CHORE_SWAP_NOT_OPEN");
  });

  test("the chores list: a member sees only the chores they are in; a day that is not one is refused", async () => {
    const f = await family();
    expect((await f.member.query(api.chores.list, { today })).chores).toHaveLength(1);
    // Nia is in no chore (and without the dashboard page may not ask at all).
    await expectRefused(f.t, () => f.niaAs.query(api.chores.list, { today }), "PAGE_ACCESS_DENIED");
    await f.t.run(async (ctx) => {
      const nia = (await ctx.db.get("members", f.nia))!;
      await ctx.db.patch("members", f.nia, { pageAccess: { ...nia.pageAccess, dashboard: true } });
    });
    expect((await f.niaAs.query(api.chores.list, { today })).chores).toEqual([]);
    await expectRefused(f.t, () => f.member.query(api.chores.list, { today: MEGABYTE }), "INVALID_DATE");
  });

  test("an admin's chore changes with hostile arguments: a megabyte reason, a backwards or malformed away, 10,000 people, another table's id", async () => {
    const f = await family();
    const maxsToday = await turnOf(f, f.max, today);
    const choreId = (await f.t.run((ctx) => ctx.db.get("tasks", maxsToday)))!.choreId!;
    await expectRefusedOn(f.t, () => f.admin.mutation(api.chores.skipOccurrence, { taskId: maxsToday, reason: MEGABYTE }), "CHORE_SKIP_REASON", "reason");
    await expectRefusedOn(f.t, () => f.admin.mutation(api.chores.setAway, { away: { from: "2030-02-10", to: "2030-02-01" } }), "AWAY_DATES", "to");
    await expectRefusedOn(f.t, () => f.admin.mutation(api.chores.setAway, { away: { from: MEGABYTE, to: "2030-02-01" } }), "AWAY_DATES", "from");
    const taskAsMember = maxsToday as unknown as string;
    for (const memberIds of [[taskAsMember], Array.from({ length: 10_000 }, () => f.max as string)]) {
      const before = await everything(f.t);
      await expect(f.admin.mutation(api.chores.updateChore, { choreId, chore: choreForm(memberIds, { assignment: "rotation", start: today }) })).rejects.toMatchObject({
        data: { field: expect.stringMatching(/^memberIds/) },
      });
      expect(await everything(f.t)).toEqual(before);
    }
    // Away over the whole calendar is fine: it reads and deletes within its caps.
    await f.admin.mutation(api.chores.setAway, { away: { from: "1000-01-01", to: "9999-12-31" } });
    expect((await occurrences(f)).filter((task) => task.status === "pending")).toEqual([]);
  });
});

describe("points and rewards", () => {
  test("a member spends only points they have and no waiting request counts on; an admin never spends a signed-in member's", async () => {
    const f = await family();
    await f.member.mutation(api.rewards.redeem, { rewardId: f.reward });
    // 15 points, 10 promised: a second 10 is not there.
    await expectRefused(f.t, () => f.member.mutation(api.rewards.redeem, { rewardId: f.reward }), "NOT_ENOUGH_POINTS");
    await expectRefused(f.t, () => f.admin.mutation(api.rewards.redeemFor, { memberId: f.mia, rewardId: f.reward }), "REWARD_ASK_THEMSELVES");
    const miasRequest = await f.miaAs.mutation(api.rewards.redeem, { rewardId: f.reward });
    await expectRefused(f.t, () => f.member.mutation(api.rewards.withdraw, { redemptionId: miasRequest }), "OWN_REQUESTS_ONLY");
    // A member's list is their own: no one else's balance or history.
    const list = await f.member.query(api.rewards.list, {});
    expect(list.everyone).toBeUndefined();
    expect(list.balance).toBe(15);
    expect(list.pending.map((request) => request.name)).toEqual(["Ice cream"]);
    await f.admin.mutation(api.rewards.archiveReward, { rewardId: f.reward });
    await expectRefused(f.t, () => f.miaAs.mutation(api.rewards.redeem, { rewardId: f.reward }), "REWARD_GONE");
  });

  test("a reward's cost and money are checked: negative, fractional, huge and megabyte names are refused on their field", async () => {
    const f = await family();
    const add = (reward: { name: string; cost: number; moneyPence?: number }) => () => f.admin.mutation(api.rewards.addReward, { reward });
    for (const cost of [-10, 0.5, Number.MAX_SAFE_INTEGER, Number.NaN]) {
      const before = await everything(f.t);
      await expect(add({ name: "Free points", cost })(), String(cost)).rejects.toMatchObject({ data: { field: "cost" } });
      expect(await everything(f.t)).toEqual(before);
    }
    await expect(add({ name: "Robbery", cost: 10, moneyPence: -500 })()).rejects.toMatchObject({ data: { field: "moneyPence" } });
    await expect(add({ name: MEGABYTE, cost: 10 })()).rejects.toMatchObject({ data: { field: "name" } });
  });
});

describe("the family screen", () => {
  test("an unlock ends with its lock: reused after it, or on another screen, every unlocked function is refused", async () => {
    const f = await family();
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    const taskId = await turnOf(f, f.max, today);
    const calls = (args: { screenKey: string; unlockToken: string }) => [
      () => f.t.query(api.familyScreen.memberPanel, { ...args, today }),
      () => f.t.query(api.familyScreen.rewards, args),
      () => f.t.mutation(api.familyScreen.startTask, { ...args, taskId }),
      () => f.t.mutation(api.familyScreen.completeTask, { ...args, taskId }),
      () => f.t.mutation(api.familyScreen.generateUploadUrl, args),
      () => f.t.mutation(api.familyScreen.redeemReward, { ...args, rewardId: f.reward }),
      () => f.t.mutation(api.familyScreen.markNotificationsRead, args),
    ];
    // Max's unlock on the kitchen screen does not open the hall's.
    for (const call of calls({ screenKey: f.hall, unlockToken: maxs.unlockToken })) await expectRefused(f.t, call, "SCREEN_UNLOCK_ENDED");
    // Locking on the hall screen with the kitchen's token ends nothing there.
    await f.t.mutation(api.familyScreen.lock, { screenKey: f.hall, unlockToken: maxs.unlockToken });
    await f.t.query(api.familyScreen.rewards, maxs);
    await f.t.mutation(api.familyScreen.lock, maxs);
    for (const call of calls(maxs)) await expectRefused(f.t, call, "SCREEN_UNLOCK_ENDED");
    for (const call of calls({ ...maxs, unlockToken: "" })) await expectRefused(f.t, call, "SCREEN_UNLOCK_ENDED");
    for (const call of calls({ ...maxs, unlockToken: MEGABYTE })) await expectRefused(f.t, call, "SCREEN_UNLOCK_ENDED");
  });

  test("unlocked for Max: Mia's turns cannot be done, and redeeming spends Max's points, never Mia's", async () => {
    const f = await family();
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    const miasTomorrow = await turnOf(f, f.mia, "2030-01-11");
    const miasToday = await f.t.run((ctx) =>
      ctx.db.insert("tasks", { title: "Lay the table", description: "", assignedTo: f.mia, dueDate: today, status: "pending", priority: "medium", createdBy: f.ada, needsApproval: false }),
    );
    for (const taskId of [miasTomorrow, miasToday]) {
      await expectRefused(f.t, () => f.t.mutation(api.familyScreen.startTask, { ...maxs, taskId }), "OWN_TASKS_ONLY");
      await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId }), "OWN_TASKS_ONLY");
    }
    const maxsLater = await turnOf(f, f.max, "2030-01-12");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId: maxsLater }), "CHORE_NOT_YET");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.startTask, { ...maxs, taskId: maxsLater }), "CHORE_NOT_YET");
    await f.t.mutation(api.familyScreen.redeemReward, { ...maxs, rewardId: f.reward });
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.redeemReward, { ...maxs, rewardId: f.reward }), "NOT_ENOUGH_POINTS");
    const requests = await f.t.run((ctx) => ctx.db.query("rewardRedemptions").collect());
    expect(requests.map((request) => request.memberId)).toEqual([f.max]);
    // What the screen shows of Max is Max's: his balance, not Mia's.
    expect(await f.t.query(api.familyScreen.rewards, maxs)).toMatchObject({ balance: 15, available: 5 });
  });

  test("a screen's key and days: a megabyte key is not a screen, a day outside this week is refused, a wrong PIN of another member counts for them", async () => {
    const f = await family();
    await expectRefused(f.t, () => f.t.query(api.familyScreen.view, { screenKey: MEGABYTE, today }), "SCREEN_NOT_ACTIVE");
    for (const day of ["2030-01-08", "2030-01-17", "1000-01-01", "9999-12-31"]) {
      await expectRefused(f.t, () => f.t.query(api.familyScreen.view, { screenKey: f.kitchen, today: day }), "SCREEN_DAY_OUT_OF_RANGE");
    }
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, () => f.t.query(api.familyScreen.memberPanel, { ...maxs, today: "2030-01-17" }), "SCREEN_DAY_OUT_OF_RANGE");
    // A megabyte PIN is a wrong one, counted against the member it was tried for.
    expect(await f.t.mutation(api.familyScreen.unlock, { screenKey: f.kitchen, memberId: f.mia, pin: MEGABYTE })).toEqual({ ok: false, reason: "wrongPin", triesLeft: 4 });
    const before = await everything(f.t);
    await expect(f.t.mutation(api.familyScreen.unlock, { screenKey: f.kitchen, memberId: f.reward as unknown as Id<"members">, pin: "1234" })).rejects.toThrow(/Validator|members/);
    expect(await everything(f.t)).toEqual(before);
  });
});
