import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The browser tests run against `npm start -- --production`'s stack (local
// backend + the built app, which a browser loads in a quarter of the dev
// server's requests) on ports of their own, with a fresh database, in Debian's
// Chromium. Each test starts from a seeded snapshot with stored sign-ins (fixtures.ts).
// Each worker has a stack of its own (backend, site port, built app, data dir),
// so tests in different files run side by side without sharing a database.
// Workers are numbered by TEST_PARALLEL_INDEX, which each worker process sees
// when it loads this file.
const workers = Number(process.env.E2E_WORKERS ?? 2);
// Debian's headless shell (the same Chromium without the browser's UI layers), as Playwright
// itself uses for headless runs: the suite takes a quarter less time on two cores than in the
// full browser (e2e 806 → 605 s). A machine with only `chromium` runs the suite in that.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"));
const basePorts = { app: Number(process.env.E2E_APP_PORT ?? 5310), backend: Number(process.env.E2E_BACKEND_PORT ?? 3310) };

function stackOf(index: number) {
  const appPort = basePorts.app + 10 * index;
  const backendPort = basePorts.backend + 10 * index;
  return {
    appPort,
    backendPort,
    app: `http://127.0.0.1:${appPort}`,
    backend: `http://127.0.0.1:${backendPort}`,
    /** HTTP actions, file storage and the test endpoints (/_local/…). */
    site: `http://127.0.0.1:${backendPort + 1}`,
    /** Where the backend's functions find the Bible text service: a fake one a spec starts, or nothing (refused). */
    bible: `http://127.0.0.1:${backendPort + 2}`,
    /** A spec's own server of .ics files for URL imports (calendar-imports.spec.ts), let through the guarded fetch. */
    calendarFiles: `http://127.0.0.1:${backendPort + 3}`,
    /** A spec's own production build (pwa.spec.ts). */
    preview: `http://127.0.0.1:${backendPort + 1000}`,
    /** The stack's data: its database and the production build it serves (`app/`). */
    dataDir: `.local-data/e2e-${backendPort}`,
  };
}

/** This worker's stack (the first one's in the main process). */
export const e2eUrls = stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: "tests/e2e",
  // Two workers on two cores: most of a browser test is waiting on a round trip or
  // an animation, so a second one fills the gaps.
  workers,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // On CI a test that fails is run once more and, if it then passes, is listed as flaky (not
  // hidden): on a loaded two-core machine a page's reconnect can outlast an expectation's 10 s.
  // Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: e2eUrls.app,
    // A failed test keeps its trace (actions, DOM snapshots, console, network) but
    // not the screencast: filming every page made the whole suite a third slower
    // on two cores (the two slowest spec files: 245 → 180 test-seconds). On CI the
    // trace is taken on the retry of a failed test, not recorded for all the tests
    // that pass: recording cost 9 % of the suite's CPU (6 spec files: 596 → 545 CPU-s).
    // `npm test`'s whole run (E2E_TRACE=on-first-retry, scripts/test.ts) records none either: a
    // failure there keeps its screenshot and error, and the spec run alone keeps the trace.
    trace: {
      mode: (process.env.E2E_TRACE as "on-first-retry" | "retain-on-failure" | undefined) ?? (process.env.CI ? "on-first-retry" : "retain-on-failure"),
      screenshots: false,
      snapshots: true,
    },
    screenshot: "only-on-failure",
    // The production build registers a service worker; a test that is about it
    // (pwa.spec.ts) allows it, the rest load every page from the server.
    serviceWorkers: "block",
    // The browser asks for less motion, as some people's devices do: the app then skips
    // its animations (src/theme.ts), and a test does not wait on, or paint, each one.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: browserPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            // One test app on one origin needs no process per site, and a page may paint before
            // the next one is ready: fewer processes and frames to keep two cores busy with.
            "--disable-site-isolation-trials",
            "--disable-features=site-per-process,IsolateOrigins,PaintHolding",
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => {
    const stack = stackOf(index);
    return {
      command: "node --import tsx local-backend/start.ts --reset --production",
      url: stack.app,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      env: {
        APP_PORT: String(stack.appPort),
        LOCAL_BACKEND_PORT: String(stack.backendPort),
        LOCAL_BACKEND_SITE_PORT: String(stack.backendPort + 1),
        // Per port, so two stacks or two runs on different ports never share a database.
        LOCAL_BACKEND_DATA_DIR: stack.dataDir,
        LOCAL_BACKEND_TEST_ENDPOINTS: "1",
        // Functions run in the backend's process and read it; never the real service from a test.
        BIBLE_API_URL: stack.bible,
        // The server only fetches public addresses; this one loopback port is the test's own .ics server.
        GUARDED_FETCH_ALLOW_LOOPBACK_PORTS: String(stack.backendPort + 3),
        // A run that crosses 06:00 UTC would get the daily reminders mid-test and change bell counts;
        // the jobs themselves are tested in convex/reminders.test.ts and local-backend's cron tests.
        LOCAL_BACKEND_CRONS: "off",
      },
    };
  }),
});
