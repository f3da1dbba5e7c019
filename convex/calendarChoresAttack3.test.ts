// A third round of hostile calls (after calendarChoresAttack.test.ts and calendarChoresAttack2.test.ts): a member,
// a family screen whose unlock or whose screen has ended, and a feed link, each trying what the first two rounds
// left alone, kept as regression tests where a refusal regressing would be a hole. Who may call each function at
// all is authorization.test.ts's matrix; this file is about what a caller who may call it can reach.
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { daily, eventForm, expectRefused, NOW, seededOnceAtNow, stopClockAtNow, today } from "./calendarChoresAttack.fixtures";
import type { Id } from "./_generated/dataModel";
import { choreForm } from "./chores.fixtures";
import { storeFile } from "./inventory.fixtures";
import { feedPath } from "./lib/calendarFeed";
import { hashPin } from "./lib/pins";
import { sendEventReminders } from "./model/calendar";
import { createChore } from "./model/chores";
import { REQUESTS_PER_HOUR } from "./model/requestRate";
import { UNLOCK_MS } from "./model/screenUnlocks";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

stopClockAtNow();

/**
 * Ada (admin), Max and Mia (members) in a family on UTC; a daily rotation of Max and Mia from today and two daily
 * chores of Max's that want a photo; Max with 15 points, Mia with 100, a reward of 10; a kitchen and a hall screen
 * with PINs for Max and Mia; Ada's daily series for Ada and Max, Max's own daily series.
 */
async function seed() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const mia = await seedAccount(t, { name: "Mia Member", email: "mia@household.test" });
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  await t.run(async (ctx) => {
    await ctx.db.insert("familySettings", { familyName: "Lovelace", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" });
    for (const [memberId, points] of [[max, 15], [mia.memberId!, 100]] as const) {
      await ctx.db.insert("pointsLedger", { memberId, points, balance: points, kind: "chore", title: "Tidy room" });
    }
    await ctx.db.insert("memberPins", { memberId: max, hash: await hashPin("1234") });
    await ctx.db.insert("memberPins", { memberId: mia.memberId!, hash: await hashPin("5678") });
    const admin = (await ctx.db.get("members", ada))!;
    await createChore(ctx, admin, choreForm([max, mia.memberId!], { assignment: "rotation", start: today }), Date.parse(NOW));
    for (const title of ["Tidy your room", "Make your bed"]) {
      await createChore(ctx, admin, choreForm([max], { title, photoProof: true, start: today }), Date.parse(NOW));
    }
  });
  const reward = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Ice cream", cost: 10 } });
  const kitchen = (await roles.admin.as.mutation(api.familyScreen.start, { name: "Kitchen" })).screenKey;
  const hall = (await roles.admin.as.mutation(api.familyScreen.start, { name: "Hall" })).screenKey;
  const adaSeries = await roles.admin.as.mutation(api.calendar.createCalendarEvent, { event: eventForm([ada, max], { name: "Dentist", repeat: daily }) });
  const maxSeries = await roles.member.as.mutation(api.calendar.createCalendarEvent, { event: eventForm([max], { repeat: daily }) });
  return { t, ada, max, mia: mia.memberId!, miaIdentity: mia.identity, reward, kitchen, hall, adaSeries, maxSeries, roles };
}

const freshCopy = seededOnceAtNow(seed);

/** A fresh copy of the seeded family, with a client per role. */
async function family() {
  const s = await freshCopy();
  const { t } = s;
  return { ...s, admin: t.withIdentity(s.roles.admin.identity), member: t.withIdentity(s.roles.member.identity), miaAs: t.withIdentity(s.miaIdentity) };
}
type Family = Awaited<ReturnType<typeof family>>;

const tasks = (f: Family) => f.t.run((ctx) => ctx.db.query("tasks").collect());
/** Today's turn of `title` for `memberId`. */
const turnOf = async (f: Family, memberId: Id<"members">, title = "Feed the cat", day = today) => {
  const task = (await tasks(f)).find((row) => row.title === title && row.assignedTo === memberId && row.occurrenceDate === day);
  if (task === undefined) throw new Error(`no ${title} of that member on ${day}`);
  return task._id;
};
const unlock = async (f: Family, screenKey: string, memberId: Id<"members">, pin: string) => {
  const result = await f.t.mutation(api.familyScreen.unlock, { screenKey, memberId, pin });
  if (!result.ok) throw new Error(`unlock failed: ${result.reason}`);
  return { screenKey, unlockToken: result.unlockToken };
};
/** A photo `as` uploaded and checked on their phone: theirs to send once. */
async function checkedPhoto(f: Family, as: Family["member"]) {
  const storageId = await storeFile(f.t, "image/jpeg");
  const { refused } = await as.action(api.tasks.checkUpload, { storageId });
  if (refused !== null) throw new Error(refused.message);
  return storageId;
}
const setFamily = (f: Family, fields: { membersPlanForEveryone?: boolean }) =>
  f.t.run(async (ctx) => ctx.db.patch("familySettings", (await ctx.db.query("familySettings").first())!._id, fields));

describe("the family screen", () => {
  test("the upload check is an unlocked step too: after the lock, on another screen, or two minutes after the last action it is refused", async () => {
    const f = await family();
    const file = await storeFile(f.t, "image/jpeg");
    const check = (args: { screenKey: string; unlockToken: string }) => () => f.t.action(api.familyScreen.checkUpload, { ...args, storageId: file });
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, check({ ...maxs, screenKey: f.hall }), "SCREEN_UNLOCK_ENDED");
    // An action reads the clock: an unlock past its two minutes is over, whether or not its deletion has run.
    vi.setSystemTime(Date.parse(NOW) + UNLOCK_MS + 1);
    await expectRefused(f.t, check(maxs), "SCREEN_UNLOCK_ENDED");
    vi.setSystemTime(new Date(NOW));
    const again = await unlock(f, f.kitchen, f.max, "1234");
    await f.t.mutation(api.familyScreen.lock, again);
    await expectRefused(f.t, check(again), "SCREEN_UNLOCK_ENDED");
    // Nothing recorded the file as anyone's.
    expect(await f.t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
  });

  test("a screen turned off does nothing: its view, check-in, PIN, lock and every unlocked step are refused with SCREEN_NOT_ACTIVE", async () => {
    const f = await family();
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    const kitchenId = (await f.admin.query(api.familyScreen.list, {})).find((screen) => screen.name === "Kitchen")!._id;
    await f.admin.mutation(api.familyScreen.revoke, { screenId: kitchenId });
    const taskId = await turnOf(f, f.max);
    const file = await storeFile(f.t, "image/jpeg");
    for (const call of [
      () => f.t.query(api.familyScreen.view, { screenKey: f.kitchen, today }),
      () => f.t.mutation(api.familyScreen.checkIn, { screenKey: f.kitchen }),
      () => f.t.mutation(api.familyScreen.unlock, { screenKey: f.kitchen, memberId: f.mia, pin: "5678" }),
      () => f.t.mutation(api.familyScreen.lock, maxs),
      () => f.t.query(api.familyScreen.memberPanel, { ...maxs, today }),
      () => f.t.query(api.familyScreen.rewards, maxs),
      () => f.t.mutation(api.familyScreen.startTask, { ...maxs, taskId }),
      () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId }),
      () => f.t.mutation(api.familyScreen.generateUploadUrl, maxs),
      () => f.t.action(api.familyScreen.checkUpload, { ...maxs, storageId: file }),
      () => f.t.mutation(api.familyScreen.redeemReward, { ...maxs, rewardId: f.reward }),
      () => f.t.mutation(api.familyScreen.markNotificationsRead, maxs),
    ]) {
      await expectRefused(f.t, call, "SCREEN_NOT_ACTIVE");
    }
    // The key of the screen still on opens nothing of the one turned off: Max's token was the kitchen's.
    await expectRefused(f.t, () => f.t.query(api.familyScreen.rewards, { ...maxs, screenKey: f.hall }), "SCREEN_UNLOCK_ENDED");
  });

  test("unlocks do not pile up: thirty PINs on a screen leave one unlock, and every earlier token is refused", async () => {
    const f = await family();
    const tokens = [];
    for (let i = 0; i < 30; i++) tokens.push(await unlock(f, f.kitchen, i % 2 === 0 ? f.max : f.mia, i % 2 === 0 ? "1234" : "5678"));
    expect(await f.t.run((ctx) => ctx.db.query("screenUnlocks").collect())).toHaveLength(1);
    for (const token of tokens.slice(0, -1)) await expectRefused(f.t, () => f.t.query(api.familyScreen.rewards, token), "SCREEN_UNLOCK_ENDED");
    expect(await f.t.query(api.familyScreen.rewards, tokens.at(-1)!)).toMatchObject({ balance: 100 });
  });

  test("what a screen reads carries no secret: no key, PIN or token hash, no email, no sign-in, no stored file's id", async () => {
    const f = await family();
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    const taskId = await turnOf(f, f.max, "Tidy your room");
    const photo = await storeFile(f.t, "image/jpeg");
    expect((await f.t.action(api.familyScreen.checkUpload, { ...maxs, storageId: photo })).refused).toBeNull();
    await f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId, photo });
    const read = JSON.stringify([
      await f.t.query(api.familyScreen.view, { screenKey: f.kitchen, today }),
      await f.t.query(api.familyScreen.memberPanel, { ...maxs, today }),
      await f.t.query(api.familyScreen.rewards, maxs),
    ]);
    const secrets = await f.t.run(async (ctx) => [
      ...(await ctx.db.query("memberPins").collect()).map((row) => row.hash),
      ...(await ctx.db.query("familyScreens").collect()).map((row) => row.keyHash),
      ...(await ctx.db.query("screenUnlocks").collect()).map((row) => row.tokenHash),
      ...(await ctx.db.query("members").collect()).map((row) => row.accountKey!),
    ]);
    for (const secret of [...secrets, photo, f.kitchen, maxs.unlockToken, "@household.test"]) expect(read).not.toContain(secret);
    expect(read).toContain("Tidy your room");
  });

  test("unlocked for Max, his panel shows none of Mia's: not her tasks, not her notifications", async () => {
    const f = await family();
    await f.t.run((ctx) =>
      ctx.db.insert("tasks", { title: "Mia's diary", description: "Hidden under the bed", assignedTo: f.mia, dueDate: today, status: "pending", priority: "medium", createdBy: f.ada, needsApproval: false }),
    );
    const request = await f.miaAs.mutation(api.rewards.redeem, { rewardId: f.reward });
    await f.admin.mutation(api.approvals.decide, { target: { kind: "reward", id: request }, decision: "approve" });
    expect(await f.t.run(async (ctx) => (await ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", f.mia)).collect()).length)).toBeGreaterThan(0);
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    const panel = JSON.stringify([await f.t.query(api.familyScreen.memberPanel, { ...maxs, today }), await f.t.query(api.familyScreen.rewards, maxs)]);
    // The reward on offer is named in Max's list too: Mia's request is told apart by its id.
    for (const hers of ["Mia's diary", "Hidden under the bed", "Mia Member", request, f.mia]) expect(panel).not.toContain(hers);
  });

  test("a screen asking for someone without a PIN (the admin) opens nothing and counts no try against them", async () => {
    const f = await family();
    for (const pin of ["0000", "1234", "5678"]) {
      expect(await f.t.mutation(api.familyScreen.unlock, { screenKey: f.kitchen, memberId: f.ada, pin })).toEqual({ ok: false, reason: "noPin" });
    }
    expect(await f.t.run((ctx) => ctx.db.query("screenUnlocks").collect())).toEqual([]);
    expect(await f.t.run((ctx) => ctx.db.query("pinAttempts").collect())).toEqual([]);
  });

  test("a screen's reward requests count on the member's hourly allowance with their phone's: asked and withdrawn on the phone, the screen asks no more", async () => {
    const f = await family();
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      await f.member.mutation(api.rewards.withdraw, { redemptionId: await f.member.mutation(api.rewards.redeem, { rewardId: f.reward }) });
    }
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.redeemReward, { ...maxs, rewardId: f.reward }), "REQUEST_RATE_LIMIT");
  });

  test("unlocked for Mia, Max's checked photo is not hers to send; unlocked for Max, a photo checked for Mia on the screen is not his", async () => {
    const f = await family();
    const maxsPhoto = await checkedPhoto(f, f.member);
    const mias = await unlock(f, f.kitchen, f.mia, "5678");
    const miasFile = await storeFile(f.t, "image/jpeg");
    expect((await f.t.action(api.familyScreen.checkUpload, { ...mias, storageId: miasFile })).refused).toBeNull();
    const maxs = await unlock(f, f.hall, f.max, "1234");
    const taskId = await turnOf(f, f.max, "Tidy your room");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId, photo: miasFile }), "UPLOAD_NOT_YOURS", "image");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId, photo: miasFile }), "UPLOAD_NOT_YOURS", "image");
    // Mia's panel cannot complete Max's turn with Max's own photo either: the turn is not hers.
    const miasAgain = await unlock(f, f.kitchen, f.mia, "5678");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...miasAgain, taskId, photo: maxsPhoto }), "OWN_TASKS_ONLY");
  });
});

describe("chores and points", () => {
  test("a photo is proof once: the upload sent for one chore cannot be sent again for another, on the phone or the screen", async () => {
    const f = await family();
    const photo = await checkedPhoto(f, f.member);
    await f.member.mutation(api.tasks.completeTask, { taskId: await turnOf(f, f.max, "Tidy your room"), photo });
    const bed = await turnOf(f, f.max, "Make your bed");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId: bed, photo }), "UPLOAD_NOT_YOURS", "image");
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId: bed, photo }), "UPLOAD_NOT_YOURS", "image");
    // Nor can it be checked again to be made fresh.
    expect((await f.member.action(api.tasks.checkUpload, { storageId: photo })).refused).toMatchObject({ code: "UPLOAD_NOT_YOURS" });
  });

  test("a member's own task list is a projection: it shows their tasks, not the stored proof photo's id", async () => {
    const f = await family();
    const photo = await checkedPhoto(f, f.member);
    await f.member.mutation(api.tasks.completeTask, { taskId: await turnOf(f, f.max, "Tidy your room"), photo });
    const list = await f.member.query(api.tasks.forMember, { memberId: f.max, today });
    expect(list.map((task) => task.title)).toContain("Tidy your room");
    expect(JSON.stringify(list)).not.toContain(photo);
  });

  test("an approved or rejected swap, and an approved reward, are the admin's: the member's withdraw undoes neither", async () => {
    const f = await family();
    const maxsTurn = await turnOf(f, f.max, "Feed the cat", "2030-01-12");
    const approved = await f.member.mutation(api.choreSwaps.ask, { taskId: maxsTurn, memberId: f.mia, note: "" });
    await f.admin.mutation(api.approvals.decide, { target: { kind: "swap", id: approved }, decision: "approve" });
    const miasTurn = await turnOf(f, f.mia, "Feed the cat", "2030-01-11");
    const rejected = await f.miaAs.mutation(api.choreSwaps.ask, { taskId: miasTurn, memberId: f.max, note: "" });
    await f.admin.mutation(api.approvals.decide, { target: { kind: "swap", id: rejected }, decision: "reject" });
    const reward = await f.member.mutation(api.rewards.redeem, { rewardId: f.reward });
    await f.admin.mutation(api.approvals.decide, { target: { kind: "reward", id: reward }, decision: "approve" });
    await expectRefused(f.t, () => f.member.mutation(api.choreSwaps.withdraw, { requestId: approved }), "REQUEST_DECIDED_BY");
    await expectRefused(f.t, () => f.miaAs.mutation(api.choreSwaps.withdraw, { requestId: rejected }), "REQUEST_DECIDED_BY");
    await expectRefused(f.t, () => f.member.mutation(api.rewards.withdraw, { redemptionId: reward }), "REQUEST_DECIDED_BY");
    // The turn given away stays given: Max cannot do it, nor ask to swap it back.
    await expectRefused(f.t, () => f.member.mutation(api.choreSwaps.ask, { taskId: maxsTurn, memberId: f.mia, note: "" }), "CHORE_SWAP_NOT_YOURS");
    expect((await f.member.query(api.rewards.list, {})).balance).toBe(5);
  });

  test("a turn an admin skipped, or one an 'anyone' chore's first finisher took, is gone: starting or completing it is NOT_FOUND, and only the finisher is paid", async () => {
    const f = await family();
    await f.t.run(async (ctx) => createChore(ctx, (await ctx.db.get("members", f.ada))!, choreForm([f.max, f.mia], { title: "Walk the dog", assignment: "anyone", start: today }), Date.parse(NOW)));
    const miasOffer = await turnOf(f, f.mia, "Walk the dog");
    await f.member.mutation(api.tasks.completeTask, { taskId: await turnOf(f, f.max, "Walk the dog") });
    await expectRefused(f.t, () => f.miaAs.mutation(api.tasks.completeTask, { taskId: miasOffer }), "NOT_FOUND");
    const skipped = await turnOf(f, f.max);
    await f.admin.mutation(api.chores.skipOccurrence, { taskId: skipped, reason: "Ill" });
    await expectRefused(f.t, () => f.member.mutation(api.tasks.startTask, { taskId: skipped }), "NOT_FOUND");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId: skipped }), "NOT_FOUND");
    expect((await f.member.query(api.rewards.list, {})).balance).toBe(15 + 5);
    expect((await f.miaAs.query(api.rewards.list, {})).balance).toBe(100);
  });

  test("a turn waiting for approval is the admin's to decide: done again or started again it is TASK_STEP_INVALID, and it pays nothing yet", async () => {
    const f = await family();
    await f.t.run(async (ctx) => createChore(ctx, (await ctx.db.get("members", f.ada))!, choreForm([f.max], { title: "Hoover", needsApproval: true, start: today }), Date.parse(NOW)));
    const taskId = await turnOf(f, f.max, "Hoover");
    await f.member.mutation(api.tasks.completeTask, { taskId });
    await expectRefused(f.t, () => f.member.mutation(api.tasks.completeTask, { taskId }), "TASK_STEP_INVALID");
    await expectRefused(f.t, () => f.member.mutation(api.tasks.startTask, { taskId }), "TASK_STEP_INVALID");
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.completeTask, { ...maxs, taskId }), "TASK_STEP_INVALID");
    expect((await f.member.query(api.rewards.list, {})).balance).toBe(15);
  });

  test("points a phone request counts on are not there for the screen: asked on the phone, the same points asked on the screen are NOT_ENOUGH_POINTS", async () => {
    const f = await family();
    await f.member.mutation(api.rewards.redeem, { rewardId: f.reward });
    const maxs = await unlock(f, f.kitchen, f.max, "1234");
    await expectRefused(f.t, () => f.t.mutation(api.familyScreen.redeemReward, { ...maxs, rewardId: f.reward }), "NOT_ENOUGH_POINTS");
    expect(await f.t.query(api.familyScreen.rewards, maxs)).toMatchObject({ balance: 15, available: 5 });
  });

  test("a member's swap requests list is their own: Mia's request is not in Max's, and names no one's ids but the turn's", async () => {
    const f = await family();
    await f.miaAs.mutation(api.choreSwaps.ask, { taskId: await turnOf(f, f.mia, "Feed the cat", "2030-01-11"), memberId: f.max, note: "Football" });
    const maxsTurn = await turnOf(f, f.max, "Feed the cat", "2030-01-12");
    await f.member.mutation(api.choreSwaps.ask, { taskId: maxsTurn, memberId: f.mia, note: "" });
    const mine = await f.member.query(api.choreSwaps.mine, {});
    expect(mine).toEqual([expect.objectContaining({ taskId: maxsTurn, toName: "Mia Member" })]);
    expect(JSON.stringify(mine)).not.toContain("Football");
  });

  test("the points of someone else are an admin's to read: Max's history of Mia, and Mia's of Max, are refused", async () => {
    const f = await family();
    await expectRefused(f.t, () => f.member.query(api.rewards.history, { memberId: f.mia }), "OWN_POINTS_ONLY");
    await expectRefused(f.t, () => f.miaAs.query(api.rewards.history, { memberId: f.max }), "OWN_POINTS_ONLY");
    expect(JSON.stringify(await f.member.query(api.rewards.list, {}))).not.toContain(f.mia);
  });
});

describe("the calendar", () => {
  test("the family not allowing it, a member's edit of their own event cannot bring in someone else, in any scope", async () => {
    const f = await family();
    for (const scope of ["all", "one", "following"] as const) {
      for (const extra of [{ memberIds: [f.max, f.mia] }, { everyone: true, memberIds: [] }]) {
        await expectRefused(
          f.t,
          () => f.member.mutation(api.calendar.updateCalendarEvent, { eventId: f.maxSeries, scope, occurrenceDate: "2030-01-16", event: eventForm([f.max], { date: "2030-01-16", repeat: daily, ...extra }) }),
          "EVENT_FOR_OTHERS",
        );
      }
    }
  });

  test("an admin's one-off event for Max is not Max's to change or delete; a deleted event is EVENT_GONE to every change", async () => {
    const f = await family();
    const forMax = await f.admin.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max], { name: "Vaccination" }) });
    await expectRefused(f.t, () => f.member.mutation(api.calendar.updateCalendarEvent, { eventId: forMax, scope: "all", event: eventForm([f.max], { name: "Skipped it" }) }), "EVENT_OWN_ONLY");
    await expectRefused(f.t, () => f.member.mutation(api.calendar.deleteCalendarEvent, { eventId: forMax, scope: "all" }), "EVENT_OWN_ONLY");
    await f.member.mutation(api.calendar.deleteCalendarEvent, { eventId: f.maxSeries, scope: "all" });
    for (const scope of ["all", "one", "following"] as const) {
      const target = { eventId: f.maxSeries, scope, occurrenceDate: "2030-01-16" };
      await expectRefused(f.t, () => f.member.mutation(api.calendar.updateCalendarEvent, { ...target, event: eventForm([f.max], { date: "2030-01-16" }) }), "EVENT_GONE");
      await expectRefused(f.t, () => f.member.mutation(api.calendar.deleteCalendarEvent, target), "EVENT_GONE");
    }
  });

  test("a member's reminders ring only the people in the event: Max's own rings Max alone, and Ada's for herself never rings Max", async () => {
    const f = await family();
    await f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.max], { name: "Piano", reminders: [10] }) });
    await f.admin.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.ada], { name: "Therapy", reminders: [10] }) });
    await f.t.run((ctx) => sendEventReminders(ctx, Date.parse("2030-01-14T16:50:30Z")));
    const reminders = await f.t.run(async (ctx) => (await ctx.db.query("notifications").collect()).filter((row) => row.details.kind === "eventReminder"));
    const told = reminders.map((row) => [row.memberId, row.details.kind === "eventReminder" ? row.details.eventTitle : ""]);
    expect(told).toHaveLength(2);
    expect(told).toEqual(expect.arrayContaining([[f.max, "Piano"], [f.ada, "Therapy"]]));
  });

  // Each change of an event for everyone tells every member: an allowance per hour, as swaps and rewards have, bounds it.
  test("a member who may plan for everyone cannot ring everyone's phone without end: editing one event over and over tells each person a bounded number of times", async () => {
    const f = await family();
    await setFamily(f, { membersPlanForEveryone: true });
    const eventId = await f.member.mutation(api.calendar.createCalendarEvent, { event: eventForm([], { everyone: true, name: "Party" }) });
    for (let i = 0; i < 3 * REQUESTS_PER_HOUR; i++) {
      await f.member.mutation(api.calendar.updateCalendarEvent, { eventId, scope: "all", event: eventForm([], { everyone: true, name: `Party ${i}` }) });
    }
    const told = await f.t.run(async (ctx) => (await ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", f.mia)).collect()).length);
    expect(told).toBeLessThanOrEqual(REQUESTS_PER_HOUR);
  });

  test("what a member's window reads carries no secret: no import address, no feed token, no email", async () => {
    const f = await family();
    const added = await f.admin.mutation(api.calendarImports.addUrlImport, {
      import: { name: "School", color: "red", everyone: true, memberIds: [] },
      url: "https://school.example/secret-token-abc/calendar.ics",
    });
    if (!added.ok) throw new Error(added.problem);
    const { token } = await f.admin.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const read = JSON.stringify([await f.member.query(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" }), await f.member.query(api.calendarFeeds.feedStatus, {})]);
    for (const secret of ["secret-token-abc", token, "@household.test"]) expect(read).not.toContain(secret);
    expect(read).toContain("Dentist");
  });
});

describe("calendar feeds", () => {
  test("a link answers GET only, by its exact token: other methods, a token of other case, or with more path are not served the feed", async () => {
    const f = await family();
    const { token } = await f.member.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect((await f.t.fetch(feedPath(token), { method: "GET" })).status).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await f.t.fetch(feedPath(token), { method });
      expect(response.status, method).not.toBe(200);
      expect(await response.text(), method).not.toContain("BEGIN:VCALENDAR");
    }
    const flipped = token.replace(/[a-z]/, (letter) => letter.toUpperCase());
    for (const path of [feedPath(flipped), `${feedPath(token)}/x.ics`, `/calendar/feed/${token}.ics.ics`, `/calendar/feed/x/${token}.ics`]) {
      expect((await f.t.fetch(path, { method: "GET" })).status, path).toBe(404);
    }
  });

  test("Max's link carries none of what is Ada's alone: her own event, and a day of their shared series she made hers alone", async () => {
    const f = await family();
    await f.admin.mutation(api.calendar.createCalendarEvent, { event: eventForm([f.ada], { name: "Therapy", notes: "Dr Who, room 4" }) });
    await f.admin.mutation(api.calendar.updateCalendarEvent, {
      eventId: f.adaSeries,
      scope: "one",
      occurrenceDate: "2030-01-15",
      event: eventForm([f.ada], { name: "Surprise for Max", notes: "Buy the bike", date: "2030-01-15" }),
    });
    const { token } = await f.member.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    const feed = await (await f.t.fetch(feedPath(token), { method: "GET" })).text();
    expect(feed).toContain("SUMMARY:Dentist");
    for (const secret of ["Therapy", "Dr Who", "Surprise", "Buy the bike"]) expect(feed).not.toContain(secret);
    // Ada taken out of Max's membership of the series, his link no longer shows it.
    await f.admin.mutation(api.calendar.updateCalendarEvent, { eventId: f.adaSeries, scope: "all", occurrenceDate: "2030-01-14", event: eventForm([f.ada], { name: "Dentist", repeat: daily }) });
    expect(await (await f.t.fetch(feedPath(token), { method: "GET" })).text()).not.toContain("SUMMARY:Dentist");
  });

  test("a member's link ends with the member: deleted, their link is 404 and its row gone", async () => {
    const f = await family();
    const { token } = await f.miaAs.mutation(api.calendarFeeds.createFeedUrl, { scope: "mine" });
    expect((await f.t.fetch(feedPath(token), { method: "GET" })).status).toBe(200);
    await f.admin.mutation(api.members.deleteMember, { memberId: f.mia });
    expect((await f.t.fetch(feedPath(token), { method: "GET" })).status).toBe(404);
    expect(await f.t.run((ctx) => ctx.db.query("calendarFeedTokens").collect())).toEqual([]);
  });
});
