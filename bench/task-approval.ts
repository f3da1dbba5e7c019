// The dashboard's live path, with the app's own functions and real sign-ins:
// a member completes a task and the admin's approval queue shows it; the admin
// approves and the member's task list shows "approved". Each sample is the time
// from the mutation call to the other person's subscription update.
//
//   npm run bench:tasks -- [--runs N]
//
// Last line: `task-approval runs=N complete_to_admin_median_ms=… p95_ms=… approve_to_member_median_ms=… p95_ms=…`
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
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-tasks-"));
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
  const viewer = await client.query(api.members.viewer, {});
  if (viewer.status !== "signedIn") throw new Error(`${role} did not sign in`);
  return { client, memberId: viewer.member._id };
}

const admin = await signedInClient("admin");
const member = await signedInClient("member");

/** Resolves when `predicate` holds for the next update of a subscription. */
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

type Queue = { _id: Id<"tasks"> }[];
type Tasks = { _id: Id<"tasks">; approvalStatus?: string }[];
const adminQueue = watch<Queue>((onValue) => admin.client.onUpdate(api.tasks.awaitingApproval, {}, onValue));
const memberTasks = watch<Tasks>((onValue) => member.client.onUpdate(api.tasks.forMember, { memberId: member.memberId }, onValue));

const toAdmin: number[] = [];
const toMember: number[] = [];
for (let run = 0; run < runs; run++) {
  const taskId = await admin.client.mutation(api.tasks.assignTask, {
    title: `Bench task ${run}`,
    description: "",
    assignedTo: member.memberId,
    dueDate: "2030-01-01",
    needsApproval: true,
  });
  await memberTasks.until((tasks) => tasks.some((t) => t._id === taskId));

  let start = performance.now();
  await Promise.all([
    member.client.mutation(api.tasks.completeTask, { taskId }),
    adminQueue.until((queue) => queue.some((t) => t._id === taskId)),
  ]);
  toAdmin.push(performance.now() - start);

  start = performance.now();
  await Promise.all([
    admin.client.mutation(api.tasks.approveTask, { taskId }),
    memberTasks.until((tasks) => tasks.some((t) => t._id === taskId && t.approvalStatus === "approved")),
  ]);
  toMember.push(performance.now() - start);
}

adminQueue.unsubscribe();
memberTasks.unsubscribe();
await Promise.all([admin.client.close(), member.client.close()]);
await backend.close();
rmSync(dataDir, { recursive: true, force: true });

const figures = (samples: number[]) => {
  samples.sort((a, b) => a - b);
  return [percentile(samples, 0.5).toFixed(1), percentile(samples, 0.95).toFixed(1)];
};
const [adminMedian, adminP95] = figures(toAdmin);
const [memberMedian, memberP95] = figures(toMember);
console.log(
  `task-approval runs=${runs} complete_to_admin_median_ms=${adminMedian} p95_ms=${adminP95} ` +
    `approve_to_member_median_ms=${memberMedian} p95_ms=${memberP95}`,
);
process.exit(0);
