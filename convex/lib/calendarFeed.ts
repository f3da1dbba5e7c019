// Calendar subscription feeds (DESIGN.md decision 20): what the server (model/calendarFeeds.ts,
// the HTTP route in http.ts) and the Subscribe dialog share. A feed's address carries its
// secret token in the path, `<site>/calendar/feed/<token>.ics`, on the deployment's site origin
// (where Convex serves HTTP actions): calendar apps subscribe to a plain URL, with no sign-in.
import { v } from "convex/values";

/** "mine": the events a member is in (or everyone's); "family": every event (admins only). */
export const feedScopes = ["mine", "family"] as const;
export type FeedScope = (typeof feedScopes)[number];
export const vFeedScope = v.union(v.literal("mine"), v.literal("family"));

/** The route's prefix (a pathPrefix route of convex/http.ts). */
export const FEED_PATH_PREFIX = "/calendar/feed/";

/** A token as lib/pins.ts's newSecret makes it: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of the feed a token opens. */
export function feedPath(token: string): string {
  return `${FEED_PATH_PREFIX}${token}.ics`;
}

/** The token in a feed's path ("/calendar/feed/<token>.ics", the extension optional), or null. */
export function feedTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(FEED_PATH_PREFIX)) return null;
  const token = pathname.slice(FEED_PATH_PREFIX.length).replace(/\.ics$/, "");
  return TOKEN.test(token) ? token : null;
}

/**
 * The origin HTTP actions are served on, for a deployment's URL: Convex serves a deployment's
 * functions on "<name>.convex.cloud" and its HTTP actions on "<name>.convex.site". Null for a
 * URL of another shape (the local backend says its site URL itself: VITE_CONVEX_SITE_URL).
 */
export function siteUrlOf(convexUrl: string): string | null {
  const match = /^(https?:\/\/[^/]+)\.convex\.cloud\/?$/.exec(convexUrl.trim());
  return match ? `${match[1]}.convex.site` : null;
}

/** The feed's two addresses: https for copying anywhere, webcal:// to open a calendar app. */
export function feedUrls(siteUrl: string, token: string): { https: string; webcal: string } {
  const https = `${siteUrl.replace(/\/+$/, "")}${feedPath(token)}`;
  return { https, webcal: https.replace(/^https?:\/\//, "webcal://") };
}
