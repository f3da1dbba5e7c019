// The approval inbox's live path, with the app's own functions and real sign-ins
// on the local backend: a member asks to enter a room and the admin's
// approvals.count subscription (the navigation badge) goes up; a second admin
// rejects it through approvals.decide and the first admin's count goes down.
// Each sample is the time from the mutation call to the subscription update.
//
//   npm run bench:approvals -- [--runs N]
//
// Last line: `approvals runs=N request_to_badge_median_ms=… p95_ms=… decide_to_other_admin_median_ms=… p95_ms=…`
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { startSampleFamily, watch } from "./lib/liveFamily";
import { medianAndP95, option } from "./lib/stats";

const runs = option("runs", 50);
const family = await startSampleFamily("approvals");
const { client: admin } = await family.signedInClient("admin");
// The same demo admin in a second client stands for the other admin's screen.
const { client: otherAdmin } = await family.signedInClient("admin");
const { client: member } = await family.signedInClient("member");

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
await family.close();

const [badgeMedian, badgeP95] = medianAndP95(toBadge);
const [otherMedian, otherP95] = medianAndP95(toOther);
console.log(
  `approvals runs=${runs} request_to_badge_median_ms=${badgeMedian} p95_ms=${badgeP95} ` +
    `decide_to_other_admin_median_ms=${otherMedian} p95_ms=${otherP95}`,
);
process.exit(0);
