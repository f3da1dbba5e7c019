"use node";
// The one way the server fetches a web address someone gave it (model/guardedFetch.ts says
// what is refused). An internal action of its own, in Node for DNS and a pinned connection,
// so any action (calendar URL imports, recipe imports) calls it with ctx.runAction.
import { v } from "convex/values";
import { env, internalAction } from "./_generated/server";
import { guardedFetch, loopbackAllowanceFromEnv, timeoutCapFromEnv, type GuardedFetchResult } from "./model/guardedFetch";

const URL_MAX_LENGTH = 2_000;
const ACCEPT_MAX_LENGTH = 200;

/** A GET of `url`: its text (at most `maxBytes`, within `timeoutMs`; both capped), or why not. */
export const fetchText = internalAction({
  args: { url: v.string(), accept: v.optional(v.string()), maxBytes: v.optional(v.number()), timeoutMs: v.optional(v.number()) },
  handler: async (_ctx, { url, accept, maxBytes, timeoutMs }): Promise<GuardedFetchResult> => {
    if (url.length > URL_MAX_LENGTH || (accept?.length ?? 0) > ACCEPT_MAX_LENGTH) return { ok: false, problem: "badUrl", status: null };
    const limit = Math.min(timeoutMs ?? Infinity, timeoutCapFromEnv(env));
    return guardedFetch(url, { accept, maxBytes, timeoutMs: limit, allowLoopbackPorts: loopbackAllowanceFromEnv(env) });
  },
});
