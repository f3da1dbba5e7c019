// The installable app: a production build (the only kind with a service
// worker; `npm start` has none) served by `vite preview` on a port of its own,
// talking to the e2e backend. Proves the manifest and icons are served, the
// worker takes control, and the shell renders offline with the banner, even
// once the server that served it has stopped.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eUrls } from "../../playwright.config";
import { expectNoAxeViolationsInBothModes } from "./axe";
import { expect, signIn, startFamilyScreen, test, screenshot } from "./fixtures";

const previewUrl = e2eUrls.preview;
const previewPort = Number(new URL(previewUrl).port);
// Outside the project: the builds here are this spec's own.
const outDir = join(tmpdir(), `family-household-e2e-pwa-${previewPort}`);

const OFFLINE = "You're offline — showing the last known data";

let preview: ChildProcess | null = null;


/** The manifest Chromium itself reads for the page (DevTools' Application panel): its URL and name. */
async function appManifestOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { url, data, errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    return { url, name: (JSON.parse(data ?? "{}") as { name?: string }).name };
  } finally {
    await cdp.detach();
  }
}

async function startPreview() {
  // Its own process group, so stopping it stops npx's children too.
  preview = spawn("npx", ["vite", "preview", "--outDir", outDir, "--port", String(previewPort), "--strictPort"], {
    detached: true,
    stdio: "ignore",
  });
  for (let tries = 0; tries < 100; tries++) {
    const up = await fetch(previewUrl).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not start on ${previewUrl}`);
}

function stopPreview() {
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, "SIGTERM");
    } catch {
      // Already stopped.
    }
  }
  preview = null;
}

test.describe.configure({ mode: "serial" });
// The one spec about the service worker: the rest of the suite blocks it.
test.use({ serviceWorkers: "allow" });

/** `npm run build` (vite build) into a directory of this run's own, against the e2e backend. */
function build(backendUrl = e2eUrls.backend) {
  const built = spawnSync("npm", ["run", "build", "--", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    env: { ...process.env, VITE_CONVEX_URL: backendUrl },
    encoding: "utf8",
  });
  expect(built.status, built.stderr).toBe(0);
}

test.beforeAll(async () => {
  // The first version is the build this worker's stack already made and serves (the same
  // sources against the same backend), copied: building it again cost this file 15 s.
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(e2eUrls.dataDir, "app"), outDir, { recursive: true });
  await startPreview();
});

test.afterAll(() => stopPreview());

test("the manifest names the app and its icons are served", async ({ request }) => {
  const html = await (await request.get(`${previewUrl}/`)).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)"');
  expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)"');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');

  const response = await request.get(`${previewUrl}/manifest.webmanifest`);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Family Household", start_url: "/", display: "standalone", theme_color: "#116932" });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);

  for (const src of [...manifest.icons.map((icon) => icon.src), "/apple-touch-icon.png"]) {
    const icon = await request.get(`${previewUrl}${src}`);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"], src).toBe(src.endsWith(".svg") ? "image/svg+xml" : "image/png");
    const body = await icon.body();
    if (src.endsWith(".png")) {
      // A real PNG of the size the manifest promises (the IHDR chunk's width and height).
      expect(body.subarray(1, 4).toString("latin1"), src).toBe("PNG");
      const declared = manifest.icons.find((i) => i.src === src)?.sizes ?? "180x180";
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, src).toBe(declared);
    } else {
      expect(body.toString("utf8"), src).toContain("<svg");
    }
  }
});

test("the service worker controls the page and the shell loads offline with the banner", async ({ browser, demo }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: previewUrl });
  const page = await context.newPage();
  try {
    await signIn(page, demo.admin.email, demo.admin.password);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    // Installed once its precache is complete; it controls the page from the next load on.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    // The dashboard's last-seen copy stands in until the live page has loaded (15 s at most).
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${previewUrl}/sw.js`);

    // Offline with the page open: Convex's last results stay on screen under the banner.
    await context.setOffline(true);
    const banner = page.getByTestId("offline-status");
    await expect(banner).toContainText(OFFLINE);
    await expect(banner).toContainText("What you see may be out of date.");
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
    await screenshot(page, testInfo.outputPath("offline-open.png"));

    // The server is gone too: only the service worker can serve the reload.
    stopPreview();
    await page.reload();
    // Debian's Chromium 150 reports a page loaded while the context is offline as online
    // (navigator.onLine): the page counts itself offline once its first connection attempts fail.
    await expect(banner).toContainText(OFFLINE);
    await expect(banner).toContainText("Nothing could be loaded since this page opened.");
    await screenshot(page, testInfo.outputPath("offline-reloaded.png"));

    // Signed out, an in-app URL opened offline is the sign-in page (the shell's fallback for any route).
    await page.evaluate(() => localStorage.clear());
    await page.goto("/finance");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(banner).toContainText(OFFLINE);
    await screenshot(page, testInfo.outputPath("offline-signed-out.png"));
    await expectNoAxeViolationsInBothModes(page, { include: ['[data-testid="offline-status"]'], toasts: true });
    await page.emulateMedia({ colorScheme: "light" });

    // Back online (and the server back): the banner goes.
    await startPreview();
    await context.setOffline(false);
    // Convex's client retries with a growing backoff (10 s and more after a long time offline).
    await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 30_000 });
  } finally {
    await context.close();
  }
});

test("the installed app takes the family's name once signed in, follows a new one, and has it from the next launch on", async ({ browser, demo }) => {
  if (!preview) await startPreview();
  const context = await browser.newContext({ baseURL: previewUrl });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    // A first visit: nobody has told this device the family's name yet.
    await page.goto("/login");
    expect(await appManifestOf(page)).toEqual({ url: `${previewUrl}/manifest.webmanifest`, name: "Family Household" });

    await signIn(page, demo.admin.email, demo.admin.password);
    await expect.poll(async () => (await appManifestOf(page)).name).toBe("The Carter Family");
    expect((await appManifestOf(page)).url).toMatch(/^blob:/);
    // Installable as it is: Chromium's only objection is the test's private window.
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

    await page.goto("/admin/settings");
    await page.getByLabel("Family name").fill("The Carter-Okafor Family");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("The family's settings were saved.")).toBeVisible();
    await expect.poll(async () => (await appManifestOf(page)).name).toBe("The Carter-Okafor Family");

    // Signed out, and a fresh load: the name is there from the start (an installed
    // app checks its manifest at launch, before the backend has answered).
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page.getByText("You have been signed out successfully")).toBeVisible();
    await page.reload();
    expect((await appManifestOf(page)).name).toBe("The Carter-Okafor Family");
  } finally {
    await context.close();
  }
});

test("the family screen reloaded offline shows the family's last known day, not a spinner", async ({ browser, demo }, testInfo) => {
  test.setTimeout(120_000);
  if (!preview) await startPreview();
  const { context, page } = await startFamilyScreen(browser, demo.admin, { baseURL: previewUrl });
  const members = page.getByRole("list", { name: "Family members" });
  const memberTile = members.getByRole("listitem", { name: demo.member.name, exact: true });
  try {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(memberTile.getByRole("button")).toBeEnabled();
    // The view it received is kept on the device.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("household:familyScreenLastView") !== null)).toBe(true);

    // The network is down when the tablet reloads (its watchdog, a power cut): the family's day, marked as kept.
    await context.setOffline(true);
    await page.reload();
    await expect(memberTile).toBeVisible();
    const banner = page.getByTestId("offline-status");
    await expect(banner).toContainText(OFFLINE);
    await expect(banner).toContainText("What you see may be out of date.");
    await expect(page.getByTestId("connection-indicator")).toContainText("Last updated");
    // Unlocking needs the server: the faces cannot be tapped until it is back.
    await expect(memberTile.getByRole("button")).toBeDisabled();
    // The kept view names the app too, so "Install" says whose screen it is.
    await expect.poll(async () => (await appManifestOf(page)).name).toBe("The Carter Family");
    await screenshot(page, testInfo.outputPath("family-screen-offline-reload.png"));

    await context.setOffline(false);
    // Convex's client retries with a growing backoff (10 s and more after a long time offline).
    await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 30_000 });
    await expect(memberTile.getByRole("button")).toBeEnabled();
    await expect(page.getByTestId("connection-indicator")).toHaveAttribute("data-status", "connected");
  } finally {
    await context.close();
  }
});

test("a new deployment offers to reload into the new version", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: previewUrl });
  const page = await context.newPage();
  // null while the page is between documents (the Reload button navigates on its own time).
  const entryScript = () => page.evaluate(() => document.querySelector<HTMLScriptElement>("script[type=module]")?.src ?? null).catch(() => null);
  // The signed-out /login is the build's copy until used; the first focus brings the app (and its prompt).
  const useThePage = async () => {
    await page.getByLabel("Email").focus({ timeout: 5_000 });
    await expect(page.locator("#prerendered")).toHaveCount(0);
  };
  try {
    await page.goto("/login");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await useThePage();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    const before = await entryScript();
    expect(before).not.toBeNull();
    const prompt = page.getByText("A new version is ready");
    await expect(prompt).toHaveCount(0);

    // Deploy a different build (the same backend under another name changes every chunk).
    build(e2eUrls.backend.replace("127.0.0.1", "localhost"));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await screenshot(page, test.info().outputPath("update-prompt.png"));
    await expectNoAxeViolationsInBothModes(page, { include: ['[data-testid="update-prompt"]'], toasts: true });
    await page.emulateMedia({ colorScheme: "light" });

    // "Later" keeps this version; the next visit asks again.
    await page.getByRole("button", { name: "Later" }).click();
    await expect(prompt).toHaveCount(0);
    expect(await entryScript()).toBe(before);
    await page.reload();
    await useThePage();
    await expect(prompt).toBeVisible({ timeout: 30_000 });

    // "Reload" activates the new worker and reloads into the new version.
    await page.getByRole("button", { name: "Reload" }).click();
    await expect
      .poll(
        async () => {
          await useThePage().catch(() => undefined);
          return (await entryScript()) ?? before;
        },
        { timeout: 30_000 },
      )
      .not.toBe(before);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await context.close();
  }
});
