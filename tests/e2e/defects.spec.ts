// Defects a newcomer hit, each with the behaviour that replaced it. Live
// behaviour uses two browser contexts (the admin acts, the member's screen
// changes without a reload).
import AxeBuilder from "@axe-core/playwright";
import type { ConsoleMessage, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { assignTask, expect, fillDate, signIn, test, screenshot, openAs, navigateInApp } from "./fixtures";

const memberCard = (page: Page, name: string) => page.getByRole("list", { name: /Family members|Your profile/ }).getByRole("listitem", { name });
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

/** Records, from the first script on, whether the router's generic error screen ever appeared. */
async function watchForErrorScreen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawErrorScreen: boolean };
    w.sawErrorScreen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Unexpected Application Error!")) w.sawErrorScreen = true;
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}
const sawErrorScreen = (page: Page) => page.evaluate(() => (window as unknown as { sawErrorScreen: boolean }).sawErrorScreen);

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function switchPage(adminPage: Page, memberName: string, page: string) {
  await adminPage.getByRole("group", { name: memberName }).getByText(page, { exact: true }).click();
}

function isoDay(offsetDays: number) {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

test.describe("1. page flags switched off while a page is open", () => {
  test("the member lands on their first allowed page, then on 'No pages yet', and never on the error screen", async ({
    browser,
    adminPage,
    demo,
  }) => {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await watchForErrorScreen(memberPage);
    await signIn(memberPage, demo.member.email, demo.member.password);
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();

    await navigateInApp(adminPage, "/admin/page-access");
    await switchPage(adminPage, demo.member.name, "Dashboard");

    // Home Inventory is the first page left in the navigation's order.
    await expect(memberPage).toHaveURL(/\/home-plan$/);
    await expect(memberPage.getByRole("heading", { level: 1, name: "Home Inventory" })).toBeVisible();
    await expect(memberPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

    // Opening /dashboard by its address goes there too.
    await memberPage.goto("/dashboard");
    await expect(memberPage).toHaveURL(/\/home-plan$/);

    // Every page off: a friendly screen, with the header's Logout.
    for (const page of ["Home Inventory", "Spiritual Life", "Health & Fitness", "Education", "Finance", "Public", "Clothing"]) {
      await switchPage(adminPage, demo.member.name, page);
    }
    await expect(memberPage.getByRole("heading", { level: 1, name: "No pages yet" })).toBeVisible();
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await expect(memberPage.getByRole("button", { name: "Logout" })).toBeVisible();
    await screenshot(memberPage, "test-results/screens/no-pages-1280.png");
    await expectNoAxeViolations(memberPage, { toasts: true });

    // A page opened for them takes them there by itself.
    await switchPage(adminPage, demo.member.name, "Finance");
    await expect(memberPage).toHaveURL(/\/finance$/);
    await expect(memberPage.getByRole("heading", { level: 1, name: "Finance Dashboard" })).toBeVisible();

    expect(await sawErrorScreen(memberPage)).toBe(false);
    await context.close();
  });

  test("a member sent away from /admin is told why", async ({ memberPage }) => {
    await memberPage.goto("/admin");
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    const refusal = toast(memberPage, "Access Denied");
    await expect(refusal).toContainText("You need admin permissions to view this page.");
    await expect(refusal).toHaveCount(1);
  });
});

test("2. after a password reset the success screen stays until the person continues, and the token leaves the address", async ({
  page,
  backend,
  demo,
}) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(demo.member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email for password reset instructions").first()).toBeVisible();
  const [mail] = await backend.outbox(demo.member.email);
  const link = new URL(mail.body.match(/https?:\/\/\S+/)![0]);

  await page.goto(link.pathname + link.search);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Update password" }).click();

  const done = page.getByRole("heading", {
    level: 1,
    name: "Password updated",
  });
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  // Signed in by the new password, the app reloads who the person is: the screen stays.
  await page.waitForTimeout(3000);
  await expect(done).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  // The spent link is not in the history either.
  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
});

test.describe("4. leaving turns the dot grey at once", () => {
  test("Logout says goodbye before signing out, with no refusals in the console", async ({ browser, adminPage, demo }) => {
    const dot = memberCard(adminPage, demo.member.name).getByRole("img");
    const { context, page: memberPage } = await openAs(browser, "member");
    await expect(dot).toHaveAttribute("data-status", "online");

    const errors = collectConsoleErrors(memberPage);
    await memberPage.getByRole("button", { name: "Logout" }).click();
    await expect(memberPage).toHaveURL(/\/$/);
    await expect(memberPage.getByText("You have been signed out successfully")).toBeVisible();
    // Well before the server's 50 s timeout.
    await expect(dot).toHaveAttribute("data-status", "offline", {
      timeout: 5_000,
    });
    await memberPage.waitForTimeout(1000);
    expect(errors.filter((e) => /AUTH_REQUIRED|Please log in|Authentication required/.test(e))).toEqual([]);
    await context.close();
  });

  test("auto-logout says goodbye too", async ({ browser, adminPage, demo }) => {
    await navigateInApp(adminPage, "/admin/settings");
    await adminPage.getByLabel("Auto logout (minutes)").fill("1");
    await adminPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(adminPage.getByText("The family's settings were saved.")).toBeVisible();
    await navigateInApp(adminPage, "/dashboard");
    const dot = memberCard(adminPage, demo.member.name).getByRole("img");

    const { context, page: memberPage } = await openAs(browser, "member");
    await memberPage.clock.install();
    await memberPage.reload();
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
    await expect(dot).toHaveAttribute("data-status", "online");

    const errors = collectConsoleErrors(memberPage);
    await memberPage.clock.fastForward("01:05");
    await expect(memberPage.getByText("You were signed out after 1 minute without activity.")).toBeVisible();
    await expect(dot).toHaveAttribute("data-status", "offline", {
      timeout: 5_000,
    });
    expect(errors.filter((e) => /AUTH_REQUIRED|Please log in|Authentication required/.test(e))).toEqual([]);
    await context.close();
  });
});

test.describe("5. dialogs fit their content", () => {
  async function dialogHeight(page: Page, open: () => Promise<void>) {
    await open();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("opacity", "1");
    const box = (await dialog.boundingBox())!;
    return { dialog, box };
  }

  test("on a desktop each dialog is as tall as its content, centred, not a screen-high panel", async ({ adminPage, demo }) => {
    const viewport = adminPage.viewportSize()!;
    const openers: [string, () => Promise<void>][] = [
      ["add-event", () => adminPage.getByRole("button", { name: "Add Family Event" }).click()],
      ["add-member", () => adminPage.getByRole("button", { name: "Add Family Member" }).click()],
      ["add-task", () => adminPage.getByRole("button", { name: "Add Family Task" }).click()],
      ["assign", () => adminPage.getByRole("button", { name: `Assign Task to ${demo.member.name}` }).click()],
      ["tasks", () => adminPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click()],
    ];
    for (const [name, open] of openers) {
      const { dialog, box } = await dialogHeight(adminPage, open);
      expect(box.height, name).toBeLessThan(viewport.height);
      expect(box.y, name).toBeGreaterThan(20);
      // No empty panel below the content: the last thing in the dialog ends near its bottom edge.
      const emptyBelow = await dialog.evaluate((el) => {
        const bottom = el.getBoundingClientRect().bottom;
        const contentBottom = Math.max(...[...el.querySelectorAll("*")].map((child) => child.getBoundingClientRect().bottom));
        return bottom - contentBottom;
      });
      expect(emptyBelow, name).toBeLessThan(40);
      await screenshot(adminPage, `test-results/screens/dialog-${name}-1280.png`);
      await adminPage.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("a dialog takes the whole screen", async ({ adminPage }) => {
      const { box } = await dialogHeight(adminPage, () => adminPage.getByRole("button", { name: "Add Family Event" }).click());
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(800);
      expect(Math.round(box.width)).toBe(375);
      await screenshot(adminPage, "test-results/screens/dialog-add-event-375.png");
    });
  });
});

test("6. a long task title wraps; due date, status and actions stay in view", async ({ adminPage, memberPage, demo }) => {
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

test.describe("7. on a phone, what needs action comes first", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("an admin sees Approvals and Quick Actions before the member cards", async ({ adminPage }) => {
    const top = async (name: string) => (await adminPage.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y;
    const approvals = await top("Approvals");
    const quickActions = await top("Quick Actions");
    const members = await top("Family Members");
    expect(approvals).toBeLessThan(members);
    expect(quickActions).toBeLessThan(members);
    expect(quickActions).toBeLessThan(800);
    await screenshot(adminPage, "test-results/screens/dashboard-admin-375.png", { fullPage: true });
  });

  test("a member sees their own card first and the quick-actions notice last", async ({ memberPage }) => {
    const top = async (name: string) => (await memberPage.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y;
    expect(await top("Your Profile")).toBeLessThan(await top("Upcoming Events"));
    expect(await top("Family Tree")).toBeLessThan(await top("Quick Actions"));
    await screenshot(memberPage, "test-results/screens/dashboard-member-375.png", { fullPage: true });
  });
});

test("8. a member hears of a new task and of decisions while the dialog is closed, and sees their open-task count", async ({
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

test.describe("9. smaller things", () => {
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

  test("buttons' accessible names contain their visible text", async ({ adminPage, demo }) => {
    await assignTask(adminPage, demo.member.name, "Tidy up");
    const check = async () => {
      const results = await new AxeBuilder({ page: adminPage }).withRules(["label-content-name-mismatch"]).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    };
    await check();
    await adminPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
    await expect(adminPage.getByRole("dialog")).toBeVisible();
    await check();
  });

  test("'Skip to content' is the first thing Tab reaches, and takes the focus to the page", async ({ memberPage }) => {
    await memberPage.reload();
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
    // The cards come with their data, after the heading: until then the page has nothing to Tab to.
    await expect(memberPage.getByRole("main").getByRole("button").first()).toBeVisible();
    await memberPage.keyboard.press("Tab");
    const skip = memberPage.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await memberPage.keyboard.press("Enter");
    await expect(memberPage.getByRole("main")).toBeFocused();
    await memberPage.keyboard.press("Tab");
    // The next stop is inside the page, past the header.
    expect(await memberPage.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});

test.describe("9. smaller things, in a browser that runs the service worker", () => {
  // The production build registers one on load; the suite blocks it elsewhere.
  test.use({ serviceWorkers: "allow" });

  test("no console errors on load (next-themes' script tag)", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Family Household" })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    expect(errors.filter((e) => /script tag/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
