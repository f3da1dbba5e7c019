// Documents the finance dashboard reads with 50,000 transactions over five years (the figures the
// README's benchmark table gives). Seeds a convex-test backend (in Node, no vitest: the modules are listed
// from the convex folder), then runs `transactions.summary` and the first page of
// `transactions.list` for a day, a week, a month and a year as a family member, and prints
// convex-test's documentsRead for each (ctx.meta.getTransactionMetrics around a nested
// ctx.runQuery). No time assertions.
//
//   npm run bench:finance -- [--transactions N] [--page N]
import { api } from "../convex/_generated/api";
import { SCALE_TRANSACTIONS, seedFiftyThousand } from "../convex/financeScale.fixtures";
import type { Period } from "../convex/lib/periods";
import { addMembers, documentsRead, signIn, startConvexTest } from "./lib/convexBackend";
import { option } from "./lib/stats";

const transactionCount = option("transactions", SCALE_TRANSACTIONS);
const pageSize = option("page", 50);

const t = startConvexTest();
const members = await addMembers(t, [
  ["Ada Admin", "admin"],
  ["Max Member", "member"],
]);
const started = performance.now();
const seeded = await seedFiftyThousand(
  t,
  members.map((m) => m.memberId),
  transactionCount,
);
const seedSeconds = (performance.now() - started) / 1000;
const asMember = await signIn(t, members[1].userId);

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
  const { documents: summary } = await documentsRead(asMember, (ctx) => ctx.runQuery(api.transactions.summary, { period }));
  const { documents: list } = await documentsRead(asMember, (ctx) =>
    ctx.runQuery(api.transactions.list, { period, paginationOpts: { numItems: pageSize, cursor: null } }),
  );
  console.log(`finance-reads period=${period.kind}:${period.key} summary_docs=${summary} list_first_page_docs=${list} page=${pageSize}`);
}
