// The cron jobs of crons.ts, end to end on a backend: runs with args at the
// right times, failures isolated, reloads re-read the jobs, and a restart
// after an outage runs a missed job once. The jobs live in a crons.ts written
// into a copy of the fixture, so the other tests' backends run no cron jobs.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { nextRunAfter } from "./cron-schedule";
import { FIXTURE_FUNCTIONS_DIR, startFixtureBackend, type FixtureBackend } from "./test-support";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOUR = 3_600_000;
let projectDir: string;
let functionsDir: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeEach(() => {
  projectDir = mkdtempSync(path.join(tmpdir(), "local-backend-crons-"));
  functionsDir = path.join(projectDir, "convex");
  cpSync(FIXTURE_FUNCTIONS_DIR, functionsDir, { recursive: true });
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(projectDir, "node_modules"), "dir");
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
  rmSync(projectDir, { recursive: true, force: true });
});

function writeCrons(jobs: string): void {
  writeFileSync(
    path.join(functionsDir, "crons.ts"),
    `import { cronJobs } from "convex/server";\nimport { internal } from "./_generated/api";\n\nconst crons = cronJobs();\n${jobs}\nexport default crons;\n`,
  );
}

async function start(options: { dataDir?: string; logFunctionCalls?: boolean; runCronJobs?: boolean } = {}): Promise<FixtureBackend> {
  const fixture = await startFixtureBackend({ functionsDir, ...options });
  cleanups.push(() => fixture.close());
  return fixture;
}

function runsOf(fixture: FixtureBackend, label: string): Promise<number[]> {
  return new ConvexHttpClient(fixture.backend.url).query(anyApi.cronTargets.runs, { label }) as Promise<number[]>;
}

async function waitForRuns(fixture: FixtureBackend, label: string, count: number, timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await runsOf(fixture, label);
    if (runs.length >= count) return runs;
    if (Date.now() > deadline) throw new Error(`"${label}" ran ${runs.length} times, expected ${count}`);
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const printed = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.map(String).join(" "));

test("each job runs its function with its args on schedule; a failing job is logged and the others go on", async () => {
  writeCrons(`
crons.interval("tick", { seconds: 1 }, internal.cronTargets.record, { label: "tick" });
crons.interval("broken", { seconds: 1 }, internal.cronTargets.fail);
crons.interval("from action", { seconds: 1 }, internal.cronTargets.recordFromAction, { label: "action" });
crons.interval("action chain", { seconds: 1 }, internal.scheduledWork.chain, { label: "cron" });
crons.interval("mutation schedules", { seconds: 1 }, internal.scheduledWork.scheduleWork, { label: "cron mutation" });
crons.daily("nightly", { hourUTC: 3, minuteUTC: 30 }, internal.cronTargets.record, { label: "nightly" });
crons.cron("office hours", "*/15 9-17 * * 1-5", internal.cronTargets.record, { label: "office" });
`);
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const startedAt = Date.now();
  const fixture = await start({ logFunctionCalls: true });

  const ticks = await waitForRuns(fixture, "tick", 3);
  await waitForRuns(fixture, "action", 2);
  // An action job that schedules an action (reading, calling an action, writing) and a mutation,
  // and a mutation job that schedules an action.
  await waitForRuns(fixture, "echo cron chained after 0", 2);
  await waitForRuns(fixture, "cron chained mutation", 2);
  await waitForRuns(fixture, "echo cron mutation after 0", 2);
  // One run per slot: an interval job never runs twice for the same second.
  const gaps = ticks.slice(1).map((time, index) => time - ticks[index]);
  expect(Math.min(...gaps)).toBeGreaterThan(500);
  // The failing job's write was rolled back, and it kept failing on schedule.
  expect(await runsOf(fixture, "never stored")).toEqual([]);
  const lines = printed(log);
  expect(lines.filter((line) => line.includes('[mutation] cronTargets:fail failed') && line.includes('(cron "broken"): ')).length).toBeGreaterThanOrEqual(2);
  expect(lines.some((line) => line.includes("cron boom"))).toBe(true);
  expect(lines.some((line) => /\[mutation\] cronTargets:record ok \d+ms \(cron "tick"\)/.test(line))).toBe(true);
  expect(lines.some((line) => /\[action\] cronTargets:recordFromAction ok \d+ms \(cron "from action"\)/.test(line))).toBe(true);

  // Calendar jobs wait for their UTC time.
  const jobs = Object.fromEntries(fixture.backend.cronJobs().map((job) => [job.name, job]));
  expect(Object.keys(jobs).sort()).toEqual(["action chain", "broken", "from action", "mutation schedules", "nightly", "office hours", "tick"]);
  // The backend reckons from its own start, which a slow machine may put past a slot's time
  // (a quarter past the hour) after `startedAt`: either slot is the right next run.
  const checkedAt = Date.now();
  const nextRuns = (schedule: Parameters<typeof nextRunAfter>[0]) => [nextRunAfter(schedule, startedAt), nextRunAfter(schedule, checkedAt)];
  expect(nextRuns({ type: "daily", hourUTC: 3, minuteUTC: 30 })).toContain(jobs.nightly.nextRunMs);
  expect(nextRuns({ type: "cron", cron: "*/15 9-17 * * 1-5" })).toContain(jobs["office hours"].nextRunMs);
  expect(jobs.nightly.prevRunMs).toBeNull();
  expect(jobs.tick.prevRunMs).not.toBeNull();
});

test("a backend started with its cron jobs off (the browser tests' LOCAL_BACKEND_CRONS=off) runs none", async () => {
  writeCrons(`crons.interval("tick", { seconds: 1 }, internal.cronTargets.record, { label: "tick" });`);
  const fixture = await start({ runCronJobs: false });
  await sleep(2_500);
  expect(await runsOf(fixture, "tick")).toEqual([]);
  expect(fixture.backend.cronJobs().every((job) => job.prevRunMs === null)).toBe(true);
});

test("a reload re-reads crons.ts: changed jobs change, removed jobs stop, a bad crons.ts is refused", async () => {
  writeCrons(`
crons.interval("tick", { seconds: 1 }, internal.cronTargets.record, { label: "tick" });
crons.interval("from action", { seconds: 1 }, internal.cronTargets.recordFromAction, { label: "action" });
`);
  const fixture = await start();
  await waitForRuns(fixture, "action", 1);

  writeCrons(`crons.interval("tick", { seconds: 1 }, internal.cronTargets.record, { label: "tick2" });`);
  expect(await fixture.backend.reload()).toBe(true);
  await waitForRuns(fixture, "tick2", 2);
  expect(fixture.backend.cronJobs().map((job) => job.name)).toEqual(["tick"]);
  const actionRuns = (await runsOf(fixture, "action")).length;

  vi.spyOn(console, "error").mockImplementation(() => undefined);
  writeCrons(`crons.cron("bad", "61 * * * *", internal.cronTargets.record, { label: "bad" });`);
  expect(await fixture.backend.reload()).toBe(false);
  writeCrons(`crons.interval("typo", { seconds: 1 }, internal.cronTargets.nothing, {});`);
  expect(await fixture.backend.reload()).toBe(false);
  expect(fixture.backend.cronJobs().map((job) => job.name)).toEqual(["tick"]);

  // Without crons.ts no job runs (today's app has none).
  rmSync(path.join(functionsDir, "crons.ts"));
  expect(await fixture.backend.reload()).toBe(true);
  expect(fixture.backend.cronJobs()).toEqual([]);
  const tick2Runs = (await runsOf(fixture, "tick2")).length;
  await sleep(1500);
  expect((await runsOf(fixture, "tick2")).length).toBe(tick2Runs);
  expect((await runsOf(fixture, "action")).length).toBe(actionRuns);
});

test("after an outage a due job runs once, not once per missed slot; an interrupted action is not rerun", async () => {
  writeCrons(`
crons.interval("hourly", { hours: 1 }, internal.cronTargets.record, { label: "catch-up" });
crons.interval("hourly action", { hours: 1 }, internal.cronTargets.recordFromAction, { label: "interrupted" });
`);
  const first = await start();
  // New interval jobs run at once (as after a deploy), then hourly.
  await waitForRuns(first, "catch-up", 1);
  await waitForRuns(first, "interrupted", 1);
  await sleep(200); // let the action's run be recorded as finished
  await first.close({ keepData: true });

  // Pretend the backend stopped 6.5 hours ago, right after the last runs,
  // and that the action's next run was under way when it stopped.
  const snapshotPath = path.join(first.dataDir, "db.json");
  const snapshot = JSON.parse(readFileSync(snapshotPath, "utf8")) as { documents: Record<string, Record<string, unknown>> };
  const jobs = Object.values(snapshot.documents).filter((document) => String(document._id).endsWith("_cron_jobs"));
  expect(jobs.map((job) => job.name).sort()).toEqual(["hourly", "hourly action"]);
  for (const job of jobs) {
    job.prevTs = (job.prevTs as number) - 6.5 * HOUR;
    job.nextTs = (job.nextTs as number) - 6.5 * HOUR;
    if (job.name === "hourly action") job.state = { kind: "inProgress" };
  }
  const missedNext = jobs.find((job) => job.name === "hourly")?.nextTs as number;
  writeFileSync(snapshotPath, JSON.stringify(snapshot));

  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const again = await start({ dataDir: first.dataDir });
  await waitForRuns(again, "catch-up", 2);
  await sleep(1000);
  expect((await runsOf(again, "catch-up")).length).toBe(2);
  expect((await runsOf(again, "interrupted")).length).toBe(1);
  const byName = Object.fromEntries(again.backend.cronJobs().map((job) => [job.name, job]));
  // The missed slots are skipped; the next run keeps the hourly phase.
  expect(byName.hourly.prevRunMs).toBe(missedNext);
  expect(byName.hourly.nextRunMs).toBe(missedNext + 6 * HOUR);
  expect(byName["hourly action"]).toMatchObject({ running: false, nextRunMs: missedNext + 6 * HOUR });
  expect(printed(warn).some((line) => line.includes('cron job "hourly": skipped 5 run(s)'))).toBe(true);
});
