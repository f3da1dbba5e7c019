// Playwright fixtures in cal.com's style: one fixture per family role, each a
// page in its own browser context (so two people can use the app at once),
// plus `backend` to reset the local backend and read its email outbox.
//
// Every test starts from one seeded snapshot: once per worker the sample family
// is loaded, the two demo accounts sign in (through the API, once) and the
// backend keeps that database; each test's `demo` puts it back in milliseconds,
// and `adminPage`/`memberPage` open with the stored sign-in instead of the form.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { e2eUrls } from "../../playwright.config";

const backendSiteUrl = e2eUrls.site;

export type DemoAccount = { role: "admin" | "member"; name: string; email: string; password: string };
type Mail = { to: string; subject: string; body: string };

export class LocalBackend {
  /** Empties the database; with `seed`, loads the sample family and its demo sign-ins. */
  async reset(seed: boolean): Promise<DemoAccount[]> {
    const response = await fetch(`${backendSiteUrl}/_local/reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seed }),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return ((await response.json()) as { demoAccounts: DemoAccount[] }).demoAccounts;
  }

  /** Keeps the database as it is now as the seeded snapshot that `reset(true)` restores. */
  async keepAsSeededSnapshot(): Promise<void> {
    const response = await fetch(`${backendSiteUrl}/_local/snapshot`, { method: "POST" });
    expect(response.ok, await response.clone().text()).toBe(true);
  }

  async outbox(to: string): Promise<Mail[]> {
    const response = await fetch(`${backendSiteUrl}/_local/outbox?to=${encodeURIComponent(to)}`);
    expect(response.ok).toBe(true);
    return (await response.json()) as Mail[];
  }
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
}

/**
 * Creates an account through the form and enters the code mailed to the local
 * outbox, so the account is usable (signed in); with `verify: false` it stops
 * at the "Check your email" step.
 */
export async function signUp(page: Page, name: string, email: string, password: string, { verify = true } = {}) {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  // The box itself: the label's words "terms of use" and "privacy policy" are links.
  await page.locator("label").filter({ hasText: "I agree to the terms" }).locator('[data-part="control"]').click();
  await page.getByRole("button", { name: "Create Account" }).click();
  if (verify) await verifyEmail(page, email);
  else await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

/** The code of the newest "… is your Family Household code" email to this address. */
export async function latestEmailCode(email: string): Promise<string> {
  const mails = await new LocalBackend().outbox(email.trim().toLowerCase());
  const mail = mails.find((m) => /is your Family Household code/.test(m.subject));
  expect(mail, `no verification email to ${email}`).toBeDefined();
  return mail!.body.match(/\b\d{8}\b/)![0];
}

/** On the "Check your email" step: types the code from the local outbox. */
export async function verifyEmail(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.getByLabel("Verification code").fill(await latestEmailCode(email));
  await page.getByRole("button", { name: "Verify email" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toHaveCount(0);
}

type Role = DemoAccount["role"];
type Demo = Record<Role, DemoAccount>;

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Signs a demo account in through the API, as the sign-in form would (a new
 * session of its own), and returns a Playwright storage state holding its
 * tokens where the app's Convex Auth client keeps them (localStorage, keys
 * namespaced by the backend URL).
 */
async function signedInState(account: DemoAccount): Promise<StorageState> {
  const http = new ConvexHttpClient(e2eUrls.backend);
  const result = (await http.action(anyApi.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email: account.email, password: account.password },
  })) as { tokens?: { token: string; refreshToken: string } | null };
  const tokens = result.tokens;
  if (!tokens) throw new Error(`${account.email} could not sign in`);
  http.setAuth(tokens.token);
  // The first sign-in links the account to its invited member (the app does this on sign-in).
  await http.mutation(anyApi.accounts.join, {});
  const namespace = e2eUrls.backend.replace(/[^a-zA-Z0-9]/g, "");
  return {
    cookies: [],
    origins: [
      {
        origin: e2eUrls.app,
        localStorage: [
          { name: `__convexAuthJWT_${namespace}`, value: tokens.token },
          { name: `__convexAuthRefreshToken_${namespace}`, value: tokens.refreshToken },
        ],
      },
    ],
  };
}

/**
 * A Convex client in the test process signed in as `account` (a session of its own), calling
 * the app's public functions as that person would: for setting up data no spec needs to click
 * through (the family screen's chores). Pages do not see its session.
 */
export async function apiClientAs(account: DemoAccount): Promise<ConvexHttpClient> {
  const http = new ConvexHttpClient(e2eUrls.backend);
  const result = (await http.action(anyApi.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email: account.email, password: account.password },
  })) as { tokens?: { token: string } | null };
  if (!result.tokens) throw new Error(`${account.email} could not sign in`);
  http.setAuth(result.tokens.token);
  return http;
}

/** Members' ids by name, read once through an API client of `apiClientAs` (for data a spec sets up). */
export async function memberIds(client: ConvexHttpClient): Promise<(name: string) => string> {
  const members = (await client.query(anyApi.members.list, {})) as { _id: string; name: string }[];
  return (name) => {
    const found = members.find((member) => member.name === name);
    if (!found) throw new Error(`no member called ${name}`);
    return found._id;
  };
}

type Fixtures = {
  backend: LocalBackend;
  /** The sample family's demo sign-ins, on the seeded snapshot restored for this test. */
  demo: Demo;
  adminPage: Page;
  memberPage: Page;
};

type WorkerFixtures = {
  /** Once per worker: the seeded snapshot and each role's stored sign-in (storage state files). */
  seeded: { demo: Demo; storageState: Record<Role, string> };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  seeded: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const backend = new LocalBackend();
      const accounts = await backend.reset(true);
      const demo = {
        admin: accounts.find((a) => a.role === "admin")!,
        member: accounts.find((a) => a.role === "member")!,
      };
      const dir = path.join(workerInfo.project.outputDir, `.auth-${workerInfo.workerIndex}`);
      mkdirSync(dir, { recursive: true });
      const storageState = { admin: path.join(dir, "admin.json"), member: path.join(dir, "member.json") };
      for (const role of ["admin", "member"] as const) {
        writeFileSync(storageState[role], JSON.stringify(await signedInState(demo[role])));
      }
      await backend.keepAsSeededSnapshot();
      workerDemo = demo;
      await use({ demo, storageState });
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern
  backend: async ({}, use) => {
    await use(new LocalBackend());
  },
  demo: async ({ backend, seeded }, use) => {
    await backend.reset(true);
    await use(seeded.demo);
  },
  // `demo` first: the database is restored before the page opens.
  adminPage: async ({ browser, demo, seeded }, use) => {
    void demo;
    const { context, page } = await openSignedIn(browser, seeded.storageState.admin);
    await use(page);
    await context.close();
  },
  memberPage: async ({ browser, demo, seeded }, use) => {
    void demo;
    const { context, page } = await openSignedIn(browser, seeded.storageState.member);
    await use(page);
    await context.close();
  },
});

/** This worker's demo accounts (set by the `seeded` fixture, which every `demo` test uses). */
let workerDemo: Demo | null = null;

async function openSignedIn(
  browser: Browser,
  storageState: string | StorageState,
  { path: where = "/dashboard", ...options }: BrowserContextOptions & { path?: string } = {},
) {
  const context = await browser.newContext({ ...options, storageState });
  const page = await context.newPage();
  await page.goto(where);
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
  return { context, page };
}

/**
 * Another device of the demo account of `role`: a new browser context with a
 * session of its own (so signing out there, or a token refresh, leaves the
 * role's other pages alone), open on `path` (the dashboard) as after signing
 * in through the form.
 */
export async function openAs(browser: Browser, role: Role, options: BrowserContextOptions & { path?: string } = {}) {
  if (workerDemo === null) throw new Error("openAs needs the `demo` fixture in the test");
  return openSignedIn(browser, await signedInState(workerDemo[role]), options);
}

export { expect };

/** An admin adds a room on /admin/rooms and waits until it is listed. */
export async function addRoom(page: Page, name: string) {
  await navigateInApp(page, "/admin/rooms");
  const field = page.getByRole("textbox", { name: "Room name" });
  await field.fill(name);
  await field.press("Enter");
  await expect(page.getByRole("list", { name: "Rooms" }).getByRole("listitem", { name, exact: true })).toBeVisible();
}

/**
 * Types a day ("yyyy-MM-dd", or "" to empty the field) into a form's date field the way a
 * reader of the page's language writes it: 15/03/2031 in English (British), French and
 * Spanish, 15.03.2031 in German.
 */
export async function fillDate(field: Locator, day: string) {
  const language = await field.page().evaluate(() => document.documentElement.lang);
  const [year, month, date] = day.split("-");
  await field.fill(day === "" ? "" : [date, month, year].join(language === "de" ? "." : "/"));
}

/** An admin assigns a task from the dashboard (going there first if elsewhere) and waits for the dialog to close. */
export async function assignTask(adminPage: Page, memberName: string, title: string, { dueDate }: { dueDate?: string } = {}) {
  if (!adminPage.url().endsWith("/dashboard")) await navigateInApp(adminPage, "/dashboard");
  await adminPage.getByRole("button", { name: `Assign Task to ${memberName}` }).click();
  const dialog = adminPage.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  if (dueDate) await fillDate(dialog.getByLabel("Due date"), dueDate);
  await dialog.getByRole("button", { name: "Assign Task", exact: true }).click();
  await expect(dialog).toBeHidden();
}

// The family screen, shared by the family-screen specs and languages.spec.

export const screenMembers = (page: Page) => page.getByRole("list", { name: "Family members" });
export const screenTile = (page: Page, name: string) => screenMembers(page).getByRole("listitem", { name, exact: true });
export const pinPad = (page: Page) => page.getByRole("dialog", { name: /Enter your PIN/ });

/**
 * A third device: the admin signs in on it and turns it into the family screen,
 * which signs them out. Returns the new context (close it) and its page.
 * `baseURL`: another copy of the app (pwa.spec's production build).
 */
export async function startFamilyScreen(
  browser: Browser,
  admin: DemoAccount,
  { viewport = { width: 1280, height: 900 }, baseURL }: { viewport?: { width: number; height: number }; baseURL?: string } = {},
) {
  let context: BrowserContext;
  let page: Page;
  if (baseURL) {
    // Another origin (another copy of the app) holds no stored sign-in: through the form.
    context = await browser.newContext({ viewport, baseURL });
    page = await context.newPage();
    await signIn(page, admin.email, admin.password);
    // Signed in, the sign-in page moves on by itself: wait for that before going anywhere.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await page.goto("/admin/settings");
  } else {
    ({ context, page } = await openAs(browser, admin.role, { viewport, path: "/admin/settings" }));
  }
  await page.getByRole("button", { name: "Use this device as the family screen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Use this device as the family screen?" });
  await expect(confirm).toContainText("signs you out");
  await confirm.getByRole("button", { name: "Start the family screen" }).click();
  await expect(page).toHaveURL(/\/family-screen$/, { timeout: 20_000 });
  await expect(screenMembers(page)).toBeVisible({ timeout: 20_000 });
  await expectNobodySignedIn(page);
  return { context, page };
}

/**
 * A device already made the family screen: the admin starts a screen through the API (as the
 * settings page's button does) and the new context holds only its key, as a screen does once
 * it has signed the admin out. For specs about what the screen does; starting one from System
 * Settings is `startFamilyScreen`'s story (a page load and a sign-in more per test).
 */
export async function openFamilyScreen(
  browser: Browser,
  admin: DemoAccount,
  { viewport = { width: 1280, height: 900 }, onPage }: { viewport?: { width: number; height: number }; onPage?: (page: Page) => void } = {},
) {
  const client = await apiClientAs(admin);
  const { screenKey } = (await client.mutation(anyApi.familyScreen.start, {})) as { screenKey: string };
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [{ origin: e2eUrls.app, localStorage: [{ name: "household:familyScreenKey", value: screenKey }] }] },
  });
  const page = await context.newPage();
  // Before the page loads: a listener for its WebSocket, say, sees the socket open.
  onPage?.(page);
  await page.goto("/family-screen");
  await expect(screenMembers(page)).toBeVisible({ timeout: 20_000 });
  await expectNobodySignedIn(page);
  return { context, page };
}

/** The device keeps no one's session (the password sign-in keeps its token in localStorage). */
export async function expectNobodySignedIn(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes("JWT")))).toBe(false);
}

/** The signed-in member sets their own family-screen PIN under Your preferences (they have none yet). */
export async function setFamilyScreenPin(memberPage: Page, pin: string) {
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Family screen PIN…" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Family screen PIN" });
  await expect(dialog.getByTestId("pin-state")).toHaveText("You have no PIN yet.");
  await dialog.getByLabel("New PIN (4 digits)").fill(pin);
  await dialog.getByLabel("Repeat the PIN").fill(pin);
  await dialog.getByRole("button", { name: "Save PIN" }).click();
  await expect(dialog).toBeHidden();
}

/** Whether this run keeps pictures (E2E_SCREENSHOTS=1): a spec switches colour schemes only for them. */
export const takingScreenshots = process.env.E2E_SCREENSHOTS === "1";

/**
 * Pictures for a person to look at (light/dark, 375/1280, languages), taken
 * only when E2E_SCREENSHOTS=1 asks for them: nothing compares them, and a
 * full-page shot costs a test about a second.
 */
export async function screenshot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}) {
  if (!takingScreenshots) return;
  await target.screenshot({ path: file, ...options });
}

/**
 * Closes an open dialog, menu or popover with Escape, as a person would. Zag
 * starts listening for Escape a frame after the layer appears (and then marks
 * it with an inline `pointer-events: auto`); a test's key can come sooner than
 * any person's and would be lost, leaving the layer open.
 */
export async function closeWithEscape(layer: Locator) {
  await expect(layer).toHaveAttribute("style", /pointer-events: auto/);
  await layer.page().keyboard.press("Escape");
  await expect(layer).toBeHidden();
}

/**
 * Moves the open app to `path` the way its own links do (the router navigates
 * and renders, no page load), for tests that visit many pages and are not
 * about loading one. TanStack Router keeps its instance on `window` in every
 * build; this waits until the new page has rendered (the router's resolved
 * location is the new one), so what the test reads next is that page.
 */
export async function navigateInApp(page: Page, path: string) {
  const landed = await page.evaluate(async (href) => {
    type Router = {
      navigate(options: { href: string }): Promise<void>;
      state: { status: string; location: { href: string }; resolvedLocation?: { href: string } };
    };
    const router = (window as unknown as { __TSR_ROUTER__?: Router }).__TSR_ROUTER__;
    if (!router) throw new Error("the app's router is not on window");
    await router.navigate({ href });
    while (router.state.status !== "idle" || router.state.resolvedLocation?.href !== router.state.location.href) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return router.state.location.href;
  }, path);
  // A redirect is not what this helper is for: a test about one loads the page.
  const wanted = new URL(path, page.url());
  const at = new URL(landed, page.url());
  expect(at.pathname, `navigating in the app to ${path} ended on ${landed}`).toBe(wanted.pathname);
  // The router writes search values its own way (`verses=16` becomes `verses=%2216%22`): the address bar follows it.
  await expect(page).toHaveURL(at.href);
}

/** Every console error and uncaught exception of `page` from now on. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
