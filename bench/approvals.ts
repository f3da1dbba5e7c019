// The approval inbox's live path, with the app's own functions and real sign-ins
// on the local backend: a member asks to enter a room and the admin's
// approvals.count subscription (the navigation badge) goes up; a second admin
// rejects it through approvals.decide and the first admin's count goes down.
// The same calls deliver notifications: the request rings the admin's bell
// (notifications.unreadCount) and the rejection the member's. Each sample is
// the time from the mutation call to the subscription update.
//
//   npm run bench:approvals -- [--runs N]
//
// Last line: `approvals runs=N request_to_badge_median_ms=… p95_ms=… request_to_admin_bell_median_ms=… p95_ms=…
//   decide_to_other_admin_median_ms=… p95_ms=… decide_to_member_bell_median_ms=… p95_ms=…`
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
const adminBell = watch<number>((onValue) => admin.onUpdate(api.notifications.unreadCount, {}, onValue));
const memberBell = watch<number>((onValue) => member.onUpdate(api.notifications.unreadCount, {}, onValue));
/** Both bells read (untimed), so each run's notification is the only unread one. */
const readBells = async () => {
  await Promise.all([admin.mutation(api.notifications.markAllRead, {}), member.mutation(api.notifications.markAllRead, {})]);
  await adminBell.until((count) => count === 0);
  await memberBell.until((count) => count === 0);
};
const roomId = (await admin.mutation(api.rooms.addRoom, { name: "Bench Shed" })) as Id<"rooms">;

const toBadge: number[] = [];
const toAdminBell: number[] = [];
const toOther: number[] = [];
const toMemberBell: number[] = [];
/** The time from `start` until `done` resolves. */
const timed = async (start: number, done: Promise<unknown>) => {
  await done;
  return performance.now() - start;
};
for (let run = 0; run < runs; run++) {
  await badge.until((count) => count === 0);
  await readBells();
  let start = performance.now();
  const [requestId, badgeMs, adminBellMs] = await Promise.all([
    member.mutation(api.roomAccess.requestRoomAccess, { roomId }),
    timed(start, badge.until((count) => count === 1)),
    timed(start, adminBell.until((count) => count === 1)),
  ]);
  toBadge.push(badgeMs);
  toAdminBell.push(adminBellMs);

  // Rejected, so the member may ask again next run.
  start = performance.now();
  const [, otherMs, memberBellMs] = await Promise.all([
    otherAdmin.mutation(api.approvals.decide, { target: { kind: "access", id: requestId }, decision: "reject" }),
    timed(start, badge.until((count) => count === 0)),
    timed(start, memberBell.until((count) => count === 1)),
  ]);
  toOther.push(otherMs);
  toMemberBell.push(memberBellMs);
}

badge.unsubscribe();
adminBell.unsubscribe();
memberBell.unsubscribe();
await family.close();

const [badgeMedian, badgeP95] = medianAndP95(toBadge);
const [adminBellMedian, adminBellP95] = medianAndP95(toAdminBell);
const [otherMedian, otherP95] = medianAndP95(toOther);
const [memberBellMedian, memberBellP95] = medianAndP95(toMemberBell);
console.log(
  `approvals runs=${runs} request_to_badge_median_ms=${badgeMedian} p95_ms=${badgeP95} ` +
    `request_to_admin_bell_median_ms=${adminBellMedian} p95_ms=${adminBellP95} ` +
    `decide_to_other_admin_median_ms=${otherMedian} p95_ms=${otherP95} ` +
    `decide_to_member_bell_median_ms=${memberBellMedian} p95_ms=${memberBellP95}`,
);
process.exit(0);
