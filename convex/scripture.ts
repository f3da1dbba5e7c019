// Scripture (/spiritual-life): an action reads passages from the public Bible
// text service through the cache in `scripturePassages`. Actions have no
// database, so the cache and the rate limit are internal functions the action
// runs (model/scripture.ts); its builder checks the caller the same way.
import { v } from "convex/values";
import { internalMutation, internalQuery } from "./_generated/server";
import { memberAction } from "./functions";
import { vBibleBook } from "./lib/scripture";
import { vBibleTranslation } from "./lib/validators";
import * as model from "./model/scripture";

const vVerseRow = v.object({ verse: v.number(), text: v.string() });

/**
 * The chosen verses (one service call each) or, with none, the whole chapter:
 * `{ rows: { verse, text }[], fromCache }`. Refusals: SCRIPTURE_LOAD_FAILED,
 * TRANSLATION_UNAVAILABLE, SCRIPTURE_TOO_MANY_REQUESTS, UNKNOWN_CHOICE.
 */
export const readPassage = memberAction({
  page: "spiritualLife",
  args: { book: vBibleBook, chapter: v.number(), verses: v.array(v.number()), translation: vBibleTranslation },
  handler: (ctx, args): Promise<model.PassageResult> => model.readPassage(ctx, ctx.memberId, args),
});

export const cached = internalQuery({
  args: { translation: vBibleTranslation, references: v.array(v.string()) },
  handler: (ctx, args) => model.cachedPassages(ctx, args),
});

export const reserveCalls = internalMutation({
  args: { memberId: v.id("members"), count: v.number() },
  handler: (ctx, args) => model.reserveCalls(ctx, args),
});

export const store = internalMutation({
  args: {
    translation: vBibleTranslation,
    passages: v.array(v.object({ reference: v.string(), verses: v.array(vVerseRow), text: v.string() })),
  },
  handler: (ctx, args) => model.storePassages(ctx, args),
});
