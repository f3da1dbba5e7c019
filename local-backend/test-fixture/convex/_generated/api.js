/* Hand-written stand-in for `npx convex codegen` output (test fixture). */
import { anyApi } from "convex/server";

export const api = anyApi;
export const internal = anyApi;
