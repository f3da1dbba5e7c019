// The finance dashboard in two browsers at once: the admin (David) and a member
// (Sarah) of the sample family, whose categories and item types are seeded.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, fillDate, test, navigateInApp } from "./fixtures";
import { text } from "./i18n";

test.describe.configure({ timeout: 120_000 });

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthName = (date: Date) => date.toLocaleDateString("en-GB", { month: "long", year: "numeric" });

function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

async function openFinance(page: Page, path = "/finance") {
  await navigateInApp(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Finance Dashboard" })).toBeVisible();
}

/** A field of the transaction form by its label (the label also holds the "*" of a required field, hidden from its name). */
function field(dialog: Locator, name: string) {
  const role = name === "Description" || name === "Date" || name === "Amount" ? "textbox" : "combobox";
  return dialog.getByRole(role, { name, exact: true });
}

type Entry = { description: string; amount: string; category: string; itemType: string; payment: string; type?: "Income" | "Expense"; date?: string;
};

async function fillTransaction(dialog: Locator, entry: Entry) {
  await field(dialog, "Description").fill(entry.description);
  await field(dialog, "Amount").fill(entry.amount);
  if (entry.type) await field(dialog, "Type").selectOption({ label: entry.type });
  await field(dialog, "Category").selectOption({ label: entry.category });
  await field(dialog, "Item type").selectOption({ label: entry.itemType });
  await field(dialog, "Payment method").selectOption({ label: entry.payment });
  if (entry.date) await fillDate(field(dialog, "Date"), entry.date);
}

async function addTransaction(page: Page, entry: Entry) {
  await page.getByRole("button", { name: "Add transaction" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Transaction" });
  await fillTransaction(dialog, entry);
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(toast(page, "Transaction Added")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/**
 * Picks a CSV file through Import CSV as a person does (the button waits for the
 * family's categories to load; a file set behind its back before then is ignored)
 * and waits for the preview.
 */
async function chooseCsv(page: Page, lines: string[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import CSV" }).click();
  await (await chooser).setFiles({ name: "transactions.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) });
  const dialog = page.getByRole("dialog", { name: "Import transactions" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const HEADER = "Date,Description,Amount,Type,Category,Item type,Payment method";
const totals = (page: Page) => ({
  income: page.getByTestId("total-income"),
  expenses: page.getByTestId("total-expenses"),
  savings: page.getByTestId("savings"),
});
const rows = (page: Page) => page.getByTestId("transactions-card").getByTestId("transaction-row");

test("a transaction added by a member shows in the admin's totals, chart and table without reload; the admin edits and deletes it", async ({ adminPage, memberPage }) => {
  await openFinance(adminPage);
  await openFinance(memberPage);
  await expect(totals(adminPage).expenses).toContainText("£0.00");
  await expect(adminPage.getByText("No transactions in this period")).toBeVisible();

  await addTransaction(memberPage, { description: "Weekly shop", amount: "42.50", category: "Groceries", itemType: "Groceries", payment: "Debit Card" });

  // Live on the admin's screen: totals, the chart's text alternative, the table.
  await expect(totals(adminPage).expenses).toContainText("£42.50");
  await expect(totals(adminPage).expenses).toContainText("1 transaction");
  await expect(totals(adminPage).savings).toContainText("-£42.50");
  await expect(totals(adminPage).savings).toContainText("Spent more than came in");
  await expect(adminPage.getByTestId("category-chart-image")).toHaveAttribute("aria-label", /Groceries £42\.50/);
  await expect(adminPage.getByTestId("series-chart-image")).toHaveAttribute("aria-label", /expenses £42\.50/);
  const row = rows(adminPage).filter({ hasText: "Weekly shop" });
  await expect(row).toContainText("−£42.50");
  await expect(row).toContainText("Sarah Carter");
  await expect(row).toContainText("Debit Card");
  await adminPage.getByTestId("category-chart").getByRole("button", { name: "Show as table" }).click();
  await expect(adminPage.getByTestId("category-chart").getByRole("row", { name: "Groceries £42.50" })).toBeVisible();

  // The admin may change it; a member may not change the admin's.
  await addTransaction(adminPage, { description: "Salary", amount: "2000", type: "Income", category: "Utilities", itemType: "Salary Income", payment: "Bank Transfer" });
  await expect(totals(memberPage).income).toContainText("£2,000.00");
  await expect(rows(memberPage).filter({ hasText: "Salary" })).toContainText("+£2,000.00");
  await expect(rows(memberPage).filter({ hasText: "Salary" }).getByRole("button")).toHaveCount(0);
  await expect(rows(memberPage).filter({ hasText: "Weekly shop" }).getByRole("button", { name: "Edit Weekly shop" })).toBeVisible();

  await row.getByRole("button", { name: "Edit Weekly shop" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit Transaction" });
  await expect(field(edit, "Amount")).toHaveValue("42.50");
  await field(edit, "Amount").fill("50");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(adminPage, "Transaction Updated")).toBeVisible();
  await expect(totals(memberPage).expenses).toContainText("£50.00");
  await expect(totals(memberPage).savings).toContainText("£1,950.00");
  await expect(totals(memberPage).savings).toContainText("98% of the income kept");

  await row.getByRole("button", { name: "Delete Weekly shop" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete this transaction?" });
  await expect(confirm).toContainText("Weekly shop");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Transaction Deleted")).toBeVisible();
  await expect(rows(memberPage).filter({ hasText: "Weekly shop" })).toHaveCount(0);
  await expect(totals(memberPage).expenses).toContainText("£0.00");
});

test("an empty form shows every message under its field; Month and Week ID follow the date", async ({ memberPage }) => {
  await openFinance(memberPage);
  await memberPage.getByRole("button", { name: "Add transaction" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Add Transaction" });

  // Today's date, month and week are filled in; the date fills the other two when it changes.
  await fillDate(field(dialog, "Date"), "2028-02-29");
  await expect(field(dialog, "Month ID")).toHaveValue("2");
  await expect(field(dialog, "Week ID")).toHaveValue("W5");
  await fillDate(field(dialog, "Date"), "2026-11-08");
  await expect(field(dialog, "Month ID")).toHaveValue("11");
  await expect(field(dialog, "Week ID")).toHaveValue("W2");

  await fillDate(field(dialog, "Date"), "");
  for (const name of ["Type", "Month ID", "Week ID"]) await field(dialog, name).selectOption({ value: "" });
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  const messages: [string, string][] = [
    ["Description", "Description is required"],
    ["Amount", "Amount must be a positive number"],
    ["Type", "Transaction type is required"],
    ["Category", "Category is required"],
    ["Item type", "Item type is required"],
    ["Payment method", "Payment method is required"],
    ["Date", "Date is required"],
    ["Month ID", "Month ID is required"],
    ["Week ID", "Week ID is required"],
  ];
  for (const [name, message] of messages) {
    // Each message is under its own field and is what a screen reader hears for it.
    await expect(field(dialog, name)).toHaveAccessibleDescription(message);
  }
  // Each limit says its own message.
  for (const [typed, message] of [
    ["0.001", "An amount has at most two decimal places (pence)"],
    ["1e3", "Enter the amount as a number, like 12.50"],
    ["-4", "Amount must be a positive number"],
    ["2000000", "Amounts can be at most £1,000,000"],
  ]) {
    await field(dialog, "Amount").fill(typed);
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(field(dialog, "Amount")).toHaveAccessibleDescription(message);
  }
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("in German, 12,50 is twelve pounds fifty: typed, saved, shown and edited the German way", async ({ memberPage }) => {
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await memberPage.keyboard.press("Escape");
  await expect(memberPage.locator("html")).toHaveAttribute("lang", "de");
  await navigateInApp(memberPage, "/finance");
  await expect(
    memberPage.getByRole("heading", {
      level: 1,
      name: text("de", "pages.finance.title"),
    }),
  ).toBeVisible();

  await memberPage.getByRole("button", { name: text("de", "finance.actions.add") }).click();
  const dialog = memberPage.getByRole("dialog", {
    name: text("de", "finance.form.addTitle"),
  });
  const amount = dialog.getByRole("textbox", {
    name: text("de", "finance.form.amount"),
    exact: true,
  });
  // The hint shows an amount the German way.
  await expect(amount).toHaveAccessibleDescription(text("de", "common.forms.amountHelp", { example: "12,50" }));
  await dialog
    .getByRole("textbox", {
      name: text("de", "finance.form.description"),
      exact: true,
    })
    .fill("Bäckerei");
  await amount.fill("12,50");
  for (const label of ["finance.form.category", "finance.form.itemType", "finance.form.paymentMethod"]) {
    await dialog.getByRole("combobox", { name: text("de", label), exact: true }).selectOption({ index: 1 });
  }
  await dialog.getByRole("button", { name: text("de", "finance.form.add") }).click();
  await expect(dialog).toHaveCount(0);
  const row = memberPage.getByTestId("transaction-row").filter({ hasText: "Bäckerei" });
  // Twelve pounds fifty, shown in German: never £1,250.
  await expect(row).toContainText("12,50");
  await expect(row).not.toContainText("1.250");

  await row
    .getByRole("button", {
      name: text("de", "finance.actions.edit", { description: "Bäckerei" }),
    })
    .click();
  const edit = memberPage.getByRole("dialog", {
    name: text("de", "finance.form.editTitle"),
  });
  await expect(
    edit.getByRole("textbox", {
      name: text("de", "finance.form.amount"),
      exact: true,
    }),
  ).toHaveValue("12,50");
});

test("the period selector changes every figure; previous, next and reload keep to the period", async ({ memberPage }) => {
  const now = new Date();
  const today = dayKey(now);
  const otherDay = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() === 1 ? 2 : 1));
  const otherMonth = new Date(now.getFullYear(), now.getMonth() === 11 ? 10 : now.getMonth() + 1, 10);
  await openFinance(memberPage);
  const preview = await chooseCsv(memberPage, [
    HEADER,
    `${today},Today's lunch,10.00,expense,Groceries,Eating Out,Cash`,
    `${otherDay},Earlier shop,20.00,expense,Groceries,Groceries,Cash`,
    `${dayKey(otherMonth)},Other month fuel,40.00,expense,Transportation,Car Fuel,Cash`,
  ]);
  await expect(preview.getByTestId("import-status")).toHaveText("Every row is ready to import.");
  await preview.getByRole("button", { name: "Import 3 transactions" }).click();
  await expect(toast(memberPage, "Transactions Imported")).toBeVisible();
  await expect(preview).toHaveCount(0);

  // The same file again: every row is found already recorded, and skipped unless the person says otherwise.
  const again = await chooseCsv(memberPage, [
    HEADER,
    `${today},Today's lunch,10.00,expense,Groceries,Eating Out,Cash`,
    `${otherDay},Earlier shop,20.00,expense,Groceries,Groceries,Cash`,
    `${dayKey(otherMonth)},Other month fuel,40.00,expense,Transportation,Car Fuel,Cash`,
  ]);
  await expect(again.getByTestId("import-row").filter({ hasText: "Already recorded" })).toHaveCount(3);
  const skip = again.getByRole("checkbox", { name: "Skip the 3 rows already recorded (same day, amount, type and description)" });
  await expect(skip).toBeChecked();
  await expect(again.getByRole("button", { name: "Import 0 transactions" })).toBeDisabled();
  await again.getByText("Skip the 3 rows already recorded").click();
  await expect(skip).not.toBeChecked();
  await expect(again.getByRole("button", { name: "Import 3 transactions" })).toBeEnabled();
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toHaveCount(0);

  const label = memberPage.getByTestId("period-label");
  const views = memberPage.getByTestId("period-views");
  await expect(label).toHaveText(monthName(now));
  await expect(totals(memberPage).expenses).toContainText("£30.00");
  await expect(rows(memberPage)).toHaveCount(2);

  await views.getByText("Yearly").click();
  await expect(label).toHaveText(String(now.getFullYear()));
  await expect(totals(memberPage).expenses).toContainText("£70.00");
  await expect(rows(memberPage)).toHaveCount(3);
  await expect(memberPage).toHaveURL(/view=year/);

  await views.getByText("Daily").click();
  await expect(totals(memberPage).expenses).toContainText("£10.00");
  await expect(rows(memberPage)).toHaveCount(1);
  await expect(memberPage.getByTestId("period-bar").getByRole("button", { name: "Today" })).toBeDisabled();

  // Monthly again, then to the other month and back.
  await views.getByText("Monthly").click();
  await expect(totals(memberPage).expenses).toContainText("£30.00");
  await memberPage.getByTestId("period-bar").getByRole("button", { name: otherMonth > now ? "Next period" : "Previous period" }).click();
  await expect(label).toHaveText(monthName(otherMonth));
  await expect(totals(memberPage).expenses).toContainText("£40.00");
  await expect(rows(memberPage)).toHaveCount(1);
  await memberPage.reload();
  await expect(label).toHaveText(monthName(otherMonth));
  await expect(totals(memberPage).expenses).toContainText("£40.00");
  await memberPage.goBack();
  await expect(label).toHaveText(monthName(now));
  await memberPage.goForward();
  await expect(label).toHaveText(monthName(otherMonth));
  await memberPage.getByTestId("period-bar").getByRole("button", { name: "This month" }).click();
  await expect(label).toHaveText(monthName(now));
  await expect(totals(memberPage).expenses).toContainText("£30.00");
});

test("the tenth transaction levels a member up: the celebration shows, then goes after about 3 s", async ({ memberPage }) => {
  const today = dayKey(new Date());
  await openFinance(memberPage);
  const nine = Array.from({ length: 9 }, (_, i) => `${today},Coffee ${i + 1},2.50,expense,Entertainment,Eating Out,Cash`);
  const preview = await chooseCsv(memberPage, [HEADER, ...nine]);
  await preview.getByRole("button", { name: "Import 9 transactions" }).click();
  await expect(toast(memberPage, "Transactions Imported")).toBeVisible();
  await expect(memberPage.getByTestId("level-up")).toHaveCount(0);
  await expect(memberPage.getByText("90 / 100 XP")).toBeVisible();

  await addTransaction(memberPage, { description: "Coffee 10", amount: "2.50", category: "Entertainment", itemType: "Eating Out", payment: "Cash" });
  const celebration = memberPage.getByTestId("level-up");
  await expect(celebration).toBeVisible();
  await expect(celebration).toContainText("You reached level 2");
  await expect(toast(memberPage, "New badge!")).toContainText("Bronze Accountant");
  const shown = Date.now();
  await expect(celebration).toHaveCount(0, { timeout: 6_000 });
  expect(Date.now() - shown).toBeGreaterThan(1_500);
});

test("Export CSV downloads the period; an import with a bad row says which and writes nothing", async ({ memberPage }) => {
  const now = new Date();
  const today = dayKey(now);
  await openFinance(memberPage);
  await addTransaction(memberPage, { description: '=HYPERLINK("x")', amount: "12.34", category: "Utilities", itemType: "Internet", payment: "Bank Transfer" });

  const [download] = await Promise.all([memberPage.waitForEvent("download"), memberPage.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`household-transactions-${today.slice(0, 7)}.csv`);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [header, line] = csv.slice(1).split("\r\n");
  expect(header).toBe("Date,Description,Amount,Type,Category,Item type,Payment method,Month ID,Week ID");
  expect(line).toContain(`${today},"'=HYPERLINK(""x"")",12.34,Expense,Utilities,Internet,Bank Transfer,${now.getMonth() + 1},W`);

  // The exported file imports back as it is; a file with a bad row imports nothing.
  const preview = await chooseCsv(memberPage, [HEADER, `${today},Good row,5.00,expense,Groceries,Groceries,Cash`, `${today},Bad row,5.00,expense,Groceriez,Groceries,Cheque`]);
  await expect(preview.getByTestId("import-status")).toContainText("1 row has a problem");
  const bad = preview.getByTestId("import-row").filter({ hasText: "Bad row" });
  await expect(bad).toContainText("Category: there is no category called “Groceriez”. Add it under Finance Settings, or use one that exists.");
  await expect(bad).toContainText(
    "Payment method: “Cheque” is not a payment method here: use Cash, Credit Card, Debit Card, Bank Transfer, or Mobile Payment.",
  );
  await expect(preview.getByTestId("import-row").filter({ hasText: "Good row" })).toContainText("Ready");
  await expect(preview.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  await preview.getByRole("button", { name: "Cancel" }).click();
  await expect(preview).toHaveCount(0);
  await expect(rows(memberPage)).toHaveCount(1);
  await expect(totals(memberPage).expenses).toContainText("£12.34");
});

test("the Finance page switched off while a member has it open (with the add form open) sends them on, never to the error screen", async ({ adminPage, memberPage, demo }) => {
  await memberPage.addInitScript(() => {
    const w = window as unknown as { sawErrorScreen: boolean };
    w.sawErrorScreen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Unexpected Application Error!")) w.sawErrorScreen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Loaded, not navigated to: the script above watches from the page's first moment.
  await memberPage.goto("/finance");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Finance Dashboard" })).toBeVisible();
  await memberPage.getByRole("button", { name: "Add transaction" }).click();
  await expect(memberPage.getByRole("dialog", { name: "Add Transaction" })).toBeVisible();

  await navigateInApp(adminPage, "/admin/page-access");
  await adminPage.getByRole("group", { name: demo.member.name }).getByText("Finance", { exact: true }).click();

  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(memberPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance" })).toHaveCount(0);
  expect(await memberPage.evaluate(() => (window as unknown as { sawErrorScreen: boolean }).sawErrorScreen)).toBe(false);
});
