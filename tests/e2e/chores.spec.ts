// Recurring chores: the admin sets up a chore that rotates between the member and another
// family member every day; the member's open page shows it live with their turn and why; a day
// the admin skips (saying why) goes from the member's page live too. The page and the chore
// dialog pass axe; the page fits a phone; the navigation's Chores link fits at 1280 px in
// every language.
import path from "node:path";
import type { Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { choreForm, noRepeatForm } from "../../convex/chores.fixtures";
import { expectNoAxeViolations } from "./axe";
import { apiClientAs, expect, memberIds, navigateInApp, screenshot, test, type DemoAccount } from "./fixtures";
import { text } from "./i18n";

const shots = process.env.E2E_SCREENSHOTS_DIR ?? "test-results/screens";
const shot = (name: string) => path.join(shots, `chores-${name}.png`);

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Pictures of the page (and the dialog, when open) light and dark, for a person to look at. */
async function shootBothModes(page: Page, name: string, { fullPage = true } = {}) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /light/);
    await screenshot(page, shot(`${name}-${scheme}`), { fullPage });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("a daily rotation shows live on the member's page with their turn and why; a skipped day goes live", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(120_000);
  const other = "Emma Carter";
  await navigateInApp(adminPage, "/chores");
  await navigateInApp(memberPage, "/chores");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Chores" })).toBeVisible();
  await expect(memberPage.getByText("No chores yet")).toBeVisible();
  // A member reads; only admins add.
  await expect(memberPage.getByRole("button", { name: "Add chore" })).toHaveCount(0);

  await adminPage.getByRole("button", { name: "Add chore" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add chore" });
  await dialog.getByRole("textbox", { name: "What is the chore?" }).fill("Feed the cat");
  await shootBothModes(adminPage, "dialog-top-1280", { fullPage: false });
  // The radio itself is visually hidden: a person taps its picture.
  await dialog.getByTitle("Cat", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Cat" })).toBeChecked();
  // Every day is where a new chore starts.
  await expect(dialog.getByRole("combobox", { name: "Repeats" })).toHaveValue("daily");
  await dialog.getByText("Take turns", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Each time" })).toBeChecked();
  // Emma first, then the member: the order is the rotation's, and the member is moved to the top.
  await dialog.locator("label").filter({ hasText: other }).click();
  await dialog.locator("label").filter({ hasText: demo.member.name }).click();
  const order = dialog.getByRole("list", { name: "Order of turns" });
  await expect(order.getByRole("listitem")).toHaveText([`1. ${other}`, `2. ${demo.member.name}`]);
  await order.getByRole("button", { name: `Move ${demo.member.name} up` }).click();
  await expect(order.getByRole("listitem")).toHaveText([`1. ${demo.member.name}`, `2. ${other}`]);
  // The focus stays with the person moved (the up button is now disabled).
  await expect(order.getByRole("button", { name: `Move ${demo.member.name} down` })).toBeFocused();
  await expectNoAxeViolations(adminPage);
  await shootBothModes(adminPage, "dialog-1280", { fullPage: false });
  await dialog.getByRole("button", { name: "Save chore" }).click();
  await expect(dialog).toBeHidden();

  // The member's page, open all along, shows it without a reload: their turn today, and why.
  const card = memberPage.getByRole("article", { name: "Feed the cat" });
  await expect(card).toContainText("Every day");
  await expect(card).toContainText("Takes turns each time");
  const days = card.getByTestId("chore-day");
  await expect(days.first()).toContainText("Today");
  await expect(days.first()).toContainText(`${demo.member.name}'s turn: first in the rotation`);
  const tomorrow = days.filter({ hasText: "Tomorrow" });
  await expect(tomorrow).toContainText(new RegExp(`${other}'s turn: after ${demo.member.name}'s on \\w+day`));
  await expect(days).toHaveCount(7);
  // The member changes nothing else: they complete today's own turn and ask to swap their own turns.
  await expect(card.getByRole("button")).toHaveText(["Complete", ...Array(4).fill("Ask to swap")]);

  // The admin skips tomorrow, saying why; the member's page loses that turn live.
  const adminCard = adminPage.getByRole("article", { name: "Feed the cat" });
  await adminCard.getByRole("button", { name: "Skip: Tomorrow" }).click();
  const skip = adminPage.getByRole("dialog", { name: "Skip Feed the cat (Tomorrow)?" });
  await skip.getByRole("textbox", { name: "Why?" }).fill("Emma is at a sleepover");
  await expectNoAxeViolations(adminPage);
  await skip.getByRole("button", { name: "Skip it" }).click();
  await expect(skip).toBeHidden();
  await expect(tomorrow.getByTestId("chore-occurrence")).toHaveCount(0);
  await expect(tomorrow).toContainText("Skipped: Emma is at a sleepover");
  await expect(days.first()).toContainText(`${demo.member.name}'s turn: first in the rotation`);

  await expectNoAxeViolations(memberPage);
  await expectNoAxeViolations(adminPage);
  await shootBothModes(adminPage, "admin-1280");
  await shootBothModes(memberPage, "member-1280");

  // On a phone the page and the dialog fit the width.
  for (const page of [memberPage, adminPage]) await page.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  expect(await sidewaysOverflow(memberPage)).toBeLessThanOrEqual(0);
  expect(await sidewaysOverflow(adminPage)).toBeLessThanOrEqual(0);
  await shootBothModes(memberPage, "member-375");
  await shootBothModes(adminPage, "admin-375");
  await adminCard.getByRole("button", { name: "Edit Feed the cat" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit chore" });
  await expect(edit.getByRole("textbox", { name: "What is the chore?" })).toHaveValue("Feed the cat");
  await expect(edit.getByRole("list", { name: "Order of turns" }).getByRole("listitem")).toHaveText([`1. ${demo.member.name}`, `2. ${other}`]);
  await expectNoAxeViolations(adminPage);
  await shootBothModes(adminPage, "dialog-375", { fullPage: false });
});

/** The device's (and the family's: UTC on these machines) day, yyyy-MM-dd. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

test("a member asks to swap today's turn; the admin sees it live in the inbox and approves; the member's page shows it moved", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  test.setTimeout(120_000);
  const other = "Emma Carter";
  const admin = await apiClientAs(demo.admin);
  const idOf = await memberIds(admin);
  // Turns each day: the member today, Emma tomorrow.
  await admin.mutation(anyApi.chores.createChore, {
    chore: choreForm([idOf(demo.member.name), idOf(other)], { title: "Empty the bins", icon: "trash", assignment: "rotation", start: today() }),
  });
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByText("Nothing is waiting for a decision.")).toBeVisible();
  await navigateInApp(memberPage, "/chores");

  const card = memberPage.getByRole("article", { name: "Empty the bins" });
  const todayRow = card.getByTestId("chore-day").first();
  await expect(todayRow).toContainText(`${demo.member.name}'s turn: first in the rotation`);
  // Only their own turns offer it: tomorrow's is Emma's.
  await expect(card.getByTestId("chore-day").filter({ hasText: "Tomorrow" }).getByRole("button")).toHaveCount(0);
  await memberPage.setViewportSize({ width: 375, height: 800 });
  await todayRow.getByRole("button", { name: "Ask to swap: Today" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Ask to swap Empty the bins (Today)" });
  // Keyboard: the people are one radio group; the note a text box.
  await dialog.getByRole("radio", { name: other }).focus();
  await memberPage.keyboard.press("Space");
  await expect(dialog.getByRole("radio", { name: other })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill("Football practice");
  expect(await sidewaysOverflow(memberPage)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(memberPage);
  await shootBothModes(memberPage, "swap-request-375", { fullPage: false });
  await dialog.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(todayRow.getByTestId("swap-asked")).toContainText(`You asked to give it to ${other}`);
  await expect(todayRow.getByRole("button", { name: "Withdraw swap request: Today" })).toBeVisible();
  // Nothing moves until an admin says so.
  await expect(todayRow).toContainText(`${demo.member.name}'s turn: first in the rotation`);

  // The admin's inbox, open all along, shows the request without a reload.
  const row = adminPage.getByTestId("approval-row").filter({ hasText: "Empty the bins" });
  await expect(row).toContainText(`${demo.member.name} asks to give “Empty the bins” on`);
  await expect(row).toContainText(`to ${other}`);
  await expect(row.getByTestId("approval-note")).toHaveText("Note: Football practice");
  await expectNoAxeViolations(adminPage);
  await row.getByRole("button", { name: /^Approve:/ }).click();
  await expect(row).toHaveCount(0);

  // The member's page moves the turn live, saying who asked and who approved.
  await expect(todayRow).toContainText(`${other}: Swapped from ${demo.member.name} at their request, approved by ${demo.admin.name}`);
  await expect(todayRow.getByTestId("swap-asked")).toHaveCount(0);
  await expect(todayRow.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(memberPage);
  await shootBothModes(memberPage, "swap-approved-375");
});

/** The admin gives the demo member a chore for today only, through the API (the chore dialog is the first test's). */
async function choreForMemberToday(demo: { admin: DemoAccount; member: DemoAccount }, extra: Record<string, unknown>) {
  const admin = await apiClientAs(demo.admin);
  const me = (await memberIds(admin))(demo.member.name);
  await admin.mutation(anyApi.chores.createChore, {
    chore: choreForm([me], { start: today(), repeat: { ...noRepeatForm, freq: "daily", ends: "count", count: 1 }, ...extra }),
  });
  return { admin, me };
}

test("a chore that wants a photo, on the member's own phone: Complete asks for it, and the admin's inbox shows it live", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await choreForMemberToday(demo, { title: "Sweep the patio", icon: "broom", partOfDay: "any", photoProof: true, needsApproval: true });
  await navigateInApp(adminPage, "/admin/approvals");
  await memberPage.setViewportSize({ width: 375, height: 800 });
  await memberPage.getByRole("button", { name: `View tasks of ${demo.member.name}` }).click();
  const tasks = memberPage.getByRole("dialog", { name: "Your Tasks" });
  await tasks.getByRole("button", { name: "Complete Sweep the patio" }).click();
  const step = memberPage.getByRole("dialog", { name: "Photo for “Sweep the patio”" });
  const send = step.getByRole("button", { name: "Send and complete" });
  await expect(send).toBeDisabled();
  await step.getByTestId("proof-file").setInputFiles(path.join("public", "pwa-512.png"));
  await expect(step.getByRole("img", { name: "Your photo for Sweep the patio" })).toBeVisible();
  expect(await sidewaysOverflow(memberPage)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(memberPage);
  // A double tap sends once.
  await send.dblclick();
  await expect(step).toHaveCount(0);

  const row = adminPage.getByTestId("approval-row").filter({ hasText: "Sweep the patio" });
  await expect(row).toHaveCount(1);
  await expect.poll(() => row.getByTestId("approval-proof").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  // What approving pays, beside the photo.
  await expect(row.getByTestId("approval-chore-points")).toHaveText(/^\+\d+ points? when approved$/);
});

test("points become a reward: the member asks, withdraws and asks again; the admin's inbox follows live and approves; the balance drops live", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  // Thirty points earned the way points are: a chore done.
  const { admin, me } = await choreForMemberToday(demo, { title: "Wash the car", icon: "car", points: 30 });
  const member = await apiClientAs(demo.member);
  const [task] = (await member.query(anyApi.tasks.forMember, { memberId: me, today: today() })) as { _id: string; title: string }[];
  await member.mutation(anyApi.tasks.completeTask, { taskId: task._id });
  await admin.mutation(anyApi.rewards.addReward, { reward: { name: "Pocket money", cost: 20, moneyPence: 500 } });

  await navigateInApp(adminPage, "/admin/approvals");
  await navigateInApp(memberPage, "/chores?tab=points");
  await expect(memberPage.getByTestId("rewards-balance-value")).toHaveText("30");
  const row = adminPage.getByTestId("approval-row").filter({ hasText: "Pocket money" });
  const waiting = memberPage.getByRole("list", { name: "Your requests waiting for approval" });

  await memberPage.getByRole("button", { name: "Redeem Pocket money" }).click();
  await expect(waiting.getByText("Pocket money")).toBeVisible();
  await expect(row).toHaveCount(1);
  // Changed their mind: the admin's inbox loses it without a reload.
  await waiting.getByRole("button", { name: "Withdraw your request for Pocket money" }).click();
  await expect(waiting).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await memberPage.getByRole("button", { name: "Redeem Pocket money" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(row).toHaveCount(0);
  await expect(memberPage.getByTestId("rewards-balance-value")).toHaveText("10");
  await expect(waiting).toHaveCount(0);
  await expectNoAxeViolations(memberPage);

  // The admin reads the member's history beside their balance: earned for what, spent on what.
  await navigateInApp(adminPage, "/chores?tab=points");
  await adminPage.getByRole("button", { name: `History: ${demo.member.name}` }).click();
  const history = adminPage.getByRole("dialog", { name: `${demo.member.name}’s points` });
  const rows = history.getByRole("list", { name: `${demo.member.name}’s points, newest first` }).getByRole("listitem");
  await expect(rows.first()).toContainText("Pocket money");
  await expect(rows.first()).toContainText("−20");
  await expect(rows.filter({ hasText: "Wash the car" })).toContainText("+30");
  await expectNoAxeViolations(adminPage);
  await shootBothModes(adminPage, "points-history-1280", { fullPage: false });
});

test("the family's away dates: the admin's switch, and everyone's notice", async ({ adminPage, memberPage }) => {
  await navigateInApp(adminPage, "/chores");
  await navigateInApp(memberPage, "/chores");
  const away = adminPage.getByRole("region", { name: "We're away" });
  await away.getByText("The family is away", { exact: true }).click();
  await expect(away.getByRole("textbox", { name: "From" })).toBeVisible();
  await away.getByRole("button", { name: "Save" }).click();
  const notice = memberPage.getByTestId("away-notice");
  await expect(notice).toContainText("The family is away from");
  await expect(notice).toContainText("chores are paused and streaks frozen");
  await expect(adminPage.getByTestId("away-notice")).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await shootBothModes(adminPage, "away-1280");
  // Home again: the notice goes for everyone.
  await away.getByText("The family is away", { exact: true }).click();
  await away.getByRole("button", { name: "Save" }).click();
  await expect(notice).toHaveCount(0);
  // The second tab is in the URL.
  await adminPage.getByRole("tab", { name: "Points & rewards" }).click();
  await expect(adminPage).toHaveURL(/\/chores\?tab=points$/);
});

for (const [lang, name] of [
  ["en", "English"],
  ["es", "Español"],
  ["fr", "Français"],
  ["de", "Deutsch"],
] as const) {
  test(`the navigation holds Chores at 1280 px in ${name}`, async ({ adminPage }) => {
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    if (lang !== "en") {
      await adminPage.getByRole("button", { name: "Your preferences" }).click();
      await adminPage.getByRole("menuitemradio", { name }).click();
      await adminPage.keyboard.press("Escape");
    }
    await expect(adminPage.locator("html")).toHaveAttribute("lang", lang);
    const nav = adminPage.getByRole("navigation", { name: text(lang, "common.nav.main") });
    await nav.getByRole("link", { name: text(lang, "common.nav.links.chores") }).click();
    await expect(adminPage.getByRole("heading", { level: 1, name: text(lang, "common.pages.chores") })).toBeVisible();
    expect(await sidewaysOverflow(adminPage)).toBeLessThanOrEqual(0);
    // The links end before the header's buttons begin, and those end inside the window.
    const room = await nav.evaluate((element) => {
      const links = element.getBoundingClientRect();
      const actions = element.nextElementSibling!.getBoundingClientRect();
      return { gap: actions.left - links.right, overflow: actions.right - document.documentElement.clientWidth, scrolls: element.scrollWidth - element.clientWidth };
    });
    expect(room.gap).toBeGreaterThanOrEqual(0);
    expect(room.overflow).toBeLessThanOrEqual(0);
    expect(room.scrolls).toBeLessThanOrEqual(0);
    await screenshot(adminPage, shot(`nav-${lang}-1280`));
  });
}
