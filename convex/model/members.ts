import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { Viewer } from "../lib/viewer";

/** What the web app needs to know about the person signed in. */
export type ViewerState =
  | { status: "signedOut" }
  | { status: "waiting"; email: string | null; joinRequest: "pending" | "rejected" | "none" }
  | { status: "signedIn"; member: Doc<"members"> };

export async function describeViewer(ctx: QueryCtx, viewer: Viewer | null): Promise<ViewerState> {
  if (viewer === null) return { status: "signedOut" };
  if (viewer.member !== null) return { status: "signedIn", member: viewer.member };
  const request = await ctx.db
    .query("joinRequests")
    .withIndex("by_accountKey", (q) => q.eq("accountKey", viewer.account.accountKey))
    .unique();
  return {
    status: "waiting",
    email: viewer.account.email,
    joinRequest: request === null ? "none" : request.status === "rejected" ? "rejected" : "pending",
  };
}
