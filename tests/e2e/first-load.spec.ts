// The first visit, on the production build the suite runs against: how much
// JavaScript `/` and `/login` fetch (a size, so it is stable on any machine),
// and the prerendered copy of those pages that paints before any script runs.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Gzip KB of script a signed-out first visit to `/` or `/login` may fetch.
 * The goal is 170; this is where the first load stands now, so that nothing
 * grows it unnoticed while the rest of the way there is made (`/login` is at
 * 246.0 with the installed app's remembered manifest kept for the page's head).
 */
const FIRST_LOAD_BUDGET_KB = 246.5;

/** Every same-origin script the page fetches from now on, by path (`settled` waits for their bodies). */
function recordScripts(page: Page): { scripts: Map<string, Buffer>; settled: () => Promise<unknown> } {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== e2eUrls.app || !url.pathname.endsWith(".js")) return;
    pending.push(
      response.body().then(
        (body) => void scripts.set(url.pathname, body),
        () => undefined,
      ),
    );
  });
  return { scripts, settled: () => Promise.all(pending) };
}

/** Every same-origin script the page fetched until it settled, and their gzip size (level 9, as bench:bundle). */
async function scriptsOfFirstVisit(page: Page, path: string): Promise<{ count: number; kb: number }> {
  const { scripts, settled } = recordScripts(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Lazy chunks the page asks for once it is up (the service worker's, a route's) count too.
  await page.waitForLoadState("networkidle");
  await settled();
  const bytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { count: scripts.size, kb: Math.round((bytes / 1024) * 10) / 10 };
}

test("a first visit to / or /login fetches no more script than the budget", async ({ browser }) => {
  for (const path of ["/", "/login"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { count, kb } = await scriptsOfFirstVisit(page, path);
    test.info().annotations.push({ type: "first load", description: `${path}: ${count} scripts, ${kb} KB gzip` });
    expect(count, `${path} fetched its scripts`).toBeGreaterThan(5);
    expect(kb, `${path}: ${count} scripts, ${kb} KB gzip`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    await context.close();
  }
});

test("the built /login paints its form before any script runs, in the visitor's language, and gives way to the app", async ({ browser }) => {
  // No script at all: what a phone shows while the scripts download.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const barePage = await bare.newPage();
  await barePage.goto("/login");
  await expect(barePage.locator("#prerendered h1")).toHaveText("Sign In");
  await expect(barePage.locator("#prerendered input")).toHaveCount(2);
  await bare.close();

  // The page's own inline script, but not the app's: a French visitor gets the French copy, in dark mode.
  const french = await browser.newContext({ locale: "fr-FR", colorScheme: "dark" });
  await french.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const frenchPage = await french.newPage();
  await frenchPage.goto("/login");
  await expect(frenchPage.locator("#prerendered h1")).toHaveText("Connexion");
  await expect(frenchPage.locator("html")).toHaveAttribute("lang", "fr");
  await expect(frenchPage.locator("html")).toHaveClass(/\bdark\b/);
  // Elsewhere than its own page the copy is not shown.
  await frenchPage.goto("/signup");
  await expect(frenchPage.locator("#prerendered")).toHaveCount(0);
  await french.close();

  // With the app: the copy is a picture (inert, hidden from assistive technology) until the real form replaces it.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.locator("#prerendered")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await page.getByLabel("Email").fill("someone@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("someone@example.com");
  await visitor.close();
});

test("someone signed in never sees the signed-out copy of /", async ({ browser, seeded }) => {
  // The admin's stored sign-in; the app's scripts held back, so only the page's inline script decides.
  const context = await browser.newContext({ storageState: seeded.storageState.admin });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("#prerendered")).toHaveCount(0);
  // Signed out, the same page shows it.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto("/");
  await expect(page.locator("#prerendered h1")).toHaveText("Family Household");
  await context.close();
});

test("the dashboard fetches its forms' code (zod) only when a form first opens", async ({ adminPage }) => {
  const { scripts, settled } = recordScripts(adminPage);
  const withZod = () => [...scripts].filter(([, body]) => /[`"]\$ZodError[`"]/.test(body.toString("utf8"))).map(([path]) => path);
  // Routed requests skip the HTTP cache, so every script the dashboard loads arrives with its body.
  await adminPage.route("**/assets/*.js", (route) => route.continue());
  await adminPage.reload();
  await expect(adminPage.getByRole("button", { name: "Add Family Task" })).toBeVisible();
  await adminPage.waitForLoadState("networkidle");
  await settled();
  expect(scripts.size).toBeGreaterThan(5);
  expect(withZod()).toEqual([]);

  await adminPage.getByRole("button", { name: "Add Family Task" }).click();
  await expect(adminPage.getByRole("dialog", { name: "Add Family Task" })).toBeVisible();
  await settled();
  expect(withZod()).toHaveLength(1);
});

test("a reload of a signed-in page authenticates once: the stored token is kept, the page's queries run once", async ({ memberPage }) => {
  const authenticates: string[] = [];
  const actions: string[] = [];
  memberPage.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      if (typeof payload === "string" && payload.startsWith('{"type":"Authenticate"')) authenticates.push(payload);
    });
  });
  memberPage.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/action") actions.push(request.url());
  });
  await memberPage.reload();
  await expect(memberPage.getByText("Busy", { exact: true })).toBeVisible();
  // A refresh fetched at once would be a second Authenticate (and a token fetch) within moments.
  await memberPage.waitForLoadState("networkidle");
  expect(authenticates).toHaveLength(1);
  expect(actions).toEqual([]);
});
