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
