import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** WCAG 2.1 A and AA rules, as axe checks them, on the page as it is now. */
async function expectNoViolations(page: Page) {
  // Toasts come and go on their own (a sign-in toast fades out a few seconds in): one caught
  // mid-fade has half-transparent text that axe measures as too faint, so the check is of the
  // page itself, not of whatever toast happens to be passing.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude('[data-scope="toast"]')
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

async function inBothModes(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: "light" });
  await check();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await check();
}

const signedOutPages: [string, string][] = [
  ["/", "Family Household"],
  ["/login", "Sign In"],
  ["/signup", "Create Account"],
  ["/forgot-password", "Forgot Password"],
  ["/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaaa&email=a%40b.test", "Reset Password"],
  ["/reset-password", "Invalid Reset Link"],
  ["/no/such/page", "404"],
];

for (const [path, heading] of signedOutPages) {
  test(`${path} has no accessibility violations, light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await inBothModes(page, () => expectNoViolations(page));
  });
}

const adminPages: [string, string][] = [
  ["/dashboard", "Family Dashboard"],
  ["/admin", "Admin Panel"],
  ["/admin/page-access", "Page Access"],
  ["/admin/family-members", "Family Members"],
  ["/admin/settings", "System Settings"],
  ["/health-fitness", "Health & Fitness"],
  ["/education", "Education"],
];

test("the admin's pages have no accessibility violations, light and dark", async ({ adminPage }) => {
  for (const [path, heading] of adminPages) {
    await adminPage.goto(path);
    await expect(adminPage.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await inBothModes(adminPage, () => expectNoViolations(adminPage));
  }
});

test("the member's dashboard and task dialog have no accessibility violations", async ({ memberPage, demo }) => {
  await expectNoViolations(memberPage);
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  await expect(memberPage.getByRole("dialog", { name: "Your Tasks" })).toBeVisible();
  await expectNoViolations(memberPage);
});

// Home inventory (issue 10): the rooms, a room's grid, table, Pending Requests tab and item form, as a member.
test("the home inventory pages have no accessibility violations, light and dark", async ({ memberPage }) => {
  test.setTimeout(120_000);
  await memberPage.goto("/home-plan");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Home Inventory" })).toBeVisible();
  await expect(memberPage.getByTestId("room-card")).toHaveCount(3);
  await inBothModes(memberPage, () => expectNoViolations(memberPage));
  await memberPage.getByRole("link", { name: "Master Bedroom" }).click();
  await expect(memberPage.getByTestId("item-grid")).toBeVisible();
  await inBothModes(memberPage, () => expectNoViolations(memberPage));
  await memberPage.getByRole("button", { name: "Table" }).click();
  await expect(memberPage.getByTestId("item-table")).toBeVisible();
  await expectNoViolations(memberPage);
  await memberPage.getByRole("tab", { name: /Pending Requests/ }).click();
  await expect(memberPage.getByText("No pending requests")).toBeVisible();
  await expectNoViolations(memberPage);
  await memberPage.getByRole("tab", { name: "Inventory" }).click();
  await memberPage.getByTestId("quick-picks").getByRole("button", { name: "Add Wardrobe" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Request New Item" });
  await expect(dialog).toBeVisible();
  await expectNoViolations(memberPage);
  // A request waiting: the tab's red count and the request's card (with Withdraw).
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(memberPage.getByTestId("pending-count")).toHaveText("1");
  await memberPage.getByRole("tab", { name: /Pending Requests/ }).click();
  await expect(memberPage.getByTestId("pending-request")).toBeVisible();
  await inBothModes(memberPage, () => expectNoViolations(memberPage));
});

// Rooms admin (issue 10): every tab with something in it, a room's page, 'Room Not Found', the delete dialog and the rename input.
test("the rooms admin pages have no accessibility violations, light and dark", async ({ adminPage, memberPage }) => {
  test.setTimeout(120_000);
  await memberPage.goto("/home-plan");
  await adminPage.goto("/admin/rooms");
  await adminPage.getByRole("textbox", { name: "Room name" }).fill("Garage");
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await expect(adminPage.getByTestId("requests-dot")).toBeVisible();
  await inBothModes(adminPage, () => expectNoViolations(adminPage));
  for (const [tab, heading] of [
    ["Member Access", "Member Access"],
    ["Member-Room Matrix", "Who may enter which room"],
    ["Access Requests", "Room access requests"],
  ]) {
    await adminPage.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expect(adminPage.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await inBothModes(adminPage, () => expectNoViolations(adminPage));
  }
  await adminPage.getByRole("tab", { name: "Room Management" }).click();
  await adminPage.getByRole("button", { name: "Rename Garage" }).click();
  await adminPage.getByRole("textbox", { name: "New name for Garage" }).fill("");
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByText("Room name cannot be empty")).toBeVisible();
  await expectNoViolations(adminPage);
  await adminPage.keyboard.press("Escape");
  await adminPage.getByRole("button", { name: "Delete Garage" }).click();
  await expect(adminPage.getByRole("alertdialog", { name: "Delete Garage?" })).toBeVisible();
  await expectNoViolations(adminPage);
  await adminPage.keyboard.press("Escape");

  await adminPage.getByRole("link", { name: "Details of Kitchen" }).click();
  await expect(adminPage.getByRole("heading", { level: 2, name: "Who has access" })).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Refrigerator", exact: true })).toBeVisible();
  await inBothModes(adminPage, () => expectNoViolations(adminPage));
  await adminPage.goto("/admin/rooms/not-a-room");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
  await expectNoViolations(adminPage);
});

test("the open preferences menu has no accessibility violations", async ({ memberPage }) => {
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await expect(memberPage.getByRole("menuitemradio", { name: "Deutsch" })).toBeVisible();
  await expectNoViolations(memberPage);
  await memberPage.keyboard.press("Escape");
});

test("the preferences menu works from the keyboard alone", async ({ memberPage }) => {
  await memberPage.getByRole("button", { name: "Your preferences" }).focus();
  await memberPage.keyboard.press("Enter");
  const french = memberPage.getByRole("menuitemradio", { name: "Français" });
  await expect(french).toBeVisible();
  // Family default, then English, Español, Français.
  for (let i = 0; i < 4; i++) {
    if (await french.evaluate((el) => el.getAttribute("data-highlighted") !== null)) break;
    await memberPage.keyboard.press("ArrowDown");
  }
  await memberPage.keyboard.press("Enter");
  await expect(memberPage.locator("html")).toHaveAttribute("lang", "fr");
});

test("signing in works from the keyboard alone", async ({ page, demo }) => {
  await page.goto("/login");
  await page.getByLabel("Email").focus();
  await page.keyboard.type(demo.member.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(demo.member.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Family Dashboard" })).toBeVisible();
});
