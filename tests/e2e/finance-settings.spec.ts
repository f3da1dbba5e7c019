// Admin → Finance Settings: categories (with a monthly budget) and item types are added, renamed
// and deleted; deleting one that is used keeps it, shown as deleted, on what uses it. Members
// never reach the page. The usual categories and item types are added in the reader's language.
import type { Locator, Page } from "@playwright/test";
import { expect, test, screenshot, navigateInApp } from "./fixtures";
import { text } from "./i18n";

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title }).first();
const categories = (page: Page) => page.getByRole("list", { name: "Categories" });
const category = (page: Page, name: string) => categories(page).getByRole("listitem", { name, exact: true });
const itemTypeList = (page: Page) => page.getByRole("region", { name: "Item types" });
const itemType = (page: Page, name: string) => itemTypeList(page).getByRole("listitem", { name, exact: true });

async function openSettings(page: Page, tab?: "itemTypes") {
  await navigateInApp(page, tab ? `/admin/finance-settings?tab=${tab}` : "/admin/finance-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Finance Settings" })).toBeVisible();
}

async function fillCategory(dialog: Locator, values: { name?: string; description?: string; budget?: string }) {
  if (values.name !== undefined) await dialog.getByRole("textbox", { name: "Name" }).fill(values.name);
  if (values.description !== undefined) await dialog.getByRole("textbox", { name: "Description" }).fill(values.description);
  if (values.budget !== undefined) await dialog.getByRole("textbox", { name: "Monthly budget (£)" }).fill(values.budget);
}

test("an admin adds a category with a budget, edits it, and deletes it while unused; the budget shows on /finance", async ({ adminPage }) => {
  await openSettings(adminPage);
  await expect(categories(adminPage).getByRole("listitem")).toHaveCount(4);
  await expect(category(adminPage, "Groceries")).toContainText("Food and household shopping");
  await expect(category(adminPage, "Groceries")).toContainText("No budget");
  await expect(category(adminPage, "Groceries")).toContainText("Used by 0 transactions / 0 bills");

  await adminPage.getByRole("button", { name: "Add category" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add category" });
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(dialog.getByText("Category name is required", { exact: true })).toBeVisible();
  // A name already taken (whatever its case) is refused by the server, under the field.
  await fillCategory(dialog, { name: "groceries" });
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(dialog.getByText("A category with this name already exists.")).toBeVisible();
  await fillCategory(dialog, { name: "Pets", description: "Food and vet bills", budget: "0" });
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(dialog.getByText("Amount must be a positive number", { exact: true })).toBeVisible();
  await fillCategory(dialog, { budget: "80" });
  await dialog.getByRole("button", { name: "Add category" }).click();
  await expect(toast(adminPage, "Category Added")).toContainText("Pets can now be chosen for transactions and bills.");
  await expect(category(adminPage, "Pets")).toContainText("Budget £80.00 a month");
  await expect(category(adminPage, "Pets")).toContainText("Food and vet bills");

  // The finance page's budgets card shows it for this month.
  await navigateInApp(adminPage, "/finance");
  const budgets = adminPage.getByTestId("budgets-card");
  await expect(budgets.getByTestId("budget-row")).toHaveCount(1);
  await expect(budgets).toContainText("£0.00 of £80.00");
  await expect(budgets).toContainText("£80.00 left");
  await expect(budgets.getByRole("progressbar", { name: "Pets: £0.00 spent of £80.00" })).toBeVisible();

  // Edit: a new name, and no budget any more.
  await openSettings(adminPage);
  await category(adminPage, "Pets").getByRole("button", { name: "Edit Pets" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit category" });
  await expect(edit.getByRole("textbox", { name: "Monthly budget (£)" })).toHaveValue("80.00");
  await fillCategory(edit, { name: "Pet care", budget: "" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(adminPage, "Category Updated")).toContainText("Pet care was saved.");
  await expect(category(adminPage, "Pet care")).toContainText("No budget");
  await expect(category(adminPage, "Pets")).toHaveCount(0);

  // Unused: the confirmation says it will be deleted.
  await category(adminPage, "Pet care").getByRole("button", { name: "Delete Pet care" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete the category Pet care?" });
  await expect(confirm).toContainText("Nothing uses Pet care: it will be deleted.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Deleted")).toContainText("Pet care was deleted.");
  await expect(category(adminPage, "Pet care")).toHaveCount(0);
  await expect(categories(adminPage).getByRole("listitem")).toHaveCount(4);
});

test("a category a bill uses is kept on the bill as deleted and no longer offered", async ({ adminPage }) => {
  await navigateInApp(adminPage, "/finance");
  const bills = adminPage.getByTestId("bills-card");
  await bills.getByRole("button", { name: "Add bill" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add bill" });
  await dialog.getByRole("textbox", { name: "Description" }).fill("Netflix");
  await dialog.getByRole("textbox", { name: "Amount (£)" }).fill("10.99");
  await dialog.getByRole("combobox", { name: "Due day" }).selectOption({ label: "15" });
  await dialog.getByRole("combobox", { name: "Payment method" }).selectOption({ label: "Credit Card" });
  await dialog.getByRole("combobox", { name: "Category" }).selectOption({ label: "Entertainment" });
  await dialog.getByRole("combobox", { name: "Payment type" }).selectOption({ label: "Standing order" });
  await dialog.getByRole("button", { name: "Add bill" }).click();
  await expect(toast(adminPage, "Bill Added")).toBeVisible();

  await openSettings(adminPage);
  await expect(category(adminPage, "Entertainment")).toContainText("Used by 0 transactions / 1 bill");
  await category(adminPage, "Entertainment").getByRole("button", { name: "Delete Entertainment" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete the category Entertainment?" });
  await expect(confirm).toContainText("It stays on 0 transactions and 1 bill, shown as “Entertainment (deleted)”. It will no longer be offered for new ones.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Deleted")).toContainText("Entertainment is no longer offered; what uses it shows it as deleted.");
  await expect(category(adminPage, "Entertainment")).toHaveCount(0);

  await navigateInApp(adminPage, "/finance");
  await expect(bills.getByRole("listitem", { name: "Netflix" })).toContainText("Entertainment (deleted)");
  await bills.getByRole("button", { name: "Add bill" }).click();
  await expect(dialog.getByRole("combobox", { name: "Category" }).getByRole("option", { name: "Entertainment" })).toHaveCount(0);
  await expect(dialog.getByRole("combobox", { name: "Category" }).getByRole("option", { name: "Utilities" })).toHaveCount(1);

  // Adding the name again brings it back.
  await openSettings(adminPage);
  await adminPage.getByRole("button", { name: "Add category" }).click();
  const add = adminPage.getByRole("dialog", { name: "Add category" });
  await fillCategory(add, { name: "Entertainment" });
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(toast(adminPage, "Category Added")).toBeVisible();
  await expect(category(adminPage, "Entertainment")).toContainText("Used by 0 transactions / 1 bill");
});

test("a transaction over a budget shows live as over, and its category then says what keeps it", async ({ adminPage, memberPage }) => {
  await openSettings(adminPage);
  await category(adminPage, "Groceries").getByRole("button", { name: "Edit Groceries" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit category" });
  await fillCategory(edit, { budget: "50" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(category(adminPage, "Groceries")).toContainText("Budget £50.00 a month");

  // The admin watches the budgets card while the member spends (the finance page's own form).
  await navigateInApp(adminPage, "/finance");
  const budgets = adminPage.getByTestId("budgets-card");
  await expect(budgets).toContainText("£50.00 left");
  await navigateInApp(memberPage, "/finance");
  await memberPage.getByRole("button", { name: "Add transaction" }).click();
  const form = memberPage.getByRole("dialog", { name: "Add Transaction" });
  await form.getByRole("textbox", { name: "Description" }).fill("Weekly shop");
  await form.getByLabel("Amount").fill("62.50");
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Groceries" });
  await form.getByRole("combobox", { name: "Item type" }).selectOption({ label: "Groceries" });
  await form.getByRole("combobox", { name: "Payment method" }).selectOption({ label: "Debit Card" });
  await form.getByRole("button", { name: "Add Transaction" }).click();
  await expect(toast(memberPage, "Transaction Added")).toBeVisible();

  await expect(budgets).toContainText("£62.50 of £50.00");
  await expect(budgets).toContainText("£12.50 over");
  await expect(budgets.getByTestId("budget-row")).toHaveAttribute("data-over", "true");
  await expect(budgets.getByRole("progressbar", { name: "Groceries: £62.50 spent of £50.00" })).toHaveAttribute("aria-valuenow", "100");
  for (const scheme of ["light", "dark"] as const) {
    await adminPage.emulateMedia({ colorScheme: scheme });
    await screenshot(budgets, `test-results/screens/finance-settings/budgets-over-${scheme}.png`);
  }

  await openSettings(adminPage);
  await expect(category(adminPage, "Groceries")).toContainText("Used by 1 transaction / 0 bills");
  await category(adminPage, "Groceries").getByRole("button", { name: "Delete Groceries" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete the category Groceries?" });
  await expect(confirm).toContainText("It stays on 1 transaction and 0 bills, shown as “Groceries (deleted)”.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(category(adminPage, "Groceries")).toBeVisible();
});

test("item types: the seeded list scrolls at 24rem; add, rename and delete", async ({ adminPage }) => {
  await openSettings(adminPage);
  await adminPage.getByRole("tab", { name: /^Item Types/ }).click();
  await expect(adminPage).toHaveURL(/tab=itemTypes/);
  const list = itemTypeList(adminPage);
  await expect(list.getByRole("listitem")).toHaveCount(31);
  // Spec section 9: the list's height stops at 24rem and it scrolls (by keyboard too: it takes focus).
  const box = await list.evaluate((el) => ({ max: getComputedStyle(el).maxHeight, client: el.clientHeight, scroll: el.scrollHeight }));
  expect(box.max).toBe("384px");
  expect(box.client).toBeLessThanOrEqual(384);
  expect(box.scroll).toBeGreaterThan(box.client);
  await list.focus();
  await adminPage.keyboard.press("End");
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

  const name = adminPage.getByRole("textbox", { name: "Item type name" });
  await adminPage.getByRole("button", { name: "Add item type" }).click();
  await expect(adminPage.getByText("Item type name is required", { exact: true })).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill("rent");
  await adminPage.getByRole("button", { name: "Add item type" }).click();
  await expect(adminPage.getByText("An item type with this name already exists.")).toBeVisible();
  await name.fill("Pocket Money");
  await name.press("Enter");
  await expect(toast(adminPage, "Item Type Added")).toContainText("Pocket Money can now be chosen for transactions.");
  await expect(name).toHaveValue("");
  await expect(itemType(adminPage, "Pocket Money")).toContainText("Not used yet");
  await expect(list.getByRole("listitem")).toHaveCount(32);

  await itemType(adminPage, "Pocket Money").getByRole("button", { name: "Rename Pocket Money" }).click();
  const rename = adminPage.getByRole("dialog", { name: "Rename item type" });
  await rename.getByRole("textbox", { name: "Item type name" }).fill("  ");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByText("Item type name is required", { exact: true })).toBeVisible();
  await rename.getByRole("textbox", { name: "Item type name" }).fill("Allowance");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(toast(adminPage, "Item Type Renamed")).toContainText("Pocket Money is now Allowance.");
  await expect(itemType(adminPage, "Allowance")).toBeVisible();

  await itemType(adminPage, "Allowance").getByRole("button", { name: "Delete Allowance" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete the item type Allowance?" });
  await expect(confirm).toContainText("Nothing uses Allowance: it will be deleted.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Deleted")).toContainText("Allowance was deleted.");
  await expect(itemType(adminPage, "Allowance")).toHaveCount(0);
  // Reload keeps the tab.
  await adminPage.reload();
  await expect(adminPage.getByRole("tab", { name: /^Item Types/ })).toHaveAttribute("aria-selected", "true");
});

test("a member opening the page is sent to the dashboard and told why", async ({ memberPage }) => {
  await memberPage.goto("/admin/finance-settings");
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(toast(memberPage, "Access Denied")).toContainText("You need admin permissions to view this page.");
  await expect(memberPage.getByTestId("route-refusal")).toHaveCount(0);
});

test("an admin made a member while on the page never sees the error screen, and is sent on", async ({ adminPage, memberPage, demo }) => {
  await navigateInApp(adminPage, "/admin/family-members");
  await adminPage.getByRole("button", { name: `Make admin: ${demo.member.name}` }).click();
  await adminPage
    .getByRole("alertdialog", { name: `Make ${demo.member.name} an admin?` })
    .getByRole("button", { name: "Make admin" })
    .click();
  await expect(toast(adminPage, "Role Changed")).toBeVisible();
  // Records, from the first script on, what the page showed on the way.
  await memberPage.addInitScript(() => {
    const w = window as unknown as { saw: { errorScreen: boolean } };
    w.saw = { errorScreen: false };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Unexpected Application Error!")) w.saw.errorScreen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Loaded, not navigated to: the script above watches from the page's first moment.
  await memberPage.goto("/admin/finance-settings");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Finance Settings" })).toBeVisible();
  await expect(categories(memberPage).getByRole("listitem")).toHaveCount(4);

  await adminPage.getByRole("button", { name: `Make member: ${demo.member.name}` }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(toast(memberPage, "Access Denied")).toContainText("You need admin permissions to view this page.");
  const saw = await memberPage.evaluate(() => (window as unknown as { saw: { errorScreen: boolean } }).saw);
  expect(saw.errorScreen).toBe(false);
});

test("at 375 and 1280 px, light and dark, nothing scrolls sideways; screenshots of the page and the finance cards", async ({ adminPage }) => {
  test.setTimeout(180_000);
  await openSettings(adminPage);
  await category(adminPage, "Groceries").getByRole("button", { name: "Edit Groceries" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit category" });
  await fillCategory(edit, { budget: "400" });
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(category(adminPage, "Groceries")).toContainText("Budget £400.00 a month");

  const pages = [
    ["settings", "/admin/finance-settings"],
    ["item-types", "/admin/finance-settings?tab=itemTypes"],
    ["finance", "/finance"],
  ] as const;
  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await navigateInApp(adminPage, path);
      await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
      if (name === "finance") await expect(adminPage.getByTestId("game-level")).toBeVisible();
      // The tab's own panel: the one left may still be on its way out for a frame.
      else await expect(adminPage.getByRole("tabpanel", { name: name === "settings" ? "Categories" : "Item Types" })).toBeVisible();
      const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
      for (const scheme of ["light", "dark"] as const) {
        await adminPage.emulateMedia({ colorScheme: scheme });
        await screenshot(adminPage, `test-results/screens/finance-settings/${name}-${width}-${scheme}.png`, { fullPage: true });
        if (name !== "finance") continue;
        for (const card of ["budgets-card", "game-card", "tips-card"]) {
          await screenshot(adminPage.getByTestId(card), `test-results/screens/finance-settings/${card}-${width}-${scheme}.png`);
        }
      }
    }
  }
});

test("in German, the admin adds the usual categories and item types in German; names already there are skipped", async ({ adminPage }) => {
  await adminPage.getByRole("button", { name: "Your preferences" }).click();
  await adminPage.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await adminPage.keyboard.press("Escape");
  await expect(adminPage.locator("html")).toHaveAttribute("lang", "de");
  await navigateInApp(adminPage, "/admin/finance-settings");
  const de = (key: string, params?: Record<string, string | number>) => text("de", `financeSettings.${key}`, params);

  // The sample family's four English categories: the German ones are all missing.
  const list = adminPage.getByRole("list", { name: de("categories.listLabel") });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await screenshot(adminPage, "test-results/screens/finance-settings/starter-categories-de.png");
  const addCategories = adminPage.getByRole("button", { name: de("starter.categories.action") });
  await addCategories.click();
  await expect(toast(adminPage, de("starter.categories.addedTitle"))).toContainText(de("starter.categories.added_other", { count: 4 }));
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await expect(list.getByRole("listitem", { name: "Lebensmittel", exact: true })).toContainText("Essen und Einkäufe für den Haushalt");
  // Nothing usual is missing any more, so the action goes.
  await expect(addCategories).toHaveCount(0);

  // Item types: "Gas" and "Internet" are the same word in German and are not added twice.
  await adminPage.getByRole("tab", { name: de("tabs.itemTypes") }).click();
  await adminPage.getByRole("button", { name: de("starter.itemTypes.action") }).click();
  await expect(toast(adminPage, de("starter.itemTypes.addedTitle"))).toContainText(de("starter.itemTypes.added_other", { count: 29 }));
  const itemTypes = adminPage.getByRole("region", { name: de("itemTypes.listLabel") });
  await expect(itemTypes.getByRole("listitem")).toHaveCount(60);
  await screenshot(adminPage, "test-results/screens/finance-settings/starter-item-types-de.png");
  await expect(itemTypes.getByRole("listitem", { name: "Grundsteuer", exact: true })).toBeAttached();
  await expect(itemTypes.getByRole("listitem", { name: "Gas", exact: true })).toHaveCount(1);
  await expect(adminPage.getByRole("button", { name: de("starter.itemTypes.action") })).toHaveCount(0);
});
