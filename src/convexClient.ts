import { ConvexReactClient } from "convex/react";

/** The deployment to talk to: the local backend under `npm start`, real Convex in production. */
export const convexUrl: string | undefined = import.meta.env.VITE_CONVEX_URL;

export const convex = convexUrl ? new ConvexReactClient(convexUrl) : null;
