import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { feed } from "./calendarFeeds";
import { FEED_PATH_PREFIX } from "./lib/calendarFeed";

const http = httpRouter();

// Convex Auth's OpenID configuration and JWKS routes, used to verify its tokens.
auth.addHttpRoutes(http);

// A member's calendar subscription: /calendar/feed/<token>.ics (calendarFeeds.ts).
http.route({ pathPrefix: FEED_PATH_PREFIX, method: "GET", handler: feed });

export default http;
