// Recurring chores: the admin sets up a chore that rotates between the member and another
// family member every day; the member's open page shows it live with their turn and why; a day
// the admin skips (saying why) goes from the member's page live too. The page and the chore
// dialog pass axe; the page fits a phone; the navigation's Chores link fits at 1280 px in
// every language.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, navigateInApp, screenshot, test } from "./fixtures";
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
  // Still read-only for the member.
  await expect(card.getByRole("button")).toHaveCount(0);

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
