// The family screen: an admin turns a third device into the kitchen
// tablet (it is signed out and shows only the family view); tasks appear on it
// live; a member taps their face, types their PIN and completes a task the
// admin then sees in the inbox; a minute idle returns to the family view; five
// wrong PINs lock the member; midnight rolls "today" over; only an admin can
// leave; a backend restart is survived without a reload.
import type { BrowserContext, Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { e2eUrls } from "../../playwright.config";
import { apiClientAs, assignTask, screenshot, type DemoAccount, expect as baseExpect, expectNobodySignedIn, pinPad, screenMembers, screenTile, setFamilyScreenPin, startFamilyScreen, test, navigateInApp, closeWithEscape, openFamilyScreen } from "./fixtures";

// Three people's browsers at once on a 2-core machine: more time than one page's test.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PIN = "2468";
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** yyyy-MM-dd of a local day, `offset` days from `from`. */
function day(offset = 0, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

async function signInHere(page: Page, account: DemoAccount) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The member sets their own PIN under Your preferences; opened again, it says one is set and never shows it. */
async function setPin(memberPage: Page, pin: string) {
  await setFamilyScreenPin(memberPage, pin);
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Family screen PIN…" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Family screen PIN" });
  await expect(dialog.getByTestId("pin-state")).toHaveText("You have a PIN.");
  await expect(dialog.getByLabel("New PIN (4 digits)")).toHaveValue("");
  await closeWithEscape(dialog);
}

/** Tap the face, then the digits on the pad (the fourth sends it). */
async function enterPin(screen: Page, name: string, pin: string) {
  if (!(await pinPad(screen).isVisible())) await screenTile(screen, name).getByRole("button").click();
  const pad = pinPad(screen);
  await expect(pad).toBeVisible();
  for (const digit of pin) await pad.getByRole("button", { name: digit, exact: true }).click();
}

type SocketMessage = { type?: string; [key: string]: unknown };

/** The messages a page's Convex WebSocket sends and receives (attach it before the page loads). */
function watchSocket() {
  const sent: SocketMessage[] = [];
  const received: SocketMessage[] = [];
  const parse = (payload: string | Buffer): SocketMessage => {
    try {
      return JSON.parse(payload.toString()) as SocketMessage;
    } catch {
      return {};
    }
  };
  return {
    sent,
    received,
    attach: (page: Page) =>
      page.on("websocket", (socket) => {
        socket.on("framesent", (frame) => sent.push(parse(frame.payload)));
        socket.on("framereceived", (frame) => received.push(parse(frame.payload)));
      }),
    /** Whether the lock was answered and a transition came after its answer. */
    lockSettled() {
      const lock = sent.find((message) => message.type === "Mutation" && String(message.udfPath).includes("familyScreen:lock"));
      if (lock === undefined) return false;
      const answered = received.findIndex((message) => message.type === "MutationResponse" && message.requestId === lock.requestId);
      return answered >= 0 && received.slice(answered + 1).some((message) => message.type === "Transition");
    },
    /** The queries the server reported failing since the `from`-th message received. */
    failedQueries(from: number) {
      return received
        .slice(from)
        .flatMap((message) => (message.type === "Transition" ? (message.modifications as SocketMessage[]) : []))
        .filter((change) => change.type === "QueryFailed")
        .map((change) => change.errorMessage);
    },
  };
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test("an admin turns a device into the family screen; a task assigned elsewhere appears on it live", async ({ browser, adminPage, demo }) => {
  const { context, page: screen } = await startFamilyScreen(browser, demo.admin);
  await expect(screenTile(screen, demo.member.name)).toBeVisible();
  await expect(screenTile(screen, demo.admin.name)).toBeVisible();
  await expect(screen.getByText("Live", { exact: true })).toBeVisible();
  // The tab says what it is, not the System Settings page it was started from.
  await expect(screen).toHaveTitle("Family screen · The Carter Family");

  // The device shows nothing else: every page sends it back, and nothing private is on it.
  for (const path of ["/dashboard", "/finance", "/admin/settings"]) {
    await screen.goto(path);
    await expect(screen).toHaveURL(/\/family-screen$/);
    await expect(screenMembers(screen)).toBeVisible();
  }
  await expect(screen.getByRole("navigation")).toHaveCount(0);
  await expect(screen.getByText(/finance|inventory|budget|£/i)).toHaveCount(0);

  // The admin, on their own device, assigns the member a task due today: it appears at once.
  await assignTask(adminPage, demo.member.name, "Water the plants", { dueDate: day() });
  await expect(screenTile(screen, demo.member.name)).toContainText("Water the plants");
  await closeAll(context);
});

test("a screen started by an admin who reads English in dark mode speaks the family's Spanish in light mode from the first moment", async ({
  browser,
  demo,
}) => {
  const admin = await apiClientAs(demo.admin);
  await admin.mutation(anyApi.settings.saveFamilySettings, {
    familyName: "The Carter Family",
    colorMode: "light",
    notifications: true,
    autoLogoutMinutes: 0,
    language: "es",
  });
  await admin.mutation(anyApi.settings.setMyLanguage, { language: "en" });
  await admin.mutation(anyApi.settings.setMyColorMode, { colorMode: "dark" });
  const { context, page: screen } = await startFamilyScreen(browser, demo.admin);
  await expect(screen.locator("html")).toHaveAttribute("lang", "es");
  await expect(screen.locator("html")).not.toHaveClass(/dark/);
  await expect(screen.getByText("Toca tu foto para ver tus tareas.")).toBeVisible();
  await closeAll(context);
});

test("a member sets a PIN, taps their face on the screen and completes a task the admin then sees", async ({ browser, adminPage, memberPage, demo }) => {
  await setPin(memberPage, PIN);
  await assignTask(adminPage, demo.member.name, "Feed the cat", { dueDate: day() });
  const socket = watchSocket();
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { onPage: socket.attach });
  await expect(screenTile(screen, demo.member.name)).toContainText("Feed the cat");

  // Three taps for a child: face, PIN (sent at the fourth digit), Complete.
  await screenTile(screen, demo.member.name).getByRole("button").click();
  await expect(pinPad(screen)).toBeVisible();
  await screen.keyboard.type(PIN);
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${demo.member.name}` })).toBeVisible();
  await screen.getByRole("button", { name: "Complete Feed the cat" }).click();
  await expect(toast(screen, "Task completed and sent for approval.")).toBeVisible();
  // It stays on the panel, waiting for an admin, with nothing more to press.
  const waiting = screen.getByRole("region", { name: "Your tasks" }).getByRole("listitem").filter({ hasText: "Feed the cat" });
  await expect(waiting).toContainText("Approval pending");
  await expect(waiting.getByRole("button")).toHaveCount(0);

  // Recorded as the member: the admin's inbox shows it, live.
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByRole("main")).toContainText(`${demo.member.name} completed “Feed the cat”`);

  // Done: back to the family view, where the task is no longer due.
  const receivedBeforeDone = socket.received.length;
  await screen.getByRole("button", { name: "Done" }).click();
  await expect(screenMembers(screen)).toBeVisible();
  await expect(screenTile(screen, demo.member.name)).not.toContainText("Feed the cat");
  // The panel's queries were dropped before the unlock ended: the server, answering the lock and
  // moving on, reran none of them (each would be refused, a failure in its log at every Done).
  await expect.poll(() => socket.lockSettled(), { message: "the lock answered, and a transition after it" }).toBe(true);
  const lockAt = socket.sent.findIndex((message) => message.type === "Mutation" && String(message.udfPath).includes("familyScreen:lock"));
  const droppedAt = socket.sent.findIndex((message, at) => at < lockAt && message.type === "ModifyQuerySet" && JSON.stringify(message.modifications).includes('"Remove"'));
  expect(droppedAt, "the panel's queries dropped before the lock was sent").toBeGreaterThanOrEqual(0);
  expect(socket.failedQueries(receivedBeforeDone)).toEqual([]);
  // A landscape tablet (three tiles a row): every full name shows, none cut to "David Cart…".
  await screen.setViewportSize({ width: 1024, height: 768 });
  const cut = await screenMembers(screen)
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.firstElementChild!).filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight).map((name) => name.textContent));
  expect(cut).toEqual([]);
  await closeAll(context);
});

test("a minute without a touch returns to the family view; five wrong PINs lock the member", async ({ browser, memberPage, demo }) => {
  await setPin(memberPage, PIN);
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await screen.clock.install();
  await screen.reload();
  await expect(screenMembers(screen)).toBeVisible();

  await enterPin(screen, demo.member.name, PIN);
  const panelHeading = screen.getByRole("heading", { level: 1, name: `Hi ${demo.member.name}` });
  await expect(panelHeading).toBeVisible();
  await screen.clock.fastForward("00:30");
  await expect(panelHeading).toBeVisible();
  await screen.clock.fastForward("00:31");
  await expect(screenMembers(screen)).toBeVisible();
  await expect(panelHeading).toBeHidden();

  // Wrong four times: the pad counts down; the fifth locks the member on this screen.
  for (const triesLeft of [4, 3, 2, 1]) {
    await enterPin(screen, demo.member.name, "1111");
    await expect(pinPad(screen).getByRole("alert")).toHaveText(triesLeft === 1 ? "Wrong PIN. 1 try left." : `Wrong PIN. ${triesLeft} tries left.`);
  }
  await enterPin(screen, demo.member.name, "1111");
  await expect(pinPad(screen).getByRole("alert")).toHaveText(/^Too many wrong tries\. Try again in \d minutes?\.$/);
  // Locked, the pad takes no taps or keys at all: not even the right PIN gets through.
  await expect(pinPad(screen).getByRole("button", { name: "1", exact: true })).toBeDisabled();
  await screen.keyboard.type(PIN);
  await expect(pinPad(screen).getByText("0 of 4 digits entered")).toBeAttached();
  await expect(pinPad(screen).getByRole("alert")).toHaveText(/^Too many wrong tries\./);
  await expect(panelHeading).toBeHidden();
  await screen.keyboard.press("Escape");
  await expect(screenTile(screen, demo.member.name).getByTestId("tile-locked")).toBeVisible();
  await closeAll(context);
});

test("at midnight the screen rolls over: tomorrow's task is due today and today's is overdue", async ({ browser, adminPage, demo }) => {
  const today = day();
  await assignTask(adminPage, demo.member.name, "Pack the school bag", { dueDate: day(1) });
  await assignTask(adminPage, demo.member.name, "Return the library book", { dueDate: today });
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  const now = new Date();
  await screen.clock.install({ time: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 0) });
  await screen.reload();
  const member = screenTile(screen, demo.member.name);
  await expect(member).toContainText("Return the library book");
  await expect(member).not.toContainText("Pack the school bag");
  await expect(member.getByText("Overdue")).toHaveCount(0);
  const dateBefore = await screen.getByTestId("screen-date").textContent();

  await screen.clock.fastForward("02:00");
  await expect(member).toContainText("Pack the school bag");
  await expect(member.getByRole("listitem").filter({ hasText: "Return the library book" }).getByText("Overdue")).toBeVisible();
  await expect(member.getByRole("listitem").filter({ hasText: "Pack the school bag" }).getByText("Overdue")).toHaveCount(0);
  await expect(screen.getByTestId("screen-date")).not.toHaveText(dateBefore ?? "");
  await closeAll(context);
});

test("leaving the family screen needs an admin: a member is refused, the admin leaves", async ({ browser, demo }) => {
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);

  await screen.getByRole("link", { name: "Leave family screen" }).click();
  await expect(screen).toHaveURL(/\/login\?redirect=%2Ffamily-screen%2Fleave/);
  await signInHere(screen, demo.member);
  await expect(screen.getByText("Only an admin can set up or turn off the family screen.")).toBeVisible();
  await screen.getByRole("button", { name: "Back to the family screen" }).click();
  await expect(screenMembers(screen)).toBeVisible();
  // Whoever signed in to try is signed out again: the screen keeps no one's session.
  await expectNobodySignedIn(screen);
  await screen.goto("/dashboard");
  await expect(screen).toHaveURL(/\/family-screen$/);

  await screen.getByRole("link", { name: "Leave family screen" }).click();
  await signInHere(screen, demo.admin);
  await expect(toast(screen, "This device is no longer the family screen.")).toBeVisible();
  await expect(screen).toHaveURL(/\/dashboard$/);
  await expect(screen.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  // An ordinary device again: the family screen is gone.
  await screen.goto("/family-screen");
  await expect(screen).toHaveURL(/\/dashboard$/);
  await expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
  await closeAll(context);
});

test("an admin turns a family screen off from System Settings: it shows the sign-in page", async ({ browser, adminPage, demo }) => {
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await navigateInApp(adminPage, "/admin/settings");
  const list = adminPage.getByRole("list", { name: "Active family screens" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("button", { name: "Turn off Family screen" }).click();
  await adminPage.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
  await expect(adminPage.getByText("No device is a family screen.")).toBeVisible();

  await expect(screen).toHaveURL(/\/login/);
  await expect(toast(screen, "This device is no longer the family screen.")).toBeVisible();
  await screen.goto("/dashboard");
  await expect(screen).toHaveURL(/\/login/);
  await closeAll(context);
});

test("after a backend restart the screen is live again and shows a task assigned since, without a reload", async ({ browser, adminPage, demo }) => {
  const restartUrl = `${e2eUrls.site}/_local/restart`;
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await screen.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await expect(screen.getByText("Live", { exact: true })).toBeVisible();

  const response = await fetch(restartUrl, { method: "POST" });
  expect(response.ok, await response.text()).toBe(true);

  await expect(screen.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
  await assignTask(adminPage, demo.member.name, "Sort the recycling", { dueDate: day() });
  await expect(screenTile(screen, demo.member.name)).toContainText("Sort the recycling", { timeout: 30_000 });
  expect(await screen.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await closeAll(context);
});

test("the admin's dimming times dim the family screen at night, both or neither", async ({ browser, adminPage, demo }) => {
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  const now = new Date();
  await screen.clock.install({ time: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 0, 0) });
  await screen.reload();
  await expect(screenMembers(screen)).toBeVisible();
  await expect(screen.getByTestId("night-dim")).toHaveCount(0);

  await navigateInApp(adminPage, "/admin/settings");
  const from = adminPage.getByLabel("Dim the family screen from");
  const until = adminPage.getByLabel("Dim the family screen until");
  await from.fill("22:00");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByText("Set both dimming times, or neither.")).toBeVisible();
  await until.fill("06:30");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByText("Set both dimming times, or neither.")).toBeHidden();
  // 23:00 on the screen is between 22:00 and 06:30: it dims, live.
  await expect(screen.getByTestId("night-dim")).toBeVisible();
  // Dimmed, it still works: a tap goes through.
  await screenTile(screen, demo.member.name).getByRole("button").click();
  await expect(pinPad(screen)).toBeVisible();
  await screen.keyboard.press("Escape");

  await from.fill("");
  await until.fill("");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(screen.getByTestId("night-dim")).toHaveCount(0);
  await closeAll(context);
});

test("six people on a 1024×768 kitchen tablet: every column shows, faces differ, and a long list says how many more", async ({ browser, demo }) => {
  const admin = await apiClientAs(demo.admin);
  // Three more people beside the sample three, one of them sharing Sarah Carter's initials.
  const sam = (await admin.mutation(anyApi.members.addMember, { name: "Sam Carter", memberType: "Son", role: "member" })) as string;
  await admin.mutation(anyApi.members.addMember, { name: "Rose Carter", memberType: "Grandma", role: "member" });
  await admin.mutation(anyApi.members.addMember, { name: "Pip Carter", memberType: "Son", role: "member" });
  for (let n = 1; n <= 7; n++) {
    await admin.mutation(anyApi.tasks.assignTask, { title: `Errand ${n}`, description: "", assignedTo: sam, dueDate: day(), needsApproval: false });
  }
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { viewport: { width: 1024, height: 768 } });
  const tiles = screenMembers(screen).getByTestId("member-tile");
  await expect(tiles).toHaveCount(6);
  for (const tile of await tiles.all()) {
    const box = (await tile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
  }
  // One row of six columns, none scrolled off sideways.
  expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  const samTile = screenTile(screen, "Sam Carter");
  await expect(samTile.getByRole("list", { name: "Tasks of Sam Carter" }).getByText(/^Errand \d$/)).toHaveCount(5);
  await expect(samTile.getByTestId("tile-more")).toHaveText("+2 more");
  // Sarah and Sam Carter are not both "SC"; no two faces share a colour.
  const faces = screenMembers(screen).locator("[data-member-color]");
  const initials = await faces.allInnerTexts();
  expect(new Set(initials).size).toBe(6);
  const colors = await faces.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-member-color")));
  expect(new Set(colors).size).toBe(6);
  for (const scheme of ["light", "dark"] as const) {
    await screen.emulateMedia({ colorScheme: scheme });
    await screenshot(screen, `test-results/screens/family-six-1024-${scheme}.png`);
  }
  await closeAll(context);
});
