// Home inventory in two browsers at once: a member and the admin on the
// sample family (the member, Sarah, may enter all three sample rooms).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { expect, test, screenshot, navigateInApp } from "./fixtures";
import { text } from "./i18n";

// Two people signing in and a live backend on a small machine: give each test room.
test.describe.configure({ timeout: 120_000 });

function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title }).first();
}

/** The room's id, read from its card (an admin's card links to /admin/rooms/{id}, a member's to /home-plan/{id}). */
async function roomId(page: Page, name: string): Promise<string> {
  await navigateInApp(page, "/home-plan");
  const href = await page.getByTestId("room-cards").getByRole("link", { name, exact: true }).getAttribute("href");
  return href!.split("/").pop()!;
}

async function openRoom(page: Page, id: string) {
  await navigateInApp(page, `/home-plan/${id}`);
  await expect(page.getByTestId("quick-picks")).toBeVisible();
}

const grid = (page: Page) => page.getByTestId("item-grid");
const card = (page: Page, name: string) => grid(page).getByTestId("item-card").filter({ has: page.getByText(name, { exact: true }) });

/** A container opens from its name on its card. */
async function openContainer(page: Page, name: string) {
  await card(page, name).getByRole("button", { name, exact: true }).click();
}

async function addItem(page: Page, name: string, category: string, { container = false } = {}) {
  await grid(page).getByRole("button", { name: "Add Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Category").fill(category);
  if (container) await dialog.getByText("Container (holds other items)").click();
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(page, "Item Added")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, name)).toBeVisible();
}

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("a member asks to enter a room, the admin approves, and the card unlocks without reload", async ({ adminPage, memberPage }) => {
  await navigateInApp(adminPage, "/admin/rooms");
  await adminPage.getByLabel(text("en", "rooms.add.name")).fill("Guest Room");
  await adminPage.getByRole("button", { name: text("en", "rooms.add.submit") }).click();
  const guestRoomId = await roomId(adminPage, "Guest Room");

  await navigateInApp(memberPage, "/home-plan");
  const guestCard = memberPage.getByRole("group", { name: "Guest Room" });
  await expect(guestCard.getByText("No access")).toBeVisible();
  // Entering by address is refused by the server, shown as a page, not an error screen.
  await memberPage.goto(`/home-plan/${guestRoomId}`);
  await expect(memberPage.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(memberPage.getByText("Access denied: You don't have access to Guest Room")).toBeVisible();
  await memberPage.getByRole("link", { name: "Back to Home Inventory" }).click();

  await guestCard.getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();
  await expect(guestCard.getByRole("button", { name: "Request Pending" })).toBeDisabled();
  await expect(guestCard.getByText("Pending", { exact: true })).toBeVisible();

  await navigateInApp(adminPage, "/admin/rooms?tab=requests");
  const request = adminPage.getByTestId("access-request").filter({ hasText: "Guest Room" }).filter({ hasText: "Sarah Carter" });
  await request.getByRole("button", { name: text("en", "rooms.requests.approve") }).click();

  // Live: the member's page changes by itself.
  await expect(guestCard.getByText("Access", { exact: true })).toBeVisible();
  await expect(guestCard.getByRole("button", { name: "Request Pending" })).toHaveCount(0);
  await guestCard.getByRole("link", { name: "Guest Room" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Guest Room" })).toBeVisible();
  await expect(memberPage.getByText("No items in this room yet")).toBeVisible();
  await expect(memberPage.getByText("Add your first item to the inventory")).toBeVisible();
});

test("a member requests a new item, the admin approves it, and both see it live", async ({ adminPage, memberPage }) => {
  const kitchen = await roomId(memberPage, "Kitchen");
  await openRoom(memberPage, kitchen);
  await openRoom(adminPage, kitchen);
  await expect(memberPage.getByText("View Only")).toBeVisible();
  await expect(adminPage.getByText("View Only")).toHaveCount(0);

  await grid(memberPage).getByRole("button", { name: "Request New Item" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Request New Item" });
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toast(memberPage, "Missing Information")).toContainText("Please provide a name and category for the item");
  await expect(dialog.getByText("Please provide a name and category for the item").first()).toBeVisible();
  await dialog.getByLabel("Name").fill("Toaster");
  await dialog.getByLabel("Category").fill("Appliances");
  await dialog.getByLabel("Quantity").fill("0");
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(dialog.getByText("Quantity must be a whole number of at least 1")).toBeVisible();
  await dialog.getByLabel("Quantity").fill("2");
  await dialog.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(toast(memberPage, "Item Requested")).toBeVisible();

  // The red count on both screens; the item waits.
  for (const page of [memberPage, adminPage]) {
    await expect(page.getByRole("tab", { name: /Pending Requests/ })).toContainText("1");
  }
  await expect(card(memberPage, "Toaster")).toHaveCount(0);
  await adminPage.getByRole("tab", { name: /Pending Requests/ }).click();
  await expect(adminPage).toHaveURL(/tab=pending/);
  const request = adminPage.getByTestId("pending-request").filter({ hasText: "Toaster" });
  await expect(request).toContainText("Requested by Sarah Carter");
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, "Item Added")).toBeVisible();
  await expect(adminPage.getByText("No pending requests")).toBeVisible();

  await expect(card(memberPage, "Toaster")).toContainText("Qty: 2");
  await adminPage.getByRole("tab", { name: "Inventory" }).click();
  await expect(card(adminPage, "Toaster")).toBeVisible();
});

test("containers three levels deep: the trail, reload in the middle, Back and the browser's back", async ({ adminPage }) => {
  const bedroom = await roomId(adminPage, "Master Bedroom");
  await openRoom(adminPage, bedroom);
  await openContainer(adminPage, "Wardrobe");
  await expect(card(adminPage, "Winter Coat")).toBeVisible();
  await addItem(adminPage, "Box", "Storage");
  await expect(card(adminPage, "Box")).toContainText("Container");
  await openContainer(adminPage, "Box");
  await expect(adminPage.getByText("No items in Box yet")).toBeVisible();
  await adminPage.getByRole("button", { name: "Add Item" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add Item" });
  await dialog.getByLabel("Name").fill("Keepsake Tin");
  await dialog.getByLabel("Category").fill("Storage");
  await dialog.getByText("Container (holds other items)").click();
  await dialog.getByRole("button", { name: "Add Item" }).click();
  // The first item replaced the empty state and the button that opened the form: focus is on the Add tile beside it.
  await expect(dialog).toBeHidden();
  await expect(grid(adminPage).getByRole("button", { name: "Add Item" })).toBeFocused();
  await openContainer(adminPage, "Keepsake Tin");
  await expect(adminPage.getByText("No items in Keepsake Tin yet")).toBeVisible();

  const trail = adminPage.getByRole("navigation", { name: "Where you are" });
  await expect(trail).toHaveText(/Master Bedroom.*Wardrobe.*Box.*Keepsake Tin/);
  await adminPage.reload();
  await expect(trail).toHaveText(/Master Bedroom.*Wardrobe.*Box.*Keepsake Tin/);
  await expect(adminPage.getByText("No items in Keepsake Tin yet")).toBeVisible();

  await adminPage.getByRole("button", { name: "Back", exact: true }).click();
  await expect(card(adminPage, "Keepsake Tin")).toBeVisible();
  await adminPage.goBack();
  await expect(adminPage.getByText("No items in Keepsake Tin yet")).toBeVisible();
  await trail.getByRole("button", { name: "Wardrobe" }).click();
  await expect(card(adminPage, "Box")).toBeVisible();
  await trail.getByRole("button", { name: "Master Bedroom" }).click();
  await expect(card(adminPage, "Alarm Clock")).toBeVisible();
  await expect(trail).toHaveCount(0);
});

test("moving a container takes its contents along, and never into itself", async ({ adminPage }) => {
  const bedroom = await roomId(adminPage, "Master Bedroom");
  await openRoom(adminPage, bedroom);
  // A box in the wardrobe, to try moving the wardrobe into its own contents.
  await openContainer(adminPage, "Wardrobe");
  await addItem(adminPage, "Box", "Storage");
  await adminPage.getByRole("navigation", { name: "Where you are" }).getByRole("button", { name: "Master Bedroom" }).click();

  await card(adminPage, "Wardrobe").locator("label").click();
  await adminPage.getByRole("region", { name: "Selected items" }).getByRole("button", { name: "Move" }).click();
  let dialog = adminPage.getByRole("dialog", { name: "Move Wardrobe" });
  // Neither the wardrobe nor what is inside it is offered as where to put it.
  const places = dialog.getByLabel("Put it in").getByRole("option");
  await expect(places.filter({ hasText: "Wardrobe" })).toHaveCount(0);
  await expect(places).not.toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Two things at once, chosen from the keyboard, into the living room.
  await card(adminPage, "Bedside Lamp").getByRole("checkbox").focus();
  await adminPage.keyboard.press("Space");
  await expect(adminPage.getByText("2 selected")).toBeVisible();
  await adminPage.getByRole("region", { name: "Selected items" }).getByRole("button", { name: "Move" }).click();
  dialog = adminPage.getByRole("dialog", { name: "Move 2 items" });
  await expect(dialog).toContainText("A container moves with everything inside it.");
  await dialog.getByLabel("Room").selectOption({ label: "Living Room" });
  await dialog.getByLabel("Put it in").selectOption({ label: "Living Room (not in a container)" });
  await dialog.getByRole("button", { name: "Move" }).click();
  await expect(toast(adminPage, "Items Moved")).toBeVisible();
  await expect(card(adminPage, "Wardrobe")).toHaveCount(0);
  await expect(card(adminPage, "Bedside Lamp")).toHaveCount(0);

  await openRoom(adminPage, await roomId(adminPage, "Living Room"));
  await expect(card(adminPage, "Bedside Lamp")).toBeVisible();
  await openContainer(adminPage, "Wardrobe");
  for (const name of ["Winter Coat", "Spare Bedding", "Box"]) await expect(card(adminPage, name)).toBeVisible();
});

test("deleting: a member asks, an admin deletes a container and its contents move up", async ({ adminPage, memberPage }) => {
  const kitchen = await roomId(memberPage, "Kitchen");
  await openRoom(memberPage, kitchen);
  await card(memberPage, "Kettle").getByRole("button", { name: "Request deletion of Kettle" }).click();
  await memberPage.getByRole("alertdialog").getByRole("button", { name: "Request Deletion" }).click();
  await expect(toast(memberPage, "Deletion Requested")).toBeVisible();
  await expect(card(memberPage, "Kettle")).toContainText("Pending");
  await expect(card(memberPage, "Kettle").getByRole("button", { name: "Edit Kettle" })).toHaveCount(0);

  await openRoom(adminPage, kitchen);
  await expect(card(adminPage, "Kettle")).toContainText("Pending");
  await card(adminPage, "Refrigerator").getByRole("button", { name: "Delete Refrigerator" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete Refrigerator?" });
  await expect(confirm).toContainText("Everything inside it moves up to where it stood (Kitchen)");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(adminPage, "Item Deleted")).toBeVisible();
  // Live for the member too: the milk is now on the kitchen's top level.
  await expect(card(memberPage, "Refrigerator")).toHaveCount(0);
  await expect(card(memberPage, "Milk")).toBeVisible();
});

test("a photo upload shows in the grid; a broken address shows a placeholder, and the Image Error toast only in the form", async ({ adminPage }) => {
  await openRoom(adminPage, await roomId(adminPage, "Kitchen"));
  await grid(adminPage).getByRole("button", { name: "Add Item" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add Item" });
  await dialog.getByLabel("Name").fill("Teapot");
  await dialog.getByLabel("Category").fill("Kitchenware");
  // A 4×4 green PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGNgYPiPhBgYGBgYAIwEBP+o8GYAAAAASUVORK5CYII=",
    "base64",
  );
  await dialog.getByTestId("item-photo-file").setInputFiles({ name: "teapot.png", mimeType: "image/png", buffer: png });
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(toast(adminPage, "Item Added")).toBeVisible();
  const photo = card(adminPage, "Teapot").getByRole("img", { name: "Teapot" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Editing keeps the uploaded photo unless it is changed.
  await card(adminPage, "Teapot").getByRole("button", { name: "Edit Teapot" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit Item" });
  await expect(edit.getByLabel("Name")).toHaveValue("Teapot");
  await edit.getByLabel("Quantity").fill("3");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(adminPage, "Item Updated")).toBeVisible();
  await expect(card(adminPage, "Teapot")).toContainText("Qty: 3");
  await expect(card(adminPage, "Teapot").getByRole("img", { name: "Teapot" })).toBeVisible();

  // A file that is no photo is refused before any upload.
  await grid(adminPage).getByRole("button", { name: "Add Item" }).click();
  await dialog.getByTestId("item-photo-file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(dialog.getByText("Photos must be JPEG, PNG, WebP or GIF images.")).toBeVisible();
  // Nor is a text file renamed to look like one: the browser calls it image/png, its bytes say otherwise.
  await dialog.getByTestId("item-photo-file").setInputFiles({ name: "teapot.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByText("Photos must be JPEG, PNG, WebP or GIF images.")).toHaveCount(0);
  await dialog.getByTestId("item-photo-file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("twenty bytes of text") });
  await expect(dialog.getByText("Photos must be JPEG, PNG, WebP or GIF images.")).toBeVisible();
  // Said of the upload, not of the address field (which stays as it was).
  await expect(dialog.getByRole("button", { name: "Upload photo" })).toHaveAccessibleDescription("Photos must be JPEG, PNG, WebP or GIF images.");
  await expect(dialog.getByLabel("Or paste an image address")).not.toHaveAttribute("aria-invalid", "true");

  // A sample picture, then an address that does not load.
  await dialog.getByLabel("Name").fill("Spare Lamp");
  await dialog.getByLabel("Category").fill("Lighting");
  await dialog.getByRole("button", { name: "Sample image: a lamp" }).click();
  await expect(dialog.getByRole("button", { name: "Sample image: a lamp" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(card(adminPage, "Spare Lamp").getByRole("img", { name: "Spare Lamp" })).toBeVisible();

  await grid(adminPage).getByRole("button", { name: "Add Item" }).click();
  await dialog.getByLabel("Name").fill("Old Clock");
  await dialog.getByLabel("Category").fill("Decor");
  await dialog.getByLabel("Or paste an image address").fill("http://127.0.0.1:9/missing.png");
  await expect(toast(adminPage, "Image Error")).toContainText("Unable to load image from provided URL");
  // Told once, not at every render of the preview.
  await expect(adminPage.getByRole("status").filter({ hasText: "Image Error" })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(card(adminPage, "Old Clock")).toBeVisible();
  await expect(card(adminPage, "Old Clock").getByRole("img")).toHaveCount(0);
  // Whoever browses a room with a broken photo sees its placeholder, not a toast they cannot act on.
  await adminPage.reload();
  await expect(card(adminPage, "Old Clock")).toBeVisible();
  await expect(card(adminPage, "Old Clock").getByRole("img")).toHaveCount(0);
  await expect(card(adminPage, "Teapot").getByRole("img", { name: "Teapot" })).toBeVisible();
  await expect(adminPage.getByRole("status").filter({ hasText: "Image Error" })).toHaveCount(0);
});

test("search across rooms and in one room, and the CSV export reads back", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/home-plan");
  // One letter is the start of nearly every name: the page asks for a second one rather than listing fifty.
  await memberPage.getByRole("searchbox", { name: "Search every room" }).fill("c");
  await expect(memberPage.getByText("Type at least 2 letters to search.")).toBeVisible();
  await expect(memberPage.getByText("No items found")).toHaveCount(0);
  await memberPage.getByRole("searchbox", { name: "Search every room" }).fill("coat");
  const hit = memberPage.getByTestId("search-results").getByRole("button", { name: /Winter Coat/ });
  await expect(hit).toContainText("Master Bedroom › Wardrobe");
  await hit.click();
  await expect(memberPage).toHaveURL(/\/home-plan\/[^?]+\?in=/);
  await expect(card(memberPage, "Winter Coat")).toBeVisible();

  await memberPage.getByRole("searchbox", { name: "Search Master Bedroom" }).fill("zebra");
  await expect(memberPage.getByText("No items found")).toBeVisible();
  await expect(memberPage.getByText("No items match your search criteria")).toBeVisible();
  await memberPage.getByRole("button", { name: "Clear" }).click();
  await expect(card(memberPage, "Winter Coat")).toBeVisible();

  // A mistyped address is a page that says so, with the way back.
  await memberPage.goto("/home-plan/not-a-room");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
  await memberPage.getByRole("link", { name: "Go to the rooms" }).click();
  const [download] = await Promise.all([memberPage.waitForEvent("download"), memberPage.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^household-inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([
    "Room",
    "Location",
    "Item",
    "Quantity",
    "Category",
    "Condition",
    "Notes",
    "Container",
    "Added",
    "Last updated",
    "Image URL",
  ]);
  expect(parsed.data).toHaveLength(13);
  expect(parsed.data).toContainEqual(
    expect.objectContaining({ Room: "Master Bedroom", Location: "Wardrobe", Item: "Spare Bedding", Quantity: "3", Condition: "Fair", Container: "No" }),
  );
  expect(parsed.data).toContainEqual(expect.objectContaining({ Room: "Living Room", Location: "", Item: "Bookshelf", Container: "Yes" }));
});

test("a 100-character name wraps in the table: Qty, Condition and Actions stay on a laptop's screen", async ({ adminPage }) => {
  const bedroom = await roomId(adminPage, "Master Bedroom");
  await openRoom(adminPage, bedroom);
  const long = "Grandmother's hand-embroidered linen tablecloth with matching napkins, kept for Christmas dinner";
  await addItem(adminPage, long, "Linen");
  await adminPage.getByRole("button", { name: "Table", exact: true }).click();
  const table = adminPage.getByTestId("item-table");
  await expect(table.getByRole("cell", { name: long, exact: true })).toBeVisible();
  const sideways = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
  expect(sideways, "the table scrolls sideways at 1280 px").toBeLessThanOrEqual(0);
  await expect(table.getByRole("columnheader", { name: "Actions" })).toBeInViewport();
});

test("at 375 px the rooms, the room and its table fit the screen; screenshots light and dark", async ({ memberPage }) => {
  test.setTimeout(240_000);
  const bedroom = await roomId(memberPage, "Master Bedroom");
  for (const scheme of ["light", "dark"] as const) {
    await memberPage.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      await memberPage.setViewportSize({ width, height: 850 });
      await navigateInApp(memberPage, "/home-plan");
      await expect(memberPage.getByTestId("room-card")).toHaveCount(3);
      await noSidewaysScroll(memberPage, `/home-plan at ${width}`);
      await screenshot(memberPage, `test-results/screens/inventory/rooms-${width}-${scheme}.png`, { fullPage: true });
      await openRoom(memberPage, bedroom);
      await expect(grid(memberPage).getByTestId("item-card")).toHaveCount(3);
      await noSidewaysScroll(memberPage, `room grid at ${width}`);
      await screenshot(memberPage, `test-results/screens/inventory/room-grid-${width}-${scheme}.png`, { fullPage: true });
      await memberPage.getByRole("button", { name: "Table" }).click();
      await expect(memberPage.getByTestId("item-table")).toBeVisible();
      await noSidewaysScroll(memberPage, `room table at ${width}`);
      await screenshot(memberPage, `test-results/screens/inventory/room-table-${width}-${scheme}.png`, { fullPage: true });
      await memberPage.getByRole("button", { name: "Request New Item" }).click();
      await expect(memberPage.getByRole("dialog", { name: "Request New Item" })).toBeVisible();
      await screenshot(memberPage, `test-results/screens/inventory/item-form-${width}-${scheme}.png`);
      await memberPage.keyboard.press("Escape");
    }
  }
  // Only the sample's items, each grid two columns wide on a phone.
  await memberPage.setViewportSize({ width: 375, height: 850 });
  await openRoom(memberPage, bedroom);
  // Still the room left in its table: back to the grid.
  await memberPage.getByRole("button", { name: "Grid", exact: true }).click();
  const columns = await grid(memberPage).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(2);
});

test("what a member typed survives their page being switched off and a reload: the form starts from it and says so", async ({ adminPage, memberPage, demo }) => {
  const kitchen = await roomId(memberPage, "Kitchen");
  await openRoom(memberPage, kitchen);
  await grid(memberPage).getByRole("button", { name: "Request New Item" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Request New Item" });
  await dialog.getByLabel("Name").fill("Blue Scarf");
  await dialog.getByLabel("Notes").fill("The one Grandma knitted, for the hall hook.");

  // The admin switches Home Inventory off: the member is sent on, the form goes with the page.
  await navigateInApp(adminPage, "/admin/page-access");
  const flags = adminPage.getByRole("group", { name: demo.member.name });
  await flags.getByText("Home Inventory", { exact: true }).click();
  const inventoryLink = memberPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home Inventory" });
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  // The address changes before the page re-renders: the link still showing would not yet be the flag back on.
  await expect(inventoryLink).toHaveCount(0);
  await flags.getByText("Home Inventory", { exact: true }).click();
  await expect(inventoryLink).toBeVisible();

  // Back on the page, the form starts from what they had typed.
  await navigateInApp(memberPage, `/home-plan/${kitchen}`);
  await grid(memberPage).getByRole("button", { name: "Request New Item" }).click();
  await expect(dialog.getByText("What you typed before was kept.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Blue Scarf");
  await expect(dialog.getByLabel("Notes")).toHaveValue("The one Grandma knitted, for the hall hook.");

  // A reload midway keeps it too; Discard goes back to an empty form, and nothing was sent meanwhile.
  await memberPage.reload();
  await grid(memberPage).getByRole("button", { name: "Request New Item" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("Blue Scarf");
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByText("What you typed before was kept.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await grid(memberPage).getByRole("button", { name: "Request New Item" }).click();
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByText("Blue Scarf")).toHaveCount(0);
});
