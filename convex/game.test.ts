import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { currentStreak, gameStateFor, nextStreak } from "./lib/game";
import { gameRow, setupFinance, type FinanceSetup } from "./transactions.fixtures";

describe("gameStateFor(n): the game is a pure function of the transactions that exist", () => {
  test("level 1 until 100 XP; 10 transactions reach level 2 and the next threshold 150", () => {
    expect(gameStateFor(0)).toEqual({ level: 1, experience: 0, nextLevelXp: 100, transactions: 0, badges: [], stars: 1 });
    expect(gameStateFor(9)).toMatchObject({ level: 1, experience: 90, nextLevelXp: 100 });
    expect(gameStateFor(10)).toMatchObject({ level: 2, experience: 100, nextLevelXp: 150 });
    expect(gameStateFor(14)).toMatchObject({ level: 2, experience: 140, nextLevelXp: 150 });
  });

  test("15 transactions (150 XP) reach level 3 and the next threshold 225, then ×1.5 rounded down", () => {
    expect(gameStateFor(15)).toMatchObject({ level: 3, experience: 150, nextLevelXp: 225 });
    expect(gameStateFor(22)).toMatchObject({ level: 3, nextLevelXp: 225 });
    // 225 × 1.5 = 337.5 → 337; 337 × 1.5 = 505.5 → 505.
    expect(gameStateFor(23)).toMatchObject({ level: 4, experience: 230, nextLevelXp: 337 });
    expect(gameStateFor(34)).toMatchObject({ level: 5, experience: 340, nextLevelXp: 505 });
  });

  test("Bronze, Silver and Gold Accountant at 10, 50 and 100 transactions", () => {
    expect(gameStateFor(9).badges).toEqual([]);
    expect(gameStateFor(10).badges).toEqual(["bronze"]);
    expect(gameStateFor(49).badges).toEqual(["bronze"]);
    expect(gameStateFor(50).badges).toEqual(["bronze", "silver"]);
    expect(gameStateFor(99).badges).toEqual(["bronze", "silver"]);
    expect(gameStateFor(100).badges).toEqual(["bronze", "silver", "gold"]);
  });

  test("stars follow the level up to 5", () => {
    expect(gameStateFor(0).stars).toBe(1);
    expect(gameStateFor(15).stars).toBe(3);
    expect(gameStateFor(34).stars).toBe(5);
    expect(gameStateFor(1000).stars).toBe(5);
    expect(gameStateFor(1000).level).toBeGreaterThan(5);
  });

  test("a negative count is treated as none", () => {
    expect(gameStateFor(-3)).toMatchObject({ level: 1, experience: 0, transactions: 0 });
  });
});

describe("streaks: consecutive days with at least one transaction", () => {
  test("same day keeps it, next day extends it, a gap starts again", () => {
    expect(nextStreak(null, "2026-11-22")).toEqual({ streak: 1, lastTransactionDate: "2026-11-22" });
    const row = { streak: 3, lastTransactionDate: "2026-12-31" };
    expect(nextStreak(row, "2026-12-31")).toEqual({ streak: 3, lastTransactionDate: "2026-12-31" });
    expect(nextStreak(row, "2027-01-01")).toEqual({ streak: 4, lastTransactionDate: "2027-01-01" });
    expect(nextStreak(row, "2027-01-02")).toEqual({ streak: 1, lastTransactionDate: "2027-01-02" });
    expect(nextStreak({ streak: 2, lastTransactionDate: "2028-02-28" }, "2028-02-29").streak).toBe(3);
    // A clock that went backwards changes nothing.
    expect(nextStreak(row, "2026-12-01")).toEqual(row);
  });

  test("shown as 0 once a whole day passed without a transaction", () => {
    const row = { streak: 5, lastTransactionDate: "2026-11-20" };
    expect(currentStreak(row, "2026-11-20")).toBe(5);
    expect(currentStreak(row, "2026-11-21")).toBe(5);
    expect(currentStreak(row, "2026-11-22")).toBe(0);
    expect(currentStreak(row)).toBe(5);
  });
});

/** Adds n transactions for the member, one call each, and returns the last game result. */
async function addMany({ roles, add }: FinanceSetup, n: number) {
  let last;
  for (let i = 0; i < n; i++) last = (await add(roles.member.as)).game;
  return last!;
}

/** n transactions at once through an import (faster for the 50 and 100 thresholds). */
async function importMany({ roles, input, today }: FinanceSetup, n: number) {
  return (
    await roles.member.as.mutation(api.transactions.importTransactions, {
      transactions: Array.from({ length: n }, () => input()),
      today,
    })
  ).game;
}

describe("the game through the API", () => {
  test("the first transaction: level 1, no level-up, no badge", async () => {
    const setup = await setupFinance();
    expect(await addMany(setup, 1)).toEqual({ level: 1, leveledUp: false, newBadges: [] });
    expect(await setup.roles.member.as.query(api.transactions.myGame, {})).toEqual({
      level: 1,
      experience: 10,
      nextLevelXp: 100,
      transactions: 1,
      streak: 1,
      badges: [],
      stars: 1,
    });
  });

  test("the 10th transaction levels up to 2 with the Bronze badge, the 11th does not", async () => {
    const setup = await setupFinance();
    expect(await addMany(setup, 9)).toEqual({ level: 1, leveledUp: false, newBadges: [] });
    expect(await addMany(setup, 1)).toEqual({ level: 2, leveledUp: true, newBadges: ["bronze"] });
    expect(await setup.roles.member.as.query(api.transactions.myGame, {})).toMatchObject({
      level: 2,
      experience: 100,
      nextLevelXp: 150,
      badges: ["bronze"],
      stars: 2,
    });
    expect(await addMany(setup, 1)).toEqual({ level: 2, leveledUp: false, newBadges: [] });
  });

  test("the 15th transaction levels up to 3 (150 XP), next threshold 225", async () => {
    const setup = await setupFinance();
    await importMany(setup, 14);
    expect(await addMany(setup, 1)).toEqual({ level: 3, leveledUp: true, newBadges: [] });
    expect(await setup.roles.member.as.query(api.transactions.myGame, {})).toMatchObject({
      level: 3,
      experience: 150,
      nextLevelXp: 225,
    });
  });

  test("Silver at the 50th and Gold at the 100th, reported only when crossed", async () => {
    const setup = await setupFinance();
    await importMany(setup, 49);
    expect((await addMany(setup, 1)).newBadges).toEqual(["silver"]);
    expect((await addMany(setup, 1)).newBadges).toEqual([]);
    await importMany(setup, 48);
    expect((await addMany(setup, 1)).newBadges).toEqual(["gold"]);
    expect((await setup.roles.member.as.query(api.transactions.myGame, {})).badges).toEqual(["bronze", "silver", "gold"]);
  });

  test("an import crossing several thresholds reports each new badge once", async () => {
    const setup = await setupFinance();
    expect(await importMany(setup, 100)).toEqual({
      level: gameStateFor(100).level,
      leveledUp: true,
      newBadges: ["bronze", "silver", "gold"],
    });
  });

  test("delete then re-add earns nothing: XP never exceeds 10 × the transactions that exist", async () => {
    const setup = await setupFinance();
    const { roles, t } = setup;
    await addMany(setup, 9);
    for (let cycle = 0; cycle < 5; cycle++) {
      const { transactionId, game } = await setup.add(roles.member.as);
      expect(game.level).toBe(2);
      await roles.member.as.mutation(api.transactions.remove, { transactionId });
      const row = await gameRow(t, roles.member.memberId!);
      expect(row).toMatchObject({ transactions: 9, experience: 90, level: 1, badges: [] });
    }
    // Re-adding after the cycles levels up again (the badge comes back with it): no XP was banked.
    expect(await addMany(setup, 1)).toEqual({ level: 2, leveledUp: true, newBadges: ["bronze"] });
  });

  test("an admin deleting a member's transaction lowers the member's count, not the admin's", async () => {
    const setup = await setupFinance();
    const { roles, t } = setup;
    const { transactionId } = await setup.add(roles.member.as);
    await setup.add(roles.admin.as);
    await roles.admin.as.mutation(api.transactions.remove, { transactionId });
    expect(await gameRow(t, roles.member.memberId!)).toMatchObject({ transactions: 0, experience: 0 });
    expect(await gameRow(t, roles.admin.memberId!)).toMatchObject({ transactions: 1, experience: 10 });
  });

  test("a deleted member's transactions pass to the admin without XP: deleting them later costs the admin none", async () => {
    const setup = await setupFinance();
    const { roles, other, t } = setup;
    const { transactionId } = await setup.add(other.as);
    await setup.add(roles.admin.as);
    await roles.admin.as.mutation(api.members.deleteMember, { memberId: other.memberId! });
    const inherited = await t.run((ctx) => ctx.db.get("transactions", transactionId));
    expect(inherited).toMatchObject({ createdBy: roles.admin.memberId, inherited: true });
    expect(await gameRow(t, roles.admin.memberId!)).toMatchObject({ transactions: 1, experience: 10 });
    await roles.admin.as.mutation(api.transactions.remove, { transactionId });
    expect(await gameRow(t, roles.admin.memberId!)).toMatchObject({ transactions: 1, experience: 10 });
  });

  test("streaks through the API, and myGame shows a broken streak as 0 given today", async () => {
    const setup = await setupFinance();
    const { roles, input } = setup;
    const addOn = (today: string) => roles.member.as.mutation(api.transactions.add, { transaction: input(), today });
    await addOn("2026-11-20");
    await addOn("2026-11-20");
    await addOn("2026-11-21");
    await addOn("2026-11-22");
    expect((await roles.member.as.query(api.transactions.myGame, { today: "2026-11-22" })).streak).toBe(3);
    expect((await roles.member.as.query(api.transactions.myGame, { today: "2026-11-24" })).streak).toBe(0);
    await addOn("2026-11-24");
    expect((await roles.member.as.query(api.transactions.myGame, { today: "2026-11-24" })).streak).toBe(1);
  });

  test("familyGame: every member, most XP first", async () => {
    const setup = await setupFinance();
    const { roles, other } = setup;
    await addMany(setup, 3);
    await setup.add(other.as);
    const board = await roles.admin.as.query(api.transactions.familyGame, {});
    expect(board.map((row) => [row.name, row.level, row.experience, row.transactions])).toEqual([
      ["Max Member", 1, 30, 3],
      ["Olive Other", 1, 10, 1],
      ["Ada Admin", 1, 0, 0],
    ]);
    expect(board[0]).toMatchObject({ memberId: roles.member.memberId, badges: [] });
  });
});
