// A socket's Transition leaves once its own queries have rerun, before the next
// socket's run; identical queries still run once for every socket that holds them.
import { describe, expect, test } from "vitest";
import type { UserIdentity } from "convex/server";
import { Connection, type Subscription } from "./connection";
import type { Engine, SubscriptionOutcome, SubscriptionRun } from "./engine";
import { ReadSet } from "./read-set";
import { refreshSubscriptions } from "./refresh";

function socketFor(name: string, events: string[]) {
  return { readyState: 1, send: () => events.push(`send ${name}`) } as unknown as ConstructorParameters<typeof Connection>[0];
}

function connection(name: string, events: string[], identity: string, queries: string[]): Connection {
  const c = new Connection(socketFor(name, events));
  c.identity = { subject: identity } as UserIdentity;
  queries.forEach((udfPath, queryId) => {
    const subscription: Subscription = { queryId, udfPath, args: {}, journal: null, stale: true, reads: null, lastSent: null };
    c.subscriptions.set(queryId, subscription);
  });
  return c;
}

function engineRecording(events: string[]): Engine {
  return {
    serverTs: 1n,
    async runSubscriptions(runs: SubscriptionRun[], afterRun?: (index: number, ts: bigint, outcomes: readonly SubscriptionOutcome[]) => Promise<void> | void) {
      const outcomes: SubscriptionOutcome[] = [];
      for (const [index, run] of runs.entries()) {
        events.push(`run ${run.udfPath} for ${(run.identity as UserIdentity).subject}`);
        outcomes.push({ result: { ok: true, value: run.udfPath }, journal: null, reads: new ReadSet() });
        await afterRun?.(index, 2n, outcomes);
      }
      return { ts: 2n, outcomes };
    },
  } as unknown as Engine;
}

describe("a refresh pass", () => {
  test("answers each socket as soon as its queries have rerun, running identical ones once", async () => {
    const events: string[] = [];
    const first = connection("first", events, "dad", ["finance:list", "finance:summary"]);
    const second = connection("second", events, "emma", ["finance:list"]);
    const sameAsFirst = connection("dad's tablet", events, "dad", ["finance:list"]);
    await refreshSubscriptions([first, second, sameAsFirst], engineRecording(events));
    expect(events).toEqual([
      "run finance:list for dad",
      // The tablet holds only the query already run for Dad's first screen.
      "send dad's tablet",
      "run finance:summary for dad",
      "send first",
      "run finance:list for emma",
      "send second",
    ]);
    for (const c of [first, second, sameAsFirst]) {
      expect(c.sent.ts).toBe(2n);
      expect([...c.subscriptions.values()].every((s) => !s.stale && s.lastSent !== null)).toBe(true);
    }
  });

  test("a socket with nothing to rerun (a query removed) is answered with the pass", async () => {
    const events: string[] = [];
    const removing = connection("removing", events, "dad", []);
    removing.removed = [7];
    const other = connection("other", events, "emma", ["finance:list"]);
    await refreshSubscriptions([removing, other], engineRecording(events));
    expect(events).toEqual(["run finance:list for emma", "send removing", "send other"]);
  });
});
