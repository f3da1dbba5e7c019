// Adding something in one browser, seen live in another, as a family uses it at real size:
// in Debian's Chromium on a production build, the admin adds a transaction on /finance and
// the member's /finance table shows its row; the admin adds an item to the Kitchen
// (/admin/rooms/…) and the member's Kitchen page (/home-plan/…, every page of the grid loaded,
// where the new item lands) shows its card. The sample is the admin's click on the dialog's
// submit button → the row or card in the member's page, both stamped in the pages
// (performance.timeOrigin + now), so Playwright's polling adds nothing. Meanwhile K more
// signed-in Node clients (the demo admin and member in turn) hold the queries the two tabs
// hold, as other family members' open tabs would.
//
// One backend (in this process) with the sample family and, unless `--sample sample`, five
// years of its life (npm start -- --sample large), and one build.
//
//   npm run bench:live-add -- [--runs N] [--clients K] [--sample sample|large] [--only transaction|item] [--verbose] [--reads]
//   LOCAL_BACKEND_PORT (site: +1) and APP_PORT choose ports; free ones otherwise.
//   --verbose lists the queries each tab holds; --reads what the backend ran while measuring
//   (each function's calls, time and documents read).
//
// One line per action: `live-add action=transaction sample=large runs=N clients=K median_ms=… p95_ms=…`
// (and on stderr each sample's two parts: click → the member's socket, socket → screen).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { ConvexClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { buildApp, launchChromium, recordSubscriptions, serveBuild, STAMP_TRANSITIONS, subscribeTo, transitionBefore, type LiveQuery } from "./lib/browser";
import { startSampleFamily } from "./lib/liveFamily";
import { recordReads } from "./lib/reads";
import { choice, medianAndP95, option } from "./lib/stats";

type Role = "admin" | "member";
type Action = "transaction" | "item";

const runs = option("runs", 15);
const clientCount = option("clients", 25, 0);
const sample = choice("sample", ["sample", "large"] as const, "large");
const only = choice("only", ["transaction", "item", "both"] as const, "both");
const actions: Action[] = only === "both" ? ["transaction", "item"] : [only];
const verbose = process.argv.includes("--verbose");
const reads = process.argv.includes("--reads") ? recordReads() : null;
const backendPort = Number(process.env.LOCAL_BACKEND_PORT || 0);
const appPort = Number(process.env.APP_PORT || 0);
const SEEN_TIMEOUT_MS = 30_000;
const ROOM = "Kitchen";

type Sample = { total: number; server: number | null; page: number | null };

async function main() {
  // Whatever happens, everything started here is stopped, last first.
  const cleanups: (() => unknown)[] = [];
  try {
    const family = await startSampleFamily("live-add", { port: backendPort, sitePort: backendPort && backendPort + 1 }, sample);
    cleanups.push(() => family.close());
    const outDir = mkdtempSync(path.join(tmpdir(), "bench-live-add-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    console.error("building…");
    await buildApp(outDir, family.url);
    const app = await serveBuild(outDir, appPort);
    cleanups.push(() => app.close());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    async function signIn(role: Role) {
      const context = await browser.newContext({ baseURL: app.url, serviceWorkers: "block", viewport: { width: 1280, height: 900 } });
      await context.addInitScript(STAMP_TRANSITIONS);
      const page = await context.newPage();
      const subscriptions = recordSubscriptions(page, family.url);
      const { email, password } = family.account(role);
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("heading", { name: "Family Dashboard" }).waitFor();
      return { page, subscriptions };
    }
    const admin = await signIn("admin");
    const member = await signIn("member");
    const lookup = await family.signedInClient("admin");
    const rooms = await lookup.client.query(api.rooms.listForViewer, {});
    const roomId = rooms.find((room) => room.name === ROOM)!._id;

    /** K clients holding what the two tabs hold now (closed before the next action's). */
    async function holdWhatTabsHold(): Promise<ConvexClient[]> {
      await member.page.waitForTimeout(1_000); // lazy parts of both pages subscribe too
      const held: Record<Role, LiveQuery[]> = { admin: admin.subscriptions.current(), member: member.subscriptions.current() };
      console.error(`the admin's tab holds ${held.admin.length} queries, the member's ${held.member.length}; signing in ${clientCount} clients…`);
      if (verbose) for (const role of ["admin", "member"] as const) console.error(`  ${role}: ${held[role].map((q) => q.udfPath).join(", ")}`);
      const clients: ConvexClient[] = [];
      for (let i = 0; i < clientCount; i++) {
        const role: Role = i % 2 === 0 ? "admin" : "member";
        const { client } = await family.signedInClient(role);
        await subscribeTo(client, held[role]);
        clients.push(client);
      }
      return clients;
    }

    for (const action of actions) {
      if (action === "transaction") {
        await Promise.all([admin.page.goto("/finance"), member.page.goto("/finance")]);
        await Promise.all([admin, member].map(({ page }) => page.getByTestId("transactions-card").getByTestId("transaction-row").first().waitFor()));
      } else {
        await admin.page.goto(`/admin/rooms/${roomId}`);
        await member.page.goto(`/home-plan/${roomId}`);
        await Promise.all([admin, member].map(({ page }) => page.getByTestId("item-grid").waitFor()));
        // The member scrolls to the end of the room, where a new item appears.
        const more = member.page.getByRole("button", { name: "Load more" });
        while (await more.isVisible()) {
          const cards = await member.page.getByTestId("item-card").count();
          await more.click();
          await member.page.waitForFunction(`document.querySelectorAll('[data-testid="item-card"]').length > ${cards}`);
        }
      }
      const clients = await holdWhatTabsHold();
      const samples: Sample[] = [];
      reads?.reset();
      for (let run = 0; run < runs; run++) {
        const name = `Bench ${action} ${run}`;
        let submit: string;
        let shown: string;
        if (action === "transaction") {
          await admin.page.getByRole("button", { name: "Add transaction" }).click();
          const dialog = admin.page.getByRole("dialog", { name: "Add Transaction" });
          await dialog.getByRole("textbox", { name: "Description", exact: true }).fill(name);
          await dialog.getByRole("textbox", { name: "Amount", exact: true }).fill(`${run + 1}.25`);
          await dialog.getByRole("combobox", { name: "Category", exact: true }).selectOption({ index: 1 });
          await dialog.getByRole("combobox", { name: "Item type", exact: true }).selectOption({ index: 1 });
          await dialog.getByRole("combobox", { name: "Payment method", exact: true }).selectOption({ index: 1 });
          submit = "Add Transaction";
          shown = '[data-testid="transactions-card"] [data-testid="transaction-row"]';
        } else {
          await admin.page.getByTestId("item-grid").getByRole("button", { name: "Add Item" }).click();
          const dialog = admin.page.getByRole("dialog", { name: "Add Item" });
          await dialog.getByLabel("Name").fill(name);
          await dialog.getByLabel("Category").fill("Bench");
          submit = "Add Item";
          shown = '[data-testid="item-card"]';
        }
        samples.push(await timeAdd(admin.page, member.page, submit, shown, name));
        await admin.page.getByRole("dialog").waitFor({ state: "hidden" });
      }
      const [median, p95] = medianAndP95(samples.map((s) => s.total));
      const parts = (pick: (s: Sample) => number | null) => medianAndP95(samples.map(pick).filter((n): n is number => n !== null)).join(" / ");
      console.error(`${action}: median / p95 ms: click → the member's socket ${parts((s) => s.server)}, socket → screen ${parts((s) => s.page)}`);
      if (reads) console.error(reads.report());
      console.log(`live-add action=${action} sample=${sample} runs=${runs} clients=${clientCount} median_ms=${median} p95_ms=${p95}`);
      await Promise.all(clients.map((client) => client.close()));
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(console.error);
  }
}

/**
 * Clicks the admin's open dialog's `submit` button and returns the milliseconds from that
 * click to an element matching `shown` with `name` in the member's page, and its parts. Both
 * listeners are in place before the click. (Page scripts are strings: tsx would add helpers
 * the page does not have.)
 */
async function timeAdd(adminPage: Page, memberPage: Page, submit: string, shown: string, name: string): Promise<Sample> {
  await memberPage.evaluate(`void (window.benchSeen = new Promise((resolve, reject) => {
    const found = () => [...document.querySelectorAll(${JSON.stringify(shown)})].some((element) => element.textContent.includes(${JSON.stringify(name)}));
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.timeOrigin + performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(${JSON.stringify(`${name} did not show on the member's screen within ${SEEN_TIMEOUT_MS} ms`)}));
    }, ${SEEN_TIMEOUT_MS});
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }))`);
  await adminPage.evaluate(`void (window.benchClicked = new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('[role="dialog"] button[type="submit"]')].find((b) => b.textContent.trim() === ${JSON.stringify(submit)});
    if (!button) reject(new Error("no dialog with a ${submit} button"));
    else button.addEventListener("click", () => resolve(performance.timeOrigin + performance.now()), { once: true, capture: true });
  }))`);
  await adminPage.getByRole("dialog").getByRole("button", { name: submit, exact: true }).click();
  const [seenAt, clickedAt] = await Promise.all([memberPage.evaluate<number>("window.benchSeen"), adminPage.evaluate<number>("window.benchClicked")]);
  const arrived = await transitionBefore(memberPage, seenAt);
  return { total: seenAt - clickedAt, server: arrived === null ? null : arrived - clickedAt, page: arrived === null ? null : seenAt - arrived };
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
process.exit(0);
