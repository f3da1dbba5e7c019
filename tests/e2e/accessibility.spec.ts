import { createServer } from "node:http";
import type { Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expectNoAxeViolations, expectNoAxeViolationsInBothModes } from "./axe";
import { expect, test, navigateInApp, openFamilyScreen, screenMembers } from "./fixtures";

const signedOutPages: [string, string][] = [
  ["/", "Family Household"],
  ["/login", "Sign In"],
  ["/signup", "Create Account"],
  ["/forgot-password", "Forgot Password"],
  ["/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaaa&email=a%40b.test", "Reset Password"],
  ["/reset-password", "Invalid Reset Link"],
  ["/terms", "Terms of use"],
  ["/privacy", "Privacy policy"],
  ["/no/such/page", "404"],
];

for (const [path, heading] of signedOutPages) {
  test(`${path} has no accessibility violations, light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolationsInBothModes(page);
  });
}

const adminPages: [string, string][] = [
  ["/dashboard", "Family Dashboard"],
  ["/admin", "Admin Panel"],
  ["/admin/page-access", "Page Access"],
  ["/admin/family-members", "Family Members"],
  ["/admin/settings", "System Settings"],
  ["/admin/finance-settings", "Finance Settings"],
  ["/admin/finance-settings?tab=itemTypes", "Finance Settings"],
  ["/chores?tab=points", "Chores"],
  ["/health-fitness", "Health & Fitness"],
  ["/education", "Education"],
];

test("the admin's pages have no accessibility violations, light and dark", async ({ adminPage }) => {
  for (const [path, heading] of adminPages) {
    await navigateInApp(adminPage, path);
    await expect(adminPage.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolationsInBothModes(adminPage);
  }
});

test("the member's dashboard and task dialog have no accessibility violations", async ({ memberPage, demo }) => {
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  await expect(memberPage.getByRole("dialog", { name: "Your Tasks" })).toBeVisible();
  await expectNoAxeViolations(memberPage);
});

// Home inventory: the rooms, a room's grid, table, Pending Requests tab and item form, as a member.
test("the home inventory pages have no accessibility violations, light and dark", async ({ memberPage }) => {
  test.setTimeout(120_000);
  await navigateInApp(memberPage, "/home-plan");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Home Inventory" })).toBeVisible();
  await expect(memberPage.getByTestId("room-card")).toHaveCount(3);
  await expectNoAxeViolationsInBothModes(memberPage);
  await memberPage.getByRole("link", { name: "Master Bedroom" }).click();
  await expect(memberPage.getByTestId("item-grid")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
  await memberPage.getByRole("button", { name: "Table" }).click();
  await expect(memberPage.getByTestId("item-table")).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole("tab", { name: /Pending Requests/ }).click();
  await expect(memberPage.getByText("No pending requests")).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole("tab", { name: "Inventory" }).click();
  await memberPage.getByTestId("quick-picks").getByRole("button", { name: "Add Wardrobe" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Request New Item" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(memberPage);
  // A request waiting: the tab's red count and the request's card (with Withdraw).
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(memberPage.getByTestId("pending-count")).toHaveText("1");
  await memberPage.getByRole("tab", { name: /Pending Requests/ }).click();
  await expect(memberPage.getByTestId("pending-request")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
});

// Rooms admin: every tab with something in it, a room's page, 'Room Not Found', the delete dialog and the rename input.
test("the rooms admin pages have no accessibility violations, light and dark", async ({ adminPage, memberPage }) => {
  test.setTimeout(120_000);
  await navigateInApp(memberPage, "/home-plan");
  await navigateInApp(adminPage, "/admin/rooms");
  await adminPage.getByRole("textbox", { name: "Room name" }).fill("Garage");
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await expect(adminPage.getByTestId("requests-dot")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  for (const [tab, heading] of [
    ["Member Access", "Member Access"],
    ["Member-Room Matrix", "Who may enter which room"],
    ["Access Requests", "Room access requests"],
  ]) {
    await adminPage.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expect(adminPage.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expectNoAxeViolationsInBothModes(adminPage);
  }
  await adminPage.getByRole("tab", { name: "Room Management" }).click();
  await adminPage.getByRole("button", { name: "Rename Garage" }).click();
  await adminPage.getByRole("textbox", { name: "New name for Garage" }).fill("");
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByText("Room name cannot be empty")).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.keyboard.press("Escape");
  await adminPage.getByRole("button", { name: "Delete Garage" }).click();
  await expect(adminPage.getByRole("alertdialog", { name: "Delete Garage?" })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.keyboard.press("Escape");

  await adminPage.getByRole("link", { name: "Details of Kitchen" }).click();
  await expect(adminPage.getByRole("heading", { level: 2, name: "Who has access" })).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Refrigerator", exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.goto("/admin/rooms/not-a-room");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
  await expectNoAxeViolations(adminPage);
});

test("the open preferences menu has no accessibility violations", async ({ memberPage }) => {
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await expect(memberPage.getByRole("menuitemradio", { name: "Deutsch" })).toBeVisible();
  await expectNoAxeViolations(memberPage);
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

// Finance bills board and Finance settings: the bills with their paid
// toggles, the add-bill form showing its messages, and the settings' dialogs, light and dark.
// On /finance the check is of the bills card and the dialogs (the page as a whole is checked
// with the other pages).
const billsAndDialogs = ['[data-testid="bills-card"]', '[role="dialog"]', '[role="alertdialog"]'];

test("the bills board, its forms and the finance settings dialogs have no accessibility violations", async ({ adminPage }) => {
  test.setTimeout(120_000);
  await navigateInApp(adminPage, "/finance");
  const bills = adminPage.getByTestId("bills-card");
  await bills.getByRole("button", { name: "Add bill" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add bill" });
  await dialog.getByRole("button", { name: "Add bill" }).click();
  await expect(dialog.getByText("Payment type is required")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage, { include: billsAndDialogs });
  await dialog.getByRole("textbox", { name: "Description" }).fill("Council Tax");
  await dialog.getByRole("textbox", { name: "Amount (£)" }).fill("150");
  await dialog.getByRole("combobox", { name: "Due day" }).selectOption({ label: "1" });
  await dialog.getByRole("combobox", { name: "Payment method" }).selectOption({ label: "Bank Transfer" });
  await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Utilities" });
  await dialog.getByRole("combobox", { name: "Payment type" }).selectOption({ label: "Direct debit" });
  await dialog.getByRole("button", { name: "Add bill" }).click();
  await expect(dialog).toBeHidden();
  await bills.getByRole("button", { name: "Paid: Council Tax" }).focus();
  await adminPage.keyboard.press("Enter");
  await expect(bills.getByRole("button", { name: "Paid: Council Tax" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolationsInBothModes(adminPage, { include: billsAndDialogs });
  await bills.getByRole("button", { name: "Delete Council Tax" }).click();
  await expect(adminPage.getByRole("alertdialog", { name: "Delete Council Tax?" })).toBeVisible();
  await expectNoAxeViolations(adminPage, { include: billsAndDialogs });
  await adminPage.keyboard.press("Escape");

  await navigateInApp(adminPage, "/admin/finance-settings");
  await adminPage.getByRole("button", { name: "Add category" }).click();
  const category = adminPage.getByRole("dialog", { name: "Add category" });
  await category.getByRole("button", { name: "Add category" }).click();
  await expect(category.getByText("Category name is required")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await category.getByRole("button", { name: "Cancel" }).click();
  await adminPage.getByRole("button", { name: "Delete Utilities" }).click();
  await expect(adminPage.getByRole("alertdialog", { name: "Delete the category Utilities?" })).toBeVisible();
  await expectNoAxeViolations(adminPage);
});

// Finance dashboard: the whole page with a transaction in it (cards,
// charts, table; on a phone the card list), the transaction form showing its messages, a chart
// shown as a table, the import preview with a bad row and the delete question, light and dark.
test("the finance dashboard, its form, import preview and delete question have no accessibility violations", async ({ memberPage }) => {
  test.setTimeout(150_000);
  await navigateInApp(memberPage, "/finance");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Finance Dashboard" })).toBeVisible();
  await memberPage.getByRole("button", { name: "Add transaction" }).click();
  const form = memberPage.getByRole("dialog", { name: "Add Transaction" });
  await form.getByRole("button", { name: "Add Transaction" }).click();
  await expect(form.getByText("Payment method is required")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
  await form.getByRole("textbox", { name: "Description", exact: true }).fill("Weekly shop");
  await form.getByRole("textbox", { name: "Amount", exact: true }).fill("42.50");
  await form.getByRole("combobox", { name: "Category", exact: true }).selectOption({ label: "Groceries" });
  await form.getByRole("combobox", { name: "Item type", exact: true }).selectOption({ label: "Groceries" });
  await form.getByRole("combobox", { name: "Payment method", exact: true }).selectOption({ label: "Cash" });
  await form.getByRole("button", { name: "Add Transaction" }).click();
  await expect(form).toBeHidden();
  await expect(memberPage.getByTestId("category-chart-image")).toBeVisible();
  await expect(memberPage.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
  await memberPage.getByTestId("series-chart").getByRole("button", { name: "Show as table" }).click();
  await expect(memberPage.getByTestId("series-chart").getByRole("table")).toBeVisible();
  await expectNoAxeViolations(memberPage);

  const chooser = memberPage.waitForEvent("filechooser");
  await memberPage.getByRole("button", { name: "Import CSV" }).click();
  await (await chooser).setFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Date,Description,Amount,Type,Category,Item type,Payment method\r\n2026-11-02,Fine,1,expense,Groceries,Groceries,Cash\r\n2026-11-31,,abc,,Nope,Nope,Cheque"),
  });
  const preview = memberPage.getByRole("dialog", { name: "Import transactions" });
  await expect(preview.getByTestId("import-status")).toContainText("1 row has a problem");
  await expectNoAxeViolationsInBothModes(memberPage);
  await preview.getByRole("button", { name: "Cancel" }).click();

  await memberPage.getByRole("button", { name: "Delete Weekly shop" }).click();
  await expect(memberPage.getByRole("alertdialog", { name: "Delete this transaction?" })).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.keyboard.press("Escape");

  await memberPage.setViewportSize({ width: 375, height: 800 });
  await expect(memberPage.getByTestId("transaction-list")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
});

// Clothing: the wardrobe with its cards, the laundry basket, a week with an outfit,
// the Add Item form showing its messages, and the edit, plan and delete dialogs, light and dark;
// the member's page with Add Item disabled.
test("the clothing page, its forms and dialogs have no accessibility violations, light and dark", async ({ adminPage, memberPage }) => {
  test.setTimeout(120_000);
  await navigateInApp(memberPage, "/clothing");
  await expect(memberPage.getByTestId("clothing-card").first()).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);

  await navigateInApp(adminPage, "/clothing");
  await expect(adminPage.getByTestId("clothing-card").first()).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.getByRole("button", { name: "Edit Raincoat" }).click();
  await expect(adminPage.getByRole("dialog", { name: "Edit clothing item" })).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.keyboard.press("Escape");
  await adminPage.getByRole("button", { name: "Delete Raincoat" }).click();
  await expect(adminPage.getByRole("alertdialog", { name: "Delete Raincoat?" })).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await adminPage.keyboard.press("Escape");

  await adminPage.getByTestId("wardrobe-views").getByText("Laundry basket").click();
  await expect(adminPage.getByTestId("laundry-basket")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);

  await adminPage.getByRole("tab", { name: "Outfits" }).click();
  await adminPage.getByRole("combobox", { name: "Whose week" }).selectOption({ label: "Emma Carter" });
  await expect(adminPage.getByTestId("outfit-day-Monday")).toContainText("School day");
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.getByRole("button", { name: "Change the outfit for Monday" }).click();
  await expect(adminPage.getByRole("dialog", { name: "Outfit for Emma Carter on Monday" }).getByRole("combobox", { name: "Top" })).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.keyboard.press("Escape");

  await adminPage.getByRole("tab", { name: "Add Item" }).click();
  const form = adminPage.getByRole("form", { name: "Add a clothing item" });
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
});

// Scripture and the family feed: the reader with verses chosen, its verse table (from a
// fake Bible service on the backend's BIBLE_API_URL port) and its error; the feed with a post, a like,
// open comments, the delete question and a shared post; light and dark, each over its page background.
test("the scripture reader and the family feed have no accessibility violations, light and dark", async ({ memberPage, demo }) => {
  test.setTimeout(150_000);
  const bible = createServer((_request, response) => {
    const verses = [{ verse: 16, text: "For God so loved the world." }];
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ verses, text: verses[0].text }));
  });
  const { port, hostname } = new URL(e2eUrls.bible);
  await new Promise<void>((resolve) => bible.listen(Number(port), hostname, resolve));
  try {
    await navigateInApp(memberPage, "/spiritual-life?book=John&chapter=3&verses=16");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Spiritual Life" })).toBeVisible();
    await expectNoAxeViolationsInBothModes(memberPage);
    await memberPage.getByRole("button", { name: "Read" }).click();
    await expect(memberPage.getByTestId("verse-table")).toContainText("For God so loved the world.");
    await expectNoAxeViolationsInBothModes(memberPage);
  } finally {
    await new Promise<void>((resolve) => bible.close(() => resolve()));
  }
  await memberPage.getByRole("combobox", { name: "Translation" }).selectOption("niv");
  await memberPage.getByRole("button", { name: "Read" }).click();
  await expect(memberPage.getByTestId("scripture-error")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);

  await navigateInApp(memberPage, "/public");
  await memberPage.getByRole("textbox", { name: "Your post" }).fill("Photos from the picnic: https://example.org/album");
  await memberPage.getByRole("button", { name: "Post", exact: true }).click();
  const post = memberPage.getByRole("article", { name: `Post by ${demo.member.name}` }).filter({ hasText: "picnic" });
  await post.getByRole("button", { name: "Like" }).click();
  await expect(post.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
  await post.getByRole("button", { name: "Comment" }).click();
  await post.getByRole("textbox", { name: "Write a comment" }).fill("Lovely!");
  await post.getByRole("button", { name: "Send" }).click();
  await expect(post.getByTestId("comment")).toHaveCount(1);
  await memberPage.getByRole("button", { name: "Add a photo" }).click();
  await expectNoAxeViolationsInBothModes(memberPage);
  await post.getByRole("button", { name: "Delete post" }).click();
  await expect(memberPage.getByRole("alertdialog", { name: "Delete this post?" })).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.keyboard.press("Escape");
  await memberPage.goto(`/public?post=${await post.getAttribute("data-post-id")}`);
  await expect(memberPage.getByTestId("shared-post")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
});

// Activity log: empty, with entries by two people, and filtered to one member.
test("the activity log has no accessibility violations, light and dark", async ({ adminPage, memberPage }) => {
  test.setTimeout(120_000);
  await navigateInApp(adminPage, "/admin/activity");
  await expect(adminPage.getByText("Nothing has happened yet")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await navigateInApp(adminPage, "/admin/rooms");
  await adminPage.getByRole("textbox", { name: "Room name" }).fill("Garage");
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await navigateInApp(adminPage, "/admin/activity");
  const entries = adminPage.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.getByLabel("Show the actions of").selectOption({ label: "Sarah Carter" });
  await expect(entries).toHaveCount(1);
  await expectNoAxeViolationsInBothModes(adminPage);
});

// Approval inbox: empty, then with rows of two kinds and the badge, and filtered; the dashboard card.
test("the approval inbox has no accessibility violations, light and dark", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(120_000);
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByText("Nothing is waiting for a decision.")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await navigateInApp(adminPage, "/admin/rooms");
  await adminPage.getByRole("textbox", { name: "Room name" }).fill("Garage");
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await navigateInApp(adminPage, "/admin/approvals");
  const rows = adminPage.getByRole("list", { name: "Pending decisions" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await rows.first().focus();
  await expectNoAxeViolationsInBothModes(adminPage);
  await adminPage.getByLabel("Requested by").selectOption({ label: demo.admin.name });
  await expect(adminPage.getByText("Nothing waiting matches these filters.")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);
  await navigateInApp(adminPage, "/dashboard");
  await expect(adminPage.getByTestId("approvals-card")).toContainText("1 request is waiting for a decision.");
  await expectNoAxeViolationsInBothModes(adminPage);
});

// Notifications: the bell's panel open with a request (admin) and a decision (member), and the settings dialog.
test("the notification panel and notification settings have no accessibility violations, light and dark", async ({ adminPage, memberPage }) => {
  test.setTimeout(120_000);
  const bell = (page: Page) => page.getByTestId("notification-bell");
  const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
  await navigateInApp(adminPage, "/admin/rooms");
  await adminPage.getByRole("textbox", { name: "Room name" }).fill("Garage");
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await expect(bell(adminPage)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(adminPage).click();
  await expect(panel(adminPage).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolationsInBothModes(adminPage);

  await panel(adminPage).getByRole("listitem").first().getByRole("button").click();
  await expect(adminPage).toHaveURL(/\/admin\/approvals$/);
  const request = adminPage.getByRole("list", { name: "Pending decisions" }).getByRole("listitem").first();
  await request.getByRole("button", { name: /^Approve/ }).click();
  await expect(bell(memberPage)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(memberPage).click();
  await expect(panel(memberPage).getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolationsInBothModes(memberPage);
  await memberPage.keyboard.press("Escape");

  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Notifications…" }).click();
  await expect(memberPage.getByRole("dialog", { name: "Notifications" }).getByRole("checkbox")).toHaveCount(5);
  await expectNoAxeViolationsInBothModes(memberPage);
});

// Family screen: System Settings' section, the PIN dialog, and on the screen the family view, the PIN pad and a member's panel.
test("the family screen, its PIN pad, the member panel and the PIN dialog have no accessibility violations, light and dark", async ({ browser, adminPage, memberPage, demo }) => {
  test.setTimeout(240_000);
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Family screen PIN…" }).click();
  const pinDialog = memberPage.getByRole("dialog", { name: "Family screen PIN" });
  await expect(pinDialog.getByTestId("pin-state")).toBeVisible();
  await expectNoAxeViolationsInBothModes(memberPage);
  await pinDialog.getByLabel("New PIN (4 digits)").fill("2468");
  await pinDialog.getByLabel("Repeat the PIN").fill("2468");
  await pinDialog.getByRole("button", { name: "Save PIN" }).click();
  await expect(pinDialog).toBeHidden();

  await navigateInApp(adminPage, "/admin/settings");
  await expect(adminPage.getByText("No device is a family screen.")).toBeVisible();
  await expectNoAxeViolationsInBothModes(adminPage);

  // A screen already started (through the API, as the settings page's button does): starting one
  // from System Settings is family-screen.spec's, and here would cost a sign-in and three page loads.
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { viewport: { width: 1280, height: 720 } });
  const members = screenMembers(screen);
  await expectNoAxeViolationsInBothModes(screen);
  await members.getByRole("listitem", { name: demo.member.name, exact: true }).getByRole("button").click();
  const pad = screen.getByRole("dialog", { name: /Enter your PIN/ });
  await pad.getByRole("button", { name: "1", exact: true }).click();
  await screen.keyboard.type("111");
  await expect(pad.getByRole("alert")).toHaveText("Wrong PIN. 4 tries left.");
  await expectNoAxeViolationsInBothModes(screen);
  await screen.keyboard.type("2468");
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${demo.member.name}` })).toBeVisible();
  await expectNoAxeViolationsInBothModes(screen);
  await context.close();
});
