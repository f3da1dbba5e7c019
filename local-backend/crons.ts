// Runs the cron jobs `convex/crons.ts` exports (`export default cronJobs()`),
// on real timers, the way Convex's cron executor does:
//
// - Each job's state is a document in the `_cron_jobs` system table (name,
//   function, args, schedule, prevTs, nextTs), so it is saved with the data
//   and survives restarts and reloads.
// - A mutation job runs in one transaction with the update of its nextTs: after
//   a crash it either ran and moved on, or it runs again. An action job is
//   marked in progress first, and one cut short by a restart is recorded as
//   failed, not rerun (actions run at most once).
// - A run that is late (the backend was down) runs once; the slots it missed
//   are skipped (see nextRunAfterRun in cron-schedule.ts).
// - A failing job is logged and keeps its schedule; other jobs are unaffected.
import type { JSONValue } from "convex/values";
import { jsonToConvex } from "convex/values";
import {
  compileSchedule,
  describeSchedule,
  firstRunAt,
  nextRunAfter,
  nextRunAfterRun,
  type CompiledSchedule,
  type CronSchedule,
} from "./cron-schedule";
import { tableNameFromId, type FakeDatabase, type StoredDocument, type TestAccessor } from "./internals";
import type { FunctionLogger } from "./log";
import type { FunctionInfo } from "./modules";
import { outsideEveryScope } from "./syscalls";

/** One job as `Crons` stores it: `crons.crons[identifier]`. */
export interface CronJobSpec {
  /** The function, e.g. "reminders:sendDue". */
  name: string;
  /** `[convexToJson(args)]`. */
  args: JSONValue[];
  schedule: CronSchedule;
}

export interface CronJobStatus {
  name: string;
  udfPath: string;
  schedule: CronSchedule;
  /** When it last ran (its scheduled time), or null. */
  prevRunMs: number | null;
  /** When it runs next, or null if its schedule never matches again. */
  nextRunMs: number | null;
  running: boolean;
}

const TABLE = "_cron_jobs";
const LONGEST_TIMER_MS = 2 ** 31 - 1;
// Timers are armed from inside transactions, where convex-test swaps the timer
// globals for throwing stubs; keep the real ones.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

type CronJobDocument = StoredDocument & {
  name: string;
  udfPath: string;
  /** JSON of the args object (any field names allowed). */
  args: string;
  schedule: CronSchedule;
  prevTs: number | null;
  nextTs: number | null;
  state: { kind: "pending" | "inProgress" };
};

/**
 * Checks `crons.ts` as a Convex deploy would: every schedule valid and every
 * job naming an existing mutation or action. Throws with the first problem.
 */
export function validateCronJobs(
  specs: Record<string, CronJobSpec>,
  describe: (udfPath: string) => FunctionInfo | null,
): Map<string, CompiledSchedule> {
  const compiled = new Map<string, CompiledSchedule>();
  for (const [identifier, spec] of Object.entries(specs)) {
    try {
      compiled.set(identifier, compileSchedule(spec.schedule));
    } catch (error) {
      throw new Error(`crons.ts: job "${identifier}": ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const kind = describe(spec.name)?.kind;
    if (kind !== "mutation" && kind !== "action") {
      throw new Error(`crons.ts: job "${identifier}" calls ${spec.name}, which is ${kind ? `a ${kind}` : "not a function"}; it must be a mutation or an action`);
    }
  }
  return compiled;
}

export class CronRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly ids = new Map<string, string>();
  private running = 0;
  private stopped = false;

  constructor(
    private readonly base: TestAccessor,
    private readonly db: FakeDatabase,
    private readonly specs: Record<string, CronJobSpec>,
    private readonly compiled: Map<string, CompiledSchedule>,
    private readonly describe: (udfPath: string) => FunctionInfo | null,
    private readonly log: FunctionLogger,
  ) {}

  /** Jobs being run right now (a reload waits for them). */
  get busy(): number {
    return this.running;
  }

  /** Brings `_cron_jobs` in line with crons.ts (as a deploy does) and arms the timers. */
  async start(): Promise<void> {
    const interrupted: CronJobDocument[] = [];
    await this.base.run(async () => {
      const now = Date.now();
      const existing = new Map<string, CronJobDocument>();
      for (const document of this.storedJobs()) {
        if (!(document.name in this.specs) || existing.has(document.name)) this.db.delete(TABLE, document._id);
        else existing.set(document.name, document);
      }
      for (const [name, spec] of Object.entries(this.specs)) {
        const compiled = this.compiled.get(name) as CompiledSchedule;
        const args = JSON.stringify(spec.args[0] ?? {});
        const job = existing.get(name);
        if (job === undefined) {
          const fields = { name, udfPath: spec.name, args, schedule: spec.schedule, prevTs: null, nextTs: firstRunAt(compiled, now) };
          this.ids.set(name, this.db.insert(TABLE, { ...fields, state: { kind: "pending" } }));
          continue;
        }
        this.ids.set(name, job._id);
        if (job.state.kind === "inProgress") interrupted.push(job);
        const scheduleChanged = JSON.stringify(job.schedule) !== JSON.stringify(spec.schedule);
        if (!scheduleChanged && job.udfPath === spec.name && job.args === args) continue;
        // A new schedule counts from the last run, as Convex does on a push.
        const nextTs = !scheduleChanged
          ? job.nextTs
          : job.prevTs === null
            ? firstRunAt(compiled, now)
            : nextRunAfter(compiled, job.prevTs);
        this.db.patch(TABLE, job._id, { udfPath: spec.name, args, schedule: spec.schedule, nextTs });
      }
    });
    for (const job of interrupted) {
      this.log.call("action", job.udfPath, 0, "Transient error while executing action (backend restarted)", `cron "${job.name}"`);
      await this.complete(job.name, job.nextTs ?? Date.now());
    }
    const jobs = this.status();
    if (jobs.length > 0) {
      const lines = jobs.map((job) => `${job.name} (${describeSchedule(job.schedule)}, next ${formatTime(job.nextRunMs)})`);
      this.log.info(`cron jobs: ${lines.join("; ")}`);
    }
    for (const job of jobs) this.arm(job.name, job.nextRunMs);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) realClearTimeout(timer);
    this.timers.clear();
  }

  status(): CronJobStatus[] {
    return this.storedJobs()
      .map((job) => ({
        name: job.name,
        udfPath: job.udfPath,
        schedule: job.schedule,
        prevRunMs: job.prevTs,
        nextRunMs: job.nextTs,
        running: job.state.kind === "inProgress",
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private storedJobs(): CronJobDocument[] {
    const found: CronJobDocument[] = [];
    for (const id of Object.keys(this.db._documents)) {
      if (tableNameFromId(id) !== TABLE) continue;
      const job = this.db.get(TABLE, id) as CronJobDocument | null;
      if (job !== null) found.push(job);
    }
    return found;
  }

  private arm(name: string, atMs: number | null): void {
    realClearTimeout(this.timers.get(name));
    this.timers.delete(name);
    if (this.stopped || atMs === null) return;
    const delay = Math.min(Math.max(0, atMs - Date.now()), LONGEST_TIMER_MS);
    // The timer must not inherit the async context of whoever armed it (ours or convex-test's).
    const timer = outsideEveryScope(() =>
      realSetTimeout(() => {
        this.timers.delete(name);
        void this.run(name);
      }, delay),
    );
    this.timers.set(name, timer);
  }

  private job(name: string): CronJobDocument | null {
    const id = this.ids.get(name);
    return id === undefined ? null : (this.db.get(TABLE, id) as CronJobDocument | null);
  }

  private async run(name: string): Promise<void> {
    if (this.stopped) return;
    const job = this.job(name);
    if (job === null || job.nextTs === null || job.state.kind !== "pending") return;
    // Timers may fire a little early, and long delays are capped: not due yet means re-arm.
    if (Date.now() < job.nextTs) return this.arm(name, job.nextTs);
    this.running += 1;
    try {
      if (this.describe(job.udfPath)?.kind === "action") await this.runAction(job);
      else await this.runMutation(job);
    } catch (error) {
      this.log.error(`cron job "${name}" could not run`, error);
    } finally {
      this.running -= 1;
    }
    this.arm(name, this.job(name)?.nextTs ?? null);
  }

  private async runMutation(expected: CronJobDocument): Promise<void> {
    const started = performance.now();
    let failure: string | null = null;
    let ran = false;
    await this.base.run(async () => {
      const job = this.db.get(TABLE, expected._id) as CronJobDocument | null;
      if (!job || job.nextTs !== expected.nextTs || job.state.kind !== "pending") return;
      ran = true;
      try {
        // Nested: a failure rolls back the job's writes but not the schedule update below.
        await this.base.mutationFromPath({ udfPath: job.udfPath, componentPath: "" }, argsOf(job));
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      this.advance(job);
    });
    if (ran) this.log.call("mutation", expected.udfPath, performance.now() - started, failure, `cron "${expected.name}"`);
  }

  private async runAction(expected: CronJobDocument): Promise<void> {
    const claimed = await this.base.run(async () => {
      const job = this.db.get(TABLE, expected._id) as CronJobDocument | null;
      if (!job || job.nextTs !== expected.nextTs || job.state.kind !== "pending") return false;
      this.db.patch(TABLE, job._id, { state: { kind: "inProgress" } });
      return true;
    });
    if (!claimed) return;
    const started = performance.now();
    let failure: string | null = null;
    try {
      await this.base.actionFromPath({ udfPath: expected.udfPath, componentPath: "" }, argsOf(expected));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    this.log.call("action", expected.udfPath, performance.now() - started, failure, `cron "${expected.name}"`);
    await this.complete(expected.name, expected.nextTs as number);
  }

  /** Ends an action's run: back to pending, next run per the catch-up rule. */
  private async complete(name: string, scheduledMs: number): Promise<void> {
    await this.base.run(async () => {
      const job = this.job(name);
      if (job === null || job.nextTs !== scheduledMs) return;
      this.advance(job);
    });
  }

  /** Inside a transaction: records the run of `job` and moves it to its next slot. */
  private advance(job: CronJobDocument): void {
    const compiled = this.compiled.get(job.name) ?? compileSchedule(job.schedule);
    const scheduledMs = job.nextTs ?? Date.now();
    const { nextMs, skipped } = nextRunAfterRun(compiled, scheduledMs, Date.now());
    if (skipped > 0) {
      this.log.warn(`cron job "${job.name}": skipped ${skipped} run(s) that were due while the backend was down or busy`);
    }
    this.db.patch(TABLE, job._id, { prevTs: scheduledMs, nextTs: nextMs, state: { kind: "pending" } });
  }
}

function argsOf(job: CronJobDocument): Record<string, unknown> {
  return jsonToConvex(JSON.parse(job.args) as JSONValue) as Record<string, unknown>;
}

function formatTime(ms: number | null): string {
  return ms === null ? "never" : new Date(ms).toISOString().replace(".000Z", "Z");
}
