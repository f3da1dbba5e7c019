import { expect, fillDate, test, screenshot } from "./fixtures";
import type { Page } from "@playwright/test";

const memberCard = (page: Page, name: string) => page.getByRole("list", { name: /Family members|Your profile/ }).getByRole("listitem", { name });

test("a member completes a task; the admin's Approvals card shows it live, approves in place, and the member sees it approved", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  // The admin assigns a task that needs approval.
  await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await adminPage.getByRole("textbox", { name: "Title" }).fill("Water the plants");
  await adminPage.getByRole("textbox", { name: "Description" }).fill("Kitchen and living room");
  await adminPage.getByRole("button", { name: "Assign Task", exact: true }).click();
  await expect(adminPage.getByText(`"Water the plants" was assigned to ${demo.member.name}.`)).toBeVisible();

  // The member sees it without reloading, starts and completes it.
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const memberDialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await expect(memberDialog.getByRole("cell", { name: "Water the plants", exact: true })).toBeVisible();
  await memberDialog.getByRole("button", { name: "Start Water the plants" }).click();
  await memberDialog.getByRole("button", { name: "Complete Water the plants" }).click();
  await expect(memberDialog.getByText("Approval pending")).toBeVisible();

  // The admin's Approvals card shows it by itself; the admin approves without leaving the dashboard.
  const card = adminPage.getByTestId("approvals-card");
  await expect(card.getByText(`${demo.member.name} completed “Water the plants”`)).toBeVisible();
  await card.getByRole("button", { name: `Approve: ${demo.member.name} completed “Water the plants”` }).click();
  await expect(adminPage.getByText('"Water the plants" is approved.')).toBeVisible();
  await expect(card.getByText("Water the plants")).toHaveCount(0);
  await expect(adminPage).toHaveURL(/\/dashboard$/);

  // The member's open dialog changes to approved without a reload.
  await expect(memberDialog.getByText("Approved", { exact: true })).toBeVisible();
});

test("the admin rejects a completed task and it returns to in progress for the member", async ({ adminPage, memberPage, demo }) => {
  await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await adminPage.getByRole("textbox", { name: "Title" }).fill("Fold the laundry");
  await adminPage.getByRole("button", { name: "Assign Task", exact: true }).click();

  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await dialog.getByRole("button", { name: "Complete Fold the laundry" }).click();
  await expect(dialog.getByText("Approval pending")).toBeVisible();

  await adminPage.getByTestId("approvals-card").getByRole("button", { name: `Reject: ${demo.member.name} completed “Fold the laundry”` }).click();
  await expect(adminPage.getByText("The task was sent back for completion.")).toBeVisible();
  await expect(dialog.getByText("Sent back")).toBeVisible();
  await expect(dialog.getByText("In progress")).toBeVisible();
});

test("assigning a task without a title is refused with the spec's message", async ({ adminPage, demo }) => {
  await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await adminPage.getByRole("button", { name: "Assign Task", exact: true }).click();
  // The toast says it, and the field is marked with the message under it.
  const toast = adminPage.getByRole("status").filter({ hasText: "Task Creation Failed" });
  await expect(toast).toContainText("Please add a title for the task");
  const title = adminPage.getByRole("dialog").getByRole("textbox", { name: "Title" });
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Please add a title for the task");
  await expect(title).toBeFocused();
});

test("a member sees their profile and the quick-actions notice, not the family list", async ({ memberPage, demo }) => {
  await expect(memberPage.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  await expect(memberCard(memberPage, demo.member.name)).toBeVisible();
  await expect(memberPage.getByRole("button", { name: /Assign Task/ })).toHaveCount(0);
  await expect(memberPage.getByText("Admin privileges are required for quick actions.")).toBeVisible();
  await expect(memberPage.getByRole("heading", { name: "Family Tree" })).toBeVisible();
});

test("a member's dot turns online and offline on the admin's screen as their page opens and closes", async ({
  adminPage,
  browser,
  demo,
}) => {
  const dot = memberCard(adminPage, demo.member.name).getByRole("img");
  await expect(dot).toHaveAttribute("data-status", "offline");

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.member.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(demo.member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Family Dashboard" })).toBeVisible();
  await expect(dot).toHaveAttribute("data-status", "online");

  // Busy shows to the family too.
  await page.getByText("Busy", { exact: true }).click();
  await expect(dot).toHaveAttribute("data-status", "busy");
  // The switch shows the member's saved choice: their own page may hear of it after the admin's,
  // and a click before that would ask for busy again.
  await expect(page.getByRole("checkbox", { name: "Busy" })).toBeChecked();
  await page.getByText("Busy", { exact: true }).click();
  await expect(dot).toHaveAttribute("data-status", "online");

  // Closed as a person closes a tab: the page unloads (and says goodbye on its way out).
  await page.close({ runBeforeUnload: true });
  await expect(dot).toHaveAttribute("data-status", "offline");
  await context.close();
});

test("quick actions add an event that appears under upcoming events", async ({ adminPage }) => {
  await adminPage.getByRole("button", { name: "Add Family Event" }).click();
  await adminPage.getByRole("button", { name: "Add Event" }).click();
  await expect(adminPage.getByText("Please fill in every field")).toBeVisible();
  await adminPage.getByRole("textbox", { name: "Event name" }).fill("Sports day");
  await fillDate(adminPage.getByLabel("Date"), "2099-06-01");
  await adminPage.getByRole("textbox", { name: "Description" }).fill("Bring water bottles");
  await adminPage.getByRole("textbox", { name: "Where (optional)" }).fill("Meadow Lane playing fields");
  await adminPage.getByRole("button", { name: "Add Event" }).click();
  await expect(adminPage.getByText("Sports day", { exact: true })).toBeVisible();
  await expect(adminPage.getByText("Jun 01")).toBeVisible();
  await expect(adminPage.getByText("Where: Meadow Lane playing fields")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the task dialog is a card list", async ({ memberPage, demo }) => {
    await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
    const dialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
    await expect(dialog.getByRole("list", { name: "Tasks" }).getByRole("listitem").first()).toBeVisible();
    await expect(dialog.getByRole("table")).toHaveCount(0);
    await expect(dialog).toHaveCSS("opacity", "1");
    await screenshot(memberPage, "test-results/screens/dashboard-tasks-375.png");
  });

  test("an error toast leaves the dialog's buttons free, and goes once the next try succeeds", async ({ adminPage, demo }) => {
    await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
    const dialog = adminPage.getByRole("dialog");
    const submit = dialog.getByRole("button", { name: "Assign Task", exact: true });
    await submit.click();
    const failed = adminPage.getByRole("status").filter({ hasText: "Task Creation Failed" });
    await expect(failed).toBeVisible();
    const [toastBox, buttonBox] = [(await failed.boundingBox())!, (await submit.boundingBox())!];
    const overlaps = toastBox.y < buttonBox.y + buttonBox.height && buttonBox.y < toastBox.y + toastBox.height;
    expect(overlaps, "the toast covers the dialog's submit button").toBe(false);
    await submit.click();
    await dialog.getByRole("textbox", { name: "Title" }).fill("Tidy the shoes");
    await submit.click();
    await expect(adminPage.getByRole("status").filter({ hasText: "Task Assigned" })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("the navigation menu marks the page one is on", async ({ memberPage }) => {
    await memberPage.getByRole("button", { name: "Open navigation" }).click();
    const current = memberPage.getByRole("menuitem", { name: "Dashboard" });
    const other = memberPage.getByRole("menuitem", { name: "Home Inventory" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(other).not.toHaveAttribute("aria-current", "page");
    const look = (item: typeof current) => item.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).fontWeight]);
    expect(await look(current)).not.toEqual(await look(other));
  });
});

test("screenshots of the dashboard in light and dark mode", async ({ adminPage }) => {
  await expect(adminPage.getByRole("heading", { name: "Family Members" })).toBeVisible();
  await screenshot(adminPage, "test-results/screens/dashboard-admin-1280-light.png", { fullPage: true });
  await adminPage.getByRole("button", { name: "Your preferences" }).click();
  await adminPage.getByRole("menuitemradio", { name: "Dark" }).click();
  await adminPage.keyboard.press("Escape");
  await expect(adminPage.locator("html")).toHaveClass(/dark/);
  await screenshot(adminPage, "test-results/screens/dashboard-admin-1280-dark.png", { fullPage: true });
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await screenshot(adminPage, "test-results/screens/dashboard-admin-375-dark.png", { fullPage: true });
});

test("an admin's own task dialog is 'Your Tasks & Approvals' and lists what waits for approval", async ({ adminPage, memberPage, demo }) => {
  await adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click();
  await adminPage.getByRole("textbox", { name: "Title" }).fill("Hoover the stairs");
  await adminPage.getByRole("button", { name: "Assign Task", exact: true }).click();
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  await memberPage.getByRole("dialog", { name: "Your Tasks" }).getByRole("button", { name: "Complete Hoover the stairs" }).click();

  await adminPage.getByRole("button", { name: `View tasks of ${demo.admin.name}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Your Tasks & Approvals" });
  const approvals = dialog.getByRole("group", { name: "Awaiting your approval" });
  await expect(approvals.getByText("Hoover the stairs")).toBeVisible();
  await approvals.getByRole("button", { name: "Approve Hoover the stairs" }).click();
  await expect(approvals.getByText("No tasks are waiting for approval")).toBeVisible();
});
