// "Stays right for days": the header's connection indicator follows
// the Convex client's connection. A backend restart is shown as reconnecting
// and heals by itself, without a page reload, and changes made after it still
// arrive live; the browser going offline shows Offline, and back online Live.
import type { Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expect, test, screenshot, navigateInApp } from "./fixtures";

const backendSiteUrl = e2eUrls.site;
const indicator = (page: Page) => page.getByTestId("connection-indicator");

/** Marks the page: a reload would lose the mark. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
}
const stillTheSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

test("a backend restart shows Reconnecting…, heals without a reload, and later changes arrive live", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  // Two sign-ins, a restart (the functions load again) and a reconnect.
  test.setTimeout(120_000);
  await navigateInApp(memberPage, "/dashboard");
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected");
  // Live: a quiet dot in the header, with its words for screen readers.
  await expect(indicator(memberPage)).toHaveText("Live");
  await expect(indicator(memberPage)).toHaveRole("status");
  await markPage(memberPage);

  const restarted = fetch(`${backendSiteUrl}/_local/restart`, { method: "POST" });
  // One assertion: the reconnect takes only a few seconds.
  await expect(indicator(memberPage)).toHaveText(/^Reconnecting…Last updated \d{1,2}:\d{2}/);
  const response = await restarted;
  expect(response.ok).toBe(true);
  const { restartedInMs } = (await response.json()) as { restartedInMs: number };

  const reconnectStarted = Date.now();
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected", { timeout: 30_000 });
  const reconnectMs = Date.now() - reconnectStarted;
  test.info().annotations.push({ type: "reconnect", description: `backend restart ${restartedInMs} ms; client live again ${reconnectMs} ms later` });
  expect(await stillTheSamePage(memberPage)).toBe(true);

  // After the restart: the member watches their tasks; the admin assigns one; it arrives live.
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const memberDialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await expect(memberDialog).toBeVisible();
  await expect(indicator(adminPage)).toHaveAttribute("data-status", "connected", { timeout: 30_000 });
  await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await adminPage.getByRole("textbox", { name: "Title" }).fill("Feed the cat");
  await adminPage.getByRole("button", { name: "Assign Task", exact: true }).click();
  await expect(adminPage.getByRole("dialog")).toBeHidden();
  await expect(memberDialog.getByRole("cell", { name: "Feed the cat", exact: true })).toBeVisible();
  expect(await stillTheSamePage(memberPage)).toBe(true);
});

test("offline shows Offline with the last update time; back online it is Live again", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/dashboard");
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected");
  await markPage(memberPage);

  await memberPage.context().setOffline(true);
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "offline");
  await expect(indicator(memberPage)).toContainText("Offline");
  await expect(indicator(memberPage).getByText("Offline")).toBeVisible();
  await expect(indicator(memberPage)).toContainText(/Last updated \d{1,2}:\d{2}/);
  await screenshot(memberPage, "test-results/screens/connection-offline-1280.png");
  await memberPage.setViewportSize({ width: 375, height: 800 });
  await screenshot(memberPage, "test-results/screens/connection-offline-375.png");

  await memberPage.context().setOffline(false);
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected", { timeout: 30_000 });
  await expect(indicator(memberPage)).toHaveText("Live");
  expect(await stillTheSamePage(memberPage)).toBe(true);
});

test("a change made offline says it waits, leaving the page asks first, and back online it is sent", async ({ adminPage, memberPage, demo }) => {
  await navigateInApp(memberPage, "/dashboard");
  await navigateInApp(adminPage, "/dashboard");
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected");
  // The dashboard's cards in, as the member sees them before the connection drops.
  const busy = memberPage.getByText("Busy", { exact: true });
  await expect(busy).toBeVisible();
  await memberPage.context().setOffline(true);
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "offline");
  await busy.click();
  await expect(memberPage.getByTestId("pending-changes")).toHaveText(
    "Your change will be sent when you’re back online. Keep this tab open until then.",
  );
  // Leaving now would lose it: the browser asks first.
  const asked = await memberPage.evaluate(() => {
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });
  expect(asked).toBe(true);

  await memberPage.context().setOffline(false);
  await expect(memberPage.getByTestId("pending-changes")).toHaveCount(0, { timeout: 30_000 });
  // Sent: the admin's dashboard shows the member busy.
  const card = adminPage.getByRole("list", { name: "Family members" }).getByRole("listitem", { name: demo.member.name });
  await expect(card.getByRole("img")).toHaveAttribute("data-status", "busy");
});

test("a dialog's code asked for offline comes once back online, and the page never goes blank", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/dashboard");
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "connected");
  await markPage(memberPage);
  const pageErrors: string[] = [];
  memberPage.on("pageerror", (error) => pageErrors.push(error.message));
  // Every fetch of the dialog's code, and whether the browser was offline then. A fetch made
  // offline fails, and the browser would keep that failure for the page's life.
  const fetches: { offline: boolean; failed: boolean }[] = [];
  let offline = false;
  const isDialogCode = (url: string) => /\/FamilyScreenPinDialog-[\w-]+\.js/.test(url);
  memberPage.on("request", (request) => {
    if (isDialogCode(request.url())) fetches.push({ offline, failed: false });
  });
  memberPage.on("requestfailed", (request) => {
    if (isDialogCode(request.url())) fetches.push({ offline, failed: true });
  });

  offline = true;
  await memberPage.context().setOffline(true);
  await expect(indicator(memberPage)).toHaveAttribute("data-status", "offline");
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Family screen PIN…" }).click();
  // The menu closed and the page is all there, not a blank screen; the dialog waits for its code.
  await expect(memberPage.getByRole("menu")).toBeHidden();
  await expect(memberPage.getByRole("button", { name: "Logout" }).first()).toBeVisible();
  await expect(indicator(memberPage)).toContainText("Offline");
  const dialog = memberPage.getByRole("dialog", { name: "Family screen PIN" });
  await expect(dialog).toHaveCount(0);

  // Back online the code is fetched, once the connection is there, and the dialog opens.
  offline = false;
  await memberPage.context().setOffline(false);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId("pin-state")).toHaveText("You have no PIN yet.");
  expect(fetches).toEqual([{ offline: false, failed: false }]);
  expect(pageErrors).toEqual([]);
  expect(await stillTheSamePage(memberPage)).toBe(true);
});
