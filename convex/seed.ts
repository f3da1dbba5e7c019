import { internalMutation } from "./_generated/server";
import { seedSampleFamily as seed } from "./model/seed";

/** Loads the spec's sample family; safe to run again (npm start runs it on a new database). */
export const seedSampleFamily = internalMutation({
  args: {},
  handler: (ctx) => seed(ctx, Date.now()),
});
