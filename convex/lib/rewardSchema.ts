// A reward's rules (DESIGN.md decision 22), shared by the admin's reward form and the server
// (model/rewards.ts). Each message is an error code of lib/errors.ts, on the field it is about.
// The form types its money in pounds the reader's way; the server takes integer pence
// (decision 11) and checks the same rules on that shape.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import { optionalPoundsField, penceField } from "./amountSchema";
import type { ErrorCode } from "./errors";
import { poundsFromPence, type DecimalMark } from "./money";
import { NAME_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

/** Rewards on offer at once (REWARD_LIMIT): a list every member reads whole. */
export const REWARDS_MAX = 50;
export const REWARD_COST_MAX = 100_000;

const name = z.string().trim().min(1, code("FIELD_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG"));
const cost = z
  .number(code("REWARD_COST"))
  .int(code("REWARD_COST"))
  .min(1, code("REWARD_COST"))
  .max(REWARD_COST_MAX, code("REWARD_COST"));
// The form's input holds text ("25"); an empty one reads as 0 and is refused the same way.
const typedCost = z.string().trim().pipe(z.coerce.number(code("REWARD_COST"))).pipe(cost);

/** What `addReward` / `updateReward` take; no `moneyPence` means points only. */
export const vRewardInput = v.object({
  name: v.string(),
  cost: v.number(),
  moneyPence: v.optional(v.number()),
});
export type RewardInput = Infer<typeof vRewardInput>;

/** The same rules on the server's shape. */
export const rewardInputSchema = z.object({
  name,
  cost,
  moneyPence: penceField.optional(),
});

/** The reward form: a name, a cost in points, and pocket money in pounds or nothing. */
export const rewardFormSchema = (mark: DecimalMark = ".") =>
  z
    .object({ name, cost: typedCost, money: optionalPoundsField(mark) })
    .transform(
      ({ name, cost, money }): RewardInput => ({ name, cost, ...(money !== undefined ? { moneyPence: money } : {}) }),
    );
/** What the form edits (all text, as the inputs hold it). */
export type RewardForm = z.input<ReturnType<typeof rewardFormSchema>>;

export const rewardFormDefaults: RewardForm = { name: "", cost: "", money: "" };

/** The form's values to edit a reward on offer. */
export function rewardFormFrom(reward: { name: string; cost: number; moneyPence: number | null }, mark: DecimalMark = "."): RewardForm {
  return {
    name: reward.name,
    cost: String(reward.cost),
    money: reward.moneyPence === null ? "" : poundsFromPence(reward.moneyPence, mark),
  };
}
