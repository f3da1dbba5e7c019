import { defineConfig, devices } from "@playwright/test";

// The browser tests run against `npm start`'s stack (local backend + Vite) on
// ports of their own, with a fresh database, in Debian's Chromium.
const appPort = Number(process.env.E2E_APP_PORT ?? 5310);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 3310);

export const e2eUrls = {
  app: `http://127.0.0.1:${appPort}`,
  backend: `http://127.0.0.1:${backendPort}`,
  /** Where the backend's functions find the Bible text service: a fake one a spec starts, or nothing (refused). */
  bible: `http://127.0.0.1:${backendPort + 2}`,
};

export default defineConfig({
  testDir: "tests/e2e",
  // Two cores: one worker keeps the backend, Vite and Chromium from starving each other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: e2eUrls.app,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node --import tsx local-backend/start.ts --reset",
    url: e2eUrls.app,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      APP_PORT: String(appPort),
      LOCAL_BACKEND_PORT: String(backendPort),
      LOCAL_BACKEND_SITE_PORT: String(backendPort + 1),
      // Per port, so two runs on different ports never share a database.
      LOCAL_BACKEND_DATA_DIR: `.local-data/e2e-${backendPort}`,
      LOCAL_BACKEND_TEST_ENDPOINTS: "1",
      // Functions run in the backend's process and read it; never the real service from a test.
      BIBLE_API_URL: e2eUrls.bible,
      // A run that crosses 06:00 UTC would get the daily reminders mid-test and change bell counts;
      // the jobs themselves are tested in convex/reminders.test.ts and local-backend's cron tests.
      LOCAL_BACKEND_CRONS: "off",
    },
  },
});
