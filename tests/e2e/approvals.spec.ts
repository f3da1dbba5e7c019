// The admin's one live approval inbox, with three people at once: two admins
// (the demo admin and Bea, made an admin through Family Members and then
// signing up with that email) and the demo member.
import type { Page } from "@playwright/test";
import { addRoom, expect, signUp, test, openAs, navigateInApp } from "./fixtures";

const rows = (page: Page) => page.getByRole("list", { name: "Pending decisions" }).getByRole("listitem");
const adminLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Admin/ });
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });


test("two admins and a member: requests reach both inboxes and badges live; one decides, the other's row leaves", async ({
  adminPage,
  memberPage,
  browser,
  demo,
}) => {
  test.setTimeout(120_000);
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  // The demo admin makes Bea an admin; she signs up with that email and is linked to it.
  await navigateInApp(adminPage, "/admin/family-members");
  await adminPage.getByRole("button", { name: "Add Member" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add Family Member" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Bea Carter");
  await dialog.getByRole("combobox", { name: "Role" }).selectOption("admin");
  await dialog.getByRole("textbox", { name: "Email" }).fill("bea@household.test");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(adminPage.getByText("Bea Carter was added to the family.")).toBeVisible();
  const beaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const bea = await beaContext.newPage();
  await signUp(bea, "Bea Carter", "bea@household.test", "a-long-password-1");
  await expect(adminLink(bea)).toBeVisible();

  // Both admins open the inbox; nothing waits yet, and the Admin link has no count.
  await addRoom(adminPage, "Garage");
  const assign = adminPage;
  await assign.goto("/dashboard");
  await assign.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await assign.getByRole("textbox", { name: "Title" }).fill("Sweep the garage");
  await assign.getByRole("button", { name: "Assign Task", exact: true }).click();
  await expect(assign.getByText(`"Sweep the garage" was assigned to ${demo.member.name}.`)).toBeVisible();
  for (const page of [adminPage, bea]) {
    await page.goto("/admin/approvals");
    await expect(page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
    await expect(page.getByText("Nothing is waiting for a decision.")).toBeVisible();
    await expect(adminLink(page)).toHaveAccessibleName("Admin");
  }

  // The member asks to enter the Garage and completes the task.
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();
  await navigateInApp(memberPage, "/dashboard");
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  await memberPage.getByRole("dialog", { name: "Your Tasks" }).getByRole("button", { name: "Complete Sweep the garage" }).click();
  await memberPage.keyboard.press("Escape");
  await expect(memberPage.getByRole("dialog", { name: "Your Tasks" })).toBeHidden();

  // Both inboxes and badges change without a reload, oldest first.
  for (const page of [adminPage, bea]) {
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText(`${demo.member.name} asks to enter Garage`);
    await expect(rows(page).nth(1)).toContainText(`${demo.member.name} completed “Sweep the garage”`);
    await expect(adminLink(page)).toHaveAccessibleName(/Admin\s*, 2 pending/);
  }

  // Filters live in the URL.
  await bea.getByTestId("approvals-kind-filter").selectOption("task");
  await expect(bea).toHaveURL(/kind=task/);
  await expect(rows(bea)).toHaveCount(1);
  await bea.getByTestId("approvals-kind-filter").selectOption("");
  await expect(rows(bea)).toHaveCount(2);

  // The keys are said on a laptop, not on a phone, which has none.
  await expect(adminPage.getByTestId("approvals-keyboard-hint")).toBeVisible();
  await bea.setViewportSize({ width: 375, height: 800 });
  await expect(bea.getByTestId("approvals-keyboard-hint")).toBeHidden();
  await bea.setViewportSize({ width: 1280, height: 800 });

  // The demo admin approves the access request by keyboard: focus the first row, press A.
  await rows(adminPage).nth(0).focus();
  await adminPage.keyboard.press("a");
  await expect(toast(adminPage, "Access Granted")).toBeVisible();
  // Bea's inbox loses the row by itself; both badges say 1.
  for (const page of [adminPage, bea]) {
    await expect(rows(page)).toHaveCount(1);
    await expect(adminLink(page)).toHaveAccessibleName(/Admin\s*, 1 pending/);
  }
  // Focus moved to the row that took its place.
  await expect(rows(adminPage).nth(0)).toBeFocused();

  // Bea approves the task with the mouse; the demo admin's row leaves.
  await rows(bea).nth(0).getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(bea, "Task Approved")).toBeVisible();
  for (const page of [adminPage, bea]) {
    await expect(page.getByText("Nothing is waiting for a decision.")).toBeVisible();
    await expect(adminLink(page)).toHaveAccessibleName("Admin");
  }
  // The member's bell heard of both decisions without a reload (and of the task they were given).
  const memberBell = memberPage.getByTestId("notification-bell");
  await expect(memberBell).toHaveAccessibleName("Notifications, 3 unread");
  await memberBell.click();
  const told = memberPage.getByRole("dialog", { name: "Notifications" }).getByRole("listitem");
  await expect(told).toHaveCount(3);
  await expect(told.nth(0)).toContainText("Bea Carter approved your task “Sweep the garage”");
  await expect(told.nth(1)).toContainText(`${demo.admin.name} let you into Garage`);
  await expect(told.nth(2)).toContainText(`${demo.admin.name} assigned you “Sweep the garage”`);
  // Opening the access decision marks it read and shows the rooms: the member may now enter the Garage.
  await told.nth(1).getByRole("button").click();
  await expect(memberPage).toHaveURL(/\/home-plan$/);
  await expect(memberBell).toHaveAccessibleName("Notifications, 2 unread");
  await expect(memberPage.getByRole("group", { name: "Garage" }).getByRole("link", { name: "Garage" })).toBeVisible();
  await beaContext.close();
});

test("the admin's dashboard card counts what waits and leads to the inbox", async ({ adminPage, memberPage }) => {
  await addRoom(adminPage, "Attic");
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Attic" }).getByRole("button", { name: "Request Access" }).click();
  await navigateInApp(adminPage, "/dashboard");
  const card = adminPage.getByTestId("approvals-card");
  await expect(card).toContainText("1 request is waiting for a decision.");
  await expect(card).toContainText("asks to enter Attic");
  await card.getByRole("link", { name: "Open the approval inbox" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/approvals$/);
  await expect(rows(adminPage)).toHaveCount(1);
});

test("an admin whose click lost the race is told who decided, and nothing is applied twice", async ({ adminPage, memberPage, browser, demo }) => {
  test.setTimeout(120_000);
  await addRoom(adminPage, "Shed");
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Shed" }).getByRole("button", { name: "Request Access" }).click();
  await expect(toast(memberPage, "Access Requested")).toBeVisible();

  // A second screen of the demo admin's family: the same admin's list, open elsewhere, then cut off.
  const { context: otherContext, page: other } = await openAs(browser, "admin", { path: "/admin/approvals" });
  await expect(rows(other)).toHaveCount(1);
  await otherContext.setOffline(true);
  // Offline, the row is still there: the click is queued until the connection returns.
  await rows(other).first().getByRole("button", { name: /^Reject/ }).click();

  await navigateInApp(adminPage, "/admin/approvals");
  await rows(adminPage).first().getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(adminPage, "Access Granted")).toBeVisible();

  await otherContext.setOffline(false);
  await expect(toast(other, "Already decided")).toContainText(`${demo.admin.name} already decided this request.`);
  await expect(other.getByText("Nothing is waiting for a decision.")).toBeVisible();
  // The approval stands: the member may enter the Shed.
  await navigateInApp(memberPage, "/home-plan");
  await expect(memberPage.getByRole("group", { name: "Shed" }).getByRole("link", { name: "Shed" })).toBeVisible();
  await otherContext.close();
});
