// The start-up self-check. The local backend reaches into convex-test's private
// state and syscalls (internals.ts, syscalls.ts, commits.ts, file-storage.ts,
// scheduler.ts, crons.ts); a convex or convex-test version that changed any of
// them would not fail, it would quietly lose writes, subscriptions or jobs. So
// before the engine first loads, each behaviour relied on is exercised once, with
// the real hooks on, on a tiny in-memory convex-test instance (≈ 25 calls,
// ≈ 50 ms cold), and a broken one stops the start naming the assumption.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { convexTest } from "convex-test";
import {
  actionGeneric,
  defineSchema,
  defineTable,
  httpActionGeneric,
  httpRouter,
  makeFunctionReference,
  mutationGeneric,
  paginationOptsValidator,
  queryGeneric,
  type PaginationResult,
  type SchemaDefinition,
} from "convex/server";
import { v, type GenericId } from "convex/values";
import { hookCommits, type CommitRecord } from "./commits";
import { FileStorage } from "./file-storage";
import type { FileStore } from "./files";
import {
  captureConvexTestGlobal,
  tableNameFromId,
  type ConvexTestGlobal,
  type FakeDatabase,
  type FunctionPath,
  type QueryableDatabase,
  type QuerySource,
  type StoredDocument,
  type TestAccessor,
} from "./internals";
import { cursorKey, installIndexes } from "./indexes";
import type { FunctionLogger } from "./log";
import { ReadSet } from "./read-set";
import { END_CURSOR, executionScope, installSyscallHooks, type ExecutionScope } from "./syscalls";

const STEP_TIMEOUT_MS = 5_000;
const ACCESSOR_METHODS = ["queryFromPath", "mutationFromPath", "actionFromPath", "run", "fetch", "withIdentity"] as const;

export class ConvexTestAssumptionError extends Error {
  constructor(
    readonly assumption: string,
    readonly detail: string,
  ) {
    const { pinned, installed } = versions();
    super(
      `convex-test no longer behaves as the local backend expects.\n` +
        `  Failed assumption: ${assumption}\n` +
        `  What happened: ${detail}\n` +
        `  Written for convex-test ${pinned["convex-test"]} and convex ${pinned.convex} (pinned in package.json); ` +
        `installed: convex-test ${installed["convex-test"]}, convex ${installed.convex}.\n` +
        `  Run \`npm ci\` for the pinned versions, or adapt local-backend/ (internals.ts, syscalls.ts, commits.ts) ` +
        `and local-backend/self-check.ts to the new ones.`,
    );
    this.name = "ConvexTestAssumptionError";
  }
}

/** Ways a test breaks the instance under check, to see the check refuse it. */
export interface SelfCheckTampering {
  accessor?(accessor: TestAccessor): TestAccessor;
  /** Called on the captured convex global before the hooks are installed. */
  global?(global: ConvexTestGlobal): void;
}

let once: Promise<number> | null = null;

/** Runs the check once per process; every engine load awaits the same result. */
export function checkConvexTestOnce(): Promise<number> {
  once ??= runSelfCheck();
  return once;
}

/** Exercises every convex-test behaviour the backend relies on; resolves to the time it took (ms). */
export async function runSelfCheck(tampering: SelfCheckTampering = {}): Promise<number> {
  const started = performance.now();
  const state: { db: FakeDatabase | null } = { db: null };
  let base = convexTest(schema as SchemaDefinition<never, boolean>, modulesFor(state)) as unknown as TestAccessor;
  if (tampering.accessor) base = tampering.accessor(base);

  await step(`the convexTest() accessor has ${ACCESSOR_METHODS.join(", ")}`, () => {
    const missing = ACCESSOR_METHODS.filter((name) => typeof (base as unknown as Record<string, unknown>)[name] !== "function");
    ensure(missing.length === 0, `missing: ${missing.join(", ")}`);
  });

  const convex = await step(
    "the convex global (components[''].db with _documents, _storage, _nextDocId, _lastCreationTime, _queryResults, _writes; " +
      "transactionManager with _lastCommitTs and commit; syscall, asyncSyscall, jsSyscall) is the store of AsyncLocalStorage.run",
    () => captureConvexTestGlobal(base),
  );
  tampering.global?.(convex);
  const db = convex.components[""].db;
  const transactions = convex.transactionManager;
  state.db = db;

  const queryable = db as QueryableDatabase;
  const unindexed = queryable._resolveQuerySource?.bind(db);
  const commits: CommitRecord[] = [];
  const armed: Array<{ jobId: string; time: number }> = [];
  const storage = new FileStorage(base, db, { write() {}, read: () => null } as unknown as FileStore, silentLog);
  await step("the syscall tables and transactionManager.commit can be replaced on the convex global", () => {
    installSyscallHooks(convex, db, {
      storageUrl: (storageId) => `self-check:storage/${storageId}`,
      uploadUrl: () => "self-check:upload",
      storeBlob: async (blob) => storage.store(new Uint8Array(await blob.arrayBuffer()), blob.type || null),
      armJob: (jobId, time) => armed.push({ jobId, time }),
    });
    hookCommits(transactions, db, (commit) => commits.push(commit), silentLog);
    installIndexes(db);
  });

  const call = (kind: "query" | "mutation" | "action", name: string, args: Record<string, unknown> = {}, scope: ExecutionScope = {}) => {
    const functionPath: FunctionPath = { udfPath: `selfCheck:${name}`, componentPath: "" };
    return executionScope.run(scope, () =>
      kind === "query"
        ? base.queryFromPath(functionPath, args)
        : kind === "mutation"
          ? base.mutationFromPath(functionPath, args)
          : base.actionFromPath(functionPath, args),
    );
  };
  const add = async (rank: number) => (await call("mutation", "add", { rank })) as string;

  await step(
    "a top-level commit calls transactionManager.commit(false) on the instance, returns a bigint timestamp, and its writes are " +
      "the last level of db._writes before, and in db._documents after",
    async () => {
      const before = transactions._lastCommitTs;
      const id = await add(20);
      ensure(commits.length === 1, `${commits.length} commits reported for one insert`);
      const [commit] = commits;
      ensure(typeof commit.ts === "bigint" && commit.ts > before, `commit timestamp ${String(commit.ts)} after ${before}`);
      ensure(commit.ts === transactions._lastCommitTs, "transactionManager._lastCommitTs is not the last commit's timestamp");
      ensure(commit.writes.length === 1 && commit.writes[0][0] === id, `writes reported: ${JSON.stringify(commit.writes.map(([key]) => key))}`);
      ensure(db._documents[id]?.rank === 20, `db._documents[${id}] is ${JSON.stringify(db._documents[id])}`);
      ensure(tableNameFromId(id) === "items", `the id ${id} does not end with its table's name`);
      ensure(db._writes.length === 0, `${db._writes.length} levels of db._writes left after the commit`);
      ensure(commit.nextDocId === db._nextDocId && commit.lastCreationTime === db._lastCreationTime, "commit record's counters");
    },
  );

  await step("run(handler) is a top-level transaction in which db.get, db.insert, db.patch and db.delete work", async () => {
    const ids = await base.run(async () => {
      const first = db.insert("items", { rank: 5 });
      db.patch("items", first, { rank: 10 });
      const gone = db.insert("items", { rank: 99 });
      db.delete("items", gone);
      ensure(db.get("items", first)?.rank === 10, "db.get does not see the transaction's own patch");
      return { first, gone };
    });
    ensure(db._documents[ids.first]?.rank === 10 && !(ids.gone in db._documents), "run()'s writes did not commit as made");
    ensure(commits.length === 2, "run()'s commit was not reported");
    await add(30);
  });

  await step("1.0/queryStream's args.query.source names the table (IndexRange indexName 'table.index', FullTableScan tableName)", async () => {
    for (const name of ["byIndex", "first"]) {
      const scope: ExecutionScope = { reads: new ReadSet() };
      await call("query", name, {}, scope);
      ensure(scope.reads?.readsTable("items"), `the ${name} query's reads: ${scope.reads?.describe()}`);
    }
  });

  await step(
    "db._queryResults holds a query's unread rows by queryId; the hooks drop them on 1.0/queryCleanup and on 1.0/queryStreamNext's done",
    async () => {
      const open = (await call("query", "openQueries")) as number;
      ensure(open === 1, `${open} entries in db._queryResults while one query is being read`);
      const left = Object.keys(db._queryResults).length;
      ensure(left === 0, `${left} entries left in db._queryResults after the queries finished`);
    },
  );

  await step("1.0/get's args carry the id (and table) of the document read", async () => {
    const id = Object.keys(db._documents).find((key) => key.endsWith("items")) ?? "";
    const scope: ExecutionScope = { reads: new ReadSet() };
    const document = (await call("query", "get", { id }, scope)) as StoredDocument | null;
    ensure(document?._id === id, `ctx.db.get(${id}) returned ${JSON.stringify(document)}`);
    ensure(scope.reads?.readsTable("items"), "the read of the table was not noted");
  });

  await step("1.0/count's args.table names the table counted", async () => {
    const scope: ExecutionScope = { reads: new ReadSet() };
    const count = await call("query", "count", {}, scope);
    ensure(count === 3, `count() returned ${String(count)} for 3 documents`);
    ensure(scope.reads?.readsTable("items"), "the read of the table was not noted");
  });

  await step(
    `1.0/queryPage takes cursor/endCursor and returns continueCursor/isDone, with '${END_CURSOR}' as the end of the range ` +
      "(as the cursor past the last page, and as an endCursor meaning no bound)",
    async () => {
      // Ranks 10, 20, 30; pages of two.
      const page = async (cursor: string | null, journalEndCursor: string | null) => {
        const pagination = { journalEndCursor, usedEndCursor: null as string | null };
        const result = (await call("query", "page", { paginationOpts: { numItems: 2, cursor } }, { pagination })) as PaginationResult<{
          rank: number;
        }>;
        return { ranks: result.page.map((item) => item.rank), isDone: result.isDone, cursor: result.continueCursor, used: pagination.usedEndCursor };
      };
      const first = await page(null, null);
      ensure(first.ranks.join() === "10,20" && !first.isDone && first.cursor !== END_CURSOR, `first page ${JSON.stringify(first)}`);
      ensure(first.used === first.cursor, "the first page's end cursor was not journaled");
      // A cursor holds the key of the page's last row (read-set.ts tracks a page up to it).
      const key = cursorKey(first.cursor);
      ensure(key?.length === 3 && key[0] === 20 && typeof key[1] === "number" && typeof key[2] === "string", `cursor ${first.cursor} holds ${JSON.stringify(key)}`);
      const reads = new ReadSet();
      await call("query", "page", { paginationOpts: { numItems: 2, cursor: null } }, { pagination: { journalEndCursor: first.cursor, usedEndCursor: null }, reads });
      const itemWith = (rank: number) => ({ _id: "99999items", _creationTime: Date.now(), rank });
      ensure(reads.touchedBy("99999items", null, itemWith(5)) && !reads.touchedBy("99999items", null, itemWith(25)), "a page's reads reach past its end cursor");
      const last = await page(first.cursor, null);
      ensure(last.ranks.join() === "30" && last.isDone && last.cursor === END_CURSOR, `last page ${JSON.stringify(last)}`);
      ensure(last.used === END_CURSOR, `the last page journaled ${String(last.used)}`);
      await add(15);
      await add(40);
      const grown = await page(null, first.cursor);
      ensure(grown.ranks.join() === "10,15,20" && grown.cursor === first.cursor && !grown.isDone, `first page re-run ${JSON.stringify(grown)}`);
      const open = await page(first.cursor, END_CURSOR);
      ensure(open.ranks.join() === "30,40" && open.isDone && open.cursor === END_CURSOR, `last page re-run ${JSON.stringify(open)}`);
    },
  );

  await step(
    "db._resolveQuerySource(query) gives a query's rows in index order with its compiled filters and limit, " +
      "and db.commit applies the top level of db._writes (indexes.ts answers index ranges and table scans in its place)",
    async () => {
      const queries: QuerySource[] = [
        {
          source: {
            type: "IndexRange",
            indexName: "items.by_rank",
            range: [
              { type: "Gte", fieldPath: "rank", value: 15 },
              { type: "Lt", fieldPath: "rank", value: 40 },
            ],
            order: "desc",
          },
          operators: [],
        },
        { source: { type: "FullTableScan", tableName: "items", order: "asc" }, operators: [{ limit: 2 }] },
      ];
      for (const query of queries) {
        const indexed = queryable._resolveQuerySource(query);
        const original = unindexed(query);
        // What the query gets: the rows its filters keep, up to its limit (indexes.ts may stop at the limit).
        const ranks = (result: typeof indexed) =>
          result.sortedDocs
            .filter(result.filterFn)
            .slice(0, result.limit ?? undefined)
            .map((doc) => doc.rank)
            .join();
        ensure(
          ranks(indexed) === ranks(original) &&
            indexed.limit === original.limit &&
            indexed.order === original.order &&
            indexed.fieldPathsToSortBy.join() === original.fieldPathsToSortBy.join() &&
            typeof indexed.filterFn === "function",
          `${query.source.type}: indexed ${ranks(indexed)} (limit ${indexed.limit}), convex-test ${ranks(original)} (limit ${original.limit})`,
        );
      }
    },
  );

  await step(
    "1.0/schedule (from a mutation, and 1.0/actions/schedule from an action) carries name, args and ts, " +
      "and goes through the convex global's asyncSyscall",
    async () => {
      const before = Date.now();
      const fromMutation = (await call("mutation", "scheduleFromMutation")) as string;
      await call("action", "scheduleFromAction");
      ensure(armed.length === 2, `${armed.length} jobs armed for 2 scheduled calls`);
      ensure(armed[0].jobId === fromMutation, "the job armed is not the id the scheduler returned");
      for (const [index, { jobId, time }] of armed.entries()) {
        const job = db._documents[jobId] as (StoredDocument & { name?: string; args?: unknown[]; state?: { kind?: string } }) | undefined;
        ensure(tableNameFromId(jobId) === "_scheduled_functions" && job, `job ${jobId} is not a committed _scheduled_functions document`);
        ensure(job.name === "selfCheck:noop", `job name ${String(job.name)}`);
        const from = index === 0 ? "mutation" : "action";
        ensure(JSON.stringify(job.args) === JSON.stringify([{ from }]), `job args ${JSON.stringify(job.args)}`);
        ensure(job.scheduledTime === time && time >= before - 1000 && time <= Date.now() + 1000, `job time ${String(job.scheduledTime)}`);
        ensure(job.state?.kind === "pending", `job state ${JSON.stringify(job.state)}`);
      }
    },
  );

  await step(
    "file storage: storage/storeBlob (jsSyscall) carries args.blob; storage/getBlob serves db._storage[id]; " +
      "1.0/storageGetUrl, 1.0/storageGenerateUploadUrl and 1.0/storageDelete carry args.storageId",
    async () => {
      const id = (await call("action", "storeBlob")) as string;
      ensure(tableNameFromId(id) === "_storage" && db._documents[id] && db._storage[id], `stored file ${id} has no document or Blob`);
      const text = await call("action", "readBlob", { id });
      ensure(text === "self-check", `ctx.storage.get() gave ${JSON.stringify(text)}`);
      const scope: ExecutionScope = { reads: new ReadSet() };
      const url = await call("query", "storageUrl", { id }, scope);
      ensure(url === `self-check:storage/${id}` && scope.reads?.readsTable("_storage"), `ctx.storage.getUrl() gave ${JSON.stringify(url)}`);
      const uploadUrl = await call("mutation", "uploadUrl");
      ensure(uploadUrl === "self-check:upload", `ctx.storage.generateUploadUrl() gave ${JSON.stringify(uploadUrl)}`);
      await call("mutation", "deleteBlob", { id });
      ensure(!(id in db._documents) && !(id in db._storage), "ctx.storage.delete() left the document or the Blob");
    },
  );

  await step("withIdentity(identity) is what ctx.auth.getUserIdentity() returns", async () => {
    const functionPath: FunctionPath = { udfPath: "selfCheck:whoami", componentPath: "" };
    const subject = await base.withIdentity({ subject: "self-check", issuer: "https://self-check" }).queryFromPath(functionPath, {});
    ensure(subject === "self-check", `the subject seen was ${JSON.stringify(subject)}`);
  });

  await step("fetch(path, init) runs the HTTP action convex/http.ts routes", async () => {
    const response = await base.fetch("/self-check", { method: "GET" });
    const body = await response.text();
    ensure(response.status === 200 && body === "ok", `GET /self-check: ${response.status} ${body}`);
  });

  await step("queryFromPath nests inside run() (subscription runs share one transaction)", async () => {
    const count = await base.run(async () => call("query", "count"));
    ensure(count === 5, `count() inside run() returned ${String(count)}`);
  });

  await step("db._nextDocId numbers the next document (importState sets it)", async () => {
    db._nextDocId = 20_000;
    const id = await add(50);
    ensure(/^0*20000items$/.test(id) && db._nextDocId === 20_001, `after setting it to 20000 the next id was ${id}`);
  });

  await step("db._lastCreationTime orders creation times (importState sets it)", async () => {
    const floor = Date.now() + 60_000;
    db._lastCreationTime = floor;
    const id = await add(60);
    const created = db._documents[id]?._creationTime ?? 0;
    ensure(created > floor, `a document created after setting it to ${floor} has _creationTime ${created}`);
  });

  await step("transactionManager._lastCommitTs orders commit timestamps (importState raises it)", async () => {
    const floor = BigInt(Date.now() + 60_000) * 1_000_000n;
    transactions._lastCommitTs = floor;
    await add(70);
    const ts = commits[commits.length - 1]?.ts ?? 0n;
    ensure(ts > floor, `a commit after setting it to ${floor} got ${ts}`);
  });

  await step("db._documents can be replaced as a whole (importState, a restored snapshot)", async () => {
    const saved = db._documents;
    db._documents = {};
    const empty = await call("query", "count");
    db._documents = { ...saved };
    const full = await call("query", "count");
    ensure(empty === 0 && full === 8, `count() gave ${String(empty)} on an empty map and ${String(full)} on 8 documents`);
  });

  return performance.now() - started;
}

/** Runs one check; a failure (or a hang: convex-test's locks) becomes the assumption's error. */
async function step<T>(assumption: string, run: () => T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(run), timeout]);
  } catch (error) {
    if (error instanceof ConvexTestAssumptionError) throw error;
    throw new ConvexTestAssumptionError(assumption, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

function ensure(condition: unknown, detail: string): asserts condition {
  if (!condition) throw new Error(detail);
}

const silentLog: FunctionLogger = { call() {}, info() {}, warn() {}, error() {} };

const schema = defineSchema({
  items: defineTable({ rank: v.number() }).index("by_rank", ["rank"]),
});

/** The check's functions, as convexTest() takes modules; `state.db` is the instance's database once captured. */
function modulesFor(state: { db: FakeDatabase | null }): Record<string, () => Promise<unknown>> {
  const noop = makeFunctionReference<"mutation">("selfCheck:noop");
  const functions = {
    add: mutationGeneric({ args: { rank: v.number() }, handler: (ctx, args) => ctx.db.insert("items", args) }),
    byIndex: queryGeneric({ args: {}, handler: (ctx) => ctx.db.query("items").withIndex("by_rank").collect() }),
    first: queryGeneric({ args: {}, handler: (ctx) => ctx.db.query("items").first() }),
    openQueries: queryGeneric({
      args: {},
      handler: async (ctx) => {
        const rows = ctx.db.query("items")[Symbol.asyncIterator]();
        await rows.next();
        const open = Object.keys(state.db?._queryResults ?? {}).length;
        await rows.return?.();
        return open;
      },
    }),
    get: queryGeneric({ args: { id: v.string() }, handler: (ctx, { id }) => ctx.db.get(id as GenericId<"items">) }),
    // count() is on the runtime's query object but not in convex's types yet.
    count: queryGeneric({ args: {}, handler: (ctx) => (ctx.db.query("items") as unknown as { count(): Promise<number> }).count() }),
    page: queryGeneric({
      args: { paginationOpts: paginationOptsValidator },
      handler: (ctx, { paginationOpts }) => ctx.db.query("items").withIndex("by_rank").paginate(paginationOpts),
    }),
    noop: mutationGeneric({ args: { from: v.string() }, handler: async () => null }),
    scheduleFromMutation: mutationGeneric({ args: {}, handler: (ctx) => ctx.scheduler.runAfter(0, noop, { from: "mutation" }) }),
    scheduleFromAction: actionGeneric({ args: {}, handler: (ctx) => ctx.scheduler.runAfter(0, noop, { from: "action" }) }),
    storeBlob: actionGeneric({ args: {}, handler: (ctx) => ctx.storage.store(new Blob(["self-check"])) }),
    readBlob: actionGeneric({
      args: { id: v.string() },
      handler: async (ctx, { id }) => (await ctx.storage.get(id as GenericId<"_storage">))?.text() ?? null,
    }),
    storageUrl: queryGeneric({ args: { id: v.string() }, handler: (ctx, { id }) => ctx.storage.getUrl(id as GenericId<"_storage">) }),
    uploadUrl: mutationGeneric({ args: {}, handler: (ctx) => ctx.storage.generateUploadUrl() }),
    deleteBlob: mutationGeneric({ args: { id: v.string() }, handler: (ctx, { id }) => ctx.storage.delete(id as GenericId<"_storage">) }),
    whoami: queryGeneric({ args: {}, handler: async (ctx) => (await ctx.auth.getUserIdentity())?.subject ?? null }),
  };
  const http = httpRouter();
  http.route({ path: "/self-check", method: "GET", handler: httpActionGeneric(async () => new Response("ok")) });
  return {
    // convex-test finds the functions root by the "_generated" segment.
    "convex/_generated/server.js": async () => ({}),
    "convex/selfCheck.ts": async () => functions,
    "convex/http.ts": async () => ({ default: http }),
  };
}

/** The versions package.json pins and the ones installed (read only for the error message). */
function versions(): { pinned: Record<string, string>; installed: Record<string, string> } {
  const names = ["convex", "convex-test"];
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    } catch {
      return null;
    }
  };
  const project = read(path.resolve(import.meta.dirname, "..", "package.json"));
  const require = createRequire(import.meta.url);
  const pinned: Record<string, string> = {};
  const installed: Record<string, string> = {};
  for (const name of names) {
    pinned[name] = project?.dependencies?.[name] ?? project?.devDependencies?.[name] ?? "?";
    installed[name] = "?";
    try {
      // Up from the entry file to the package's own package.json (convex does not export it).
      for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
        const manifest = read(path.join(dir, "package.json"));
        if (manifest?.name === name) {
          installed[name] = manifest.version ?? "?";
          break;
        }
      }
    } catch {
      // Not installed: "?".
    }
  }
  return { pinned, installed };
}
