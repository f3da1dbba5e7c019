// Sign-in click → the dashboard painted, on a production build (`vite build`
// served by `vite preview`) with a new local backend and the sample family. Each
// run is a fresh browser context (nothing cached, no service worker): the
// sign-in page loads, the form is filled, and the page itself stamps the click
// (pointerdown on Sign In) and the first animation frame that has the
// dashboard's heading and a member card (its presence dot) in the document.
//
//   npm run bench:signin [-- --runs 15 --role admin|member]
//   -> sign-in role=admin runs=15 median_ms=… p95_ms=…
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp, launchChromium, serveBuild } from "./lib/browser";
import { startSampleFamily } from "./lib/liveFamily";
import { choice, medianAndP95, option } from "./lib/stats";

const runs = option("runs", 15);
const role = choice("role", ["admin", "member"] as const, "admin");

/** Set in the page before it loads: the click's time, and the first frame showing the dashboard. */
declare global {
  interface Window {
    signInBench?: { clickAt?: number; paintedAt?: number };
  }
}

/**
 * Runs in the page before its own scripts. A string, not a function: tsx's
 * transform adds helpers to functions that the page would not have. Times are
 * absolute (the document may be replaced between the click and the dashboard),
 * the click's kept in the tab's session storage.
 */
const STAMPS = `
  const now = () => performance.timeOrigin + performance.now();
  const stamps = {};
  window.signInBench = stamps;
  const kept = sessionStorage.getItem("signInBench.clickAt");
  if (kept !== null) stamps.clickAt = Number(kept);
  const shown = () =>
    [...document.querySelectorAll("h1")].some((h) => h.textContent === "Family Dashboard") &&
    document.querySelector("main [data-status]") !== null;
  // From the click on, each frame looks once: the first that shows the dashboard is its paint.
  const look = () => {
    if (shown()) stamps.paintedAt = now();
    else requestAnimationFrame(look);
  };
  if (stamps.clickAt !== undefined) requestAnimationFrame(look);
  document.addEventListener("pointerdown", (event) => {
    if (stamps.clickAt !== undefined || !event.target.closest('button[type="submit"]')) return;
    stamps.clickAt = now();
    sessionStorage.setItem("signInBench.clickAt", String(stamps.clickAt));
    requestAnimationFrame(look);
  }, { capture: true });
`;

async function main() {
  const cleanups: (() => unknown)[] = [];
  try {
    const family = await startSampleFamily("signin");
    cleanups.push(() => family.close());
    const outDir = mkdtempSync(path.join(tmpdir(), "bench-signin-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    console.error("building…");
    await buildApp(outDir, family.url);
    const app = await serveBuild(outDir, 0);
    cleanups.push(() => app.close());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const { email, password } = family.account(role);

    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: app.url, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.addInitScript(STAMPS);
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForFunction(() => window.signInBench?.paintedAt !== undefined, undefined, { timeout: 30_000 });
      const { clickAt, paintedAt } = (await page.evaluate(() => window.signInBench))!;
      samples.push(paintedAt! - clickAt!);
      await context.close();
    }
    samples.sort((a, b) => a - b);
    const [median, p95] = medianAndP95(samples);
    console.log(`sign-in role=${role} runs=${runs} median_ms=${median} p95_ms=${p95}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
