// The refresh step of the sync protocol: re-run the subscriptions a commit
// (or a query-set / identity change) made stale, in one consistent snapshot,
// and send each affected socket one Transition with what changed.
//
// The runs go socket by socket, and a socket's Transition leaves as soon as its
// own queries have rerun, not after everyone's: with a family's devices all
// open, the first screen no longer waits for the last one's queries (real
// Convex reruns them in parallel and answers each client on its own).
import { encodeTs, type Connection, type Subscription } from "./connection";
import type { Engine, SubscriptionOutcome, SubscriptionRun } from "./engine";

type Planned = { subscription: Subscription; run: number };

/** Re-runs stale subscriptions and sends each dirty connection its Transition. */
export async function refreshSubscriptions(connections: Connection[], engine: Engine): Promise<void> {
  const dirty = connections.filter((connection) => connection.dirty);
  if (dirty.length === 0) return;
  const runs: SubscriptionRun[] = [];
  const runIndex = new Map<string, number>();
  const plans = new Map<Connection, Planned[]>();
  // The connections whose last run is run i: they can be answered once it is done.
  const readyAfter = new Map<number, Connection[]>();
  const readyAtOnce: Connection[] = [];
  for (const connection of dirty) {
    const planned: Planned[] = [];
    for (const subscription of connection.subscriptions.values()) {
      if (!subscription.stale) continue;
      subscription.stale = false;
      // Identical queries (same identity, args and journal) run once.
      const key = JSON.stringify([subscription.udfPath, subscription.args, connection.identity, subscription.journal]);
      let run = runIndex.get(key);
      if (run === undefined) {
        run = runs.length;
        runIndex.set(key, run);
        runs.push({ identity: connection.identity, udfPath: subscription.udfPath, args: subscription.args, journal: subscription.journal });
      }
      planned.push({ subscription, run });
    }
    plans.set(connection, planned);
    if (planned.length === 0) readyAtOnce.push(connection);
    else {
      const last = Math.max(...planned.map((p) => p.run));
      readyAfter.set(last, [...(readyAfter.get(last) ?? []), connection]);
    }
  }
  const answer = (connection: Connection, ts: bigint, outcomes: readonly SubscriptionOutcome[]) =>
    sendTransition(connection, plans.get(connection) ?? [], ts, outcomes);

  if (runs.length === 0) {
    for (const connection of readyAtOnce) answer(connection, engine.serverTs, []);
    return;
  }
  await engine.runSubscriptions(runs, async (index, ts, outcomes) => {
    if (index === 0) for (const connection of readyAtOnce) answer(connection, ts, outcomes);
    const ready = readyAfter.get(index);
    if (!ready) return;
    for (const connection of ready) answer(connection, ts, outcomes);
    // Let the socket write it before the next socket's queries run.
    if (index < runs.length - 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

function sendTransition(connection: Connection, planned: Planned[], ts: bigint, outcomes: readonly SubscriptionOutcome[]): void {
  const changes: Array<Record<string, unknown>> = connection.removed.map((queryId) => ({ type: "QueryRemoved", queryId }));
  connection.removed = [];
  for (const { subscription, run } of planned) {
    const outcome = outcomes[run];
    subscription.reads = outcome.reads;
    subscription.journal = outcome.journal;
    const serialized = JSON.stringify([outcome.result, outcome.journal]);
    if (serialized === subscription.lastSent) continue;
    subscription.lastSent = serialized;
    const result = outcome.result;
    changes.push(
      result.ok
        ? { type: "QueryUpdated", queryId: subscription.queryId, value: result.value, logLines: [], journal: outcome.journal }
        : {
            type: "QueryFailed",
            queryId: subscription.queryId,
            errorMessage: result.errorMessage,
            logLines: [],
            journal: outcome.journal,
            ...(result.errorData !== undefined ? { errorData: result.errorData } : {}),
          },
    );
  }
  // A subscription invalidated by a commit that landed while we ran still
  // shows older data: do not claim the newer ts for this socket yet.
  const behind = [...connection.subscriptions.values()].some((subscription) => subscription.stale);
  const endTs = behind ? connection.sent.ts : ts > connection.sent.ts ? ts : connection.sent.ts;
  const end = { querySet: connection.querySetVersion, identity: connection.identityVersion, ts: endTs };
  const versionChanged =
    end.querySet !== connection.sent.querySet || end.identity !== connection.sent.identity || end.ts !== connection.sent.ts;
  if (changes.length === 0 && !versionChanged && !connection.needsTransition) return;
  connection.send({
    type: "Transition",
    startVersion: { ...connection.sent, ts: encodeTs(connection.sent.ts) },
    endVersion: { ...end, ts: encodeTs(end.ts) },
    modifications: changes,
    ...(connection.clientClockSkew !== undefined ? { clientClockSkew: connection.clientClockSkew } : {}),
    serverTs: Date.now() * 1_000_000, // nanoseconds
  });
  connection.sent = end;
  if (!behind) connection.needsTransition = false;
}
