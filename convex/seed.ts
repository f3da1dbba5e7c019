import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation } from "./_generated/server";
import { seedSampleFamily as seed } from "./model/seed";
import { LARGE_SAMPLE } from "./model/sampleHistory";
import { historySteps, writeHistoryStep } from "./model/seedHistory";

/** Loads the spec's sample family; safe to run again (npm start runs it on a new database). */
export const seedSampleFamily = internalMutation({
  args: {},
  handler: (ctx) => seed(ctx, Date.now()),
});

const vSizes = v.object({ transactions: v.number(), items: v.number(), tasks: v.number(), notifications: v.number() });

/**
 * Five years of the sample family's life on top of it (`npm start -- --sample large`): 10,000
 * transactions, 3,000 items, 2,000 tasks and 5,000 notifications unless `sizes` says otherwise
 * (totals, the sample family's own rows included). One mutation per step, each small enough
 * for Convex's limits on a transaction; safe to run again. `today` ("yyyy-MM-dd", UTC by
 * default) is where the history ends: the same day gives the same data.
 */
export const seedFamilyHistory = internalAction({
  args: { sizes: v.optional(vSizes), today: v.optional(v.string()) },
  handler: async (ctx, args) => {
    const sizes = args.sizes ?? LARGE_SAMPLE;
    const today = args.today ?? new Date().toISOString().slice(0, 10);
    const steps = historySteps(sizes).length;
    let written = 0;
    for (let step = 0; step < steps; step++) {
      written += await ctx.runMutation(internal.seed.seedFamilyHistoryStep, { step, sizes, today });
    }
    return { steps, written };
  },
});

export const seedFamilyHistoryStep = internalMutation({
  args: { step: v.number(), sizes: vSizes, today: v.string() },
  handler: (ctx, { step, sizes, today }) => writeHistoryStep(ctx, historySteps(sizes)[step], sizes, today, Date.now()),
});
