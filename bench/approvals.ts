// The approval inbox's live path, with the app's own functions and real sign-ins
// on the local backend: a member asks to enter a room and the admin's
// approvals.count subscription (the navigation badge) goes up; a second admin
// rejects it through approvals.decide and the first admin's count goes down.
// Each sample is the time from the mutation call to the subscription update.
//
//   npm run bench:approvals -- [--runs N]
//
// Last line: `approvals runs=N request_to_badge_median_ms=… p95_ms=… decide_to_other_admin_median_ms=… p95_ms=…`
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { startLocalBackend } from "../local-backend/server";
import { option, percentile } from "./lib/stats";

const runs = option("runs", 50);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-approvals-"));
const backend = await startLocalBackend({
  functionsDir: fileURLToPath(new URL("../convex", import.meta.url)),
  dataDir,
  port: 0,
  sitePort: 0,
  reset: true,
  logFunctionCalls: false,
  logNotices: false,
  printMail: false,
});
await backend.runInternal("seed:seedSampleFamily");
const demo = (await backend.runInternal("demo:createDemoAccounts")) as { role: string; email: string; password: string }[];

async function signedInClient(role: "admin" | "member") {
  const account = demo.find((d) => d.role === role)!;
  const http = new ConvexHttpClient(backend.url);
  const result = await http.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email: account.email, password: account.password },
  });
  const token = result.tokens!.token;
  const client = new ConvexClient(backend.url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  client.setAuth(async () => token);
  await client.mutation(api.accounts.join, {});
  return client;
}

const admin = await signedInClient("admin");
// The same demo admin in a second client stands for the other admin's screen.
const otherAdmin = await signedInClient("admin");
const member = await signedInClient("member");

/** Resolves when `predicate` holds for the latest value of a subscription. */
function watch<T>(subscribe: (onValue: (value: T) => void) => () => void) {
  let waiter: { predicate: (value: T) => boolean; resolve: () => void } | null = null;
  let latest: T | undefined;
  const unsubscribe = subscribe((value) => {
    latest = value;
    if (waiter && waiter.predicate(value)) {
      waiter.resolve();
      waiter = null;
    }
  });
  return {
    until(predicate: (value: T) => boolean) {
      if (latest !== undefined && predicate(latest)) return Promise.resolve();
      return new Promise<void>((resolve) => (waiter = { predicate, resolve }));
    },
    unsubscribe,
  };
}

const badge = watch<number>((onValue) => admin.onUpdate(api.approvals.count, {}, onValue));
await badge.until(() => true);
const roomId = (await admin.mutation(api.rooms.addRoom, { name: "Bench Shed" })) as Id<"rooms">;

const toBadge: number[] = [];
const toOther: number[] = [];
for (let run = 0; run < runs; run++) {
  await badge.until((count) => count === 0);
  let start = performance.now();
  const [requestId] = await Promise.all([
    member.mutation(api.accessRequests.requestRoomAccess, { roomId }),
    badge.until((count) => count === 1),
  ]);
  toBadge.push(performance.now() - start);

  // Rejected, so the member may ask again next run.
  start = performance.now();
  await Promise.all([
    otherAdmin.mutation(api.approvals.decide, { target: { kind: "access", id: requestId }, decision: "reject" }),
    badge.until((count) => count === 0),
  ]);
  toOther.push(performance.now() - start);
}

badge.unsubscribe();
await Promise.all([admin.close(), otherAdmin.close(), member.close()]);
await backend.close();
rmSync(dataDir, { recursive: true, force: true });

const figures = (samples: number[]) => {
  samples.sort((a, b) => a - b);
  return [percentile(samples, 0.5).toFixed(1), percentile(samples, 0.95).toFixed(1)];
};
const [badgeMedian, badgeP95] = figures(toBadge);
const [otherMedian, otherP95] = figures(toOther);
console.log(
  `approvals runs=${runs} request_to_badge_median_ms=${badgeMedian} p95_ms=${badgeP95} ` +
    `decide_to_other_admin_median_ms=${otherMedian} p95_ms=${otherP95}`,
);
process.exit(0);
