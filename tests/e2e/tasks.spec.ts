// Tasks and events on the dashboard: their forms' rules (due today or later, text limits, every
// problem marked at once), long titles, overdue marks, and what a member hears of them live.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { assignTask, expect, fillDate, test, screenshot } from "./fixtures";

const memberCard = (page: Page, name: string) => page.getByRole("list", { name: /Family members|Your profile/ }).getByRole("listitem", { name });

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

function isoDay(offsetDays: number) {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

test("a long task title wraps; due date, status and actions stay in view", async ({ adminPage, memberPage, demo }) => {
  const longTitle = `Sort${"out".repeat(29)}garage`;
  expect(longTitle.length).toBeLessThanOrEqual(100);
  await assignTask(adminPage, demo.member.name, longTitle);

  await adminPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const dialog = adminPage.getByRole("dialog", {
    name: `Tasks Assigned to ${demo.member.name}`,
  });
  await expect(dialog.getByRole("cell", { name: longTitle, exact: true })).toBeVisible();
  for (const header of ["Due Date", "Status", "Actions"]) {
    await expect(dialog.getByRole("columnheader", { name: header })).toBeInViewport({ ratio: 1 });
  }
  await expect(dialog.getByRole("button", { name: `Edit ${longTitle}` })).toBeInViewport({ ratio: 1 });
  const overflow = await dialog.getByRole("table").evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await screenshot(adminPage, "test-results/screens/long-title-1280.png");
  await adminPage.keyboard.press("Escape");

  // In the dashboard's Approvals card too.
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  await memberPage
    .getByRole("dialog")
    .getByRole("button", { name: `Complete ${longTitle}` })
    .click();
  const queue = adminPage.getByTestId("approvals-card");
  await expect(queue.getByText(longTitle)).toBeVisible();
  await expect(
    queue.getByRole("button", {
      name: `Approve: ${demo.member.name} completed “${longTitle}”`,
    }),
  ).toBeInViewport({ ratio: 1 });
  const queueOverflow = await queue.evaluate((card) => card.scrollWidth - card.clientWidth);
  expect(queueOverflow).toBeLessThanOrEqual(1);
});

test("a member hears of a new task and of decisions while the dialog is closed, and sees their open-task count", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  const ownCard = memberCard(memberPage, demo.member.name);
  // The sample family's tasks count too.
  const openOf = async (card: ReturnType<typeof memberCard>) => {
    const badge = card.getByTestId("open-tasks");
    return (await badge.count()) === 0 ? 0 : Number((await badge.textContent())!.match(/\d+/)![0]);
  };
  await expect(
    memberPage.getByRole("button", {
      name: `View tasks of ${demo.member.name}`,
    }),
  ).toBeVisible();
  // The sample family gives the member open tasks of their own: wait for their count to
  // arrive before reading it (an absent badge also means "not loaded yet").
  await expect(ownCard.getByTestId("open-tasks")).toBeVisible();
  const before = await openOf(ownCard);
  const label = (n: number) => (n === 1 ? "1 open task" : `${n} open tasks`);

  await assignTask(adminPage, demo.member.name, "Feed the cat");
  await expect(toast(memberPage, "New Task")).toContainText(`${demo.admin.name} assigned you “Feed the cat”`);
  await expect(ownCard.getByText(label(before + 1), { exact: true })).toBeVisible();
  // The admin sees everyone's count.
  await expect(
    memberCard(adminPage, demo.member.name).getByText(label(before + 1), {
      exact: true,
    }),
  ).toBeVisible();

  await assignTask(adminPage, demo.member.name, "Empty the bins");
  await expect(ownCard.getByText(label(before + 2), { exact: true })).toBeVisible();

  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await dialog.getByRole("button", { name: "Complete Feed the cat" }).click();
  await dialog.getByRole("button", { name: "Complete Empty the bins" }).click();
  await memberPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => openOf(ownCard)).toBe(before);

  // Decisions arrive on whichever page the member is.
  await memberPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance" }).click();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Finance Dashboard" })).toBeVisible();
  const queue = adminPage.getByTestId("approvals-card");
  await queue
    .getByRole("button", {
      name: `Approve: ${demo.member.name} completed “Feed the cat”`,
    })
    .click();
  await expect(toast(memberPage, "Task Approved")).toContainText(`${demo.admin.name} approved your task “Feed the cat”`);
  await queue
    .getByRole("button", {
      name: `Reject: ${demo.member.name} completed “Empty the bins”`,
    })
    .click();
  await expect(toast(memberPage, "Task Rejected")).toContainText(`${demo.admin.name} sent “Empty the bins” back to you`);

  await memberPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(ownCard.getByText(label(before + 1), { exact: true })).toBeVisible();
});

test.describe("the forms", () => {
  test("the event form marks its invalid fields and refuses a past day", async ({ adminPage }) => {
    await adminPage.getByRole("button", { name: "Add Family Event" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Add Family Event" });
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expect(toast(adminPage, "Error")).toContainText("Please fill in every field");
    for (const field of [
      dialog.getByRole("textbox", { name: "Event name" }),
      dialog.getByLabel("Date"),
      dialog.getByRole("textbox", { name: "Description" }),
    ]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("Please fill in this field");
    }
    await expect(dialog.getByRole("textbox", { name: "Event name" })).toBeFocused();

    await dialog.getByRole("textbox", { name: "Event name" }).fill("Last week's fair");
    await expect(dialog.getByRole("textbox", { name: "Event name" })).not.toHaveAttribute("aria-invalid", "true");
    await fillDate(dialog.getByLabel("Date"), isoDay(-7));
    await dialog.getByRole("textbox", { name: "Description" }).fill("Already over");
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expect(toast(adminPage, "Date in the Past")).toContainText("Please choose today or a later date for the event");
    await expect(dialog.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Date")).toHaveAccessibleDescription("Please choose today or a later date for the event");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(adminPage, { toasts: true });

    await fillDate(dialog.getByLabel("Date"), isoDay(0));
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText("Last week's fair", { exact: true })).toBeVisible();
  });

  test("the forms stop at the text limits", async ({ adminPage }) => {
    await adminPage.getByRole("button", { name: "Add Family Task" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Add Family Task" });
    // A pasted title over the limit is kept whole and counted, not cut silently; saving says why not.
    const title = dialog.getByRole("textbox", { name: "Title" });
    await title.fill("x".repeat(150));
    await expect(title).toHaveValue("x".repeat(150));
    await expect(title).toHaveAccessibleDescription("150 of 100 characters");
    // Quick Actions' task form needs every field: all problems are marked at once.
    await dialog.getByRole("button", { name: "Assign Task", exact: true }).click();
    await expect(title).toHaveAccessibleDescription("Names and titles can be at most 100 characters long");
    await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("textbox", { name: "Description" })).toHaveAccessibleDescription("Please fill in this field");
    await expect(toast(adminPage, "Task Creation Failed")).toContainText("Please fill in every field");
    await expect(title).toBeFocused();
    await title.fill("x".repeat(100));
    await expect(title).toHaveAccessibleDescription("100 of 100 characters");
    await adminPage.keyboard.press("Escape");

    await adminPage.getByRole("button", { name: "Add Family Member" }).click();
    const memberDialog = adminPage.getByRole("dialog", {
      name: "Add Family Member",
    });
    await memberDialog.getByRole("button", { name: "Add Member" }).click();
    await expect(memberDialog.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    await expect(memberDialog.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Member name is required");
    await memberDialog.getByRole("textbox", { name: "Name" }).fill("Tom");
    await memberDialog.getByRole("textbox", { name: /Email/ }).fill("not-an-email");
    await memberDialog.getByRole("button", { name: "Add Member" }).click();
    await expect(memberDialog.getByRole("textbox", { name: /Email/ })).toHaveAttribute("aria-invalid", "true");
    await expect(memberDialog.getByRole("textbox", { name: /Email/ })).toHaveAccessibleDescription("Please enter a valid email address");
  });

  test("a task cannot be due in the past; an edit keeps its own date", async ({ adminPage }) => {
    await adminPage.getByRole("button", { name: "Add Family Task" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Add Family Task" });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Renew the passports");
    await dialog.getByRole("textbox", { name: "Description" }).fill("Both children");
    await fillDate(dialog.getByLabel("Due date"), isoDay(-400));
    await dialog.getByRole("button", { name: "Assign Task", exact: true }).click();
    await expect(dialog.getByLabel("Due date")).toHaveAccessibleDescription("Please choose today or a later date for the task");
    await expect(toast(adminPage, "Task Creation Failed")).toContainText("Please choose today or a later date for the task");
    await fillDate(dialog.getByLabel("Due date"), isoDay(0));
    await dialog.getByRole("button", { name: "Assign Task", exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("editing a task without a title is a failed update, and the field says so", async ({ adminPage, demo }) => {
    await assignTask(adminPage, demo.member.name, "Walk the dog");
    await adminPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: "Edit Walk the dog" }).click();
    const form = adminPage.getByRole("dialog", { name: "Edit Task" });
    await form.getByRole("textbox", { name: "Title" }).fill("");
    await form.getByRole("button", { name: "Save Task" }).click();
    await expect(toast(adminPage, "Task Update Failed")).toContainText("Please add a title for the task");
    await expect(toast(adminPage, "Task Creation Failed")).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
  });

  test("an overdue task is marked", async ({ adminPage, memberPage, demo }) => {
    // A task cannot be given a past due date: this one passes its date while the member looks two days on.
    await assignTask(adminPage, demo.member.name, "Return the library books", {
      dueDate: isoDay(0),
    });
    await assignTask(adminPage, demo.member.name, "Plan the picnic", {
      dueDate: isoDay(3),
    });
    // Two days on with no touch would be auto-logout's idle limit many times over: this device stays signed in.
    await memberPage.getByRole("button", { name: "Your preferences" }).click();
    await memberPage.getByRole("menuitemcheckbox", { name: "This device stays signed in" }).click();
    await expect(memberPage.getByRole("menuitemcheckbox", { name: "This device stays signed in" })).toBeChecked();
    await memberPage.keyboard.press("Escape");
    await memberPage.clock.setFixedTime(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
    const dialog = memberPage.getByRole("dialog", { name: "Your Tasks" });
    await expect(dialog.getByRole("row", { name: /Return the library books/ }).getByText("Overdue", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("row", { name: /Plan the picnic/ }).getByText("Overdue", { exact: true })).toHaveCount(0);
    // Done is never overdue.
    await dialog.getByRole("button", { name: "Complete Return the library books" }).click();
    await expect(dialog.getByRole("row", { name: /Return the library books/ }).getByText("Overdue", { exact: true })).toHaveCount(0);
  });
});
