// Playwright fixtures in cal.com's style: one fixture per family role, each a
// page in its own browser context (so two people can use the app at once),
// plus `backend` to reset the local backend and read its email outbox.
import { test as base, expect, type Browser, type Page } from "@playwright/test";

const backendSiteUrl = `http://127.0.0.1:${Number(process.env.E2E_BACKEND_PORT ?? 3310) + 1}`;

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
  await page.getByText("I agree to the terms").click();
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

async function newPerson(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

type Fixtures = {
  backend: LocalBackend;
  /** The sample family's demo sign-ins, on a freshly seeded database. */
  demo: { admin: DemoAccount; member: DemoAccount };
  adminPage: Page;
  memberPage: Page;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  backend: async ({}, use) => {
    await use(new LocalBackend());
  },
  demo: async ({ backend }, use) => {
    const accounts = await backend.reset(true);
    await use({
      admin: accounts.find((a) => a.role === "admin")!,
      member: accounts.find((a) => a.role === "member")!,
    });
  },
  adminPage: async ({ browser, demo }, use) => {
    const { context, page } = await newPerson(browser);
    await signIn(page, demo.admin.email, demo.admin.password);
    await use(page);
    await context.close();
  },
  memberPage: async ({ browser, demo }, use) => {
    const { context, page } = await newPerson(browser);
    await signIn(page, demo.member.email, demo.member.password);
    await use(page);
    await context.close();
  },
});

export { expect };

/** An admin adds a room on /admin/rooms and waits until it is listed. */
export async function addRoom(page: Page, name: string) {
  await page.goto("/admin/rooms");
  const field = page.getByRole("textbox", { name: "Room name" });
  await field.fill(name);
  await field.press("Enter");
  await expect(page.getByRole("list", { name: "Rooms" }).getByRole("listitem", { name, exact: true })).toBeVisible();
}

/** An admin assigns a task from the dashboard (going there first if elsewhere) and waits for the dialog to close. */
export async function assignTask(adminPage: Page, memberName: string, title: string, { dueDate }: { dueDate?: string } = {}) {
  if (!adminPage.url().endsWith("/dashboard")) await adminPage.goto("/dashboard");
  await adminPage.getByRole("button", { name: `Assign Task to ${memberName}` }).click();
  const dialog = adminPage.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  if (dueDate) await dialog.getByLabel("Due date").fill(dueDate);
  await dialog.getByRole("button", { name: "Assign Task", exact: true }).click();
  await expect(dialog).toBeHidden();
}

// The family screen (issue 14), shared by the family-screen specs and languages.spec.

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
  // An explicit `baseURL: undefined` would replace the config's, so it is only passed when given.
  const context = await browser.newContext(baseURL ? { viewport, baseURL } : { viewport });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  // Signed in, the sign-in page moves on by itself: wait for that before going anywhere.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto("/admin/settings");
  await page.getByRole("button", { name: "Use this device as the family screen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Use this device as the family screen?" });
  await expect(confirm).toContainText("signs you out");
  await confirm.getByRole("button", { name: "Start the family screen" }).click();
  await expect(page).toHaveURL(/\/family-screen$/, { timeout: 20_000 });
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
