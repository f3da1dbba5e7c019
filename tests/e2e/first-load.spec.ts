// The first visit, on the production build the suite runs against: how much
// JavaScript `/` and `/login` fetch (a size, so it is stable on any machine),
// and the prerendered copy of those pages that paints before any script runs.
import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Gzip KB of script a signed-out first visit to `/` or `/login` may fetch before the visitor
 * uses the page (the app's code comes at the first touch, key or focus).
 */
const FIRST_LOAD_BUDGET_KB = 170;
/**
 * And once they have, with the app's code: where it stands now (`/login` 251.8 as this test counts,
 * with the service worker's registration and the update prompt; the calendar's link, route and
 * error texts added 1 KB, the chores' link and route and the theme's radio group and fieldset
 * recipes 1 KB more, the chore swap requests' error texts 0.1 KB, the chunk loader that waits for
 * the connection and fetches again, with its error screen's Reload 0.6 KB, the refusals added since,
 * from the family screen's day to a join request over the limit, 0.3 KB, and the English texts of a
 * page switched off while open, the upload and points-history refusals and the address refusals
 * 0.3 KB, the tab that signs itself out when the server ended its sign-in, with the sign-in page's
 * notice of why and its texts, 1 KB), so that nothing grows
 * what a visitor's first tap waits for unnoticed.
 */
const ONCE_USED_BUDGET_KB = 251.8;

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

/** Holds the app's code back, as on a slow phone, until the returned function lets it through. */
async function holdAppCode(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const gzipKb = (scripts: Map<string, Buffer>) =>
  Math.round(([...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024) * 10) / 10;

test("a first visit to / or /login fetches no more script than the budget until the visitor uses the page", async ({ browser }) => {
  for (const path of ["/", "/login"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { scripts, settled } = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Lazy chunks the page would ask for once it is up (the service worker's, a route's) count too.
    await page.waitForLoadState("networkidle");
    await settled();
    const kb = gzipKb(scripts);
    test.info().annotations.push({ type: "first load", description: `${path}: ${scripts.size} scripts, ${kb} KB gzip` });
    expect(kb, `${path}: ${[...scripts.keys()].join(", ")}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);

    // The first key press brings the app, which takes the page over with the focus where the key put it.
    await page.keyboard.press("Tab");
    await expect(page.locator("#prerendered")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    // The update prompt mounts after the page's load event and only then fetches the service
    // worker's registration code: a quiet moment before that is not the end, so wait for it.
    await expect.poll(() => [...scripts.keys()].some((script) => script.includes("/workbox-window"))).toBe(true);
    await page.waitForLoadState("networkidle");
    await settled();
    expect(scripts.size, `${path} fetched the app once used`).toBeGreaterThan(5);
    expect(gzipKb(scripts), `${path} once used: ${scripts.size} scripts`).toBeLessThanOrEqual(ONCE_USED_BUDGET_KB);
    await context.close();
  }
});

test("the built /login paints its form before any script runs, in the visitor's language", async ({ browser }) => {
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
  await expect(frenchPage.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  await expect(frenchPage.locator("html")).toHaveAttribute("lang", "fr");
  await expect(frenchPage.locator("html")).toHaveClass(/\bdark\b/);
  // Its colour-mode button works without the app, and the choice is kept for it.
  await frenchPage.locator("#prerendered [data-color-mode-toggle]").click();
  await expect(frenchPage.locator("html")).toHaveClass(/\blight\b/);
  expect(await frenchPage.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  // Elsewhere than its own page the copy is not shown.
  await frenchPage.goto("/signup");
  await expect(frenchPage.locator("#prerendered")).toHaveCount(0);
  await french.close();
});

test("what a visitor types into /login before the app is there carries over: the text, the focus, and the submit", async ({ browser, demo }) => {
  const context = await browser.newContext();
  const release = await holdAppCode(context);
  const page = await context.newPage();
  await page.goto("/login");
  const copy = page.locator("#prerendered");
  await copy.getByLabel("Email").fill(demo.member.email);
  await copy.getByRole("textbox", { name: "Password", exact: true }).focus();
  await page.keyboard.type(demo.member.password.slice(0, 3));
  release();
  // The app's form has what was typed, and the focus, and typing goes on where it stopped.
  await expect(copy).toHaveCount(0);
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await expect(page.getByLabel("Email")).toHaveValue(demo.member.email);
  await expect(password).toBeFocused();
  await page.keyboard.type(demo.member.password.slice(3));
  await expect(password).toHaveValue(demo.member.password);
  await context.close();

  // Sign In tapped in the copy: the app sends the form once it is there (Enter is kept the same way).
  const second = await browser.newContext();
  const releaseSecond = await holdAppCode(second);
  const visitor = await second.newPage();
  await visitor.goto("/login");
  await visitor.getByLabel("Email").fill(demo.member.email);
  await visitor.getByRole("textbox", { name: "Password", exact: true }).fill(demo.member.password);
  // The copy's Sign In takes the tap (the app's own is disabled only until the fields are filled).
  await visitor.locator("#prerendered").getByRole("button", { name: "Sign In" }).click();
  await expect(visitor.locator("#prerendered form")).toHaveAttribute("data-submit-pending", "");
  releaseSecond();
  await expect(visitor.getByRole("heading", { name: "Family Dashboard" })).toBeVisible();
  await second.close();
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
  // Zod's own schema classes (the form resolver, which only names "$ZodError", may sit in another chunk).
  const withZod = () => [...scripts].filter(([, body]) => /[`"]\$ZodString[`"]/.test(body.toString("utf8"))).map(([path]) => path);
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
  // The live switch, not the last-seen copy's (inert and hidden from roles) that may still be there.
  await expect(memberPage.getByRole("checkbox", { name: "Busy" })).toBeVisible();
  // A refresh fetched at once would be a second Authenticate (and a token fetch) within moments.
  await memberPage.waitForLoadState("networkidle");
  expect(authenticates).toHaveLength(1);
  expect(actions).toEqual([]);
});

test("a signed-in device paints the dashboard as it last left it until the live page has loaded, for the same sign-in only", async ({ browser, seeded, demo }) => {
  // Dark, on a phone: the copy keeps the styles the page had, colour mode and layout included.
  const context = await browser.newContext({ storageState: seeded.storageState.member, colorScheme: "dark", viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: `View tasks of ${demo.member.name}` })).toBeVisible();
  const looks = (scope: string) =>
    page.evaluate((selector) => {
      const heading = document.querySelector(`${selector} main h1`)!;
      const header = document.querySelector(`${selector} header`)!;
      return { colour: getComputedStyle(heading).color, background: getComputedStyle(header).backgroundColor, top: heading.getBoundingClientRect().top, left: heading.getBoundingClientRect().left };
    }, scope);
  const live = await looks("#root");
  // Leaving the page keeps it as this device's copy.
  await page.goto("about:blank");
  expect(await page.evaluate(() => true)).toBe(true);

  // The app's code held back: the copy shows, inert, with the member's own page.
  const release = await holdAppCode(context);
  // Not to "load": the app's held scripts keep the page from loading.
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  const copy = page.locator("#prerendered[data-last-seen]");
  await expect(copy.locator("h1")).toHaveText("Family Dashboard");
  await expect(copy).toHaveAttribute("inert", "");
  await expect(copy.getByText(demo.member.name).first()).toBeAttached();
  expect(await looks("#prerendered")).toEqual(live);
  // Then the live page, in its place.
  release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole("button", { name: `View tasks of ${demo.member.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  // Signed out, the device forgets it; nobody signing in next sees it.
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Family Household" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("household:lastSeen"))).toBeNull();
  await context.close();
});

test("a last-seen copy is shown only to the sign-in that left it", async ({ browser, seeded }) => {
  const context = await browser.newContext({ storageState: seeded.storageState.admin });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/");
  // A copy another session left on this device (its token's subject differs).
  await page.evaluate(() =>
    localStorage.setItem(
      "household:lastSeen",
      JSON.stringify({ path: "/dashboard", sub: "someone|else", savedAt: Date.now(), lang: "en", html: "<h1>Someone else's dashboard</h1>", css: "" }),
    ),
  );
  await page.goto("/dashboard");
  await expect(page.locator("#root")).toBeAttached();
  await expect(page.locator("#prerendered")).toHaveCount(0);
  await expect(page.getByText("Someone else's dashboard")).toHaveCount(0);
  await context.close();
});
