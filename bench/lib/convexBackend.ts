// What the convex-test benchmarks share (finance-reads, calendar): a backend in this process
// with the modules Convex would deploy (listed from the convex folder: no vitest here), family
// members to seed, a member signed in, and the documents a call reads.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { convexTest, type TestConvex } from "convex-test";
import type { Id } from "../../convex/_generated/dataModel";
import { adminPageAccess, defaultPageAccess } from "../../convex/lib/access";
import schema from "../../convex/schema";

// lib/viewer.ts knows Convex Auth identities by this issuer.
const SITE_URL = "https://household.test";

export type Backend = TestConvex<typeof schema>;
export type SignedIn = ReturnType<Backend["withIdentity"]>;
export type RunCtx = Parameters<Parameters<SignedIn["run"]>[0]>[0];
export type SeededMember = { userId: Id<"users">; memberId: Id<"members"> };

/** What Convex would deploy (files with one dot) plus _generated, as convex/test.setup.ts's glob. */
function convexModules(): Record<string, () => Promise<unknown>> {
  const convexDir = fileURLToPath(new URL("../../convex/", import.meta.url));
  const modules: Record<string, () => Promise<unknown>> = {};
  for (const entry of readdirSync(convexDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(convexDir, file).split(path.sep).join("/");
    const deployed = entry.name.endsWith(".ts") && entry.name.split(".").length === 2;
    const generated = relative.startsWith("_generated/") && entry.name.endsWith(".js");
    if (deployed || generated) modules[`../convex/${relative}`] = () => import(pathToFileURL(file).href);
  }
  return modules;
}

/** A fresh, empty convex-test backend. */
export function startConvexTest(): Backend {
  process.env.CONVEX_SITE_URL = SITE_URL;
  process.env.AUTH_LOG_LEVEL = "ERROR";
  return convexTest({ schema, modules: convexModules() });
}

/** Family members, each with the account they sign in with; an admin gets an admin's page access. */
export function addMembers(t: Backend, people: readonly (readonly [name: string, role: "admin" | "member"])[]): Promise<SeededMember[]> {
  return t.run(async (ctx) => {
    const added: SeededMember[] = [];
    for (const [name, role] of people) {
      const userId = await ctx.db.insert("users", { email: `${name.split(" ")[0].toLowerCase()}@household.test` });
      const memberId = await ctx.db.insert("members", {
        name,
        accountKey: userId,
        role,
        memberType: "Other",
        status: "offline",
        pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
      });
      added.push({ userId, memberId });
    }
    return added;
  });
}

/** Calls as `userId` with a signed-in session of theirs (the viewer checks it is live). */
export async function signIn(t: Backend, userId: Id<"users">): Promise<SignedIn> {
  const session = await t.run((ctx) => ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 86_400_000 }));
  return t.withIdentity({
    subject: `${userId}|${session}`,
    issuer: SITE_URL,
    tokenIdentifier: `${SITE_URL}|${userId}|${session}`,
  });
}

/** What one call returns and the documents it read (the caller's own rows included): convex-test's count around a nested ctx.runQuery. */
export function documentsRead<T>(as: SignedIn, call: (ctx: RunCtx) => Promise<T>): Promise<{ documents: number; result: T }> {
  return as.run(async (ctx) => {
    const result = await call(ctx);
    return { documents: (await ctx.meta.getTransactionMetrics()).documentsRead.used, result };
  });
}
