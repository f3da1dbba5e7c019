// Custom function builders: each resolves the caller once and injects it as
// `ctx.viewer` / `ctx.member`, so no public function trusts an id argument for
// authorization. Every builder still takes `args` validators as usual.
//
//   publicQuery      anyone; ctx.viewer may be null
//   accountMutation  anyone signed in, in the family or not (joining it)
//   memberQuery      a family member; optional `page` requires that page flag
//   memberMutation   same, for writes
//   adminQuery       an admin; optional `denied` picks the spec's refusal text
//   adminMutation    same, for writes
import { customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { mutation, query, type QueryCtx } from "./_generated/server";
import { requireAdmin, requireMember, requirePageAccess } from "./lib/access";
import { householdError, type ErrorCode } from "./lib/errors";
import type { PageKey } from "./lib/validators";
import { getViewer } from "./lib/viewer";

type MemberExtra = { page?: PageKey };
type AdminExtra = { denied?: ErrorCode };

async function memberCtx(ctx: QueryCtx, extra: MemberExtra) {
  const viewer = await getViewer(ctx);
  const member = requireMember(viewer);
  if (extra.page !== undefined) requirePageAccess(member, extra.page);
  return { viewer: viewer!, member };
}

async function adminCtx(ctx: QueryCtx, extra: AdminExtra) {
  const viewer = await getViewer(ctx);
  const member = requireMember(viewer);
  requireAdmin(member, extra.denied);
  return { viewer: viewer!, member };
}

export const publicQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ viewer: await getViewer(ctx) })),
);

export const accountMutation = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const viewer = await getViewer(ctx);
    if (viewer === null) throw householdError("AUTH_REQUIRED");
    return { viewer };
  }),
);

export const memberQuery = customQuery(
  query,
  customCtx((ctx, extra: MemberExtra) => memberCtx(ctx, extra)),
);

export const memberMutation = customMutation(
  mutation,
  customCtx((ctx, extra: MemberExtra) => memberCtx(ctx, extra)),
);

export const adminQuery = customQuery(
  query,
  customCtx((ctx, extra: AdminExtra) => adminCtx(ctx, extra)),
);

export const adminMutation = customMutation(
  mutation,
  customCtx((ctx, extra: AdminExtra) => adminCtx(ctx, extra)),
);
