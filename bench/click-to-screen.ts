// The dashboard as people see it, in Debian's Chromium: the member clicks
// Complete on a task that needs approval; the sample is the time from that
// click to the task appearing in the admin's dashboard Approvals card, both
// stamped in the pages (performance.timeOrigin + now), so Playwright's polling
// adds nothing. Meanwhile K more signed-in clients (Node ConvexClients, the
// demo admin and member in turn) hold the same queries as the admin's and the
// member's tabs, so every commit fans out to them too.
//
// Each target gets a new backend with the sample family (in this process, as
// the other live benchmarks) and its own app server:
//   dev   the Vite dev server, as `npm start` runs it
//   prod  `vite build` into a temp dir, served by `vite preview`
// Service workers are blocked: the production build registers one that
// precaches every chunk, work that would land in the first runs. (It never
// caches Convex traffic, so the measured path would not change.)
//
//   npm run bench:click -- [--runs N] [--clients K] [--target dev|prod|both] [--sample sample|large] [--verbose] [--reads]
//   --sample large adds five years of the family's life first (npm start -- --sample large).
//   LOCAL_BACKEND_PORT (site: +1) and APP_PORT choose ports; free ones otherwise.
//   --verbose lists the queries each tab holds; --reads what the backend ran while measuring
//   (each function's calls, time and documents read).
//
// One line per target: `click-to-screen target=dev sample=sample runs=N clients=K median_ms=… p95_ms=…`
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildApp, launchChromium, recordSubscriptions, serveBuild, startDevServer, STAMP_TRANSITIONS, subscribeTo, transitionBefore, type AppServer, type LiveQuery } from "./lib/browser";
import { startSampleFamily } from "./lib/liveFamily";
import { recordReads } from "./lib/reads";
import { choice, medianAndP95, option } from "./lib/stats";

type Target = "dev" | "prod";
type Role = "admin" | "member";

const runs = option("runs", 15);
const clientCount = option("clients", 25, 0);
const target = choice("target", ["dev", "prod", "both"] as const, "both");
const sample = choice("sample", ["sample", "large"] as const, "sample");
const targets: Target[] = target === "both" ? ["dev", "prod"] : [target];
const backendPort = Number(process.env.LOCAL_BACKEND_PORT || 0);
const appPort = Number(process.env.APP_PORT || 0);
const SEEN_TIMEOUT_MS = 30_000;
const reads = process.argv.includes("--reads") ? recordReads() : null;

/** Per run: click → screen, and its two parts (click → the admin's socket, socket → screen). */
type Sample = { total: number; server: number | null; page: number | null };

async function measure(target: Target): Promise<Sample[]> {
  // Whatever happens, everything started here is stopped, last first.
  const cleanups: (() => unknown)[] = [];
  try {
    const family = await startSampleFamily(`click-${target}`, { port: backendPort, sitePort: backendPort && backendPort + 1 }, sample);
    cleanups.push(() => family.close());
    let app: AppServer;
    if (target === "dev") {
      app = await startDevServer(family.url, appPort);
    } else {
      const outDir = mkdtempSync(path.join(tmpdir(), "bench-click-dist-"));
      cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
      console.error(`${target}: building…`);
      await buildApp(outDir, family.url);
      app = await serveBuild(outDir, appPort);
    }
    cleanups.push(() => app.close());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    async function signIn(role: Role) {
      const context = await browser.newContext({ baseURL: app.url, serviceWorkers: "block" });
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
    const adminCard = admin.page.getByTestId("approvals-card");
    await adminCard.getByRole("link", { name: "Open the approval inbox" }).waitFor(); // the inbox has loaded
    const memberName = (await member.page.getByRole("list", { name: "Your profile" }).getByRole("listitem").getAttribute("aria-label"))!;
    await member.page.getByRole("button", { name: `View tasks of ${memberName}` }).click();
    const memberDialog = member.page.getByRole("dialog", { name: "Your Tasks" });
    await memberDialog.waitFor();
    await member.page.waitForTimeout(1_000); // lazy parts of both pages subscribe too

    // The other clients hold what the two open tabs hold.
    const held: Record<Role, LiveQuery[]> = {
      admin: admin.subscriptions.current(),
      member: member.subscriptions.current(),
    };
    console.error(`${target}: the admin's tab holds ${held.admin.length} queries, the member's ${held.member.length}; signing in ${clientCount} clients…`);
    if (process.argv.includes("--verbose")) {
      for (const role of ["admin", "member"] as const) console.error(`  ${role}: ${held[role].map((q) => q.udfPath).join(", ")}`);
    }
    for (let i = 0; i < clientCount; i++) {
      const role: Role = i % 2 === 0 ? "admin" : "member";
      await subscribeTo((await family.signedInClient(role)).client, held[role]);
    }

    const samples: Sample[] = [];
    reads?.reset();
    for (let run = 0; run < runs; run++) {
      const title = `Bench chore ${run}`;
      const shown = `“${title}”`; // as the card quotes it, so "chore 1" does not match "chore 10"
      await admin.page.getByRole("button", { name: `Assign Task to ${memberName}` }).click();
      await admin.page.getByRole("textbox", { name: "Title" }).fill(title);
      await admin.page.getByRole("button", { name: "Assign Task", exact: true }).click();
      await admin.page.getByRole("dialog").waitFor({ state: "hidden" });
      const complete = memberDialog.getByRole("button", { name: `Complete ${title}`, exact: true });
      await complete.waitFor();

      // Both listeners are in place before the click. (Page scripts are
      // strings: tsx would add helpers the page does not have.)
      await admin.page.evaluate(`void (window.benchSeen = new Promise((resolve, reject) => {
        const found = () => document.querySelector('[data-testid="approvals-card"]')?.textContent?.includes(${JSON.stringify(shown)});
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.timeOrigin + performance.now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(${JSON.stringify(`${shown} did not show in the admin's Approvals card within ${SEEN_TIMEOUT_MS} ms (the card lists the oldest three pending decisions)`)}));
        }, ${SEEN_TIMEOUT_MS});
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }))`);
      await member.page.evaluate(`void (window.benchClicked = new Promise((resolve) => {
        const button = document.querySelector(${JSON.stringify(`[aria-label="Complete ${title}"]`)});
        button.addEventListener("click", () => resolve(performance.timeOrigin + performance.now()), { once: true });
      }))`);
      await complete.click();
      const [seenAt, clickedAt] = await Promise.all([admin.page.evaluate<number>("window.benchSeen"), member.page.evaluate<number>("window.benchClicked")]);
      const arrived = await transitionBefore(admin.page, seenAt);
      samples.push({
        total: seenAt - clickedAt,
        server: arrived === null ? null : arrived - clickedAt,
        page: arrived === null ? null : seenAt - arrived,
      });

      // The card lists only the oldest three pending decisions: the admin
      // approves this one there, so the next run's task is shown too.
      await approveInCard(admin.page, shown);
    }
    if (reads) console.error(reads.report());
    return samples;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(console.error);
  }
}

async function approveInCard(page: Page, shown: string) {
  const row = page.getByTestId("approvals-card").getByTestId("approval-row").filter({ hasText: shown });
  await row.getByRole("button", { name: /^Approve/ }).click();
  await row.waitFor({ state: "detached" });
}

try {
  for (const target of targets) {
    const samples = await measure(target);
    const [median, p95] = medianAndP95(samples.map((s) => s.total));
    const parts = (pick: (s: Sample) => number | null) => medianAndP95(samples.map(pick).filter((n): n is number => n !== null)).join(" / ");
    console.error(`${target}: median / p95 ms: click → the admin's socket ${parts((s) => s.server)}, socket → screen ${parts((s) => s.page)}`);
    console.log(`click-to-screen target=${target} sample=${sample} runs=${runs} clients=${clientCount} median_ms=${median} p95_ms=${p95}`);
  }
} catch (error) {
  console.error(error);
  process.exit(1);
}
process.exit(0);
