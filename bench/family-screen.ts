// The family screen's live path, with the app's own functions and real
// sign-ins on the local backend. The screen is a client with no sign-in holding
// the key an admin's familyScreen.start returned, subscribed to familyScreen.view.
//
//   assign → screen   an admin's tasks.assignTask until the screen's view shows the task
//   complete → inbox  the member, unlocked on the screen by PIN, completes it with
//                     familyScreen.completeTask until the admin's approval inbox shows it
//   restart → screen  backend restart (as a new process: data reloaded, every client
//                     cut off) until the screen's own subscription shows a task the
//                     admin assigned right after the restart (both clients reconnect by themselves)
//
//   npm run bench:family-screen -- [--runs N] [--restarts N]
//
// Last line: `family-screen runs=N assign_to_screen_median_ms=… p95_ms=… complete_to_inbox_median_ms=… p95_ms=…
//   unlock_median_ms=… p95_ms=… restarts=N restart_to_screen_median_ms=… p95_ms=… (of which the backend restart itself …)`
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { startSampleFamily, watch } from "./lib/liveFamily";
import { medianAndP95, option } from "./lib/stats";

const runs = option("runs", 50);
const restarts = option("restarts", 5);
/** Due long ago, so each bench task sorts first among the member's (the view shows 20 per member). */
const DUE = "2000-01-01";
const today = new Date().toISOString().slice(0, 10);

const family = await startSampleFamily("family-screen");
const { client: admin } = await family.signedInClient("admin");
const { client: member, memberId } = await family.signedInClient("member");
const PIN = "2580";
await member.mutation(api.members.setOwnPin, { pin: PIN });
const { screenKey } = await admin.mutation(api.familyScreen.start, { name: "Bench tablet" });
const screen = family.anonymousClient();

type View = (typeof api.familyScreen.view)["_returnType"];
const view = watch<View>((onValue) => screen.onUpdate(api.familyScreen.view, { screenKey, today }, onValue));
const inbox = watch<{ _id: string }[]>((onValue) => admin.onUpdate(api.tasks.awaitingApproval, {}, onValue));
const onScreen = (title: string) => (value: View) =>
  value.members.some((m) => m._id === memberId && m.tasks.some((task) => task.title === title));

/** The PIN check (PBKDF2) in the unlock mutation, round trip. */
const unlocks: number[] = [];
const timed = async (start: number, done: Promise<unknown>) => {
  await done;
  return performance.now() - start;
};
const assign = (title: string) =>
  admin.mutation(api.tasks.assignTask, { title, description: "", assignedTo: memberId, dueDate: DUE, needsApproval: true }) as Promise<
    Id<"tasks">
  >;
/** The member unlocks on the screen and completes the task (untimed unlock); approved after, so it leaves the inbox. */
async function completeOnScreen(taskId: Id<"tasks">) {
  const unlockStart = performance.now();
  const unlocked = await screen.mutation(api.familyScreen.unlock, { screenKey, memberId, pin: PIN });
  unlocks.push(performance.now() - unlockStart);
  if (!unlocked.ok) throw new Error(`unlock failed: ${unlocked.reason}`);
  const start = performance.now();
  const [, ms] = await Promise.all([
    screen.mutation(api.familyScreen.completeTask, { screenKey, unlockToken: unlocked.unlockToken, taskId }),
    timed(start, inbox.until((tasks) => tasks.some((task) => task._id === taskId))),
  ]);
  await screen.mutation(api.familyScreen.lock, { screenKey, unlockToken: unlocked.unlockToken });
  await admin.mutation(api.tasks.approveTask, { taskId });
  return ms;
}

await view.until(() => true);
const toScreen: number[] = [];
const toInbox: number[] = [];
for (let run = 0; run < runs; run++) {
  const title = `Bench chore ${run}`;
  const start = performance.now();
  const [taskId, ms] = await Promise.all([assign(title), timed(start, view.until(onScreen(title)))]);
  toScreen.push(ms);
  toInbox.push(await completeOnScreen(taskId));
  await view.until((value) => !onScreen(title)(value));
}

const afterRestart: number[] = [];
const restartItself: number[] = [];
for (let run = 0; run < restarts; run++) {
  const title = `After restart ${run}`;
  const start = performance.now();
  await family.restart();
  restartItself.push(performance.now() - start);
  // The admin's mutation waits for its own client to reconnect; the screen must reconnect by itself.
  const taskId = await assign(title);
  await view.until(onScreen(title));
  afterRestart.push(performance.now() - start);
  await completeOnScreen(taskId);
}

view.unsubscribe();
inbox.unsubscribe();
await family.close();

const [screenMedian, screenP95] = medianAndP95(toScreen);
const [inboxMedian, inboxP95] = medianAndP95(toInbox);
const [restartMedian, restartP95] = medianAndP95(afterRestart);
const [restartItselfMedian] = medianAndP95(restartItself);
const [unlockMedian, unlockP95] = medianAndP95(unlocks);
console.log(
  `family-screen runs=${runs} assign_to_screen_median_ms=${screenMedian} p95_ms=${screenP95} ` +
    `complete_to_inbox_median_ms=${inboxMedian} p95_ms=${inboxP95} ` +
    `unlock_median_ms=${unlockMedian} p95_ms=${unlockP95} ` +
    `restarts=${restarts} restart_to_screen_median_ms=${restartMedian} p95_ms=${restartP95} ` +
    `(of which the backend restart itself median_ms=${restartItselfMedian})`,
);
process.exit(0);
