// The engine: one long-lived convex-test instance running the project's
// functions, with the hooks a server needs (commit notifications, read sets,
// journals, storage and scheduling) and calls made on behalf of identities.
import { convexTest } from "convex-test";
import type { SchemaDefinition, UserIdentity } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { hookCommits, type CommitRecord } from "./commits";
import { CronRunner, validateCronJobs, type CronJobStatus } from "./crons";
import { describeError, shortMessage, SystemError, type ClientError } from "./errors";
import { FileStorage, type StoredFile } from "./file-storage";
import { redactedPath } from "./http-util";
import type { FileStore } from "./files";
import {
  captureConvexTestGlobal,
  type FakeDatabase,
  type FakeTransactionManager,
  type FunctionPath,
  type StoredDocument,
  type TestAccessor,
} from "./internals";
import type { FunctionLogger } from "./log";
import { canonicalUdfPath, loadFunctions, type FunctionInfo, type FunctionKind, type LoadedFunctions } from "./modules";
import { installIndexes } from "./indexes";
import { ReadSet } from "./read-set";
import { JobRunner } from "./scheduler";
import { checkConvexTestOnce } from "./self-check";
import { executionScope, installSyscallHooks, type ExecutionScope } from "./syscalls";

export type { CommitRecord } from "./commits";

export type CallOutcome = { ok: true; value: JSONValue } | ({ ok: false } & ClientError);

/** Everything needed to rebuild the database (file bytes live in the FileStore). */
export interface EngineState {
  documents: Record<string, StoredDocument>;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: bigint;
}

export interface SubscriptionRun {
  identity: UserIdentity | null;
  udfPath: string;
  args: JSONValue;
  journal: string | null;
}

export interface SubscriptionOutcome {
  result: CallOutcome;
  journal: string | null;
  /** What the query read: a commit writing nothing in it cannot change it. */
  reads: ReadSet;
}

export interface EngineOptions {
  functionsDir: string;
  files: FileStore;
  storageUrl(storageId: string): string;
  uploadUrl(): string;
  log: FunctionLogger;
  /** Run the jobs of crons.ts (default true); the browser tests turn them off. */
  runCronJobs?: boolean;
}

const KIND_NAME: Record<FunctionKind, string> = {
  query: "Query",
  mutation: "Mutation",
  action: "Action",
  httpAction: "HttpAction",
};

export class Engine {
  /** Called synchronously for every top-level commit that wrote something. */
  onCommit: (commit: CommitRecord) => void = () => {};
  private lastTs = 0n;
  private inFlight = 0;
  private readonly accessors = new Map<string, TestAccessor>();
  private readonly jobs: JobRunner;
  private readonly crons: CronRunner;
  private readonly storage: FileStorage;

  private constructor(
    private readonly functions: LoadedFunctions,
    private readonly base: TestAccessor,
    private readonly transactions: FakeTransactionManager,
    private readonly db: FakeDatabase,
    private readonly options: EngineOptions,
  ) {
    this.storage = new FileStorage(base, db, options.files, options.log);
    const describe = (udfPath: string) => functions.describe(canonicalUdfPath(udfPath));
    this.jobs = new JobRunner(base, db, describe, options.log);
    // Checked before anything runs: a bad crons.ts fails the load, as it fails a deploy.
    const schedules = validateCronJobs(functions.cronJobs, describe);
    this.crons = new CronRunner(base, db, functions.cronJobs, schedules, describe, options.log);
    const onCommit = (commit: CommitRecord) => {
      this.lastTs = commit.ts;
      this.onCommit(commit);
    };
    hookCommits(transactions, db, onCommit, options.log);
  }

  static async load(options: EngineOptions): Promise<Engine> {
    // Once per process: refuse to start on a convex-test whose internals moved.
    await checkConvexTestOnce();
    const functions = await loadFunctions(options.functionsDir);
    const base = convexTest(
      functions.schema as SchemaDefinition<never, boolean> | undefined,
      functions.modulesForConvexTest,
    ) as unknown as TestAccessor;
    const global = await captureConvexTestGlobal(base);
    const db = global.components[""].db;
    installIndexes(db);
    const engine = new Engine(functions, base, global.transactionManager, db, options);
    installSyscallHooks(global, db, {
      storageUrl: options.storageUrl,
      uploadUrl: options.uploadUrl,
      storeBlob: async (blob) => engine.storeFile(new Uint8Array(await blob.arrayBuffer()), blob.type || null),
      armJob: (jobId, time) => engine.jobs.arm(jobId, time),
    });
    return engine;
  }

  /** Timestamp of the latest commit that wrote something (0 for a new database). */
  get serverTs(): bigint {
    return this.lastTs;
  }

  /** Calls, scheduled functions and cron jobs still running (a reload waits for them). */
  get busy(): number {
    return this.inFlight + this.jobs.busy + this.crons.busy;
  }

  get authProviders() {
    return this.functions.authProviders;
  }

  /** The cron jobs of `crons.ts` and when they run. */
  cronJobs(): CronJobStatus[] {
    return this.crons.status();
  }

  get hasHttpRouter(): boolean {
    return this.functions.hasHttpRouter;
  }

  describe(udfPath: string): FunctionInfo | null {
    return this.functions.describe(canonicalUdfPath(udfPath));
  }

  async query(identity: UserIdentity | null, udfPath: string, args: JSONValue, allowInternal = false) {
    return this.call("query", identity, udfPath, args, allowInternal, {}, true);
  }

  async action(identity: UserIdentity | null, udfPath: string, args: JSONValue, allowInternal = false) {
    return this.call("action", identity, udfPath, args, allowInternal, {}, true);
  }

  /** Runs a mutation; `ts` is its commit timestamp (the current one if it wrote nothing). */
  async mutation(
    identity: UserIdentity | null,
    udfPath: string,
    args: JSONValue,
    options: { allowInternal?: boolean; requestKey?: string | null } = {},
  ): Promise<{ outcome: CallOutcome; ts: bigint }> {
    const scope: ExecutionScope = { request: { key: options.requestKey ?? null, claimed: false } };
    const outcome = await this.call("mutation", identity, udfPath, args, options.allowInternal ?? false, scope, true);
    if (outcome.ok && scope.persistError !== undefined) {
      const reason = scope.persistError instanceof Error ? scope.persistError.message : String(scope.persistError);
      return { outcome: { ok: false, errorMessage: `The local backend could not save this change: ${reason}` }, ts: this.lastTs };
    }
    return { outcome, ts: scope.commitTs ?? this.lastTs };
  }

  /**
   * Runs subscription queries inside one transaction, so every result reflects
   * the same committed state, the one at the returned `ts`.
   */
  async runSubscriptions(
    runs: SubscriptionRun[],
    /** Called after each run, still inside the transaction, with the outcomes so far: may send what is complete. */
    afterRun?: (index: number, ts: bigint, outcomes: readonly SubscriptionOutcome[]) => Promise<void> | void,
  ): Promise<{ ts: bigint; outcomes: SubscriptionOutcome[] }> {
    const outcomes: SubscriptionOutcome[] = [];
    let ts = this.lastTs;
    await executionScope.run({}, () =>
      this.base.run(async () => {
        ts = this.lastTs; // No other transaction can commit while this one runs.
        for (const [index, run] of runs.entries()) {
          const pagination = { journalEndCursor: endCursorOf(run.journal), usedEndCursor: null as string | null };
          const scope: ExecutionScope = { reads: new ReadSet(), pagination };
          const result = await this.call("query", run.identity, run.udfPath, run.args, false, scope, false);
          const journal = pagination.usedEndCursor === null ? run.journal : JSON.stringify({ endCursor: pagination.usedEndCursor });
          outcomes.push({ result, journal, reads: scope.reads ?? new ReadSet() });
          await afterRun?.(index, ts, outcomes);
        }
      }),
    );
    return { ts, outcomes };
  }

  /** Runs the HTTP action routed by `convex/http.ts` for this request. */
  async fetchHttp(pathAndQuery: string, init: RequestInit, identity: UserIdentity | null): Promise<Response> {
    const started = performance.now();
    const label = `${init.method ?? "GET"} ${redactedPath(pathAndQuery)}`;
    this.inFlight += 1;
    try {
      const response = await executionScope.run({}, () => this.accessorFor(identity).fetch(pathAndQuery, init));
      const failure = response.status >= 500 ? `status ${response.status}` : null;
      this.options.log.call("http", label, performance.now() - started, failure);
      return response;
    } catch (error) {
      const { errorMessage } = describeError(error);
      this.options.log.call("http", label, performance.now() - started, shortMessage({ errorMessage }));
      return new Response(errorMessage, { status: 500 });
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Stores file bytes: on disk first, then the `_storage` document. */
  storeFile(bytes: Uint8Array, contentType: string | null): Promise<string> {
    return this.storage.store(bytes, contentType);
  }

  getFile(storageId: string): StoredFile | null {
    return this.storage.get(storageId);
  }

  exportState(): EngineState {
    return {
      documents: this.db._documents,
      nextDocId: this.db._nextDocId,
      lastCreationTime: this.db._lastCreationTime,
      lastCommitTs: this.lastTs,
    };
  }

  /** Loads saved data; call before anything can write. */
  importState(state: EngineState): void {
    this.db._documents = { ...state.documents };
    this.db._nextDocId = state.nextDocId;
    this.db._lastCreationTime = state.lastCreationTime;
    this.lastTs = state.lastCommitTs;
    if (this.transactions._lastCommitTs < state.lastCommitTs) this.transactions._lastCommitTs = state.lastCommitTs;
    this.storage.loadBlobs();
  }

  /**
   * Replaces the whole database while running (a test's restored snapshot):
   * the documents and scheduled jobs become `state`'s, while ids, creation
   * times and commit timestamps keep counting up, so connected clients never
   * see time go backwards. Call inside the serial queue.
   */
  async replaceDocuments(documents: EngineState["documents"]): Promise<void> {
    this.jobs.disarmAll();
    this.db._documents = structuredClone(documents);
    this.db._storage = {};
    this.storage.loadBlobs();
    await this.jobs.resumeAll();
  }

  /** Arms the timers of scheduled functions found in the imported data, and starts the cron jobs. */
  async startJobs(): Promise<void> {
    await this.jobs.resumeAll();
    if (this.options.runCronJobs !== false) await this.crons.start();
    else this.options.log.info("cron jobs: not running (turned off)");
  }

  /** Stops timers and detaches from persistence; used on shutdown and reload. */
  retire(): void {
    this.jobs.stop();
    this.crons.stop();
    this.onCommit = () => this.options.log.warn("a write reached a retired engine and was dropped");
  }

  private async call(
    kind: "query" | "mutation" | "action",
    identity: UserIdentity | null,
    udfPath: string,
    argsJson: JSONValue,
    allowInternal: boolean,
    scope: ExecutionScope,
    logSuccess: boolean,
  ): Promise<CallOutcome> {
    const canonical = canonicalUdfPath(udfPath);
    const started = performance.now();
    let outcome: CallOutcome;
    this.inFlight += 1;
    try {
      const path = this.resolve(canonical, kind, allowInternal);
      const args = decodeArgs(argsJson);
      const accessor = this.accessorFor(identity);
      const value = await executionScope.run(scope, () =>
        kind === "query"
          ? accessor.queryFromPath(path, args)
          : kind === "mutation"
            ? accessor.mutationFromPath(path, args)
            : accessor.actionFromPath(path, args),
      );
      outcome = { ok: true, value: convexToJson((value ?? null) as Value) };
    } catch (error) {
      outcome = { ok: false, ...describeError(error) };
    } finally {
      this.inFlight -= 1;
    }
    if (logSuccess || !outcome.ok) {
      this.options.log.call(kind, canonical, performance.now() - started, outcome.ok ? null : shortMessage(outcome));
    }
    return outcome;
  }

  private resolve(udfPath: string, kind: FunctionKind, allowInternal: boolean): FunctionPath {
    const info = this.functions.describe(udfPath);
    if (info === null || (!info.isPublic && !allowInternal)) {
      throw new SystemError(
        `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
      );
    }
    if (info.kind !== kind) {
      throw new SystemError(`Trying to execute ${udfPath} as ${KIND_NAME[kind]}, but it is defined as ${KIND_NAME[info.kind]}.`);
    }
    return { udfPath, componentPath: "" };
  }

  private accessorFor(identity: UserIdentity | null): TestAccessor {
    if (identity === null) return this.base;
    const key = JSON.stringify(identity);
    let accessor = this.accessors.get(key);
    if (!accessor) {
      if (this.accessors.size >= 500) this.accessors.clear();
      accessor = this.base.withIdentity(identity);
      this.accessors.set(key, accessor);
    }
    return accessor;
  }
}

function decodeArgs(argsJson: JSONValue): Record<string, unknown> {
  const args = jsonToConvex(argsJson ?? {});
  if (typeof args !== "object" || args === null || Array.isArray(args) || args instanceof ArrayBuffer) {
    throw new SystemError("ArgumentValidationError: the arguments of a Convex function must be an object");
  }
  return args as Record<string, unknown>;
}

function endCursorOf(journal: string | null): string | null {
  if (journal === null) return null;
  try {
    const parsed = JSON.parse(journal) as { endCursor?: unknown };
    return typeof parsed.endCursor === "string" ? parsed.endCursor : null;
  } catch {
    return null;
  }
}
