// The monthly bills board on /finance with the admin and a member signed in at once: the admin
// adds bills (every field required), the member sees them live and marks one paid, and the
// admin's "still unpaid" total follows without a reload. Members get no Add or Delete.
import type { Locator, Page } from "@playwright/test";
import { expect, test, screenshot, navigateInApp } from "./fixtures";

// Two people signing in and a live backend on a small machine: give each test room.
test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first();
const billsCard = (page: Page) => page.getByTestId("bills-card");
const bill = (page: Page, name: string) => billsCard(page).getByRole("listitem", { name, exact: true });
const unpaid = (page: Page) => billsCard(page).getByTestId("bills-unpaid");

/** The browser's calendar day of the month: the app's "today". */
async function todayOfMonth(page: Page): Promise<number> {
  return page.evaluate(() => new Date().getDate());
}

async function openFinance(page: Page) {
  await navigateInApp(page, "/finance");
  await expect(billsCard(page).getByRole("heading", { name: "Monthly Outgoings", exact: true })).toBeVisible();
}

/** Chooses an option of a native select by its label. */
async function choose(dialog: Locator, field: string, option: string) {
  await dialog.getByRole("combobox", { name: field }).selectOption({ label: option });
}

async function addBill(page: Page, bill: { description: string; amount: string; dueDay: number; method: string; category: string; type: string;
  }) {
  await billsCard(page).getByRole("button", { name: "Add bill" }).click();
  const dialog = page.getByRole("dialog", { name: "Add bill" });
  await dialog.getByRole("textbox", { name: "Description" }).fill(bill.description);
  await dialog.getByRole("textbox", { name: "Amount (£)" }).fill(bill.amount);
  await choose(dialog, "Due day", String(bill.dueDay));
  await choose(dialog, "Payment method", bill.method);
  await choose(dialog, "Category", bill.category);
  await choose(dialog, "Payment type", bill.type);
  await dialog.getByRole("button", { name: "Add bill" }).click();
  await expect(toast(page, "Bill Added")).toContainText(`${bill.description} is now on the monthly outgoings.`);
  await expect(dialog).toBeHidden();
}

test("the admin adds bills, the member marks one paid live, and the admin's unpaid total follows without reload", async ({ adminPage, memberPage }) => {
  await openFinance(adminPage);
  await openFinance(memberPage);
  await expect(billsCard(adminPage)).toContainText("No monthly outgoings yet");
  await expect(billsCard(memberPage)).toContainText("An admin adds the family's regular bills here");

  // Every field is required, each message under its field (spec section 5), before anything is sent.
  await billsCard(adminPage).getByRole("button", { name: "Add bill" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add bill" });
  await dialog.getByRole("button", { name: "Add bill" }).click();
  for (const message of [
    "Description is required",
    "Amount must be a positive number",
    "Due day is required",
    "Payment method is required",
    "Category is required",
    "Payment type is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveAttribute("aria-invalid", "true");
  // A wrong amount is refused too.
  await dialog.getByRole("textbox", { name: "Amount (£)" }).fill("12.345");
  await dialog.getByRole("button", { name: "Add bill" }).click();
  await expect(dialog.getByText("An amount has at most two decimal places (pence)", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const day = await todayOfMonth(adminPage);
  // Due today: "due soon". Due on the 1st: overdue, unless today is the 1st.
  await addBill(adminPage, { description: "Council Tax", amount: "150.50", dueDay: day, method: "Bank Transfer", category: "Utilities", type: "Direct debit" });
  await addBill(adminPage, { description: "Water", amount: "30", dueDay: 1, method: "Debit Card", category: "Utilities", type: "Standing order" });

  // Ordered by due day, with its facts.
  const names = billsCard(adminPage).getByTestId("bill-row");
  await expect(names).toHaveCount(2);
  if (day > 1) {
    await expect(names.first()).toHaveAccessibleName("Water");
    await expect(bill(adminPage, "Water")).toHaveAttribute("data-status", "overdue");
    await expect(bill(adminPage, "Water").getByText("Overdue", { exact: true })).toBeVisible();
    await expect(billsCard(adminPage).getByTestId("bills-summary")).toContainText("1 overdue");
  }
  await expect(bill(adminPage, "Council Tax")).toHaveAttribute("data-status", "dueSoon");
  await expect(bill(adminPage, "Council Tax")).toContainText("Bank Transfer · Utilities · Direct debit");
  await expect(bill(adminPage, "Council Tax")).toContainText("£150.50");
  await expect(billsCard(adminPage).getByTestId("bills-summary")).toContainText("Still unpaid this month");
  await expect(billsCard(adminPage).getByTestId("bills-summary")).toContainText("of £180.50 in total");
  await expect(unpaid(adminPage)).toHaveText("£180.50");

  // The member's open page shows them by itself, without Add or Delete.
  await expect(bill(memberPage, "Council Tax")).toBeVisible();
  await expect(bill(memberPage, "Water")).toBeVisible();
  await expect(billsCard(memberPage).getByRole("button", { name: "Add bill" })).toHaveCount(0);
  await expect(billsCard(memberPage).getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(billsCard(adminPage).getByRole("button", { name: "Delete Water" })).toBeVisible();

  // The member marks Council Tax paid: a toggle button, pressed.
  const toggle = bill(memberPage, "Council Tax").getByRole("button", { name: "Paid: Council Tax" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(bill(memberPage, "Council Tax")).toHaveAttribute("data-status", "paid");

  // The admin's total follows without a reload.
  await expect(unpaid(adminPage)).toHaveText("£30.00");
  await expect(bill(adminPage, "Council Tax").getByRole("button", { name: "Paid: Council Tax" })).toHaveAttribute("aria-pressed", "true");
  await expect(bill(adminPage, "Council Tax")).toContainText("Paid by");

  // Paid is per month: next month it is unpaid again; "This month" comes back.
  await billsCard(adminPage).getByRole("button", { name: "Next month" }).click();
  await expect(billsCard(adminPage).getByTestId("bills-summary")).toContainText("Still unpaid in");
  await expect(unpaid(adminPage)).toHaveText("£180.50");
  await expect(bill(adminPage, "Council Tax").getByRole("button", { name: "Paid: Council Tax" })).toHaveAttribute("aria-pressed", "false");
  await billsCard(adminPage).getByRole("button", { name: "This month" }).click();
  await expect(unpaid(adminPage)).toHaveText("£30.00");

  // Unmarking works the same way, both ways live.
  await bill(adminPage, "Council Tax").getByRole("button", { name: "Paid: Council Tax" }).click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(unpaid(memberPage)).toHaveText("£180.50");

  // The admin deletes a bill after confirming; it leaves the member's screen too.
  await billsCard(adminPage).getByRole("button", { name: "Delete Water" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete Water?" });
  await expect(confirm).toContainText("The bill and the months marked paid for it will be deleted.");
  await confirm.getByRole("button", { name: "Delete bill" }).click();
  await expect(toast(adminPage, "Bill Deleted")).toContainText("Water is no longer on the monthly outgoings.");
  await expect(bill(adminPage, "Water")).toHaveCount(0);
  await expect(bill(memberPage, "Water")).toHaveCount(0);
  await expect(unpaid(memberPage)).toHaveText("£150.50");
});

test("at 375 px the bills stack and nothing scrolls sideways; screenshots light and dark", async ({ adminPage }) => {
  await openFinance(adminPage);
  const day = await todayOfMonth(adminPage);
  await addBill(adminPage, { description: "Mortgage payment to the building society", amount: "1234.56", dueDay: 1, method: "Bank Transfer", category: "Utilities", type: "Direct debit" });
  await addBill(adminPage, { description: "Broadband", amount: "32.99", dueDay: day, method: "Credit Card", category: "Utilities", type: "Manual payment" });
  await addBill(adminPage, { description: "Streaming", amount: "10.99", dueDay: 28, method: "Mobile Payment", category: "Entertainment", type: "Standing order" });
  await bill(adminPage, "Broadband").getByRole("button", { name: "Paid: Broadband" }).click();
  await expect(bill(adminPage, "Broadband")).toHaveAttribute("data-status", "paid");

  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the finance page scrolls sideways by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    for (const scheme of ["light", "dark"] as const) {
      await adminPage.emulateMedia({ colorScheme: scheme });
      await billsCard(adminPage).scrollIntoViewIfNeeded();
      await screenshot(billsCard(adminPage), `test-results/screens/finance-bills/${width}-${scheme}.png`);
    }
  }
  // On a phone a row's parts sit one under the other: the toggle below the description.
  await adminPage.setViewportSize({ width: 375, height: 900 });
  const row = bill(adminPage, "Broadband");
  const text = await row.getByText("Broadband", { exact: true }).boundingBox();
  const button = await row.getByRole("button", { name: "Paid: Broadband" }).boundingBox();
  expect(button!.y).toBeGreaterThan(text!.y + text!.height - 1);
});
