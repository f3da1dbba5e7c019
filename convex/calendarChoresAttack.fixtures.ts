// What the three calendar-and-chores attack passes share: the refusal that writes nothing, a clock
// stopped on Thursday 10 January 2030, and the calendar's event form as the dialog sends it.
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import type { ErrorCode } from "./lib/errors";
import { everything } from "./refusals.fixtures";
import { backendFrom, snapshotDatabase, type DatabaseSnapshot, type TestBackend } from "./test.setup";

/** The call is refused with `code` (on `field`, when given), and nothing at all is written. */
export async function expectRefused(t: TestBackend, call: () => Promise<unknown>, code: ErrorCode, field?: string) {
  const before = await everything(t);
  await expect(call()).rejects.toMatchObject({ data: { code, ...(field !== undefined ? { field } : {}) } });
  expect(await everything(t)).toEqual(before);
}

export const NOW = "2030-01-10T12:00:00Z";
export const today = "2030-01-10";

/** Stops the date (not the timers) at NOW for each test of the file. */
export function stopClockAtNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * Seeds the file's family once, on NOW, and gives each test a fresh copy of that database (backendFrom) with
 * what the seed returned: far cheaper than seeding for every test.
 */
export function seededOnceAtNow<S extends { t: TestBackend }>(seed: () => Promise<S>): () => Promise<Omit<S, "t"> & { t: TestBackend }> {
  let snapshot: DatabaseSnapshot;
  let seeded: Omit<S, "t">;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(NOW));
    const { t, ...made } = await seed();
    seeded = made;
    snapshot = await snapshotDatabase(t);
    vi.useRealTimers();
  });
  return async () => ({ ...seeded, t: await backendFrom(snapshot) });
}

export type SentRepeat = { freq: string; interval: number; byDay: string[]; monthly: string; ends: string; until: string; count: number };
export const noRepeat: SentRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
export const daily: SentRepeat = { ...noRepeat, freq: "daily" };

/** The calendar's event form: Monday 14 January 2030, 17:00–18:00, for `people`. */
export function eventForm(people: string[], extra: Record<string, unknown> = {}) {
  return { name: "Swimming", allDay: false, date: "2030-01-14", startTime: "17:00", endTime: "18:00", everyone: false, memberIds: people, repeat: noRepeat, ...extra };
}
