// The dashboard's live path, with the app's own functions and real sign-ins:
// a member completes a task and the admin's approval queue shows it; the admin
// approves and the member's task list shows "approved". Each sample is the time
// from the mutation call to the other person's subscription update.
//
//   npm run bench:tasks -- [--runs N]
//
// Last line: `task-approval runs=N complete_to_admin_median_ms=… p95_ms=… approve_to_member_median_ms=… p95_ms=…`
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { startSampleFamily, watch } from "./lib/liveFamily";
import { medianAndP95, option } from "./lib/stats";

const runs = option("runs", 50);
const family = await startSampleFamily("tasks");
const admin = await family.signedInClient("admin");
const member = await family.signedInClient("member");

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
await family.close();

const [adminMedian, adminP95] = medianAndP95(toAdmin);
const [memberMedian, memberP95] = medianAndP95(toMember);
console.log(
  `task-approval runs=${runs} complete_to_admin_median_ms=${adminMedian} p95_ms=${adminP95} ` +
    `approve_to_member_median_ms=${memberMedian} p95_ms=${memberP95}`,
);
process.exit(0);
