// Documents the finance dashboard reads with 50,000 transactions over five years (the figures the
// README's benchmark table gives). Seeds a convex-test backend (in Node, no vitest: the modules are listed
// from the convex folder), then runs `transactions.summary` and the first page of
// `transactions.list` for a day, a week, a month and a year as a family member, and prints
// convex-test's documentsRead for each (ctx.meta.getTransactionMetrics around a nested
// ctx.runQuery). No time assertions.
//
//   npm run bench:finance -- [--transactions N] [--page N]
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { convexTest } from "convex-test";
import { api } from "../convex/_generated/api";
import { SCALE_TRANSACTIONS, seedFiftyThousand } from "../convex/financeScale.fixtures";
import { adminPageAccess, defaultPageAccess } from "../convex/lib/access";
import type { Period } from "../convex/lib/periods";
import schema from "../convex/schema";
import { option } from "./lib/stats";

const transactionCount = option("transactions", SCALE_TRANSACTIONS);
const pageSize = option("page", 50);

// What Convex would deploy (files with one dot) plus _generated, as convex/test.setup.ts's glob.
const convexDir = fileURLToPath(new URL("../convex/", import.meta.url));
const modules: Record<string, () => Promise<unknown>> = {};
for (const entry of readdirSync(convexDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(convexDir, file).split(path.sep).join("/");
  const deployed = entry.name.endsWith(".ts") && entry.name.split(".").length === 2;
  const generated = relative.startsWith("_generated/") && entry.name.endsWith(".js");
  if (deployed || generated) modules[`../convex/${relative}`] = () => import(pathToFileURL(file).href);
}

// lib/viewer.ts knows Convex Auth identities by this issuer.
const SITE_URL = "https://household.test";
process.env.CONVEX_SITE_URL = SITE_URL;
process.env.AUTH_LOG_LEVEL = "ERROR";

const t = convexTest({ schema, modules });
const members = await t.run(async (ctx) => {
  const people = [];
  for (const [name, role] of [
    ["Ada Admin", "admin"],
    ["Max Member", "member"],
  ] as const) {
    const userId = await ctx.db.insert("users", { email: `${name.split(" ")[0].toLowerCase()}@household.test` });
    const memberId = await ctx.db.insert("members", {
      name,
      accountKey: userId,
      role,
      memberType: "Other",
      status: "offline",
      pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
    });
    people.push({ userId, memberId });
  }
  return people;
});
const started = performance.now();
const seeded = await seedFiftyThousand(
  t,
  members.map((m) => m.memberId),
  transactionCount,
);
const seedSeconds = (performance.now() - started) / 1000;
const member = members[1];
// A signed-in session of the member's (the viewer checks it is live).
const session = await t.run((ctx) => ctx.db.insert("authSessions", { userId: member.userId, expirationTime: Date.now() + 86_400_000 }));
const asMember = t.withIdentity({
  subject: `${member.userId}|${session}`,
  issuer: SITE_URL,
  tokenIdentifier: `${SITE_URL}|${member.userId}|${session}`,
});

type RunCtx = Parameters<Parameters<typeof asMember.run>[0]>[0];

/** Documents read by one call of the query (the caller's own two rows included). */
async function documentsRead(call: (ctx: RunCtx) => Promise<unknown>) {
  return asMember.run(async (ctx) => {
    await call(ctx);
    return (await ctx.meta.getTransactionMetrics()).documentsRead.used;
  });
}

const periods: Period[] = [
  { kind: "day", key: "2026-02-17" },
  { kind: "week", key: "2026-02-W3" },
  { kind: "month", key: "2026-02" },
  { kind: "year", key: "2026" },
];

console.log(
  `finance-reads transactions=${seeded.transactions} totals_rows=${seeded.totalsRows} seed_s=${seedSeconds.toFixed(1)}`,
);
for (const period of periods) {
  const summary = await documentsRead((ctx) => ctx.runQuery(api.transactions.summary, { period }));
  const list = await documentsRead((ctx) =>
    ctx.runQuery(api.transactions.list, { period, paginationOpts: { numItems: pageSize, cursor: null } }),
  );
  console.log(`finance-reads period=${period.kind}:${period.key} summary_docs=${summary} list_first_page_docs=${list} page=${pageSize}`);
}
