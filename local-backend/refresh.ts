// The refresh step of the sync protocol: re-run the subscriptions a commit
// (or a query-set / identity change) made stale, in one consistent snapshot,
// and send each affected socket one Transition with what changed.
import { encodeTs, type Connection, type Subscription } from "./connection";
import type { Engine, SubscriptionRun } from "./engine";

/** Re-runs stale subscriptions and sends each dirty connection its Transition. */
export async function refreshSubscriptions(connections: Connection[], engine: Engine): Promise<void> {
  const dirty = connections.filter((connection) => connection.dirty);
  if (dirty.length === 0) return;
  const runs: SubscriptionRun[] = [];
  const runIndex = new Map<string, number>();
  const planned: Array<{ connection: Connection; subscription: Subscription; run: number }> = [];
  for (const connection of dirty) {
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
      planned.push({ connection, subscription, run });
    }
  }
  const { ts, outcomes } = runs.length > 0 ? await engine.runSubscriptions(runs) : { ts: engine.serverTs, outcomes: [] };

  const modifications = new Map<Connection, Array<Record<string, unknown>>>();
  for (const connection of dirty) {
    modifications.set(connection, connection.removed.map((queryId) => ({ type: "QueryRemoved", queryId })));
    connection.removed = [];
  }
  for (const { connection, subscription, run } of planned) {
    const outcome = outcomes[run];
    subscription.reads = outcome.reads;
    subscription.journal = outcome.journal;
    const serialized = JSON.stringify([outcome.result, outcome.journal]);
    if (serialized === subscription.lastSent) continue;
    subscription.lastSent = serialized;
    const result = outcome.result;
    modifications.get(connection)?.push(
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
  for (const connection of dirty) {
    const changes = modifications.get(connection) ?? [];
    // A subscription invalidated by a commit that landed while we ran still
    // shows older data: do not claim the newer ts for this socket yet.
    const behind = [...connection.subscriptions.values()].some((subscription) => subscription.stale);
    const endTs = behind ? connection.sent.ts : ts > connection.sent.ts ? ts : connection.sent.ts;
    const end = { querySet: connection.querySetVersion, identity: connection.identityVersion, ts: endTs };
    const versionChanged =
      end.querySet !== connection.sent.querySet || end.identity !== connection.sent.identity || end.ts !== connection.sent.ts;
    if (changes.length === 0 && !versionChanged && !connection.needsTransition) continue;
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
}
