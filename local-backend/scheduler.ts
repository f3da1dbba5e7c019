// Runs scheduled functions (`ctx.scheduler.runAfter/runAt`) on real timers.
//
// A scheduled mutation and its job's state change commit in one transaction,
// so after a crash a job is either done or still pending, never run twice.
// A scheduled action that was running during a crash is marked failed, as
// Convex does (actions run at most once).
import type { FakeDatabase, StoredDocument, TestAccessor } from "./internals";
import type { FunctionInfo } from "./modules";
import { outsideEveryScope } from "./syscalls";
import type { FunctionLogger } from "./log";

const LONGEST_TIMER_MS = 2 ** 31 - 1;
// Jobs are armed from inside mutations, where convex-test replaces the timer
// globals with throwing stubs (as Convex forbids timers there); keep the real ones.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

type JobState = { kind: "pending" | "inProgress" | "success" | "failed" | "canceled" };
type JobDocument = StoredDocument & { name: string; args: unknown[]; scheduledTime: number; state: JobState };

export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private running = 0;
  private stopped = false;

  constructor(
    private readonly base: TestAccessor,
    private readonly db: FakeDatabase,
    private readonly describe: (udfPath: string) => FunctionInfo | null,
    private readonly log: FunctionLogger,
  ) {}

  /** Jobs being run right now (a reload waits for them). */
  get busy(): number {
    return this.running;
  }

  arm(jobId: string, scheduledTimeMs: number): void {
    if (this.stopped) return;
    realClearTimeout(this.timers.get(jobId));
    const delay = Math.max(0, scheduledTimeMs - Date.now());
    // The timer must not inherit the scheduling transaction's async context (ours or convex-test's).
    const timer = outsideEveryScope(() =>
      realSetTimeout(() => {
        this.timers.delete(jobId);
        if (delay > LONGEST_TIMER_MS) this.arm(jobId, scheduledTimeMs);
        else void this.run(jobId);
      }, Math.min(delay, LONGEST_TIMER_MS)),
    );
    this.timers.set(jobId, timer);
  }

  /** Re-arms every unfinished job found in restored data. */
  async resumeAll(): Promise<void> {
    for (const document of Object.values(this.db._documents)) {
      if (!document._id.endsWith("_scheduled_functions")) continue;
      const job = document as JobDocument;
      if (job.state.kind === "pending") {
        this.arm(job._id, job.scheduledTime);
      } else if (job.state.kind === "inProgress") {
        if (this.describe(job.name)?.kind === "action") {
          await this.finish(job._id, "failed", "Transient error while executing action (backend restarted)");
        } else {
          this.arm(job._id, job.scheduledTime);
        }
      }
    }
  }

  stop(): void {
    this.stopped = true;
    this.disarmAll();
  }

  /** Forgets every armed timer but keeps running: the data they were armed from is being replaced. */
  disarmAll(): void {
    for (const timer of this.timers.values()) realClearTimeout(timer);
    this.timers.clear();
  }

  private async run(jobId: string): Promise<void> {
    if (this.stopped) return;
    this.running += 1;
    try {
      const job = this.db._documents[jobId] as JobDocument | undefined;
      if (!job || (job.state.kind !== "pending" && job.state.kind !== "inProgress")) return;
      const info = this.describe(job.name);
      const path = { udfPath: job.name, componentPath: "" };
      const args = (job.args[0] ?? {}) as Record<string, unknown>;
      if (info === null) {
        await this.finish(jobId, "failed", `Could not find function for '${job.name}'`);
      } else if (info.kind === "mutation") {
        await this.runMutationJob(jobId, path, args);
      } else {
        await this.runActionJob(jobId, info.kind, path, args);
      }
    } catch (error) {
      this.log.error(`scheduled job ${jobId} could not run`, error);
    } finally {
      this.running -= 1;
    }
  }

  private async runMutationJob(jobId: string, path: { udfPath: string; componentPath: string }, args: Record<string, unknown>) {
    const started = performance.now();
    let failure: string | null = null;
    await this.base.run(async () => {
      const job = this.db.get("_scheduled_functions", jobId) as JobDocument | null;
      if (!job || (job.state.kind !== "pending" && job.state.kind !== "inProgress")) return;
      try {
        await this.base.mutationFromPath(path, args);
        this.db.patch("_scheduled_functions", jobId, { state: { kind: "success" }, completedTime: Date.now() });
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        this.db.patch("_scheduled_functions", jobId, {
          state: { kind: "failed", error: failure },
          completedTime: Date.now(),
        });
      }
    });
    this.log.call("mutation", path.udfPath, performance.now() - started, failure, "scheduled");
  }

  private async runActionJob(
    jobId: string,
    kind: string,
    path: { udfPath: string; componentPath: string },
    args: Record<string, unknown>,
  ) {
    const claimed = await this.base.run(async () => {
      const job = this.db.get("_scheduled_functions", jobId) as JobDocument | null;
      if (!job || job.state.kind !== "pending") return false;
      this.db.patch("_scheduled_functions", jobId, { state: { kind: "inProgress" } });
      return true;
    });
    if (!claimed) return;
    const started = performance.now();
    let failure: string | null = null;
    try {
      if (kind !== "action") throw new Error(`'${path.udfPath}' is a ${kind}, not a mutation or action`);
      await this.base.actionFromPath(path, args);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    this.log.call("action", path.udfPath, performance.now() - started, failure, "scheduled");
    await this.finish(jobId, failure === null ? "success" : "failed", failure);
  }

  private async finish(jobId: string, kind: "success" | "failed", error: string | null): Promise<void> {
    await this.base.run(async () => {
      if (this.db.get("_scheduled_functions", jobId) === null) return;
      this.db.patch("_scheduled_functions", jobId, {
        state: kind === "failed" ? { kind, error: error ?? "" } : { kind },
        completedTime: Date.now(),
      });
    });
  }
}
