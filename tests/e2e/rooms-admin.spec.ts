// Admin → Rooms and a room's detail page, with the member's /home-plan open in
// a second browser: requests and access changes show up on the other screen
// without a reload.
import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test, type DemoAccount, screenshot, navigateInApp, takingScreenshots } from "./fixtures";

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const row = (page: Page, name: string) => page.getByRole("list", { name: "Rooms" }).getByRole("listitem", { name, exact: true });
const memberCard = (page: Page, room: string) => page.getByRole("group", { name: room, exact: true });
const requestsTab = (page: Page) => page.getByRole("tab", { name: /^Access Requests/ });

async function openRooms(page: Page, tab?: "access" | "matrix" | "requests") {
  await navigateInApp(page, tab ? `/admin/rooms?tab=${tab}` : "/admin/rooms");
  await expect(page.getByRole("heading", { level: 1, name: "Rooms" })).toBeVisible();
}

async function addRoom(page: Page, name: string) {
  const field = page.getByRole("textbox", { name: "Room name" });
  await field.fill(name);
  await field.press("Enter");
  await expect(row(page, name)).toBeVisible();
}

/** Another browser (own context) signed in as `account`. */
async function secondSession(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { page, close: () => context.close() };
}

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("a member's access request shows live with the red dot; approve unlocks her card without reload, reject leaves it locked", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await openRooms(adminPage);
  await addRoom(adminPage, "Garage");
  await addRoom(adminPage, "Attic");
  await expect(adminPage.getByTestId("requests-dot")).toHaveCount(0);
  await expect(requestsTab(adminPage)).toHaveAccessibleName("Access Requests");

  await navigateInApp(memberPage, "/home-plan");
  const garage = memberCard(memberPage, "Garage");
  await expect(garage).toContainText("No access");
  await garage.getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();
  await expect(garage.getByRole("button", { name: "Request Pending" })).toBeDisabled();

  // The admin's page, open on another tab, shows the red dot by itself.
  await expect(adminPage.getByTestId("requests-dot")).toBeVisible();
  await expect(requestsTab(adminPage)).toHaveAccessibleName("Access Requests (1 request waiting)");
  await requestsTab(adminPage).click();
  await expect(adminPage).toHaveURL(/tab=requests/);
  const requests = adminPage.getByRole("list", { name: "Room access requests" }).getByRole("listitem");
  await expect(requests).toHaveCount(1);
  await expect(requests).toContainText(`${demo.member.name} asks to enter Garage`);
  await expect(requests).toContainText("less than a minute ago");

  // A second request arrives while the tab is open.
  await memberCard(memberPage, "Attic").getByRole("button", { name: "Request Access" }).click();
  await expect(requests).toHaveCount(2);
  await expect(requestsTab(adminPage)).toHaveAccessibleName("Access Requests (2 requests waiting)");

  await requests.filter({ hasText: "Garage" }).getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, "Access Granted")).toBeVisible();
  await expect(toast(adminPage, "Access Granted")).toContainText(`${demo.member.name} may now enter Garage.`);
  // Her card unlocks: it becomes the way into the room.
  await expect(garage.getByRole("link", { name: "Garage" })).toBeVisible();
  await expect(garage.getByRole("button", { name: /Request/ })).toHaveCount(0);

  await requests.filter({ hasText: "Attic" }).getByRole("button", { name: "Reject" }).click();
  await expect(toast(adminPage, "Request Rejected")).toBeVisible();
  await expect(adminPage.getByText("No access requests waiting")).toBeVisible();
  await expect(adminPage.getByTestId("requests-dot")).toHaveCount(0);
  const attic = memberCard(memberPage, "Attic");
  await expect(attic.getByRole("button", { name: "Request Access" })).toBeEnabled();
  await expect(attic.getByRole("link")).toHaveCount(0);
  await expect(memberPage.getByText("Unexpected Application Error!")).toHaveCount(0);
});

test("the admin adds, renames in place (Enter, Escape, blur) and deletes rooms", async ({ adminPage, memberPage }) => {
  await navigateInApp(memberPage, "/home-plan");
  await expect(memberCard(memberPage, "Kitchen")).toBeVisible();
  await openRooms(adminPage);

  const field = adminPage.getByRole("textbox", { name: "Room name" });
  await adminPage.getByRole("button", { name: "Add Room" }).click();
  await expect(adminPage.getByText("Room name is required")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await field.fill("  Garage ");
  await field.press("Enter");
  await expect(toast(adminPage, "Room Added")).toBeVisible();
  await expect(field).toHaveValue("");
  const garage = row(adminPage, "Garage");
  await expect(garage).toContainText("Other");
  await expect(garage).toContainText("0 items");
  await expect(garage).toContainText("0 members with access");
  await expect(memberCard(memberPage, "Garage")).toBeVisible();
  // The server's refusal, under the field: names are unique whatever their case.
  await field.fill("garage");
  await field.press("Enter");
  await expect(adminPage.getByText("A room with this name already exists.")).toBeVisible();
  await field.fill("");

  // Enter on the name opens the input; Enter saves and gives focus back to the name.
  await garage.getByRole("button", { name: "Rename Garage" }).focus();
  await adminPage.keyboard.press("Enter");
  let input = adminPage.getByRole("textbox", { name: "New name for Garage" });
  await expect(input).toBeFocused();
  await input.fill("Workshop");
  await input.press("Enter");
  await expect(toast(adminPage, "Room Renamed")).toContainText("Garage is now called Workshop.");
  await expect(row(adminPage, "Workshop").getByRole("button", { name: "Rename Workshop" })).toBeFocused();
  await expect(memberCard(memberPage, "Workshop")).toBeVisible();

  // Escape cancels: nothing saved.
  await row(adminPage, "Workshop").getByRole("button", { name: "Rename Workshop" }).click();
  input = adminPage.getByRole("textbox", { name: "New name for Workshop" });
  await input.fill("Not this");
  await input.press("Escape");
  await expect(input).toHaveCount(0);
  await expect(row(adminPage, "Workshop")).toBeVisible();
  await expect(row(adminPage, "Not this")).toHaveCount(0);

  // Blur saves, and the type follows the new name.
  await row(adminPage, "Workshop").getByRole("button", { name: "Rename Workshop" }).click();
  input = adminPage.getByRole("textbox", { name: "New name for Workshop" });
  await input.fill("Second Bathroom");
  await adminPage.getByRole("heading", { name: "Your rooms" }).click();
  await expect(row(adminPage, "Second Bathroom")).toContainText("Bathroom");
  await expect(input).toHaveCount(0);

  // A blank name is refused in place; a taken one by the server; Escape gives up.
  await row(adminPage, "Second Bathroom").getByRole("button", { name: "Rename Second Bathroom" }).click();
  input = adminPage.getByRole("textbox", { name: "New name for Second Bathroom" });
  await input.fill("   ");
  await input.press("Enter");
  await expect(adminPage.getByText("Room name cannot be empty")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.fill("kitchen");
  await input.press("Enter");
  await expect(adminPage.getByText("A room with this name already exists.")).toBeVisible();
  await input.press("Escape");
  await expect(row(adminPage, "Second Bathroom")).toBeVisible();

  // Delete: the confirmation says what goes with the room.
  await row(adminPage, "Kitchen").getByRole("button", { name: "Delete Kitchen" }).click();
  const dialog = adminPage.getByRole("alertdialog", { name: "Delete Kitchen?" });
  await expect(dialog).toContainText("its 4 items, with everything inside its containers");
  await expect(dialog).toContainText("the access of 2 members");
  // Nothing waits for a decision on it, so the list does not say "0 pending requests".
  await expect(dialog).not.toContainText("pending request");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row(adminPage, "Kitchen")).toBeVisible();
  await row(adminPage, "Kitchen").getByRole("button", { name: "Delete Kitchen" }).click();
  await dialog.getByRole("button", { name: "Delete Room" }).click();
  await expect(toast(adminPage, "Room Deleted")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(adminPage, "Kitchen")).toHaveCount(0);
  await expect(memberCard(memberPage, "Kitchen")).toHaveCount(0);
});

test("a member inside a room when access is taken away sees Access Denied; given back, the room returns by itself", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await navigateInApp(memberPage, "/home-plan");
  await memberCard(memberPage, "Kitchen").getByRole("link", { name: "Kitchen" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await openRooms(adminPage, "matrix");
  const box = adminPage.getByRole("checkbox", { name: `${demo.member.name} in Kitchen` });
  await box.focus();
  await adminPage.keyboard.press("Space");
  await expect(box).not.toBeChecked();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await adminPage.keyboard.press("Space");
  await expect(box).toBeChecked();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await expect(memberPage.getByTestId("room-refusal")).toHaveCount(0);
  await expect(memberPage.getByTestId("item-grid")).toBeVisible();
});

test("access switched in the matrix and on Member Access shows live on the member's rooms; tabs work by keyboard", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await navigateInApp(memberPage, "/home-plan");
  const kitchen = memberCard(memberPage, "Kitchen");
  await expect(kitchen.getByRole("link", { name: "Kitchen" })).toBeVisible();

  await openRooms(adminPage);
  // Arrow keys move between the tabs (and open them); the URL keeps the tab.
  await adminPage.getByRole("tab", { name: "Room Management" }).focus();
  // Wait for each move before the next: the tab opens by navigating, which re-renders the list.
  await adminPage.keyboard.press("ArrowRight");
  await expect(adminPage.getByRole("tab", { name: "Member Access" })).toBeFocused();
  await adminPage.keyboard.press("ArrowRight");
  await expect(adminPage.getByRole("tab", { name: "Member-Room Matrix" })).toBeFocused();
  await expect(adminPage.getByRole("tab", { name: "Member-Room Matrix" })).toHaveAttribute("aria-selected", "true");
  await expect(adminPage).toHaveURL(/tab=matrix/);

  const box = adminPage.getByRole("checkbox", { name: `${demo.member.name} in Kitchen` });
  await expect(box).toBeChecked();
  await box.focus();
  await adminPage.keyboard.press("Space");
  await expect(box).not.toBeChecked();
  await expect(kitchen.getByRole("button", { name: "Request Access" })).toBeVisible();
  await expect(kitchen.getByRole("link")).toHaveCount(0);
  // An admin always has access: ticked, and not to be unticked.
  const adminBox = adminPage.getByRole("checkbox", { name: `${demo.admin.name} in Kitchen` });
  await expect(adminBox).toBeChecked();
  await expect(adminBox).toBeDisabled();

  // The same grant on Member Access, after a reload (the tab and the member stay in the URL).
  await adminPage.getByRole("tab", { name: "Member Access" }).click();
  await adminPage.getByRole("combobox", { name: "Family member" }).selectOption({ label: demo.member.name });
  await adminPage.reload();
  await expect(adminPage.getByRole("combobox", { name: "Family member" })).toHaveValue(/.+/);
  await expect(adminPage.getByRole("combobox", { name: "Family member" }).locator("option:checked")).toHaveText(demo.member.name);
  const kitchenSwitch = adminPage.getByRole("checkbox", { name: "Kitchen" });
  await expect(kitchenSwitch).not.toBeChecked();
  await kitchenSwitch.focus();
  await adminPage.keyboard.press("Space");
  await expect(kitchenSwitch).toBeChecked();
  await expect(kitchen.getByRole("link", { name: "Kitchen" })).toBeVisible();

  await adminPage.getByRole("combobox", { name: "Family member" }).selectOption({ label: `${demo.admin.name} (Admin)` });
  await expect(adminPage.getByText(`${demo.admin.name} is an admin: admins always have access to every room.`)).toBeVisible();
  await expect(adminPage.getByRole("checkbox", { name: /Kitchen/ })).toBeDisabled();
  await expect(adminPage.getByRole("checkbox", { name: /Kitchen/ })).toBeChecked();
});

test("members' item requests wait on the Access Requests tab: approve applies, reject changes nothing, a vanished item closes the request", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  test.setTimeout(120_000);
  await navigateInApp(memberPage, "/home-plan");
  await memberCard(memberPage, "Kitchen").getByRole("link", { name: "Kitchen" }).click();
  for (const item of ["Kettle", "Dinner Plates"]) {
    await memberPage
      .getByRole("button", { name: `Request deletion of ${item}` })
      .first()
      .click();
    await memberPage.getByRole("alertdialog").getByRole("button", { name: "Request Deletion" }).click();
    await expect(toast(memberPage, "Deletion Requested").filter({ hasText: item })).toBeVisible();
  }

  await openRooms(adminPage, "requests");
  const items = adminPage.getByRole("list", { name: "Pending item requests" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(adminPage.getByTestId("requests-dot")).toBeVisible();
  const kettle = items.filter({ hasText: "Kettle" });
  await expect(kettle).toContainText(`${demo.member.name} asks to delete Kettle from Kitchen`);
  await expect(kettle).toContainText("Delete");
  await screenshot(adminPage, "test-results/screens/rooms-admin/light-1280-item-requests.png", { fullPage: true });

  await kettle.getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, "Item Deleted")).toContainText("Kettle in Kitchen");
  await expect(items).toHaveCount(1);
  await items.filter({ hasText: "Dinner Plates" }).getByRole("button", { name: "Reject" }).click();
  await expect(toast(adminPage, "Request Rejected")).toBeVisible();
  await expect(adminPage.getByText("No pending requests")).toBeVisible();
  await expect(adminPage.getByTestId("requests-dot")).toHaveCount(0);
  // On the member's screen, live: the Kettle is gone, the plates stay.
  await expect(memberPage.getByRole("button", { name: "Request deletion of Kettle" })).toHaveCount(0);
  await expect(memberPage.getByRole("button", { name: "Request deletion of Dinner Plates" }).first()).toBeVisible();

  // The item goes before the admin decides: the request is closed cleanly, with a notice.
  await memberPage.getByRole("button", { name: "Request deletion of Dinner Plates" }).first().click();
  await memberPage.getByRole("alertdialog").getByRole("button", { name: "Request Deletion" }).click();
  await expect(items).toHaveCount(1);
  await navigateInApp(adminPage, "/admin/rooms");
  await row(adminPage, "Kitchen").getByRole("link", { name: "Details of Kitchen" }).click();
  await adminPage.getByRole("button", { name: "Delete Dinner Plates" }).first().click();
  await adminPage.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(adminPage, "Item Deleted").filter({ hasText: "Dinner Plates" })).toBeVisible();
  await openRooms(adminPage, "requests");
  // Deleting the item directly leaves its request waiting; approving it now changes nothing.
  await items.filter({ hasText: "Dinner Plates" }).getByRole("button", { name: "Approve" }).click();
  await expect(toast(adminPage, "Request Closed")).toContainText("Dinner Plates or the place it was going no longer exists");
  await expect(adminPage.getByText("No pending requests")).toBeVisible();
});

test("a room's page: stats, who has access, its inventory; 'Room Not Found' for an unknown id and once deleted elsewhere", async ({
  adminPage,
  browser,
  demo,
}) => {
  await openRooms(adminPage);
  await row(adminPage, "Kitchen").getByRole("link", { name: "Details of Kitchen" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
  await expect(adminPage).toHaveTitle(/^Kitchen · /);
  const roomId = new URL(adminPage.url()).pathname.split("/").pop()!;
  await expect(adminPage.getByText(roomId, { exact: true })).toBeVisible();
  await expect(adminPage.getByTestId("stat-members")).toHaveText("2");
  await expect(adminPage.getByTestId("stat-pending")).toHaveText("0");
  await expect(adminPage.getByRole("link", { name: "Back to Rooms" })).toBeVisible();
  await expect(adminPage.getByRole("link", { name: "Back to Admin" })).toBeVisible();

  // Who has access: switching Emma off counts at once.
  const access = adminPage.getByRole("list", { name: "Who has access" });
  await access.getByRole("checkbox", { name: "Emma Carter" }).focus();
  await adminPage.keyboard.press("Space");
  await expect(adminPage.getByTestId("stat-members")).toHaveText("1");
  await expect(access.getByRole("checkbox", { name: new RegExp(demo.admin.name) })).toBeDisabled();

  // The inventory, with where one is in the URL: into the Refrigerator, reload, still there.
  await adminPage.getByRole("button", { name: "Refrigerator", exact: true }).click();
  await expect(adminPage).toHaveURL(/\?in=/);
  await expect(adminPage.getByText("Milk", { exact: true }).first()).toBeVisible();
  await adminPage.reload();
  await expect(adminPage.getByText("Milk", { exact: true }).first()).toBeVisible();
  await adminPage.goBack();
  await expect(adminPage.getByText("Kettle", { exact: true }).first()).toBeVisible();

  // Inline rename of the title.
  await adminPage.getByRole("button", { name: "Rename Kitchen" }).click();
  await adminPage.getByRole("textbox", { name: "New name for Kitchen" }).fill("Big Kitchen");
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Big Kitchen" })).toBeVisible();

  // Deleted by another admin while open: the page says so, with its ways back.
  const other = await secondSession(browser, demo.admin);
  await openRooms(other.page);
  await row(other.page, "Big Kitchen").getByRole("button", { name: "Delete Big Kitchen" }).click();
  await other.page.getByRole("alertdialog").getByRole("button", { name: "Delete Room" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
  await expect(adminPage.getByRole("link", { name: "Back to Rooms" })).toBeVisible();
  await other.close();

  for (const unknown of ["not-a-room", roomId]) {
    await adminPage.goto(`/admin/rooms/${unknown}`);
    await expect(adminPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
    await expect(adminPage.getByText("Unexpected Application Error!")).toHaveCount(0);
  }
  await adminPage.getByRole("link", { name: "Back to Rooms" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Rooms" })).toBeVisible();
});

test("an admin made a member while on Rooms sees the yellow notice, never the error screen, and is sent on", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await navigateInApp(adminPage, "/admin/family-members");
  await adminPage.getByRole("button", { name: `Make admin: ${demo.member.name}` }).click();
  await adminPage
    .getByRole("alertdialog", { name: `Make ${demo.member.name} an admin?` })
    .getByRole("button", { name: "Make admin" })
    .click();
  await expect(toast(adminPage, "Role Changed")).toBeVisible();
  // Records, from the first script on, what the page showed on the way.
  await memberPage.addInitScript(() => {
    const w = window as unknown as { saw: { errorScreen: boolean; notice: boolean } };
    w.saw = { errorScreen: false, notice: false };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Unexpected Application Error!")) w.saw.errorScreen = true;
      if (document.querySelector("[data-testid=rooms-admin-only]")) w.saw.notice = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await memberPage.goto("/admin/rooms?tab=requests");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Rooms" })).toBeVisible();

  await adminPage.getByRole("button", { name: `Make member: ${demo.member.name}` }).click();
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(toast(memberPage, "Access Denied")).toContainText("You need admin permissions to view this page.");
  const saw = await memberPage.evaluate(() => (window as unknown as { saw: Record<string, boolean> }).saw);
  expect(saw.errorScreen).toBe(false);
  // The server refuses the page's admin queries in the same update that changes her role, before the
  // guard runs again: the page shows the spec's yellow notice until she is sent on.
  expect(saw.notice).toBe(true);
  // And by address: a member never reaches the page.
  await memberPage.goto("/admin/rooms");
  await expect(memberPage).toHaveURL(/\/dashboard$/);
});

test("at 375 px nothing scrolls sideways but the matrix, inside its own box; screenshots light and dark", async ({
  adminPage,
  memberPage,
}) => {
  test.setTimeout(180_000);
  // Enough rooms for the matrix to be wider than a phone, and a request waiting.
  await openRooms(adminPage);
  for (const name of ["Garage", "Attic", "Utility Room", "Nursery", "Downstairs cloakroom and boot room"]) await addRoom(adminPage, name);
  await navigateInApp(memberPage, "/home-plan");
  await memberCard(memberPage, "Garage").getByRole("button", { name: "Request Access" }).click();
  await expect(adminPage.getByTestId("requests-dot")).toBeVisible();
  const detail = await row(adminPage, "Kitchen").getByRole("link", { name: "Details of Kitchen" }).getAttribute("href");

  /** Checks the page as it is now and keeps a screenshot of it in both colour schemes (when screenshots are kept). */
  async function look(name: string, width: number) {
    await noSidewaysScroll(adminPage, `${name} at ${width}px`);
    if (!takingScreenshots) return;
    for (const scheme of ["light", "dark"] as const) {
      await adminPage.emulateMedia({ colorScheme: scheme });
      await screenshot(adminPage, `test-results/screens/rooms-admin/${scheme}-${width}-${name}.png`, { fullPage: true });
    }
  }

  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await openRooms(adminPage);
    for (const [tab, heading] of [
      ["Room Management", "Add a room"],
      ["Member Access", "Member Access"],
      ["Member-Room Matrix", "Who may enter which room"],
      ["Access Requests", "Room access requests"],
    ] as const) {
      await adminPage.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
      await expect(adminPage.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      if (tab === "Member-Room Matrix") {
        // Long room names wrap inside their own column: no header runs into the next.
        const boxes = await adminPage.getByRole("columnheader").evaluateAll((headers) =>
          headers.map((header) => {
            const text = header.querySelector("p") ?? header;
            const range = document.createRange();
            range.selectNodeContents(text);
            const { left, right } = range.getBoundingClientRect();
            return { left, right, cell: header.getBoundingClientRect() };
          }),
        );
        for (const box of boxes) expect(box.right, `header text at ${width}px`).toBeLessThanOrEqual(box.cell.right + 0.5);
        for (const [index, box] of boxes.slice(1).entries()) expect(box.left).toBeGreaterThanOrEqual(boxes[index].right - 0.5);
      }
      if (tab === "Member-Room Matrix" && width === 375) {
        const scroller = adminPage.getByTestId("matrix-scroll");
        const sideways = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, "the matrix scrolls inside its box").toBeGreaterThan(0);
        // The member column stays put while the grid scrolls.
        const firstCell = adminPage.getByRole("rowheader").first();
        const before = (await firstCell.boundingBox())!.x;
        await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
        await expect.poll(async () => await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        expect((await firstCell.boundingBox())!.x).toBe(before);
      }
      await look(tab.toLowerCase().replaceAll(" ", "-"), width);
    }
    await navigateInApp(adminPage, detail!);
    await expect(adminPage.getByRole("heading", { level: 2, name: "Who has access" })).toBeVisible();
    await expect(adminPage.getByRole("button", { name: "Refrigerator", exact: true })).toBeVisible();
    await look("detail", width);
    await navigateInApp(adminPage, "/admin/rooms/not-a-room");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
    await look("not-found", width);
  }
});
