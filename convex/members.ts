import { publicQuery } from "./functions";
import { describeViewer } from "./model/members";

/** The caller's state: signed out, waiting for approval, or a family member (with their flags). */
export const viewer = publicQuery({
  args: {},
  handler: (ctx) => describeViewer(ctx, ctx.viewer),
});
