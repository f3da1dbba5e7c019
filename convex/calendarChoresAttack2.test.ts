// A second round of hostile calls (the first is calendarChoresAttack.test.ts): the ways round
// the calendar's caps that dates and edits open, reads that fill, and requests asked and taken
// back without end, kept as regression tests where a refusal regressing would be a hole. Who may call each function at all is authorization.test.ts's matrix.
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { daily, eventForm, expectRefused, NOW, seededOnceAtNow, stopClockAtNow } from "./calendarChoresAttack.fixtures";
import type { Id } from "./_generated/dataModel";
import { choreForm } from "./chores.fixtures";
import { feedPath } from "./lib/calendarFeed";
import { MAX_LIVE_EVENTS, MEMBER_EVENTS_MAX } from "./model/calendar";
import { FEED_EVENTS_MAX } from "./model/calendarFeeds";
import { createChore } from "./model/chores";
import { REQUESTS_PER_HOUR } from "./model/requestRate";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

stopClockAtNow();

/**
 * Ada (admin), Max and Mia (members) in a family on UTC; Max's one event, a one-off a year ago;
 * a daily rotation of Max and Mia from today; Max with 100 points and a reward of 10.
 */
async function seed() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const mia = await seedAccount(t, { name: "Mia Member", email: "mia@household.test" });
  await t.run((ctx) => ctx.db.insert("familySettings", { familyName: "Lovelace", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" }));
  const max = roles.member.memberId!;
  const ada = roles.admin.memberId!;
  const oldEvent = await t.run((ctx) =>
    ctx.db.insert("events", { name: "Old", date: "2029-01-07", startTime: "17:00", endTime: "18:00", timeZone: "UTC", everyone: false, sequence: 0, createdBy: max }),
  );
  await t.run(async (ctx) => {
    await ctx.db.insert("pointsLedger", { memberId: max, points: 100, balance: 100, kind: "chore", title: "Tidy room" });
    await createChore(ctx, (await ctx.db.get("members", ada))!, choreForm([max, mia.memberId!], { assignment: "rotation", start: "2030-01-10" }), Date.parse(NOW));
  });
  const reward = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Ice cream", cost: 10 } });
  return { t, max, ada, mia: mia.memberId!, oldEvent, reward, identities: { admin: roles.admin.identity, member: roles.member.identity } };
}

const freshCopy = seededOnceAtNow(seed);

async function family() {
  const seeded = await freshCopy();
  const { t } = seeded;
  return { ...seeded, admin: t.withIdentity(seeded.identities.admin), member: t.withIdentity(seeded.identities.member) };
}
type Family = Awaited<ReturnType<typeof family>>;

/** `count` one-off events of `createdBy` on `date`, written directly (a cap filled without a thousand calls). */
function fill(f: Family, createdBy: Id<"members">, count: number, date = "2030-01-20") {
  return f.t.run(async (ctx) => {
    for (let i = 0; i < count; i++) await ctx.db.insert("events", { name: `Filler ${i}`, date, everyone: false, sequence: 0, createdBy });
  });
}

describe("a member's cap on events", () => {
  test("a series that began long ago but never ends counts: dating it in the past does not slip it past the cap", async () => {
    const f = await family();
    await fill(f, f.max, MEMBER_EVENTS_MAX - 1);
    // The last place: a daily series from a year ago, every window's as much as a new one's.
    await f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max], { date: "2029-01-08", repeat: daily }) });
    await expectRefused(f.t, () => f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max]) }), "EVENT_MEMBER_LIMIT");
    await expectRefused(f.t, () => f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max], { date: "2029-01-08", repeat: daily }) }), "EVENT_MEMBER_LIMIT");
  });

  test("an edit cannot do what a new event may not: an old event made a live series, or moved into the coming days, past the member's cap", async () => {
    const f = await family();
    await fill(f, f.max, MEMBER_EVENTS_MAX);
    const edit = (extra: Record<string, unknown>) => () =>
      f.member.mutation(api.calendar.updateCalendarEvent, { eventId: f.oldEvent, scope: "all", event: eventForm([f.max], { date: "2029-01-07", ...extra }) });
    await expectRefused(f.t, edit({ repeat: daily }), "EVENT_MEMBER_LIMIT");
    await expectRefused(f.t, edit({ date: "2030-01-15" }), "EVENT_MEMBER_LIMIT");
    // An event already counted is changed freely at the cap: its edit makes nothing more.
    const [counted] = await f.t.run((ctx) => ctx.db.query("events").withIndex("by_createdBy_and_date", (q) => q.eq("createdBy", f.max).eq("date", "2030-01-20")).take(1));
    await f.member.mutation(api.calendar.updateCalendarEvent, { eventId: counted._id, scope: "all", event: eventForm([f.max], { date: "2030-01-21", repeat: daily }) });
  });

  test("an edit that makes a live series holds the family's cap too", async () => {
    const f = await family();
    // The family's live events, filled by the admin's: Max's old event is not one of them.
    await fill(f, f.ada, MAX_LIVE_EVENTS);
    await expectRefused(
      f.t,
      () => f.member.mutation(api.calendar.updateCalendarEvent, { eventId: f.oldEvent, scope: "all", event: eventForm([f.max], { date: "2029-01-07", repeat: daily }) }),
      "EVENT_LIMIT",
    );
  });
});

describe("a window's read", () => {
  test("tasks due in a window that fill its read say so: none is dropped silently", async () => {
    const f = await family();
    // A family's chores make this many in a month: five daily chores for four people is 620.
    await f.t.run(async (ctx) => {
      for (let i = 0; i < 620; i++) {
        const dueDate = `2030-01-${String(1 + (i % 31)).padStart(2, "0")}`;
        await ctx.db.insert("tasks", { title: `Chore ${i}`, description: "", assignedTo: f.max, dueDate, status: "completed", priority: "medium", createdBy: f.ada, needsApproval: false });
      }
    });
    const month = await f.admin.query(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" });
    expect(month.tasks.length < 620).toBe(month.truncated);
  });
});

describe("calendar feeds", () => {
  test("series long over, which no cap counts, cannot push the coming events out of the family's feed", async () => {
    const f = await family();
    await f.admin.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.ada], { name: "Dentist", date: "2030-01-15" }) });
    await f.admin.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.ada], { name: "Piano", repeat: { ...daily, freq: "weekly", byDay: ["MO"] } }) });
    // A member may add a series that ended months ago: it counts on no cap, so they may add any number.
    const over = { date: "2029-03-01", repeat: { ...daily, ends: "until", until: "2029-06-30" } };
    const endedId = await f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max], over) });
    const ended = (await f.t.run((ctx) => ctx.db.get("events", endedId)))!;
    const { _id, _creationTime, ...copy } = ended;
    await f.t.run(async (ctx) => {
      for (let i = 1; i < FEED_EVENTS_MAX; i++) await ctx.db.insert("events", copy);
    });
    const { token } = await f.admin.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const feed = await (await f.t.fetch(feedPath(token), { method: "GET" })).text();
    expect(feed).toContain("SUMMARY:Dentist");
    expect(feed).toContain("SUMMARY:Piano");
  });
});

describe("requests asked and taken back", () => {
  test("a member asks at most so many times an hour, however many they withdraw: no one floods the admins' inbox and phones", async () => {
    const f = await family();
    const [maxsTurn] = await f.t.run((ctx) => ctx.db.query("tasks").withIndex("by_assignedTo_and_status", (q) => q.eq("assignedTo", f.max).eq("status", "pending")).take(1));
    const swap = () => f.member.mutation(api.choreSwaps.ask, { taskId: maxsTurn._id, memberId: f.mia, note: "" });
    const reward = () => f.member.mutation(api.rewards.redeem, { rewardId: f.reward });
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      await f.member.mutation(api.choreSwaps.withdraw, { requestId: await swap() });
      await f.member.mutation(api.rewards.withdraw, { redemptionId: await reward() });
    }
    await expectRefused(f.t, swap, "REQUEST_RATE_LIMIT");
    await expectRefused(f.t, reward, "REQUEST_RATE_LIMIT");
    // An hour on, they may ask again.
    vi.setSystemTime(Date.parse(NOW) + 60 * 60_000 + 1);
    await swap();
    await reward();
  });
});
