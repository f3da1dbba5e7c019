// `--reads` for the live benchmarks: what the backend (in this process) ran while they
// measured: each function's calls, their time, and the documents each read (convex-test's own
// count, as Convex counts them against its limits), grouped by function. The subscriptions a
// commit reruns show up as queries. It wraps the engine's one call path, so nothing else
// changes; without `--reads` nothing is wrapped.
import { Engine } from "../../local-backend/engine";
import { medianAndP95 } from "./stats";

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
  /** Each refresh pass (the subscriptions a commit made stale, rerun in one snapshot): its runs and time. */
  let passes: { runs: number; ms: number }[] = [];
  const engine = Engine.prototype as unknown as { call: Call; runSubscriptions: (runs: unknown[], ...rest: unknown[]) => Promise<unknown> };
  const runSubscriptions = engine.runSubscriptions;
  engine.runSubscriptions = async function (this: unknown, runs, ...rest) {
    const started = performance.now();
    try {
      return await runSubscriptions.call(this, runs, ...rest);
    } finally {
      passes.push({ runs: runs.length, ms: performance.now() - started });
    }
  };
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
    reset: () => {
      tallies = new Map();
      passes = [];
    },
    report() {
      const rows = [...tallies.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const total = rows.reduce((sum, [, tally]) => sum + tally.ms, 0);
      const big = passes.filter((pass) => pass.runs >= 10);
      const [passMedian, passP95] = big.length > 0 ? medianAndP95(big.map((pass) => pass.ms)) : ["–", "–"];
      return [
        `backend calls while measuring: ${rows.reduce((sum, [, tally]) => sum + tally.calls, 0)}, ${total.toFixed(0)} ms; ` +
          `${big.length} refresh passes of 10 runs or more (up to ${Math.max(0, ...big.map((pass) => pass.runs))} runs): median ${passMedian} ms, p95 ${passP95} ms`,
        ...rows.map(
          ([key, { calls, ms, documents, maxDocuments }]) =>
            `  ${key.padEnd(44)} calls=${String(calls).padStart(4)} ms=${ms.toFixed(0).padStart(6)} (${(ms / calls).toFixed(1)} each)` +
            (key.startsWith("query") ? ` documents read: ${(documents / calls).toFixed(0)} each, at most ${maxDocuments}` : ""),
        ),
      ].join("\n");
    },
  };
}
