// Hooks convex-test's transaction manager so every top-level commit that
// wrote something is reported, synchronously and before the function that
// committed continues: that is where it gets persisted and where the
// subscriptions it may change are found.
import type { FakeDatabase, FakeTransactionManager, StoredDocument } from "./internals";
import type { FunctionLogger } from "./log";
import { executionScope } from "./syscalls";

/** One committed transaction, as persisted and broadcast. */
export interface CommitRecord {
  ts: bigint;
  /** Every written document's new value; null when deleted. */
  writes: Array<[string, StoredDocument | null]>;
  /** Each written document's value before the commit (same order as `writes`); null when new. Not persisted. */
  before: Array<StoredDocument | null>;
  /** "<sessionId>:<requestId>" of the client mutation that made the commit. */
  requestKey: string | null;
  nextDocId: number;
  lastCreationTime: number;
}

export function hookCommits(
  transactions: FakeTransactionManager,
  db: FakeDatabase,
  onCommit: (commit: CommitRecord) => void,
  log: FunctionLogger,
): void {
  const commit = transactions.commit.bind(transactions);
  transactions.commit = (isNested) => {
    if (isNested) return commit(isNested);
    // A top-level transaction has exactly one level of pending writes.
    const pending = db._writes[db._writes.length - 1] ?? {};
    const ids = Object.keys(pending);
    const before = ids.map((id) => db._documents[id] ?? null);
    const ts = commit(isNested);
    if (ts === null || ids.length === 0) return ts;
    const scope = executionScope.getStore();
    let requestKey: string | null = null;
    if (scope?.request && !scope.request.claimed) {
      scope.request.claimed = true;
      scope.commitTs = ts;
      requestKey = scope.request.key;
    }
    try {
      onCommit({
        ts,
        writes: ids.map((id) => [id, db._documents[id] ?? null]),
        before,
        requestKey,
        nextDocId: db._nextDocId,
        lastCreationTime: db._lastCreationTime,
      });
    } catch (error) {
      // The write is applied in memory but not on disk: the caller must not
      // report success (see Engine.mutation).
      log.error("could not persist a commit", error);
      if (scope) scope.persistError = error;
    }
    return ts;
  };
}
