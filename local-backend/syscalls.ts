// Wraps convex-test's syscall tables so the engine can serve a real backend's
// needs: what a query read (index ranges, documents, whole tables: to know
// which subscriptions a commit can change), pagination journals, storage URLs that point at the site port,
// uploads that land on disk, and scheduled functions on timers we own.
import { AsyncLocalStorage } from "node:async_hooks";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import type { ConvexTestGlobal, FakeDatabase, QuerySource } from "./internals";
import { cursorKey, indexKeyFields, takeLastStop, type KeySpan } from "./indexes";
import type { ReadSet } from "./read-set";

/** Per-call state the syscalls read and fill; carried by AsyncLocalStorage. */
export interface ExecutionScope {
  /** What the call read; set for subscription queries. */
  reads?: ReadSet;
  /** A journal for `.paginate()`: the end cursor to reuse and the one used. */
  pagination?: { journalEndCursor: string | null; usedEndCursor: string | null };
  /** The client request a mutation serves; the first top-level commit claims it. */
  request?: { key: string | null; claimed: boolean };
  /** Filled by the commit hook: the mutation's commit timestamp. */
  commitTs?: bigint;
  /** Filled by the commit hook when the commit could not be written to disk. */
  persistError?: unknown;
}

export const executionScope = new AsyncLocalStorage<ExecutionScope>();

/**
 * Runs `fn` in the async context of this module's load: outside every AsyncLocalStorage,
 * convex-test's too. A timer armed inside a transaction would otherwise carry that
 * transaction's context into its callback, and convex-test would take the job's
 * `ctx.runQuery`/`runMutation` for nested calls of a transaction long gone.
 */
export const outsideEveryScope: <R>(fn: () => R) => R = AsyncLocalStorage.snapshot();

/** convex-test's answer to 1.0/queryStreamNext past the last row. */
const STREAM_DONE = JSON.stringify({ value: null, done: true });

/** convex-test's cursor for "the end of the range" (self-check.ts checks it still is). */
export const END_CURSOR = "_end_cursor";

export interface SyscallServices {
  storageUrl(storageId: string): string;
  uploadUrl(): string;
  storeBlob(blob: Blob): Promise<string>;
  /** Arms a timer for a `_scheduled_functions` job inserted by the current transaction. */
  armJob(jobId: string, scheduledTimeMs: number): void;
}

/**
 * Notes what a query (a stream or a page) reads: its index range (only the `span` of it the
 * query got to, when given), or its whole table.
 */
function noteQuery(query: Partial<QuerySource> | undefined, span: KeySpan | null = null): void {
  const reads = executionScope.getStore()?.reads;
  const source = query?.source;
  if (!reads || !source) return;
  if (source.type === "IndexRange" && source.indexName) {
    reads.range(source.indexName.split(".")[0], source.range ?? [], span);
  } else if (source.type === "FullTableScan" && source.tableName && span !== null) {
    reads.range(source.tableName, [], span);
  } else {
    const table = source.tableName ?? source.indexName?.split(".")[0];
    if (table) reads.table(table);
  }
}

function noteTable(table: string | undefined): void {
  if (table) executionScope.getStore()?.reads?.table(table);
}

function noteId(id: string): void {
  executionScope.getStore()?.reads?.id(id);
}

export function installSyscallHooks(
  global: ConvexTestGlobal,
  db: FakeDatabase,
  services: SyscallServices,
): void {
  const originalSyscall = global.syscall;
  const originalAsyncSyscall = global.asyncSyscall;
  const originalJsSyscall = global.jsSyscall;

  global.syscall = (op, jsonArgs) => {
    if (op === "1.0/queryStream") {
      // The stream's rows are resolved when it starts (indexes.ts), so where a `take` stopped is known here.
      const { query } = JSON.parse(jsonArgs) as { query?: QuerySource };
      takeLastStop();
      let result: string;
      try {
        result = originalSyscall(op, jsonArgs);
      } catch (error) {
        noteQuery(query); // a refused query depends on its whole range, as before it ran
        throw error;
      }
      noteQuery(query, takeLastStop());
      return result;
    } else if (op === "1.0/queryCleanup") {
      // convex-test keeps every query's remaining rows forever; a long-lived
      // server must drop them when the function closes the query.
      const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
      delete db._queryResults[queryId];
    }
    return originalSyscall(op, jsonArgs);
  };

  global.asyncSyscall = async (op, jsonArgs) => {
    switch (op) {
      case "1.0/get": {
        noteId((JSON.parse(jsonArgs) as { id: string }).id);
        return originalAsyncSyscall(op, jsonArgs);
      }
      case "1.0/count": {
        noteTable((JSON.parse(jsonArgs) as { table?: string }).table);
        return originalAsyncSyscall(op, jsonArgs);
      }
      case "1.0/queryStreamNext": {
        const result = await originalAsyncSyscall(op, jsonArgs);
        // The end of a stream is this exact answer; telling it by the string spares parsing
        // every row a query reads once more (self-check.ts sees the rows dropped).
        if (result === STREAM_DONE) {
          delete db._queryResults[(JSON.parse(jsonArgs) as { queryId: number }).queryId];
        }
        return result;
      }
      case "1.0/queryPage":
        return queryPageWithJournal(jsonArgs, originalAsyncSyscall, db);
      case "1.0/storageGetUrl": {
        const { storageId } = JSON.parse(jsonArgs) as { storageId: string };
        noteId(storageId);
        const exists = db.get("_storage", storageId) !== null;
        return JSON.stringify(exists ? services.storageUrl(storageId) : null);
      }
      case "1.0/storageGenerateUploadUrl":
        return JSON.stringify(services.uploadUrl());
      case "1.0/storageDelete": {
        const result = await originalAsyncSyscall(op, jsonArgs);
        delete db._storage[(JSON.parse(jsonArgs) as { storageId: string }).storageId];
        return result;
      }
      case "1.0/schedule":
        return schedule(jsonArgs, db, services);
      default:
        return originalAsyncSyscall(op, jsonArgs);
    }
  };

  global.jsSyscall = async (op, args) => {
    if (op === "storage/storeBlob") return services.storeBlob(args.blob as Blob);
    return originalJsSyscall(op, args);
  };
}

/**
 * Runs `.paginate()` with the subscription's journaled end cursor, so a page
 * re-run after inserts keeps its boundary (and grows) instead of shifting rows
 * into the next page, and records the end cursor for the next run.
 */
async function queryPageWithJournal(
  jsonArgs: string,
  original: (op: string, jsonArgs: string) => Promise<string>,
  db: FakeDatabase,
): Promise<string> {
  const args = JSON.parse(jsonArgs) as { query?: QuerySource; cursor?: string | null; endCursor?: string | null };
  const pagination = executionScope.getStore()?.pagination;
  if (!pagination) {
    noteQuery(args.query);
    return original("1.0/queryPage", jsonArgs);
  }
  if (!args.endCursor && pagination.journalEndCursor) args.endCursor = pagination.journalEndCursor;
  let answer: string;
  try {
    answer = await original("1.0/queryPage", JSON.stringify(args));
  } catch (error) {
    noteQuery(args.query); // a refused page depends on its whole range
    throw error;
  }
  const result = JSON.parse(answer) as { continueCursor: string; isDone: boolean };
  if (args.endCursor && args.endCursor !== END_CURSOR) {
    // A bounded page always ends at its bound, even if the document at the
    // bound was deleted (convex-test would report END_CURSOR then).
    result.continueCursor = args.endCursor;
    result.isDone = false;
  }
  pagination.usedEndCursor = args.endCursor ?? result.continueCursor;
  noteQuery(args.query, pageSpan(db, args.query, args.cursor ?? null, pagination.usedEndCursor));
  return JSON.stringify(result);
}

/**
 * The keys a page covers: after its cursor, up to and with its end cursor (in the query's
 * order), as Convex tracks a page's reads. A page that runs to the range's end, or a query
 * the schema cannot key, reads its whole range.
 */
function pageSpan(db: FakeDatabase, query: QuerySource | undefined, cursor: string | null, endCursor: string | null): KeySpan | null {
  const source = query?.source;
  if (!source) return null;
  const [table, indexName] =
    source.type === "IndexRange" && source.indexName ? source.indexName.split(".") : [source.tableName, "by_creation_time"];
  if (source.type === "Search" || !table || !indexName) return null;
  const fields = indexKeyFields(db, table, indexName);
  const start = cursorKey(cursor);
  const end = cursorKey(endCursor);
  if (fields === null || (start === null && end === null)) return null;
  const after = start === null ? undefined : { key: start, inclusive: false };
  const upTo = end === null ? undefined : { key: end, inclusive: true };
  return source.order === "desc" ? { fields, lower: upTo, upper: after } : { fields, lower: after, upper: upTo };
}

/**
 * Records a scheduled function like convex-test does, but arms the timer with
 * the backend's own job runner: its timers can be cleared on shutdown and
 * re-armed after a restart, and its runs commit like any other write.
 */
function schedule(jsonArgs: string, db: FakeDatabase, services: SyscallServices): string {
  const { name, functionHandle, reference, args, ts } = JSON.parse(jsonArgs) as {
    name?: string;
    functionHandle?: string;
    reference?: string;
    args: unknown;
    ts: number;
  };
  let udfPath: string | undefined = name;
  if (functionHandle !== undefined) udfPath = functionHandle.split(";").slice(1).join(";");
  if (reference !== undefined || udfPath === undefined) {
    throw new Error("The local backend cannot schedule functions of components");
  }
  const scheduledTime = ts * 1000;
  const jobId = db.insert("_scheduled_functions", {
    args: [jsonToConvex(args as Parameters<typeof jsonToConvex>[0])],
    name: udfPath,
    scheduledTime,
    state: { kind: "pending" },
  });
  services.armJob(jobId, scheduledTime);
  return JSON.stringify(convexToJson(jobId as Value));
}
