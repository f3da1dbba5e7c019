// The parts of convex-test (0.0.60) that the local backend reaches into.
//
// convex-test is built for short unit tests, so it exposes no way to read its
// whole database, hook commits or replace its storage/scheduler syscalls. Its
// per-instance state (the "convex global": databases, transaction manager,
// syscall tables) is only reachable through the AsyncLocalStorage it runs every
// call in, so we catch that store once, when an accessor method enters it.
// Everything the backend needs from convex-test's private fields is typed here,
// in one place, and checked when captured: a convex-test upgrade that moves
// them fails loudly at start instead of corrupting data.
import { AsyncLocalStorage } from "node:async_hooks";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";

/** A stored document as convex-test holds it (a Convex value object). */
export type StoredDocument = Record<string, unknown> & { _id: string; _creationTime: number };

export interface FakeDatabase {
  _documents: Record<string, StoredDocument>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
  _queryResults: Record<number, unknown[]>;
  /** Pending writes, one level per (nested) transaction; null marks a delete. */
  _writes: Array<Record<string, StoredDocument | null>>;
  get(table: string | undefined, id: string): StoredDocument | null;
  insert(table: string, value: Record<string, unknown>): string;
  patch(table: string | undefined, id: string, value: Record<string, unknown>): void;
  delete(table: string | undefined, id: string): void;
}

/** What indexes.ts replaces or reads of convex-test's database besides (checked with the rest at capture). */
export interface QueryableDatabase extends FakeDatabase {
  /** The schema's tables and their indexes (null without a schema). */
  _schema: { tables: Map<string, { indexes: Array<{ indexDescriptor: string; fields: string[] }> }> } | null;
  /** Where every query's rows come from: the source's documents in order, plus its compiled filters and limit. */
  _resolveQuerySource(query: QuerySource): {
    sortedDocs: StoredDocument[];
    filterFn: (doc: StoredDocument) => boolean;
    limit: number | null;
    fieldPathsToSortBy: string[];
    order: "asc" | "desc";
  };
  /** Merges the last level of `_writes` into the one below, or into `_documents` at the top level. */
  commit(commitTs: bigint | null): void;
  /** One page of a query (`.paginate()`): reads `_resolveQuerySource`'s rows in order until the page is full. */
  paginate(args: Record<string, unknown>): unknown;
  /** Sets a document's pending value in the last level of `_writes`: every insert, patch, replace and delete, and a nested commit's merge. */
  _addWrite(id: string, value: StoredDocument | null): void;
}

/** One expression of an index range, as a query carries it (its value is Convex JSON). */
export interface RangeExpression {
  type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte";
  fieldPath: string;
  value: JSONValue;
}

/** A query as the syscalls carry it. */
export interface QuerySource {
  source: {
    type: "FullTableScan" | "IndexRange" | "Search";
    tableName?: string;
    indexName?: string;
    range?: RangeExpression[];
    order?: "asc" | "desc";
  };
  operators: unknown[];
}

export interface FakeTransactionManager {
  _lastCommitTs: bigint;
  commit(isNested: boolean): bigint | null;
  isInTransaction(): boolean;
}

export type SyncSyscall = (op: string, jsonArgs: string) => string;
export type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;
export type JsSyscall = (op: string, args: Record<string, unknown>) => Promise<unknown>;

export interface ConvexTestGlobal {
  components: Record<string, { db: FakeDatabase }>;
  transactionManager: FakeTransactionManager;
  syscall: SyncSyscall;
  asyncSyscall: AsyncSyscall;
  jsSyscall: JsSyscall;
}

export interface FunctionPath {
  udfPath: string;
  componentPath: string;
}

/**
 * The methods of a convex-test accessor the engine uses. `*FromPath` and `fun`
 * take a function path instead of a function reference; they are present on
 * every accessor but missing from convex-test's published types.
 */
export interface TestAccessor {
  queryFromPath(path: FunctionPath, args: Record<string, unknown>): Promise<unknown>;
  mutationFromPath(path: FunctionPath, args: Record<string, unknown>): Promise<unknown>;
  actionFromPath(path: FunctionPath, args: Record<string, unknown>): Promise<unknown>;
  fun(path: FunctionPath, args: Record<string, unknown>): Promise<unknown>;
  run<T>(handler: (ctx: unknown) => Promise<T>): Promise<T>;
  fetch(pathQueryFragment: string, init?: RequestInit): Promise<Response>;
  withIdentity(identity: Partial<UserIdentity>): TestAccessor;
}

function looksLikeConvexTestGlobal(store: unknown): store is ConvexTestGlobal {
  return (
    typeof store === "object" &&
    store !== null &&
    "components" in store &&
    "transactionManager" in store &&
    "asyncSyscall" in store &&
    "jsSyscall" in store
  );
}

/** Catches the convex global of `accessor`'s convex-test instance. */
export async function captureConvexTestGlobal(accessor: TestAccessor): Promise<ConvexTestGlobal> {
  const prototype = AsyncLocalStorage.prototype as unknown as {
    run: (store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown;
  };
  const originalRun = prototype.run;
  let captured: ConvexTestGlobal | null = null;
  prototype.run = function (this: unknown, store, callback, ...args) {
    if (captured === null && looksLikeConvexTestGlobal(store)) captured = store;
    return originalRun.call(this, store, callback, ...args);
  };
  try {
    await accessor.run(async () => null);
  } finally {
    prototype.run = originalRun;
  }
  const global = captured as ConvexTestGlobal | null;
  if (global === null) {
    throw new Error("local-backend: could not reach convex-test's state (convex-test changed?)");
  }
  assertShape(global);
  return global;
}

function assertShape(global: ConvexTestGlobal): void {
  const db = global.components[""]?.db;
  const problems: string[] = [];
  if (!db) problems.push("components[''].db");
  else {
    for (const field of ["_documents", "_storage", "_queryResults"] as const) {
      if (typeof db[field] !== "object") problems.push(`db.${field}`);
    }
    if (typeof db._nextDocId !== "number") problems.push("db._nextDocId");
    if (typeof db._lastCreationTime !== "number") problems.push("db._lastCreationTime");
    if (!Array.isArray(db._writes)) problems.push("db._writes");
    const queryable = db as QueryableDatabase;
    if (typeof queryable._resolveQuerySource !== "function") problems.push("db._resolveQuerySource");
    if (typeof queryable.commit !== "function") problems.push("db.commit");
    if (typeof queryable._addWrite !== "function") problems.push("db._addWrite");
    if (typeof queryable.paginate !== "function") problems.push("db.paginate");
    if (queryable._schema !== null && !(queryable._schema?.tables instanceof Map)) problems.push("db._schema.tables");
  }
  if (typeof global.transactionManager._lastCommitTs !== "bigint") {
    problems.push("transactionManager._lastCommitTs");
  }
  if (typeof global.transactionManager.commit !== "function") problems.push("transactionManager.commit");
  if (problems.length > 0) {
    throw new Error(
      `local-backend: convex-test internals changed (missing ${problems.join(", ")}); ` +
        "it was written against convex-test 0.0.60",
    );
  }
}

/** "10005messages" → "messages", like convex-test's own id scheme. */
export function tableNameFromId(id: string): string | null {
  const match = /^[0-9]+/.exec(id);
  if (!match || match[0].length === id.length) return null;
  return id.slice(match[0].length);
}
