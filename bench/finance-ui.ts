// The finance page as the family uses it, in Debian's Chromium on a production build: the
// admin adds a transaction (Save click → the dialog gone, Save click → the new row in the
// table) and edits one (the same two figures), with the family's history at each size given.
// Both moments are stamped in the page (performance.timeOrigin + now, a MutationObserver), so
// Playwright's polling adds nothing.
//
// One backend with the sample family (in this process) and one build serve every size. Per
// size the database is put back to the sample family plus that many transactions (spread over
// the days before today at a family's pace, about 2.7 a day, with their running totals summed
// as the mutations would), then a new browser context signs in and opens /finance (this month).
// `--clients K` more signed-in Node clients hold the queries the tab holds, as other family
// members' open tabs would.
//
//   npm run bench:finance-ui -- [--runs N] [--sizes 50,5000] [--clients K] [--verbose]
//   LOCAL_BACKEND_PORT (site: +1) and APP_PORT choose ports; free ones otherwise.
//
// One line per size and action:
//   finance-ui transactions=5000 action=add runs=N close_median_ms=… close_p95_ms=… row_median_ms=… row_p95_ms=…
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { monthAndWeekOf, periodMonthFor } from "../convex/lib/periods";
import { paymentMethods } from "../convex/lib/validators";
import { totalsRowsOf } from "../convex/financeScale.fixtures";
import type { Doc, Id } from "../convex/_generated/dataModel";
import { tableNameFromId, type StoredDocument } from "../local-backend/internals";
import type { Snapshot } from "../local-backend/server";
import { buildApp, launchChromium, recordSubscriptions, serveBuild, subscribeTo } from "./lib/browser";
import { startSampleFamily } from "./lib/liveFamily";
import { medianAndP95, option } from "./lib/stats";

const runs = option("runs", 10);
const clientCount = option("clients", 0, 0);
const sizes = sizesOption();
const verbose = process.argv.includes("--verbose");
const backendPort = Number(process.env.LOCAL_BACKEND_PORT || 0);
const appPort = Number(process.env.APP_PORT || 0);
const PER_DAY = 2.74; // 5,000 over five years
const WAIT_MS = 60_000;

function sizesOption(): number[] {
  const index = process.argv.indexOf("--sizes");
  if (index === -1) return [50, 5000];
  const values = (process.argv[index + 1] ?? "").split(",").map(Number);
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n < 0)) throw new Error("--sizes needs whole numbers, comma-separated");
  return values;
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The sample family's documents plus `count` transactions before today and their totals rows.
 * Ids take convex-test's shape with counters far above the ones the backend hands out, so
 * later inserts never meet them.
 */
function withTransactions(base: Snapshot, count: number): Snapshot {
  const documents: Record<string, StoredDocument> = structuredClone(base.documents) as Record<string, StoredDocument>;
  const of = (table: string) => Object.values(documents).filter((doc) => tableNameFromId(doc._id) === table);
  const categories = of("financeCategories").map((doc) => doc._id as Id<"financeCategories">);
  const itemTypes = of("itemTypes").map((doc) => doc._id as Id<"itemTypes">);
  const members = of("members").map((doc) => doc._id as Id<"members">);
  if (of("transactions").length > 0 || of("financeTotals").length > 0) throw new Error("the sample family already has transactions");
  let counter = 900_000_000;
  const idOf = (table: string) => `${String(counter++).padStart(32 - table.length, "0")}${table}`;
  let creationTime = Date.now() - 1000 * 60 * 60 * 24 * 2000;
  const days = Math.max(30, Math.ceil(count / PER_DAY));
  const today = new Date();
  const transactions: Omit<Doc<"transactions">, "_id" | "_creationTime">[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days + Math.floor((i * days) / count));
    const date = dayKey(day);
    const { monthId, weekId } = monthAndWeekOf(date);
    const income = i % 9 === 0;
    transactions.push({
      description: `Bench history ${i}`,
      amountPence: 100 + ((i * 7919) % 20_000),
      categoryId: categories[i % categories.length],
      paymentMethod: paymentMethods[i % paymentMethods.length],
      date,
      monthId,
      weekId,
      periodMonth: periodMonthFor(date, monthId),
      transactionType: income ? "income" : "expense",
      itemTypeId: itemTypes[i % itemTypes.length],
      createdBy: members[i % members.length],
    });
  }
  for (const transaction of transactions) {
    const _id = idOf("transactions");
    documents[_id] = { ...transaction, _id, _creationTime: (creationTime += 1000) };
  }
  for (const row of totalsRowsOf(transactions)) {
    const _id = idOf("financeTotals");
    documents[_id] = { ...row, _id, _creationTime: (creationTime += 1) };
  }
  return { documents };
}

type Sample = { close: number; row: number };

async function main() {
  const cleanups: (() => unknown)[] = [];
  try {
    const family = await startSampleFamily("finance-ui", { port: backendPort, sitePort: backendPort && backendPort + 1 });
    cleanups.push(() => family.close());
    const outDir = mkdtempSync(path.join(tmpdir(), "bench-finance-ui-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    console.error("building…");
    await buildApp(outDir, family.url);
    const app = await serveBuild(outDir, appPort);
    cleanups.push(() => app.close());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const base = await family.snapshot();

    for (const size of sizes) {
      await family.restore(withTransactions(base, size));
      const context = await browser.newContext({ baseURL: app.url, serviceWorkers: "block", viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const subscriptions = recordSubscriptions(page, family.url);
      const { email, password } = family.account("admin");
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("heading", { name: "Family Dashboard" }).waitFor();
      await page.goto("/finance");
      const card = page.getByTestId("transactions-card");
      await card.getByTestId("transaction-row").first().waitFor({ timeout: WAIT_MS });
      await page.waitForTimeout(1_000); // lazy parts of the page subscribe too
      const held = subscriptions.current();
      if (verbose) console.error(`  the tab holds ${held.length} queries: ${held.map((q) => q.udfPath).join(", ")}`);
      const others = [];
      for (let i = 0; i < clientCount; i++) {
        const signedIn = await family.signedInClient("admin");
        await subscribeTo(signedIn.client, held);
        others.push(signedIn.client);
      }

      const added: Sample[] = [];
      const edited: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        const description = `Bench shop ${size}-${run}`;
        await page.getByRole("button", { name: "Add transaction" }).click();
        const addDialog = page.getByRole("dialog", { name: "Add Transaction" });
        await addDialog.getByRole("textbox", { name: "Description", exact: true }).fill(description);
        await addDialog.getByRole("textbox", { name: "Amount", exact: true }).fill(`${run + 1}.25`);
        await addDialog.getByRole("combobox", { name: "Category", exact: true }).selectOption({ index: 1 });
        await addDialog.getByRole("combobox", { name: "Item type", exact: true }).selectOption({ index: 1 });
        await addDialog.getByRole("combobox", { name: "Payment method", exact: true }).selectOption({ index: 1 });
        added.push(await timeSave(page, "Add Transaction", description));

        const renamed = `${description} edited`;
        await card.getByRole("button", { name: `Edit ${description}`, exact: true }).click();
        const editDialog = page.getByRole("dialog", { name: "Edit Transaction" });
        await editDialog.getByRole("textbox", { name: "Description", exact: true }).fill(renamed);
        edited.push(await timeSave(page, "Save", renamed));
      }
      for (const [action, samples] of [
        ["add", added],
        ["edit", edited],
      ] as const) {
        const [closeMedian, closeP95] = medianAndP95(samples.map((s) => s.close));
        const [rowMedian, rowP95] = medianAndP95(samples.map((s) => s.row));
        console.log(
          `finance-ui transactions=${size} action=${action} runs=${runs} clients=${clientCount} close_median_ms=${closeMedian} close_p95_ms=${closeP95} row_median_ms=${rowMedian} row_p95_ms=${rowP95}`,
        );
      }
      await Promise.all(others.map((client) => client.close()));
      await context.close();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(console.error);
  }
}

/**
 * Clicks the open dialog's `button` and returns the milliseconds from the click to the dialog
 * leaving the page, and to a table row showing `description`. (Page scripts are strings: tsx
 * would add helpers the page does not have.)
 */
async function timeSave(page: Page, button: string, description: string): Promise<Sample> {
  await page.evaluate(`void (window.benchSave = new Promise((resolve, reject) => {
    const submit = [...document.querySelectorAll('[role="dialog"] button[type="submit"]')].find((b) => b.textContent.trim() === ${JSON.stringify(button)});
    if (!submit) throw new Error("no dialog with a ${button} button: " + [...document.querySelectorAll('[role="dialog"] button')].map((b) => b.outerHTML).join(" | "));
    const dialog = submit.closest('[role="dialog"]');
    let clicked = null, closed = null, row = null;
    const rowShown = () => [...document.querySelectorAll('[data-testid="transactions-card"] [data-testid="transaction-row"]')]
      .some((r) => r.textContent.includes(${JSON.stringify(description)}));
    const check = () => {
      if (clicked === null) return;
      const now = performance.timeOrigin + performance.now();
      if (closed === null && !dialog.isConnected) closed = now;
      if (row === null && rowShown()) row = now;
      if (closed !== null && row !== null) {
        observer.disconnect();
        clearTimeout(timer);
        resolve({ close: closed - clicked, row: row - clicked });
      }
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error("the dialog did not close or the row did not show within ${WAIT_MS} ms"));
    }, ${WAIT_MS});
    submit.addEventListener("click", () => {
      clicked = performance.timeOrigin + performance.now();
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, { once: true, capture: true });
  }))`);
  await page.getByRole("dialog").getByRole("button", { name: button, exact: true }).click();
  return page.evaluate<Sample>("window.benchSave");
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
process.exit(0);
