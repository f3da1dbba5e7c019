// Calendar subscription feeds (calendarFeeds.ts, model/calendarFeeds.ts): the secret links, and
// the feed as a calendar app reads it, parsed back with ical.js and expanded against
// calendar.range; the VTIMEZONEs made from Intl's offsets.
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { feedPath, feedTokenOf, feedUrls, siteUrlOf } from "./lib/calendarFeed";
import { wallClockIn } from "./lib/timeZone";
import { vtimezoneOf } from "./model/calendarFeeds";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

// The feed's window is about "now": the tests' events are in 2030, seen from its New Year.
beforeEach(() => vi.useFakeTimers({ now: new Date("2030-01-01T09:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

type SentRepeat = { freq: string; interval: number; byDay: string[]; monthly: string; ends: string; until: string; count: number };
const noRepeat: SentRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
const weekly = (byDay: string[], extra: Partial<SentRepeat> = {}): SentRepeat => ({ ...noRepeat, freq: "weekly", byDay, ...extra });
const allDay = { allDay: true, startTime: "", endTime: "" };

/** An event form: Monday 7 January 2030, 17:00–18:00, for `people`. */
function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return {
    name: "Swimming",
    allDay: false,
    date: "2030-01-07",
    startTime: "17:00",
    endTime: "18:00",
    everyone: false,
    memberIds: people as string[],
    repeat: noRepeat,
    ...extra,
  };
}

async function setup(zone = "Europe/London") {
  const t = newBackend();
  const roles = await seedRoles(t);
  await t.run(async (ctx) => {
    await ctx.db.insert("familySettings", {
      familyName: "The Lovelaces",
      colorMode: "system",
      notifications: true,
      autoLogoutMinutes: 0,
      language: "en",
      timeZone: zone,
    });
  });
  return { t, ...roles, max: roles.member.memberId!, ada: roles.admin.memberId! };
}

/** The feed's text, checked to be served as a calendar. */
async function feedOf(t: TestBackend, token: string): Promise<string> {
  const response = await t.fetch(feedPath(token), { method: "GET" });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  return response.text();
}

async function statusOf(t: TestBackend, token: string): Promise<number> {
  return (await t.fetch(feedPath(token), { method: "GET" })).status;
}

// ---- Reading a feed back with ical.js -----------------------------------------------

type Parsed = { root: ICAL.Component; events: ICAL.Component[] };

function parse(text: string): Parsed {
  const root = new ICAL.Component(ICAL.parse(text));
  // A calendar app resolves TZIDs through the feed's own VTIMEZONEs.
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  return { root, events: root.getAllSubcomponents("vevent") };
}

const byName = (parsed: Parsed, name: string) => parsed.events.filter((event) => event.getFirstPropertyValue("summary") === name);
const propertyText = (component: ICAL.Component, name: string) => component.getFirstProperty(name)?.toICALString();

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;
const clockOf = (time: ICAL.Time) => (time.isDate ? undefined : `${pad(time.hour)}:${pad(time.minute)}`);

type Seen = { name: string; date: string; startTime?: string; endDate?: string };

/** Every occurrence from `from` to `to` (by its day), as a calendar app expands the feed. */
function expand(parsed: Parsed, from: string, to: string): Seen[] {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of parsed.events) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)!.relateException(exception);
  const seen: Seen[] = [];
  const add = (summary: string, start: ICAL.Time, end: ICAL.Time) => {
    const date = dayOf(start);
    // All day: the end is exclusive; the last day is the one before it.
    const last = start.isDate ? dayOf(end.clone().adjust(-1, 0, 0, 0) as unknown as ICAL.Time) : date;
    // In the window: any of its days (an event over several days may have begun before it).
    if (last < from || date > to) return;
    seen.push({ name: summary, date, startTime: clockOf(start), endDate: last !== date ? last : undefined });
  };
  for (const master of masters.values()) {
    if (!master.isRecurring()) {
      add(master.summary, master.startDate, master.endDate);
      continue;
    }
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      // Moved occurrences may land a few days away: read a little past the window.
      if (dayOf(next) > addDaysTo(to, 7)) break;
      add(details.item.summary, details.startDate, details.endDate);
    }
  }
  return seen.sort(bySeen);
}

function bySeen(a: Seen, b: Seen) {
  return `${a.date} ${a.startTime ?? ""} ${a.name}`.localeCompare(`${b.date} ${b.startTime ?? ""} ${b.name}`);
}

function addDaysTo(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** What calendar.range shows for the window, for `who` (undefined: everyone's), as expand() gives it. */
async function rangeOf(client: { query: TestBackend["query"] }, from: string, to: string, who?: Id<"members">): Promise<Seen[]> {
  const range = await client.query(api.calendar.range, { from, to });
  return range.events
    .filter((event) => who === undefined || event.everyone || event.memberIds.includes(who))
    .map((event) => ({ name: event.name, date: event.date, startTime: event.startTime, endDate: event.endDate }))
    .sort(bySeen);
}

// ---- The links ----------------------------------------------------------------------

describe("the links", () => {
  test("a member has no link, then one to their calendar; only admins may share the family's", async () => {
    const { admin, member } = await setup();
    expect(await member.as.query(api.calendarFeeds.feedStatus, {})).toEqual({ mine: null, family: null, mayShareFamily: false });
    const created = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect(created).toEqual({ scope: "mine", token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), createdAt: Date.now() });
    expect(await member.as.query(api.calendarFeeds.feedStatus, {})).toEqual({ mine: { createdAt: Date.now() }, family: null, mayShareFamily: false });

    await expect(member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" })).rejects.toMatchObject({
      data: { code: "ADMIN_REQUIRED" },
    });
    await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    expect(await admin.as.query(api.calendarFeeds.feedStatus, {})).toEqual({ mine: null, family: { createdAt: Date.now() }, mayShareFamily: true });
  });

  test("only the token's hash is kept, one link per member and scope", async () => {
    const { t, member, max } = await setup();
    const first = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const second = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const rows = await t.run((ctx) => ctx.db.query("calendarFeedTokens").collect());
    expect(rows).toEqual([expect.objectContaining({ memberId: max, scope: "mine" })]);
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect(JSON.stringify(rows)).not.toContain(second.token);
  });

  test("a new link stops the old one; stopping sharing stops it; an unknown token finds nothing", async () => {
    const { t, member } = await setup();
    const first = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect(await statusOf(t, first.token)).toBe(200);
    const second = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect(await statusOf(t, first.token)).toBe(404);
    expect(await statusOf(t, second.token)).toBe(200);
    await member.as.mutation(api.calendarFeeds.revokeFeed, { scope: "mine" });
    expect(await statusOf(t, second.token)).toBe(404);
    expect(await member.as.query(api.calendarFeeds.feedStatus, {})).toMatchObject({ mine: null });
    // Stopping again does nothing.
    await member.as.mutation(api.calendarFeeds.revokeFeed, { scope: "mine" });

    expect(await statusOf(t, "A".repeat(43))).toBe(404);
    expect((await t.fetch("/calendar/feed/not-a-token.ics", { method: "GET" })).status).toBe(404);
    expect((await t.fetch("/calendar/feed/", { method: "GET" })).status).toBe(404);
  });

  test("a family link stops opening when its admin is no longer one; any link when its member loses the calendar page", async () => {
    const { t, admin, member, ada, max } = await setup();
    const family = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const mine = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    await t.run((ctx) => ctx.db.patch("members", ada, { role: "member" }));
    expect(await statusOf(t, family.token)).toBe(404);
    // A former admin still sees the link, to stop it.
    expect(await admin.as.query(api.calendarFeeds.feedStatus, {})).toMatchObject({ family: { createdAt: Date.now() }, mayShareFamily: false });
    await t.run((ctx) => ctx.db.patch("members", max, { pageAccess: { ...defaultPageAccess, calendar: false } }));
    expect(await statusOf(t, mine.token)).toBe(404);
  });

  test("the addresses: the token in the path, https and webcal, on the deployment's site origin", () => {
    const token = "a".repeat(43);
    expect(feedPath(token)).toBe(`/calendar/feed/${token}.ics`);
    expect(feedTokenOf(`/calendar/feed/${token}.ics`)).toBe(token);
    expect(feedTokenOf(`/calendar/feed/${token}`)).toBe(token);
    expect(feedTokenOf(`/calendar/feed/${token}x.ics`)).toBeNull();
    expect(feedTokenOf(`/other/${token}.ics`)).toBeNull();
    expect(siteUrlOf("https://happy-otter-123.convex.cloud")).toBe("https://happy-otter-123.convex.site");
    expect(siteUrlOf("http://127.0.0.1:3210")).toBeNull();
    expect(feedUrls("https://happy-otter-123.convex.site/", token)).toEqual({
      https: `https://happy-otter-123.convex.site/calendar/feed/${token}.ics`,
      webcal: `webcal://happy-otter-123.convex.site/calendar/feed/${token}.ics`,
    });
  });
});

// ---- The feed -----------------------------------------------------------------------

describe("the feed", () => {
  /** Max's Monday swimming, one Monday skipped and one moved; Sports day for everyone; Ada's dentist. */
  async function family() {
    const s = await setup();
    const { admin, max, ada } = s;
    const swimming = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { repeat: weekly(["MO"]), location: "Pool; lane 2" }) });
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: swimming, scope: "one", occurrenceDate: "2030-01-14" });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: swimming,
      scope: "one",
      occurrenceDate: "2030-01-21",
      event: form([max], { date: "2030-01-22", startTime: "16:00", endTime: "17:00" }),
    });
    const sportsDay = await admin.as.mutation(api.calendar.createCalendarEvent, {
      event: form([], { ...allDay, everyone: true, name: "Sports day", date: "2030-06-14", endDate: "2030-06-15", notes: "Bring water,\nand a hat" }),
    });
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Dentist", date: "2030-01-08" }) });
    return { ...s, swimming, sportsDay };
  }

  test("a member's feed: their series with its RRULE, EXDATE and moved occurrence, all-day dates, and not others' events", async () => {
    const { t, member, swimming, sportsDay } = await family();
    const { token } = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const parsed = parse(await feedOf(t, token));
    expect(parsed.root.getFirstPropertyValue("x-wr-calname")).toBe("The Lovelaces – Max Member");
    expect(parsed.root.getFirstPropertyValue("method")).toBe("PUBLISH");

    const [series, moved] = byName(parsed, "Swimming");
    expect(series.getFirstPropertyValue("uid")).toBe(`${swimming}@family-household`);
    expect(propertyText(series, "dtstart")).toBe("DTSTART;TZID=Europe/London:20300107T170000");
    expect(propertyText(series, "dtend")).toBe("DTEND;TZID=Europe/London:20300107T180000");
    expect(propertyText(series, "rrule")).toBe("RRULE:FREQ=WEEKLY;BYDAY=MO");
    expect(propertyText(series, "exdate")).toBe("EXDATE;TZID=Europe/London:20300114T170000");
    expect(series.getFirstPropertyValue("location")).toBe("Pool; lane 2");

    // The moved Monday: the series' UID, the day it was on, and its new day and time.
    expect(moved.getFirstPropertyValue("uid")).toBe(`${swimming}@family-household`);
    expect(propertyText(moved, "recurrence-id")).toBe("RECURRENCE-ID;TZID=Europe/London:20300121T170000");
    expect(propertyText(moved, "dtstart")).toBe("DTSTART;TZID=Europe/London:20300122T160000");
    expect(moved.getFirstProperty("rrule")).toBeNull();

    const [sports] = byName(parsed, "Sports day");
    expect(sports.getFirstPropertyValue("uid")).toBe(`${sportsDay}@family-household`);
    expect(propertyText(sports, "dtstart")).toBe("DTSTART;VALUE=DATE:20300614");
    // The end is exclusive: the day after the last.
    expect(propertyText(sports, "dtend")).toBe("DTEND;VALUE=DATE:20300616");
    expect(sports.getFirstPropertyValue("description")).toBe("Bring water,\nand a hat");

    expect(byName(parsed, "Dentist")).toEqual([]);
    expect(expand(parsed, "2030-01-01", "2030-01-31")).toEqual([
      { name: "Swimming", date: "2030-01-07", startTime: "17:00" },
      { name: "Swimming", date: "2030-01-22", startTime: "16:00" },
      { name: "Swimming", date: "2030-01-28", startTime: "17:00" },
    ]);
  });

  test("the family's feed has everyone's events, under the family's name", async () => {
    const { t, admin } = await family();
    const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const parsed = parse(await feedOf(t, token));
    expect(parsed.root.getFirstPropertyValue("x-wr-calname")).toBe("The Lovelaces");
    expect(expand(parsed, "2030-01-01", "2030-01-31")).toEqual(await rangeOf(admin.as, "2030-01-01", "2030-01-31"));
    expect(byName(parsed, "Dentist")).toHaveLength(1);
  });

  test("an edit keeps the UID and raises SEQUENCE", async () => {
    const { t, admin, member, max, swimming } = await family();
    const { token } = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const before = byName(parse(await feedOf(t, token)), "Swimming")[0];
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: swimming,
      scope: "all",
      occurrenceDate: "2030-01-07",
      event: form([max], { name: "Swimming club", location: "Pool; lane 2", repeat: weekly(["MO"]) }),
    });
    const after = byName(parse(await feedOf(t, token)), "Swimming club")[0];
    expect(after.getFirstPropertyValue("uid")).toBe(before.getFirstPropertyValue("uid"));
    expect(Number(after.getFirstPropertyValue("sequence"))).toBeGreaterThan(Number(before.getFirstPropertyValue("sequence")));
  });

  test("the VTIMEZONE of Europe/London is in the feed with its daylight-saving rules, and times keep their wall clock across them", async () => {
    const { t, member } = await family();
    const { token } = await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const parsed = parse(await feedOf(t, token));
    const [zone] = parsed.root.getAllSubcomponents("vtimezone");
    expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/London");
    const rules = Object.fromEntries(
      ["daylight", "standard"].flatMap((kind) =>
        zone
          .getAllSubcomponents(kind)
          .filter((observance) => observance.hasProperty("rrule"))
          .map((observance) => [kind, propertyText(observance, "rrule")]),
      ),
    );
    expect(rules).toEqual({ daylight: "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", standard: "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU" });

    // 17:00 on the Mondays either side of the spring change: 17:00 GMT, then 17:00 BST (16:00 UTC).
    const series = new ICAL.Event(byName(parsed, "Swimming")[0]);
    const iterator = series.iterator();
    const instants: string[] = [];
    for (let next = iterator.next(); next && dayOf(next) <= "2030-04-01"; next = iterator.next()) {
      if (dayOf(next) >= "2030-03-25") instants.push(next.toJSDate().toISOString());
    }
    expect(instants).toEqual(["2030-03-25T17:00:00.000Z", "2030-04-01T16:00:00.000Z"]);
  });

  test("ical.js expands every kind of repeat to calendar.range's days, with skips and moved occurrences, all-day ones too", async () => {
    const { t, admin, ada } = await setup();
    const add = (extra: Record<string, unknown>) => admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) });
    await add({ name: "Fortnightly", repeat: weekly(["MO", "TH"], { interval: 2, ends: "until", until: "2030-03-28" }) });
    await add({ name: "Last Friday", date: "2030-01-25", startTime: "23:30", endTime: "23:45", repeat: { ...noRepeat, freq: "monthly", monthly: "lastWeekday" } });
    await add({ name: "Second Tuesday", date: "2030-01-08", repeat: { ...noRepeat, freq: "monthly", monthly: "weekday" } });
    await add({ name: "Five days", date: "2030-02-10", repeat: { ...noRepeat, freq: "daily", ends: "count", count: 5 } });
    await add({ name: "Early", date: "2030-01-03", startTime: "00:15", endTime: "00:45", repeat: { ...noRepeat, freq: "daily", interval: 3, ends: "until", until: "2030-03-31" } });
    const bins = await add({ ...allDay, name: "Bins", date: "2030-01-02", repeat: weekly(["WE"]) });
    await add({ ...allDay, name: "Camp", date: "2030-01-18", endDate: "2030-01-20", repeat: { ...noRepeat, freq: "monthly", ends: "count", count: 3 } });
    await add({ ...allDay, name: "Anniversary", date: "2029-02-14", repeat: { ...noRepeat, freq: "yearly" } });
    await add({ name: "Party", date: "2030-02-02", startTime: "15:00", endTime: "18:00" });
    // The bins: one Wednesday skipped, one moved to the Thursday (all day, a DATE RECURRENCE-ID).
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: bins, scope: "one", occurrenceDate: "2030-01-16" });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: bins,
      scope: "one",
      occurrenceDate: "2030-02-06",
      event: form([ada], { ...allDay, name: "Bins", date: "2030-02-07" }),
    });
    // "This and following": the fortnightly Mondays move to 18:00 from 4 March.
    const fortnightly = (await admin.as.query(api.calendar.range, { from: "2030-03-04", to: "2030-03-04" })).events.find((e) => e.name === "Fortnightly")!;
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: fortnightly.eventId,
      scope: "following",
      occurrenceDate: "2030-03-04",
      event: form([ada], { name: "Fortnightly", date: "2030-03-04", startTime: "18:00", endTime: "19:00", repeat: weekly(["MO", "TH"], { interval: 2, ends: "until", until: "2030-03-28" }) }),
    });

    const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const text = await feedOf(t, token);
    const parsed = parse(text);
    const [moved] = byName(parsed, "Bins").filter((event) => event.hasProperty("recurrence-id"));
    expect(propertyText(moved, "recurrence-id")).toBe("RECURRENCE-ID;VALUE=DATE:20300206");
    expect(propertyText(byName(parsed, "Bins")[0], "exdate")).toBe("EXDATE;VALUE=DATE:20300116");
    // UNTIL takes DTSTART's type: a UTC date-time for a timed series (the end of the last day in London).
    expect(text).toContain("RRULE:FREQ=DAILY;INTERVAL=3;UNTIL=20300331T225959Z");

    for (const [from, to] of [
      ["2030-01-01", "2030-02-28"],
      ["2030-02-20", "2030-04-20"],
      ["2031-02-01", "2031-02-28"],
    ] as const) {
      const fromFeed = expand(parsed, from, to);
      expect(fromFeed.length).toBeGreaterThan(5);
      expect(fromFeed, `${from} to ${to}`).toEqual(await rangeOf(admin.as, from, to));
    }
  });

  test("an occurrence handed to someone else: gone from the series in one feed, an event of its own in the other", async () => {
    const { t, admin, member, max, ada, swimming } = await family();
    // Ada takes the swimming on 28 January instead of Max.
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: swimming,
      scope: "one",
      occurrenceDate: "2030-01-28",
      event: form([ada], { date: "2030-01-28" }),
    });
    const maxFeed = parse(await feedOf(t, (await member.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" })).token));
    expect(propertyText(byName(maxFeed, "Swimming")[0], "exdate")).toBe("EXDATE;TZID=Europe/London:20300114T170000,20300128T170000");
    expect(expand(maxFeed, "2030-01-01", "2030-01-31")).toEqual(await rangeOf(admin.as, "2030-01-01", "2030-01-31", max));

    const adaFeed = parse(await feedOf(t, (await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" })).token));
    const [handed] = byName(adaFeed, "Swimming");
    expect(handed.getFirstPropertyValue("uid")).not.toBe(`${swimming}@family-household`);
    expect(handed.hasProperty("recurrence-id")).toBe(false);
    expect(expand(adaFeed, "2030-01-01", "2030-01-31")).toEqual(await rangeOf(admin.as, "2030-01-01", "2030-01-31", ada));
  });

  test("a feed longer than one string comes whole", async () => {
    const { t, admin, ada } = await setup();
    await t.run(async (ctx) => {
      for (let i = 0; i < 150; i++) {
        const eventId = await ctx.db.insert("events", {
          name: `Club ${i} 🏊`,
          description: "Notes 🏊 ".repeat(200),
          date: `2030-02-${String(1 + (i % 28)).padStart(2, "0")}`,
          startTime: "17:00",
          endTime: "18:00",
          timeZone: "Europe/London",
          everyone: false,
          sequence: 0,
          createdBy: ada,
        });
        await ctx.db.insert("eventPeople", { eventId, memberId: ada });
      }
    });
    const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const text = await feedOf(t, token);
    // More than one part of 200,000 characters (calendarFeeds.ts).
    expect(text.length).toBeGreaterThan(300_000);
    const parsed = parse(text);
    expect(parsed.events).toHaveLength(150);
    // Every character whole, where the text was cut in parts too.
    expect(new Set(parsed.events.map((event) => event.getFirstPropertyValue("description")))).toEqual(new Set(["Notes 🏊 ".repeat(200)]));
  });

  test("a family on UTC: times in UTC and no VTIMEZONE", async () => {
    const { t, admin, ada } = await setup("UTC");
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { repeat: weekly(["MO"], { ends: "until", until: "2030-01-21" }) }) });
    await admin.as.mutation(api.calendar.deleteCalendarEvent, {
      eventId: (await admin.as.query(api.calendar.range, { from: "2030-01-07", to: "2030-01-07" })).events[0].eventId,
      scope: "one",
      occurrenceDate: "2030-01-14",
    });
    const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const text = await feedOf(t, token);
    expect(text).not.toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("DTSTART:20300107T170000Z");
    expect(text).toContain("EXDATE:20300114T170000Z");
    expect(expand(parse(text), "2030-01-01", "2030-01-31")).toEqual(await rangeOf(admin.as, "2030-01-01", "2030-01-31"));
  });
});

// ---- VTIMEZONE ----------------------------------------------------------------------

describe("VTIMEZONE from Intl's offsets", () => {
  /** The zone's offset in minutes at `moment`, as Intl says. */
  function intlOffset(zone: string, moment: number): number {
    const { day, hour, minute } = wallClockIn(zone, moment);
    const [y, m, d] = day.split("-").map(Number);
    return Math.round((Date.UTC(y, m - 1, d, hour, minute) - Math.floor(moment / 60_000) * 60_000) / 60_000);
  }

  test.each([
    ["Europe/London", 2028, 2038],
    ["America/New_York", 2005, 2035],
    ["Australia/Sydney", 2028, 2038],
    ["Australia/Lord_Howe", 2028, 2038],
    ["America/Sao_Paulo", 2016, 2034],
    ["Asia/Tokyo", 2028, 2038],
    ["Europe/Dublin", 2028, 2038],
  ])("%s: ical.js reads the offsets Intl knows, every day of %i to %i and years after", (zone, fromYear, toYear) => {
    const component = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezoneOf(zone, fromYear, toYear)}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
      "vtimezone",
    )!;
    const timezone = new ICAL.Timezone(component);
    const wrong: string[] = [];
    // Every 31 hours from the first year to five years past the last: the rule goes on.
    for (let moment = Date.UTC(fromYear, 0, 1); moment < Date.UTC(toYear + 5, 0, 1); moment += 31 * 3_600_000) {
      // ical.js finds the offset from the wall time: the hour before and after the clocks go
      // back shows the same times twice, and it reads them as the later. Those hours are left out.
      const offset = intlOffset(zone, moment);
      if (intlOffset(zone, moment - 2 * 3_600_000) !== offset || intlOffset(zone, moment + 2 * 3_600_000) !== offset) continue;
      const read = ICAL.Time.fromJSDate(new Date(moment), true).convertToZone(timezone).utcOffset() / 60;
      if (read !== offset) wrong.push(`${new Date(moment).toISOString()}: ${read} vs ${offset}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test("the rules as calendar apps know them: New York's second Sunday of March and first of November; Tokyo's one offset", () => {
    const newYork = vtimezoneOf("America/New_York", 2029, 2038);
    expect(newYork).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(newYork).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    expect(vtimezoneOf("Asia/Tokyo", 2029, 2038)).toBe(
      ["BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "X-LIC-LOCATION:Asia/Tokyo", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "END:STANDARD", "END:VTIMEZONE"].join(
        "\r\n",
      ),
    );
  });
});
