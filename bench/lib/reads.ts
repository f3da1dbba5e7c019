// `--reads` for the live benchmarks: what the backend (in this process) ran while they
// measured: each function's calls, their time, and the documents each read (convex-test's own
// count, as Convex counts them against its limits), grouped by function. The subscriptions a
// commit reruns show up as queries. It wraps the engine's one call path, so nothing else
// changes; without `--reads` nothing is wrapped.
import { Engine } from "../../local-backend/engine";

type Tally = { calls: number; ms: number; documents: number; maxDocuments: number };

/** What `Engine.call` is handed (engine.ts), and the convex-test state it reaches. */
type Call = (this: EngineInternals, kind: string, identity: unknown, udfPath: string, ...rest: unknown[]) => Promise<unknown>;
type EngineInternals = { transactions: { getMetricsTracker(): { _current(): { metrics: { documentsRead: number } } | undefined } | null } };

export type ReadsRecorder = {
  /** Forget what was recorded so far (the warm-up). */
  reset(): void;
  /** One line per function, most time first. */
  report(): string;
};

export function recordReads(): ReadsRecorder {
  let tallies = new Map<string, Tally>();
  const engine = Engine.prototype as unknown as { call: Call };
  const call = engine.call;
  engine.call = async function (this: EngineInternals, kind, identity, udfPath, ...rest) {
    const tracker = this.transactions.getMetricsTracker();
    const readBefore = tracker?._current()?.metrics.documentsRead;
    const started = performance.now();
    try {
      return await call.call(this, kind, identity, udfPath, ...rest);
    } finally {
      // Subscription runs share one transaction: its count grows by what this query read.
      // Mutations start their own, so theirs is not seen here.
      const read = readBefore === undefined ? 0 : (tracker?._current()?.metrics.documentsRead ?? readBefore) - readBefore;
      const key = `${kind} ${udfPath}`;
      const tally = tallies.get(key) ?? { calls: 0, ms: 0, documents: 0, maxDocuments: 0 };
      tally.calls += 1;
      tally.ms += performance.now() - started;
      tally.documents += read;
      tally.maxDocuments = Math.max(tally.maxDocuments, read);
      tallies.set(key, tally);
    }
  };
  return {
    reset: () => (tallies = new Map()),
    report() {
      const rows = [...tallies.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const total = rows.reduce((sum, [, tally]) => sum + tally.ms, 0);
      return [
        `backend calls while measuring: ${rows.reduce((sum, [, tally]) => sum + tally.calls, 0)}, ${total.toFixed(0)} ms`,
        ...rows.map(
          ([key, { calls, ms, documents, maxDocuments }]) =>
            `  ${key.padEnd(44)} calls=${String(calls).padStart(4)} ms=${ms.toFixed(0).padStart(6)} (${(ms / calls).toFixed(1)} each)` +
            (key.startsWith("query") ? ` documents read: ${(documents / calls).toFixed(0)} each, at most ${maxDocuments}` : ""),
        ),
      ].join("\n");
    },
  };
}
