import { ConvexReactClient } from "convex/react";

/** The deployment to talk to: the local backend under `npm start`, real Convex in production. */
export const convexUrl: string | undefined = import.meta.env.VITE_CONVEX_URL;

// A stored sign-in's token, once the server has accepted it, is used until shortly before it
// expires. By default the client fetches a fresh one at once, and the second Authenticate makes
// the server rerun every query the page holds: on each load, work a phone does twice.
export const convex = convexUrl ? new ConvexReactClient(convexUrl, { initialAuthTokenReuse: true }) : null;
