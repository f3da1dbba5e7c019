// The bell: notifications reach the person they are for live, with a
// toast; opening one marks it read and goes where it is about; "Mark all read";
// a muted topic and the family-wide switch deliver nothing; the browser's own
// notification when the tab is hidden and allowed (its API stubbed), and no
// permission request until the person clicks.
import type { Browser, Page } from "@playwright/test";
import { addRoom, assignTask, expect, signIn, test, type DemoAccount, screenshot, navigateInApp, closeWithEscape } from "./fixtures";

const bell = (page: Page) => page.getByTestId("notification-bell");
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
const rows = (page: Page) => panel(page).getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem");
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });


async function requestAccess(memberPage: Page, room: string) {
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: room }).getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();
}

async function approveFirstRequest(adminPage: Page) {
  await navigateInApp(adminPage, "/admin/approvals");
  const first = adminPage.getByRole("list", { name: "Pending decisions" }).getByRole("listitem").first();
  await first.getByRole("button", { name: /^Approve/ }).click();
  await expect(adminPage.getByText("Nothing is waiting for a decision.")).toBeVisible();
}

async function openBell(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
}

async function closeBell(page: Page) {
  await closeWithEscape(panel(page));
}

/**
 * A browser of the member's with the Notification API and the tab's visibility
 * stubbed before any of the app's scripts run: `window.fakeNotifications`
 * records what is shown and lets the test hide the tab. Permission requests
 * (and the answer) are kept in sessionStorage, so they add up across page loads.
 */
async function memberWithFakeNotifications(browser: Browser, member: DemoAccount, permission: NotificationPermission) {
  const context = await browser.newContext();
  await context.addInitScript((initial: NotificationPermission) => {
    const fake = {
      permission: (sessionStorage.getItem("e2e-permission") as NotificationPermission | null) ?? initial,
      hidden: false,
      shown: [] as { title: string; body?: string; tag?: string }[],
      requests: () => Number(sessionStorage.getItem("e2e-permission-requests") ?? 0),
      last: null as { onclick: (() => void) | null } | null,
    };
    class FakeNotification {
      onclick: (() => void) | null = null;
      static get permission() {
        return fake.permission;
      }
      static async requestPermission() {
        sessionStorage.setItem("e2e-permission-requests", String(fake.requests() + 1));
        sessionStorage.setItem("e2e-permission", "granted");
        fake.permission = "granted";
        return "granted";
      }
      constructor(title: string, options?: NotificationOptions) {
        fake.shown.push({ title, body: options?.body, tag: options?.tag });
        fake.last = this;
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: FakeNotification, configurable: true, writable: true });
    Object.defineProperty(Document.prototype, "visibilityState", { get: () => (fake.hidden ? "hidden" : "visible"), configurable: true });
    Object.assign(window, { fakeNotifications: fake });
  }, permission);
  const page = await context.newPage();
  await signIn(page, member.email, member.password);
  return { context, page };
}

type Fake = {
  hidden: boolean;
  shown: { title: string; body?: string; tag?: string }[];
  requests: () => number;
  last: { onclick: (() => void) | null } | null;
};
type WithFake = { fakeNotifications: Fake };

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    (window as unknown as WithFake).fakeNotifications.hidden = value;
  }, hidden);
const shownOn = (page: Page) => page.evaluate(() => (window as unknown as WithFake).fakeNotifications.shown);
const requestsOn = (page: Page) => page.evaluate(() => (window as unknown as WithFake).fakeNotifications.requests());
const clickLastShown = (page: Page) => page.evaluate(() => (window as unknown as WithFake).fakeNotifications.last?.onclick?.());

test("a request reaches the admin's bell live with a toast; the decision reaches the member's, and opening it marks it read and goes there", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await addRoom(adminPage, "Garage");
  await navigateInApp(adminPage, "/dashboard");
  await expect(bell(adminPage)).toHaveAccessibleName("Notifications");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");

  await requestAccess(memberPage, "Garage");
  // No reload: the count, its badge and one toast.
  await expect(bell(adminPage)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(adminPage.getByTestId("notification-count")).toHaveText("1");
  await expect(toast(adminPage, "Room Access Request")).toHaveCount(1);
  await expect(toast(adminPage, "Room Access Request")).toContainText(`${demo.member.name} asked to enter Garage`);

  await openBell(adminPage);
  await expect(rows(adminPage)).toHaveCount(1);
  await expect(rows(adminPage).first()).toHaveAttribute("data-unread", "true");
  await expect(rows(adminPage).first().getByRole("button")).toHaveAccessibleName(new RegExp(`^Unread: ${demo.member.name} asked to enter Garage`));
  await rows(adminPage).first().getByRole("button").click();
  await expect(adminPage).toHaveURL(/\/admin\/approvals$/);
  await expect(panel(adminPage)).toBeHidden();
  await expect(bell(adminPage)).toHaveAccessibleName("Notifications");

  await approveFirstRequest(adminPage);
  await navigateInApp(memberPage, "/finance");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 1 unread");
  await openBell(memberPage);
  await expect(rows(memberPage).first()).toContainText(`${demo.admin.name} let you into Garage`);
  await expect(rows(memberPage).first().locator("time")).toHaveText(/ago/);
  await rows(memberPage).first().getByRole("button").click();
  await expect(memberPage).toHaveURL(/\/home-plan$/);
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");
  // Read now, and still there.
  await openBell(memberPage);
  await expect(rows(memberPage)).toHaveCount(1);
  await expect(rows(memberPage).first()).not.toHaveAttribute("data-unread", "true");
});

test("the decision arrives as a toast on whichever page the member is", async ({ adminPage, memberPage, demo }) => {
  await addRoom(adminPage, "Shed");
  await requestAccess(memberPage, "Shed");
  await navigateInApp(memberPage, "/education");
  await approveFirstRequest(adminPage);
  await expect(toast(memberPage, "Room Access Approved")).toContainText(`${demo.admin.name} let you into Shed`);
});

test("three notifications arriving together are three toasts", async ({ adminPage, memberPage, demo }) => {
  await navigateInApp(memberPage, "/dashboard");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");
  // Offline while the admin assigns, the member's app gets all three in one update when it is back.
  await memberPage.context().setOffline(true);
  for (const title of ["Water the plants", "Feed the fish", "Fold the towels"]) await assignTask(adminPage, demo.member.name, title);
  await memberPage.context().setOffline(false);
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 3 unread");
  for (const title of ["Water the plants", "Feed the fish", "Fold the towels"]) {
    await expect(toast(memberPage, "New Task").filter({ hasText: `“${title}”` })).toBeVisible();
  }
});

test("Mark all read clears the count and every unread mark", async ({ adminPage, memberPage, demo }) => {
  await assignTask(adminPage, demo.member.name, "Feed the cat");
  await assignTask(adminPage, demo.member.name, "Empty the bins");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 2 unread");
  await expect(toast(memberPage, "New Task").filter({ hasText: `${demo.admin.name} assigned you “Empty the bins”` })).toBeVisible();
  await openBell(memberPage);
  // Newest first.
  await expect(rows(memberPage)).toHaveCount(2);
  await expect(rows(memberPage).nth(0)).toContainText("“Empty the bins”");
  await expect(rows(memberPage).nth(1)).toContainText("“Feed the cat”");
  await expect(memberPage.locator('[data-testid="notification"][data-unread]')).toHaveCount(2);
  await panel(memberPage).getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");
  await expect(memberPage.locator('[data-testid="notification"][data-unread]')).toHaveCount(0);
  await expect(panel(memberPage).getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await closeBell(memberPage);
  await memberPage.reload();
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");
});

test("a topic the member muted delivers nothing; others still arrive, and unmuting restores it", async ({ adminPage, memberPage, demo }) => {
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Notifications…" }).click();
  const settings = memberPage.getByRole("dialog", { name: "Notifications" });
  // A member is never told of requests: no switch for them (decisions, tasks assigned, tasks due, bills, calendar).
  await expect(settings.getByRole("checkbox")).toHaveCount(5);
  await expect(settings.getByRole("checkbox", { name: "New requests" })).toHaveCount(0);
  const assigned = settings.getByRole("checkbox", { name: "Tasks assigned to you" });
  await expect(assigned).toBeChecked();
  await assigned.focus();
  await memberPage.keyboard.press("Space");
  await expect(assigned).not.toBeChecked();
  await settings.getByRole("button", { name: "Close" }).first().click();
  await expect(settings).toBeHidden();
  await expect(memberPage.getByRole("button", { name: "Your preferences" })).toBeFocused();

  await assignTask(adminPage, demo.member.name, "Feed the cat");
  // A decision is another topic: it arrives, and the muted assignment before it never did.
  await addRoom(adminPage, "Garage");
  await requestAccess(memberPage, "Garage");
  await approveFirstRequest(adminPage);
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 1 unread");
  await openBell(memberPage);
  await expect(rows(memberPage)).toHaveCount(1);
  await expect(rows(memberPage).first()).toContainText("let you into Garage");
  await expect(toast(memberPage, "New Task")).toHaveCount(0);
  await closeBell(memberPage);

  // The choice is kept: reopened after a reload, the switch is still off. Turned on again, assignments arrive.
  await memberPage.reload();
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Notifications…" }).click();
  await expect(assigned).not.toBeChecked();
  await assigned.focus();
  await memberPage.keyboard.press("Space");
  await expect(assigned).toBeChecked();
  await closeWithEscape(settings);
  await assignTask(adminPage, demo.member.name, "Empty the bins");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 2 unread");
  await expect(toast(memberPage, "New Task")).toContainText("“Empty the bins”");
});

test("with the family's switch off nothing is delivered, and the bell says why", async ({ adminPage, memberPage, demo }) => {
  async function setFamilySwitch(on: boolean) {
    await navigateInApp(adminPage, "/admin/settings");
    const toggle = adminPage.getByRole("checkbox", { name: "Notifications" });
    if ((await toggle.isChecked()) !== on) {
      await toggle.focus();
      await adminPage.keyboard.press("Space");
    }
    await expect(toggle).toBeChecked({ checked: on });
    // The page stays open between the two saves, so the first save's toast may still show: wait for a new one.
    const shown = await adminPage
      .locator('[data-scope="toast"][data-part="root"]')
      .evaluateAll((toasts) => toasts.map((toast) => `:not(#${CSS.escape(toast.id)})`).join(""));
    await adminPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(adminPage.locator(`[data-scope="toast"][data-part="root"]${shown}`).filter({ hasText: "Success" })).toBeVisible();
    await navigateInApp(adminPage, "/dashboard");
  }

  await setFamilySwitch(false);
  await openBell(memberPage);
  await expect(panel(memberPage)).toContainText("Notifications are turned off for the whole family.");
  await closeBell(memberPage);
  await assignTask(adminPage, demo.member.name, "Feed the cat");

  await setFamilySwitch(true);
  await assignTask(adminPage, demo.member.name, "Empty the bins");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 1 unread");
  await openBell(memberPage);
  await expect(rows(memberPage)).toHaveCount(1);
  await expect(rows(memberPage).first()).toContainText("“Empty the bins”");
  await expect(panel(memberPage)).not.toContainText("turned off for the whole family");
});

test("in a hidden tab with permission, the browser's own notification instead of a toast; clicking it opens the page", async ({
  adminPage,
  browser,
  demo,
}) => {
  const { context, page } = await memberWithFakeNotifications(browser, demo.member, "granted");
  await page.goto("/finance");
  await openBell(page);
  await expect(page.getByTestId("device-notifications")).toContainText("On");
  await closeBell(page);
  await setHidden(page, true);

  await assignTask(adminPage, demo.member.name, "Feed the cat");
  await expect.poll(async () => (await shownOn(page)).length).toBe(1);
  const [shown] = await shownOn(page);
  expect(shown.title).toBe("New Task");
  expect(shown.body).toBe(`${demo.admin.name} assigned you “Feed the cat”`);
  expect(shown.tag).toMatch(/\w/);
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(toast(page, "New Task")).toHaveCount(0);

  // Clicking it brings the app forward on the task itself, read.
  await clickLastShown(page);
  await expect(page).toHaveURL(/\/dashboard\?task=/);
  const tasks = page.getByRole("dialog", { name: "Your Tasks" });
  await expect(tasks.locator("[aria-current]")).toContainText("Feed the cat");
  await closeWithEscape(tasks);
  await expect(tasks).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName("Notifications");

  // Back in view: a toast, and no browser notification.
  await setHidden(page, false);
  await assignTask(adminPage, demo.member.name, "Empty the bins");
  await expect(toast(page, "New Task")).toContainText("“Empty the bins”");
  expect(await shownOn(page)).toHaveLength(1);
  expect(await requestsOn(page)).toBe(0);
  await context.close();
});

test("the browser is never asked on load; the bell's button asks once, then says On", async ({ browser, demo }) => {
  const { context, page } = await memberWithFakeNotifications(browser, demo.member, "default");
  for (const path of ["/dashboard", "/home-plan", "/finance"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await openBell(page);
  expect(await requestsOn(page)).toBe(0);
  await panel(page).getByRole("button", { name: "Notify me on this device" }).click();
  await expect(page.getByTestId("device-notifications")).toContainText("On");
  expect(await requestsOn(page)).toBe(1);
  // After a reload the browser remembers; nothing is asked again.
  await page.reload();
  await openBell(page);
  await expect(page.getByTestId("device-notifications")).toContainText("On");
  expect(await requestsOn(page)).toBe(1);
  await context.close();
});

test("the bell and its panel by keyboard: Enter opens it, Tab reaches a notification that opens its task, Escape closes it", async ({ adminPage, memberPage, demo }) => {
  await assignTask(adminPage, demo.member.name, "Feed the cat");
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(memberPage).focus();
  await memberPage.keyboard.press("Enter");
  await expect(panel(memberPage)).toBeVisible();
  await expect(panel(memberPage).getByRole("button", { name: "Mark all read" })).toBeFocused();
  await expect(rows(memberPage).first().getByRole("button")).toBeVisible();
  await memberPage.keyboard.press("Tab");
  await expect(rows(memberPage).first().getByRole("button")).toBeFocused();
  await memberPage.keyboard.press("Escape");
  await expect(panel(memberPage)).toBeHidden();
  await expect(bell(memberPage)).toBeFocused();
  // Again, opening the notification by keyboard. Each key waits for the focus the
  // last one moved: a Tab pressed before the panel takes the focus goes elsewhere.
  await memberPage.keyboard.press("Enter");
  await expect(panel(memberPage).getByRole("button", { name: "Mark all read" })).toBeFocused();
  // The panel loads its list afresh each time it opens: Tab once the row is there, as a person would.
  await expect(rows(memberPage).first().getByRole("button")).toBeVisible();
  await memberPage.keyboard.press("Tab");
  await expect(rows(memberPage).first().getByRole("button")).toBeFocused();
  await memberPage.keyboard.press("Enter");
  await expect(panel(memberPage)).toBeHidden();
  // It opens the task itself: the member's task list, at that task.
  await expect(memberPage).toHaveURL(/\/dashboard\?task=/);
  const tasks = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await expect(tasks.locator("[aria-current]")).toContainText("Feed the cat");
  // Closing the list leaves the plain dashboard (a reload does not open it again).
  await closeWithEscape(tasks);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications");
});

// Screens to review: the panel open at a phone's and a laptop's width, light and dark, for both roles.
test("the open panel fits a phone and a laptop, light and dark, for an admin and a member", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(120_000);
  await addRoom(adminPage, "Garage");
  await requestAccess(memberPage, "Garage");
  await approveFirstRequest(adminPage);
  await assignTask(adminPage, demo.member.name, "Empty the dishwasher, wipe the counters and take the recycling out to the kerb");
  for (const [who, page] of [
    ["admin", adminPage],
    ["member", memberPage],
  ] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await openBell(page);
        const box = (await panel(page).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `test-results/screens/notifications/${who}-${width}-${scheme}.png`);
        await closeBell(page);
      }
    }
  }
});
