// The family activity log (/admin/activity): what an admin does in one browser
// and what a member asks for in another show up on the log another admin
// session has open, without a reload; members are kept out.
import type { Browser, Page } from "@playwright/test";
import { addRoom, expect, signIn, test, type DemoAccount, navigateInApp } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first();
const entries = (page: Page) => page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
const grid = (page: Page) => page.getByTestId("item-grid");
const card = (page: Page, name: string) => grid(page).getByTestId("item-card").filter({ has: page.getByText(name, { exact: true }) });

/** Another browser (own context) signed in as `account`. */
async function secondSession(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { page, close: () => context.close() };
}

async function openActivity(page: Page) {
  await navigateInApp(page, "/admin/activity");
  await expect(page.getByRole("heading", { level: 1, name: "Activity Log" })).toBeVisible();
}


async function openRoomAsAdmin(page: Page, name: string) {
  await navigateInApp(page, "/home-plan");
  await page.getByTestId("room-cards").getByRole("link", { name, exact: true }).click();
  await expect(page.getByTestId("quick-picks")).toBeVisible();
}

test("who deleted the drill? Another admin's open log shows it, and a member's request, live", async ({
  adminPage,
  memberPage,
  demo,
  browser,
}) => {
  const watcher = await secondSession(browser, demo.admin);
  await openActivity(watcher.page);
  await expect(watcher.page.getByText("Nothing has happened yet")).toBeVisible();

  await addRoom(adminPage, "Garage");
  await expect(entries(watcher.page).first()).toHaveText(/David Carter added the room Garage/);

  await openRoomAsAdmin(adminPage, "Garage");
  // The new room is empty: its empty state offers the first Add Item.
  await adminPage.getByRole("button", { name: "Add Item", exact: true }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add Item" });
  await dialog.getByLabel("Name").fill("Drill");
  await dialog.getByLabel("Category").fill("Tools");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(adminPage, "Item Added")).toBeVisible();
  await card(adminPage, "Drill").getByRole("button", { name: "Delete Drill" }).click();
  await adminPage.getByRole("alertdialog", { name: "Delete Drill?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Item Deleted")).toBeVisible();

  // The watcher never reloaded: newest first, with a relative time and the exact one on its <time>.
  const deleted = entries(watcher.page).first();
  await expect(deleted).toHaveText(/David Carter deleted “Drill” from Garage/);
  await expect(deleted.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(deleted.locator("time")).toHaveAttribute("title", /\d/);
  await expect(entries(watcher.page).nth(1)).toHaveText(/David Carter added “Drill” to Garage/);

  await navigateInApp(memberPage, "/home-plan");
  const garage = memberPage.getByRole("group", { name: "Garage", exact: true });
  await garage.getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();
  await expect(entries(watcher.page).first()).toHaveText(/Sarah Carter asked to enter Garage/);
  await expect(entries(watcher.page)).toHaveCount(4);

  // Only Sarah's actions; the choice is kept in the address, so a reload keeps it.
  await watcher.page.getByLabel("Show the actions of").selectOption({ label: "Sarah Carter" });
  await expect(watcher.page).toHaveURL(/member=/);
  await expect(entries(watcher.page)).toHaveCount(1);
  await watcher.page.reload();
  await expect(watcher.page.getByLabel("Show the actions of")).toHaveValue(/.+/);
  await expect(entries(watcher.page)).toHaveCount(1);
  await expect(entries(watcher.page).first()).toHaveText(/Sarah Carter asked to enter Garage/);
  await watcher.page.getByLabel("Show the actions of").selectOption({ label: "Everyone" });
  await expect(entries(watcher.page)).toHaveCount(4);
  await watcher.close();
});

test("a member going to /admin/activity is sent away with the spec's toast", async ({ memberPage }) => {
  await memberPage.goto("/admin/activity");
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(toast(memberPage, "Access Denied")).toContainText("You need admin permissions to view this page.");
  await expect(memberPage.getByRole("heading", { name: "Activity Log" })).toHaveCount(0);
});

test("a filter naming no member of the family shows everyone's actions", async ({ adminPage }) => {
  await addRoom(adminPage, "Attic");
  await navigateInApp(adminPage, "/admin/activity?member=not-a-member");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Activity Log" })).toBeVisible();
  await expect(adminPage.getByLabel("Show the actions of")).toHaveValue("");
  await expect(entries(adminPage).first()).toHaveText(/David Carter added the room Attic/);
});
