// Lighthouse (performance category only) on a production build (`vite build`
// served by `vite preview`) with a new local backend and the sample family:
// `/` and `/login` signed out, `/dashboard` signed in as the demo admin; each
// on mobile (Lighthouse's default: an emulated phone, simulated slow 4G and 4×
// CPU slowdown) and desktop (its desktop config), `--runs` times; prints the
// median of each figure over the runs. A signed-in page is measured as a
// returning visit: before each run the page is opened and left at the run's
// width, so the device holds its last-seen copy, as a family's phone would;
// `--no-last-seen` measures it without one.
//
// Lighthouse 12.8.2, not 13.x: 13.5.0 installs on our Node 20 (it asks for
// Node >= 22.19) and scores pages, but three of its audits (duplicated and
// legacy JavaScript, third parties) fail there, as they use Node 22's iterator
// helpers; 12.8.2 supports Node >= 18.16 and every audit runs.
//
//   npm run bench:lighthouse [-- --runs 3 --pages /,/login,/dashboard --form mobile,desktop --save DIR --no-last-seen]
//   -> lighthouse page=/ form=mobile score=… fcp_ms=… lcp_ms=… tbt_ms=… cls=… runs=3
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { Util } from "lighthouse/shared/util.js";
import { buildApp, serveBuild } from "./lib/browser";
import { startSampleFamily } from "./lib/liveFamily";
import { option } from "./lib/stats";

const FORMS = ["mobile", "desktop"] as const;
type Form = (typeof FORMS)[number];

/** `--name a,b,c`, each one of `allowed` when given. */
function listOption<T extends string>(name: string, fallback: readonly T[], allowed?: readonly T[]): T[] {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return [...fallback];
  const values = (process.argv[index + 1] ?? "").split(",").filter(Boolean) as T[];
  const wrong = values.filter((value) => (allowed ? !allowed.includes(value) : !value.startsWith("/")));
  if (values.length === 0 || wrong.length > 0) {
    throw new Error(`--${name} needs a comma-separated list of ${allowed ? allowed.join(", ") : "paths starting with /"}`);
  }
  return values;
}

const runs = option("runs", 3);
const pages = listOption("pages", ["/", "/login", "/dashboard"]);
const forms = listOption<Form>("form", FORMS, FORMS);
/** `--save DIR`: every run's report as JSON there too (for the Lighthouse viewer). */
const saveIndex = process.argv.indexOf("--save");
const saveDir = saveIndex === -1 ? undefined : process.argv[saveIndex + 1];
if (saveIndex !== -1 && !saveDir) throw new Error("--save needs a directory");
const lastSeen = !process.argv.includes("--no-last-seen");

/** The widths Lighthouse's mobile and desktop configs emulate (a last-seen copy is shown only at a like width). */
const VIEWPORTS: Record<Form, { width: number; height: number }> = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/** Pages a visitor sees signed out; any other page is measured signed in as the demo admin. */
const SIGNED_OUT = new Set(["/", "/login", "/signup", "/forgot-password", "/reset-password", "/privacy", "/terms"]);

/**
 * What Lighthouse clears before and after a run by default (its
 * `clearStorageTypes`): the service worker and its Cache Storage among them,
 * so the production build's precache never serves a measured load.
 */
const LIGHTHOUSE_CLEARS = ["file_systems", "shader_cache", "service_workers", "cache_storage"] as const;
/** A signed-out page is a first visit whatever ran before it: the sign-in (localStorage) goes too. */
const FIRST_VISIT: Flags["clearStorageTypes"] = [...LIGHTHOUSE_CLEARS, "local_storage", "indexeddb", "cookies"];

type Row = { page: string; form: Form; runs: Result[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const metric = (lhr: Result, id: string) => lhr.audits[id].numericValue ?? Number.NaN;

/** A row's medians, each figure's own: one row's figures may come from different runs. */
function figures(row: Row) {
  const of = (pick: (lhr: Result) => number) => median(row.runs.map(pick));
  return {
    score: Math.round(of((lhr) => lhr.categories.performance.score! * 100)),
    fcp: Math.round(of((lhr) => metric(lhr, "first-contentful-paint"))),
    lcp: Math.round(of((lhr) => metric(lhr, "largest-contentful-paint"))),
    tbt: Math.round(of((lhr) => metric(lhr, "total-blocking-time"))),
    cls: of((lhr) => metric(lhr, "cumulative-layout-shift")).toFixed(3),
  };
}

/** The largest contentful paint's element, as Lighthouse names it. */
function lcpElement(lhr: Result): string {
  type Node = { snippet?: string; nodeLabel?: string };
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: Node }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet} "${node.nodeLabel}"` : "(none)";
}

/**
 * The diagnostics Lighthouse's report lists as not passed, in its order
 * (score, then the score points their estimated savings would gain), with
 * those savings: per metric, and bytes where the audit counts them.
 */
function opportunities(lhr: Result, count: number): string[] {
  const category = lhr.categories.performance;
  const metrics = category.auditRefs.filter((ref) => ref.group === "metrics" && ref.acronym);
  const gain = (savings: Record<string, number | undefined>) => {
    let points = 0;
    let linear = 0;
    for (const ref of metrics) {
      const saved = savings[ref.acronym!];
      const { numericValue, score, scoringOptions } = lhr.audits[ref.id];
      if (!saved || !numericValue || score === null) continue;
      linear += (saved / numericValue) * ref.weight;
      if (scoringOptions) points += (Util.computeLogNormalScore(scoringOptions, numericValue - saved) - score) * ref.weight;
    }
    return { points, linear };
  };
  return category.auditRefs
    .filter((ref) => ref.group === "diagnostics")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 0.9))
    .map((audit) => ({ audit, score: audit.score ?? 0, ...gain(audit.metricSavings ?? {}) }))
    .sort((a, b) => a.score - b.score || b.points - a.points || b.linear - a.linear)
    .slice(0, count)
    .map(({ audit }) => {
      const saved = Object.entries(audit.metricSavings ?? {}).filter(([, ms]) => ms);
      const bytes = audit.details?.type === "opportunity" ? audit.details.overallSavingsBytes : undefined;
      const estimate = [
        ...saved.map(([name, value]) => (name === "CLS" ? `CLS ${value!.toFixed(3)}` : `${name} ${Math.round(value!)} ms`)),
        ...(bytes ? [`${Math.round(bytes / 1024)} KiB`] : []),
      ];
      return `${audit.id} (${audit.title}; ${audit.displayValue ?? "–"}): ${estimate.length ? `est. savings ${estimate.join(", ")}` : "no estimate"}`;
    });
}

async function main() {
  const cleanups: (() => unknown)[] = [];
  try {
    const family = await startSampleFamily("lighthouse");
    cleanups.push(() => family.close());
    const outDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    console.error("building…");
    await buildApp(outDir, family.url);
    const app = await serveBuild(outDir, 0);
    cleanups.push(() => app.close());
    // Launched here rather than by Lighthouse so the sign-in happens in the very
    // browser it measures; a free debugging port (chrome-launcher's default).
    const chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
      logLevel: "silent",
    });
    cleanups.push(() => chrome.kill());

    /**
     * A tab of that Chromium for `task`, with Playwright connected only meanwhile:
     * connected, it would attach to the tab Lighthouse measures too.
     */
    async function inTab(task: (page: Page) => Promise<void>) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const page = await browser.contexts()[0].newPage();
        await task(page);
        await page.close();
      } finally {
        await browser.close(); // connected, not launched: this disconnects and leaves Chromium running
      }
    }

    const { email, password } = family.account("admin");
    const signIn = () =>
      inTab(async (page) => {
        await page.goto(`${app.url}/login`);
        await page.getByLabel("Email").fill(email);
        await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
        await page.getByRole("button", { name: "Sign In" }).click();
        await page.getByRole("heading", { level: 1, name: "Family Dashboard" }).waitFor({ timeout: 30_000 });
      });
    /**
     * Before a signed-in run: the page opened and left at the run's width, so the
     * device holds its last-seen copy (or, with `--no-last-seen`, that copy
     * removed). A signed-in run keeps the origin's storage (`disableStorageReset`),
     * so this then clears what Lighthouse would have: the service worker the
     * sign-in (or the previous run) registered, its precache and the HTTP cache.
     * Every page then loads as cold as the others, the sign-in (localStorage) aside.
     */
    const prepareSignedInRun = (form: Form, path: string) =>
      inTab(async (page) => {
        // The previous run's tab, still on the page, would keep it as it is there when Lighthouse next navigates it.
        for (const other of page.context().pages()) if (other !== page) await other.goto("about:blank");
        if (lastSeen) {
          // The person opened the page on this device before, at this width, and left it.
          await page.setViewportSize(VIEWPORTS[form]);
          await page.goto(app.url + path);
          await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState("networkidle");
          await page.goto("about:blank");
          // Read back from another document of the origin (a file, not the app): the copy is stored, at this width,
          // before Lighthouse's tab looks for it.
          await page.goto(app.url + "/pwa-icon.svg");
          const kept = await page.evaluate(() => (JSON.parse(localStorage.getItem("household:lastSeen") ?? "null") as { width?: number } | null)?.width);
          if (kept !== VIEWPORTS[form].width) throw new Error(`${path} ${form}: no last-seen copy kept at ${VIEWPORTS[form].width} px (found ${kept})`);
          await page.goto("about:blank");
        } else {
          await page.goto(app.url + "/");
          await page.evaluate(() => localStorage.removeItem("household:lastSeen"));
        }
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Storage.clearDataForOrigin", { origin: app.url, storageTypes: LIGHTHOUSE_CLEARS.join(",") });
        await cdp.send("Network.clearBrowserCache");
      });

    const warned = new Set<string>();
    const warnOnce = (message: string) => {
      if (!warned.has(message)) console.error(`warning: ${message}`);
      warned.add(message);
    };

    const rows: Row[] = [];
    let signedIn = false;
    for (const page of pages) {
      const signedOut = SIGNED_OUT.has(page);
      for (const form of forms) {
        const row: Row = { page, form, runs: [] };
        rows.push(row);
        for (let run = 1; run <= runs; run++) {
          if (!signedOut) {
            // Once, unless a signed-out page's run has cleared the sign-in since.
            if (!signedIn) await signIn();
            signedIn = true;
            await prepareSignedInRun(form, page);
          }
          const startedAt = Date.now();
          const flags: Flags = {
            port: chrome.port,
            logLevel: "error",
            onlyCategories: ["performance"],
            ...(signedOut ? { clearStorageTypes: FIRST_VISIT } : { disableStorageReset: true }),
          };
          const result = await lighthouse(app.url + page, flags, form === "desktop" ? desktopConfig : undefined);
          if (signedOut) signedIn = false;
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`${page} ${form}: Lighthouse returned no result`);
          if (lhr.runtimeError) throw new Error(`${page} ${form}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          // A lost sign-in sends /dashboard to /login: then it was not the dashboard that was measured.
          const landed = new URL(lhr.finalDisplayedUrl);
          if (landed.pathname !== page) throw new Error(`${page} ${form}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page}`);
          for (const warning of lhr.runWarnings) warnOnce(`${page} ${form}: ${warning}`);
          for (const audit of Object.values(lhr.audits)) {
            if (audit.scoreDisplayMode === "error") warnOnce(`${page} ${form}: audit ${audit.id} failed: ${audit.errorMessage}`);
          }
          if (lhr.categories.performance.score === null) throw new Error(`${page} ${form}: no performance score (a metric failed)`);
          row.runs.push(lhr);
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            const name = `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "root"}-${form}-${row.runs.length}.json`;
            writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
          }
          const seconds = Math.round((Date.now() - startedAt) / 1000);
          console.error(`${page} ${form} run ${run}/${runs}: score ${Math.round(lhr.categories.performance.score * 100)} (${seconds} s)`);
        }
      }
    }

    console.log(`\nLighthouse ${rows[0].runs[0].lighthouseVersion}, performance, median of ${runs} run(s) each:\n`);
    console.log("| page | form | score | FCP ms | LCP ms | TBT ms | CLS |\n| --- | --- | --- | --- | --- | --- | --- |");
    for (const row of rows) {
      const { score, fcp, lcp, tbt, cls } = figures(row);
      console.log(`| ${row.page} | ${row.form} | ${score} | ${fcp} | ${lcp} | ${tbt} | ${cls} |`);
    }
    // Of the run Lighthouse itself calls the median (closest to the median FCP and TTI).
    console.log("\nLargest contentful paint element and the first five diagnostics of the report, median run:");
    for (const row of rows) {
      const lhr = computeMedianRun(row.runs);
      console.log(`\n${row.page} ${row.form}: LCP element ${lcpElement(lhr)}`);
      for (const line of opportunities(lhr, 5)) console.log(`  - ${line}`);
    }
    console.log("");
    for (const row of rows) {
      const { score, fcp, lcp, tbt, cls } = figures(row);
      console.log(`lighthouse page=${row.page} form=${row.form} score=${score} fcp_ms=${fcp} lcp_ms=${lcp} tbt_ms=${tbt} cls=${cls} runs=${runs}`);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
