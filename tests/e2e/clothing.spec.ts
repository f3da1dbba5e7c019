// The clothing page in two browsers at once: the admin (David) and the member
// (Sarah) on the sample family, whose wardrobe has a few clothes each (Emma's
// school polo shirt in the laundry basket, her Monday outfit planned).
import type { Page } from "@playwright/test";
import { expect, test, screenshot, navigateInApp } from "./fixtures";

// Two people signing in and a live backend on a small machine: give each test room.
test.describe.configure({ timeout: 120_000 });

function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

const card = (page: Page, name: string) => page.getByTestId("clothing-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const basket = (page: Page) => page.getByTestId("laundry-basket");
const day = (page: Page, weekday: string) => page.getByTestId(`outfit-day-${weekday}`);

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("an admin adds an item for the member and the member's open wardrobe shows it without reload", async ({ adminPage, memberPage }) => {
  await navigateInApp(memberPage, "/clothing");
  await expect(card(memberPage, "Floral Dress")).toBeVisible();
  // Her own clothes come first.
  await expect(memberPage.getByTestId("clothing-card").first()).toContainText("Sarah Carter");
  await expect(card(memberPage, "Denim Jacket")).toHaveCount(0);

  // Home Inventory is where the page is found.
  await navigateInApp(adminPage, "/home-plan");
  await adminPage.getByRole("link", { name: "Clothing & laundry" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
  await adminPage.getByRole("tab", { name: "Add Item" }).click();
  await expect(adminPage).toHaveURL(/tab=add/);
  const form = adminPage.getByRole("form", { name: "Add a clothing item" });

  // The schema's messages under their fields, before anything is sent.
  await form.getByRole("button", { name: "Add Item" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Choose whose item this is")).toBeVisible();
  await expect(form.getByText("Category is required")).toBeVisible();

  await form.getByRole("textbox", { name: "Name" }).fill("Denim Jacket");
  await form.getByRole("combobox", { name: "Belongs to" }).selectOption({ label: "Sarah Carter" });
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Tops" });
  await form.getByRole("textbox", { name: "Size" }).fill("M");
  await form.getByRole("textbox", { name: "Colour" }).fill("Blue");
  await form.getByRole("group", { name: "Occasions" }).getByText("Casual").click();
  await form.getByRole("group", { name: "Seasons" }).getByText("Winter").click();
  // A photo, uploaded to storage on submit (a 4×4 PNG).
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGNgYPiPhBgYGBgYAIwEBP+o8GYAAAAASUVORK5CYII=", "base64");
  await form.getByTestId("item-photo-file").setInputFiles({ name: "jacket.png", mimeType: "image/png", buffer: png });
  // A double click adds it once.
  await form.getByRole("button", { name: "Add Item" }).dblclick();
  await expect(toast(adminPage, "Item Added")).toBeVisible();
  // The form is empty again but for the owner.
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(form.getByRole("combobox", { name: "Belongs to" })).toHaveValue(/.+/);

  const jacket = card(memberPage, "Denim Jacket");
  await expect(jacket).toBeVisible();
  await expect(jacket).toContainText("Sarah Carter");
  await expect(jacket).toContainText("Size M");
  await expect(jacket).toContainText("Casual");
  await expect(jacket).toContainText("Winter");
  await expect(jacket.getByTestId("laundry-status")).toHaveText("Clean");
  const photo = jacket.getByRole("img", { name: "Denim Jacket" });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card(memberPage, "Denim Jacket")).toHaveCount(1);
  // A member neither edits nor deletes.
  await expect(jacket.getByRole("button", { name: "Edit Denim Jacket" })).toHaveCount(0);

  // The filters: Sarah's winter clothes are the jacket alone; a category with none says so.
  await memberPage.getByRole("combobox", { name: "Season" }).selectOption({ label: "Winter" });
  await expect(memberPage.getByTestId("clothing-card")).toHaveCount(1);
  await memberPage.getByRole("combobox", { name: "Category" }).selectOption({ label: "Accessories" });
  await expect(memberPage.getByText("No clothes match these filters")).toBeVisible();
  await memberPage.getByRole("button", { name: "Clear filters" }).click();
  await expect(card(memberPage, "Floral Dress")).toBeVisible();

  // The admin edits it (the member sees the change) and deletes it (it goes from her wardrobe).
  await adminPage.getByRole("tab", { name: "Wardrobe" }).click();
  await card(adminPage, "Denim Jacket").getByRole("button", { name: "Edit Denim Jacket" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit clothing item" });
  await expect(edit.getByRole("textbox", { name: "Name" })).toHaveValue("Denim Jacket");
  await edit.getByRole("textbox", { name: "Colour" }).fill("Indigo");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card(memberPage, "Denim Jacket")).toContainText("Indigo");
  // Editing other fields keeps the uploaded photo.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card(adminPage, "Denim Jacket").getByRole("button", { name: "Delete Denim Jacket" }).click();
  await adminPage.getByRole("alertdialog", { name: "Delete Denim Jacket?" }).getByRole("button", { name: "Delete" }).click();
  await expect(card(memberPage, "Denim Jacket")).toHaveCount(0);
});

test("the member toggles laundry and the admin's open basket changes", async ({ adminPage, memberPage }) => {
  await navigateInApp(adminPage, "/clothing?view=basket");
  await expect(basket(adminPage)).toBeVisible();
  await expect(basket(adminPage).getByTestId("basket-owner")).toHaveCount(1);
  await expect(basket(adminPage)).toContainText("School Polo Shirt");
  await expect(card(adminPage, "Raincoat")).toHaveCount(0);

  await navigateInApp(memberPage, "/clothing");
  const raincoat = card(memberPage, "Raincoat");
  // Only the owner (or an admin) toggles: Sarah has no button on Emma's shirt.
  await expect(card(memberPage, "School Polo Shirt")).toBeVisible();
  await expect(card(memberPage, "School Polo Shirt").getByRole("button", { name: /School Polo Shirt/ })).toHaveCount(0);
  // A double click toggles once.
  await raincoat.getByRole("button", { name: "Needs washing: Raincoat" }).dblclick();
  await expect(raincoat.getByTestId("laundry-status")).toHaveText("Needs Washing");

  await expect(card(adminPage, "Raincoat")).toBeVisible();
  await expect(basket(adminPage).getByTestId("basket-owner")).toHaveCount(2);
  await expect(basket(adminPage).getByRole("region", { name: "Sarah Carter: 1 item to wash" })).toBeVisible();

  // Her basket view shows it too.
  await memberPage.getByTestId("wardrobe-views").getByText("Laundry basket").click();
  await expect(memberPage).toHaveURL(/view=basket/);
  await expect(basket(memberPage)).toContainText("Raincoat");
  await expect(basket(memberPage)).toContainText("School Polo Shirt");

  // The admin marks it clean from the basket; the member's basket follows.
  await card(adminPage, "Raincoat").getByRole("button", { name: "Mark clean: Raincoat" }).click();
  await expect(card(adminPage, "Raincoat")).toHaveCount(0);
  await expect(card(memberPage, "Raincoat")).toHaveCount(0);
  await memberPage.getByTestId("wardrobe-views").getByText("All clothes").click();
  await expect(raincoat.getByTestId("laundry-status")).toHaveText("Clean");
  await expect(basket(adminPage).getByTestId("basket-owner")).toHaveCount(1);
});

test("an admin plans a Monday outfit and the member sees it in their week", async ({ adminPage, memberPage }) => {
  await navigateInApp(memberPage, "/clothing?tab=outfits");
  await expect(memberPage.getByRole("combobox", { name: "Whose week" })).toHaveValue(/.+/);
  await expect(memberPage.getByRole("combobox", { name: "Whose week" }).locator("option:checked")).toHaveText("Sarah Carter (you)");
  await expect(memberPage.getByTestId("outfit-week").getByRole("listitem")).toHaveCount(7);
  await expect(day(memberPage, "Monday")).toContainText("Nothing planned");
  // Members see the plan only.
  await expect(memberPage.getByRole("button", { name: /Plan outfit/ })).toHaveCount(0);

  await navigateInApp(adminPage, "/clothing?tab=outfits");
  await adminPage.getByRole("combobox", { name: "Whose week" }).selectOption({ label: "Sarah Carter" });
  await expect(adminPage).toHaveURL(/member=/);
  await day(adminPage, "Monday").getByRole("button", { name: "Plan outfit for Monday" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Outfit for Sarah Carter on Monday" });
  // Nothing chosen: the schema says what is missing.
  await dialog.getByRole("button", { name: "Save outfit" }).click();
  await expect(dialog.getByText("Outfit name is required")).toBeVisible();
  await expect(dialog.getByText("Choose at least one item for the outfit")).toBeVisible();
  // Each slot offers only her clothes of its kind.
  await expect(dialog.getByRole("combobox", { name: "Top" }).locator("option")).toHaveText(["None", "Raincoat (Green)"]);
  await dialog.getByRole("textbox", { name: "Outfit name" }).fill("Church morning");
  await dialog.getByRole("combobox", { name: "Dress" }).selectOption({ label: "Floral Dress (Yellow)" });
  await dialog.getByRole("textbox", { name: "Notes" }).fill("Bring the cardigan");
  await dialog.getByRole("button", { name: "Save outfit" }).click();
  await expect(toast(adminPage, "Outfit Planned")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const monday = day(memberPage, "Monday");
  await expect(monday).toContainText("Church morning");
  await expect(monday.getByTestId("outfit-slot-dress")).toContainText("Floral Dress");
  await expect(monday).toContainText("Bring the cardigan");

  // The admin removes it; the member's Monday is empty again.
  await day(adminPage, "Monday").getByRole("button", { name: "Remove the outfit for Monday" }).click();
  await adminPage.getByRole("alertdialog", { name: "Remove the outfit for Monday?" }).getByRole("button", { name: "Remove" }).click();
  await expect(monday).toContainText("Nothing planned");
});

test("a member sees Add Item disabled and labelled 'Admin Only'", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/clothing");
  const addTab = memberPage.getByRole("tab", { name: /Add Item/ });
  await expect(addTab).toBeDisabled();
  await expect(addTab).toContainText("Admin Only");
  // A link to the tab shows her the wardrobe instead.
  await navigateInApp(memberPage, "/clothing?tab=add");
  await expect(memberPage.getByRole("tab", { name: "Wardrobe" })).toHaveAttribute("aria-selected", "true");
  await expect(memberPage.getByRole("form", { name: "Add a clothing item" })).toHaveCount(0);
});

test("every clothing view fits a phone and a laptop, light and dark", async ({ adminPage }, testInfo) => {
  const views = ["/clothing", "/clothing?view=basket", "/clothing?tab=outfits", "/clothing?tab=add"];
  for (const scheme of ["light", "dark"] as const) {
    await adminPage.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      for (const path of views) {
        await navigateInApp(adminPage, path);
        await expect(adminPage.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
        await expect(adminPage.getByRole("tab", { selected: true })).toBeVisible();
        await expect(adminPage.locator('[aria-busy="true"]')).toHaveCount(0);
        await noSidewaysScroll(adminPage, `${path} at ${width}px (${scheme})`);
        await screenshot(adminPage, testInfo.outputPath(`${scheme}-${width}${path.replace(/[/?=]/g, "_")}.png`), { fullPage: true });
      }
    }
  }
});

test("Clothing opens from Home Inventory, and switching it off while a member has it open sends them on, never to the error screen", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await memberPage.addInitScript(() => {
    const w = window as unknown as { sawErrorScreen: boolean };
    w.sawErrorScreen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Unexpected Application Error!")) w.sawErrorScreen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // A page load, so the watcher above is installed.
  await memberPage.goto("/home-plan");
  await memberPage.getByRole("link", { name: "Clothing & laundry" }).click();
  await expect(memberPage).toHaveURL(/\/clothing$/);
  await expect(memberPage.getByTestId("clothing-card").first()).toBeVisible();

  await navigateInApp(adminPage, "/admin/page-access");
  const memberSwitches = adminPage.getByRole("group", { name: demo.member.name });
  // With Home Inventory on, nothing needs saying under Clothing.
  await expect(memberSwitches.getByText("Needs Home Inventory on too.")).toHaveCount(0);
  await memberSwitches.getByText("Clothing", { exact: true }).click();

  await expect(memberPage).toHaveURL(/\/dashboard$/);
  // Told why, not just moved: the page they had open was switched off.
  await expect(memberPage.getByRole("status").filter({ hasText: "An admin switched this page off for you." })).toContainText("You no longer have access to Clothing");
  await navigateInApp(memberPage, "/home-plan");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Home Inventory" })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Clothing & laundry" })).toHaveCount(0);
  await memberPage.goto("/clothing");
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  expect(await memberPage.evaluate(() => (window as unknown as { sawErrorScreen: boolean }).sawErrorScreen)).toBe(false);
  // Home Inventory switched off: now Clothing's switch says what it needs.
  await memberSwitches.getByText("Home Inventory", { exact: true }).click();
  await expect(memberSwitches.getByText("Needs Home Inventory on too.")).toBeVisible();
});
