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
//   memberAction     an action for a family member (optional `page`); injects
//                    ctx.memberId, since an action has no database to read
//   adminAction      same, for admins (optional `denied`)
//
// The family screen (a kitchen tablet) has no sign-in: each call carries the
// screen's key, and a member's actions the token their PIN unlocked.
//   screenQuery      anyone holding a screen's key; injects ctx.screen
//   screenMutation   same, for writes
//   unlockedQuery    the member unlocked on that screen; injects ctx.unlocked
//   unlockedMutation same, for writes (an unlock past its time is refused)
//   unlockedAction   same, for an action; injects ctx.memberId (the unlocked member)
import { customAction, customCtx, customCtxAndArgs, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { action, internalQuery, mutation, query, type QueryCtx } from "./_generated/server";
import { requireAdmin, requireMember, requirePageAccess } from "./lib/access";
import { householdError, type ErrorCode } from "./lib/errors";
import { vPageKey, type PageKey } from "./lib/validators";
import { getViewer } from "./lib/viewer";
import { requireScreen } from "./model/familyScreen";
import { requireUnlocked } from "./model/screenUnlocks";

/** Who may call a function, as its builder states it; the authorization matrix reads it. */
export type AccessRule = "anyone" | "account" | "member" | "admin" | "screen" | "unlocked";

/**
 * The builder, with every function it makes marked with its rule (a property
 * Convex ignores), so convex/authorization.test.ts can tell a function made
 * here from a raw `query`/`mutation` that checks nothing.
 */
function stating<B extends (definition: never) => object>(rule: AccessRule, builder: B): B {
  return ((definition: never) => Object.assign(builder(definition), { accessRule: rule })) as unknown as B;
}

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

export const publicQuery = stating("anyone", customQuery(
  query,
  customCtx(async (ctx) => ({ viewer: await getViewer(ctx) })),
));

export const accountMutation = stating("account", customMutation(
  mutation,
  customCtx(async (ctx) => {
    const viewer = await getViewer(ctx);
    if (viewer === null) throw householdError("AUTH_REQUIRED");
    return { viewer };
  }),
));

export const memberQuery = stating("member", customQuery(
  query,
  customCtx((ctx, extra: MemberExtra) => memberCtx(ctx, extra)),
));

export const memberMutation = stating("member", customMutation(
  mutation,
  customCtx((ctx, extra: MemberExtra) => memberCtx(ctx, extra)),
));

export const adminQuery = stating("admin", customQuery(
  query,
  customCtx((ctx, extra: AdminExtra) => adminCtx(ctx, extra)),
));

export const adminMutation = stating("admin", customMutation(
  mutation,
  customCtx((ctx, extra: AdminExtra) => adminCtx(ctx, extra)),
));

/**
 * An action's caller, checked as memberQuery/adminQuery check theirs (an action
 * cannot read the database itself; the caller's identity travels with runQuery).
 */
export const actionCaller = internalQuery({
  args: { page: v.optional(vPageKey), admin: v.boolean(), denied: v.optional(v.string()) },
  handler: async (ctx, { page, admin, denied }): Promise<Id<"members">> => {
    const { member } = admin ? await adminCtx(ctx, { denied: denied as ErrorCode | undefined }) : await memberCtx(ctx, { page });
    return member._id;
  },
});

// Named, not taken from `internal`: that type is built from every module, these builders included.
const actionCallerRef = makeFunctionReference<
  "query",
  { page?: PageKey; admin: boolean; denied?: string },
  Id<"members">
>("functions:actionCaller");

export const memberAction = stating("member", customAction(
  action,
  customCtx(async (ctx, extra: MemberExtra) => ({
    memberId: await ctx.runQuery(actionCallerRef, { page: extra.page, admin: false }),
  })),
));

export const adminAction = stating("admin", customAction(
  action,
  customCtx(async (ctx, extra: AdminExtra) => ({
    memberId: await ctx.runQuery(actionCallerRef, { admin: true, denied: extra.denied }),
  })),
));

const screenCustomization = customCtxAndArgs({
  args: { screenKey: v.string() },
  input: async (ctx: QueryCtx, { screenKey }) => ({ ctx: { screen: await requireScreen(ctx, screenKey) }, args: {} }),
});

export const screenQuery = stating("screen", customQuery(query, screenCustomization));

export const screenMutation = stating("screen", customMutation(mutation, screenCustomization));

export const unlockedQuery = stating("unlocked", customQuery(
  query,
  customCtxAndArgs({
    args: { screenKey: v.string(), unlockToken: v.string() },
    // Queries do not read the clock: an unlock's scheduled deletion ends it.
    input: async (ctx: QueryCtx, { screenKey, unlockToken }) => ({
      ctx: { unlocked: await requireUnlocked(ctx, screenKey, unlockToken) },
      args: {},
    }),
  }),
));

export const unlockedMutation = stating("unlocked", customMutation(
  mutation,
  customCtxAndArgs({
    args: { screenKey: v.string(), unlockToken: v.string() },
    input: async (ctx: QueryCtx, { screenKey, unlockToken }) => ({
      ctx: { unlocked: await requireUnlocked(ctx, screenKey, unlockToken, Date.now()) },
      args: {},
    }),
  }),
));

/** The member unlocked on a screen, for an action (which reads no database itself). */
export const unlockedCaller = internalQuery({
  args: { screenKey: v.string(), unlockToken: v.string(), now: v.number() },
  handler: async (ctx, { screenKey, unlockToken, now }): Promise<Id<"members">> =>
    (await requireUnlocked(ctx, screenKey, unlockToken, now)).member._id,
});

const unlockedCallerRef = makeFunctionReference<"query", { screenKey: string; unlockToken: string; now: number }, Id<"members">>(
  "functions:unlockedCaller",
);

export const unlockedAction = stating("unlocked", customAction(
  action,
  customCtxAndArgs({
    args: { screenKey: v.string(), unlockToken: v.string() },
    input: async (ctx, { screenKey, unlockToken }) => ({
      ctx: { memberId: await ctx.runQuery(unlockedCallerRef, { screenKey, unlockToken, now: Date.now() }) },
      args: {},
    }),
  }),
));
