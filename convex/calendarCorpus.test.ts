// Real calendars (tests/calendar-corpus: Google, Exchange, Outlook, Apple iCal, Thunderbird and
// published feeds, byte for byte) imported through the real path, a file read by readCalendar
// and stored, then read back window by window as the calendar views read it (importedBetween),
// for a family in London and one in Los Angeles: each window holds exactly the occurrences an
// independent reader finds (convex/calendarCorpus/*.json, made by
// scripts/calendar-corpus/expect.py).
import { beforeAll, describe, expect, test } from "vitest";
import type { Id } from "./_generated/dataModel";
import { createImport, importedBetween, readCalendar } from "./model/calendarImports";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

type Occurrence = { date: string; endDate?: string; startTime?: string; endTime?: string; name: string };
type Expectation = { file: string; windows: ({ from: string; to: string } & Record<string, Occurrence[]>)[] };

const ZONES = ["Europe/London", "America/Los_Angeles"];

// Read by Vite (the tests run on edge-runtime, without node:fs): the texts unchanged.
const texts = import.meta.glob<string>("../tests/calendar-corpus/*.ics", { query: "?raw", import: "default", eager: true });
const expectations = import.meta.glob<Expectation>("./calendarCorpus/*.json", { import: "default", eager: true });
const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\.(ics|json)$/, "");
const files = Object.keys(texts).map(baseName).sort();
const textOf = (file: string) => Object.entries(texts).find(([path]) => baseName(path) === file)![1];
const expectationOf = (file: string) => Object.entries(expectations).find(([path]) => baseName(path) === file)?.[1];

/** The fields a view shows, in one order (the window's own order leaves ties open). */
function shown(occurrences: Occurrence[]): Occurrence[] {
  return occurrences
    .map(({ date, endDate, startTime, endTime, name }) => ({
      date,
      ...(endDate !== undefined ? { endDate } : {}),
      ...(startTime !== undefined ? { startTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
      name,
    }))
    .sort((a, b) => JSON.stringify([a.date, a.startTime ?? "", a.name, a.endDate ?? "", a.endTime ?? ""]).localeCompare(JSON.stringify([b.date, b.startTime ?? "", b.name, b.endDate ?? "", b.endTime ?? ""])));
}

test("every corpus file has its expectations", () => {
  expect(files).toHaveLength(18);
  for (const file of files) expect(expectationOf(file)?.windows.length).toBeGreaterThan(0);
});

// One backend for every case, signed up once: each case sets the family's zone, imports the
// file as read there, reads its windows in one transaction and takes the import out again, so
// the next case's windows hold its own events only.
let backend: { t: TestBackend; adminId: Id<"members"> } | undefined;
beforeAll(async () => {
  const t = newBackend();
  const { admin } = await seedRoles(t);
  await t.run((ctx) => ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: ZONES[0] }));
  backend = { t, adminId: admin.memberId! };
});

describe.each(files)("%s", (file) => {
  const text = textOf(file);
  const expected = expectationOf(file)!;

  test.each(ZONES)("in %s, each window shows what the reference reader finds", async (zone) => {
    const read = readCalendar(text, zone);
    if (!read.ok) throw new Error(`not read: ${read.problem}`);
    const { t, adminId } = backend!;
    const windows = await t.run(async (ctx) => {
      const settings = (await ctx.db.query("familySettings").first())!;
      await ctx.db.patch("familySettings", settings._id, { timeZone: zone });
      const made = await createImport(ctx, adminId, { name: "Corpus", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: zone });
      if (!made.ok) throw new Error(`not imported: ${made.problem}`);
      const got = [];
      for (const window of expected.windows) got.push(await importedBetween(ctx, window.from, window.to));
      await ctx.db.delete("calendarImports", made.value);
      for (const row of await ctx.db.query("importedEvents").collect()) await ctx.db.delete("importedEvents", row._id);
      return got;
    });
    for (const [i, window] of expected.windows.entries()) {
      expect(windows[i].truncated).toBe(false);
      expect({ window: `${window.from}..${window.to}`, occurrences: shown(windows[i].occurrences) }).toEqual({
        window: `${window.from}..${window.to}`,
        occurrences: shown(window[zone]),
      });
    }
  });
});
