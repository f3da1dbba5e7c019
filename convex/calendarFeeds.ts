// Calendar subscription feeds (logic in model/calendarFeeds.ts): a member's secret links, and
// the HTTP action calendar apps fetch them from (routed in http.ts: GET /calendar/feed/<token>.ics).
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { httpAction, internalQuery } from "./_generated/server";
import { memberMutation, memberQuery } from "./functions";
import { feedTokenOf, vFeedScope } from "./lib/calendarFeed";
import * as model from "./model/calendarFeeds";

/** Which links the caller has ("mine"; an admin's "family" too) and since when. */
export const feedStatus = memberQuery({
  page: "calendar",
  args: {},
  handler: (ctx) => model.feedStatus(ctx, ctx.member),
});

/** A new link (any earlier one of the scope stops working); its token is returned this once. */
export const createFeedUrl = memberMutation({
  page: "calendar",
  args: { scope: vFeedScope },
  handler: (ctx, { scope }) => model.createFeedToken(ctx, ctx.member, scope, Date.now()),
});

/** Stop sharing: the link stops working. */
export const revokeFeed = memberMutation({
  page: "calendar",
  args: { scope: vFeedScope },
  handler: (ctx, { scope }) => model.revokeFeedToken(ctx, ctx.member, scope),
});

/** Characters per part of the feed's text: a Convex string stays under 1 MB (4 bytes a character at most). */
const PART_LENGTH = 200_000;

/** The feed's text for the HTTP action, in parts (a family's feed can pass the size of one string); null: no such link. */
export const feedText = internalQuery({
  args: { token: v.string(), now: v.number() },
  handler: async (ctx, { token, now }): Promise<string[] | null> => {
    const text = await model.feedText(ctx, token, now);
    if (text === null) return null;
    const parts: string[] = [];
    for (let at = 0; at < text.length; ) {
      let end = Math.min(at + PART_LENGTH, text.length);
      // Never between the two halves of a character outside the BMP (an emoji in a title).
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      parts.push(text.slice(at, end));
      at = end;
    }
    return parts;
  },
});

/** GET /calendar/feed/<token>.ics: the feed as text/calendar, or 404 for a link that does not open. */
export const feed = httpAction(async (ctx, request) => {
  const token = feedTokenOf(new URL(request.url).pathname);
  const parts = token === null ? null : await ctx.runQuery(internal.calendarFeeds.feedText, { token, now: Date.now() });
  if (parts === null) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(parts.join(""), {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      // Personal, and changes with every edit: apps ask again rather than keep a stale copy.
      "Cache-Control": "private, no-cache",
    },
  });
});
