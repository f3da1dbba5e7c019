// System settings and personal preferences, live between browsers (issue: languages,
// family settings that take effect).
import type { Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { de, enGB, fr } from "date-fns/locale";
import { closeWithEscape, expect, fillDate, test, navigateInApp } from "./fixtures";
import { text } from "./i18n";

async function openSettings(adminPage: Page) {
  await navigateInApp(adminPage, "/admin/settings");
  await expect(adminPage.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
}

/**
 * Reload under Playwright's clock and wait until the (lazy-loaded) idle watch has
 * started: it writes its first activity mark on mount. Fast-forwarding before that
 * would start its count late, which made the warning test fail under load.
 */
async function reloadWithFakeClock(page: Page) {
  await page.clock.install();
  await page.evaluate(() => localStorage.removeItem("household:lastActivity"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("household:lastActivity"))).not.toBeNull();
}

async function choosePreference(page: Page, menuLabel: string, option: string) {
  await page.getByRole("button", { name: menuLabel }).click();
  await page.getByRole("menuitemradio", { name: option }).click();
  await page.keyboard.press("Escape");
}

test("an admin switches the family's language; a member's open page follows without reload", async ({ adminPage, memberPage }) => {
  await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  await openSettings(adminPage);
  await adminPage.getByLabel("Default language").selectOption("es");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();

  // The admin follows the family default too: their page is now in Spanish.
  await expect(adminPage.getByRole("heading", { level: 1, name: text("es", "settings.page.title") })).toBeVisible();
  // The "saved" toast speaks the language just chosen, not the one left.
  await expect(adminPage.getByRole("status").filter({ hasText: text("es", "settings.page.savedMessage") })).toBeVisible();
  await expect(adminPage.getByText("The family's settings were saved.")).toHaveCount(0);
  await expect(memberPage.getByRole("heading", { level: 1, name: text("es", "dashboard.title") })).toBeVisible();
  await expect(memberPage.locator("html")).toHaveAttribute("lang", "es");
  await expect(memberPage).toHaveTitle(`${text("es", "dashboard.title")} · The Carter Family`);
});

test("a member's own language overrides the family's and follows them after reload", async ({ adminPage, memberPage }) => {
  await choosePreference(memberPage, "Your preferences", "Deutsch");
  await expect(memberPage.getByRole("heading", { level: 1, name: text("de", "dashboard.title") })).toBeVisible();
  // The admin's screen keeps the family's English.
  await expect(adminPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole("heading", { level: 1, name: text("de", "dashboard.title") })).toBeVisible();

  // Back to the family's default.
  await choosePreference(memberPage, text("de", "settings.menu.open"), text("de", "settings.menu.familyDefault", { value: "English" }));
  await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
});

test("dates on the dashboard follow the language", async ({ adminPage }) => {
  const date = addDays(new Date(), 3);
  await adminPage.getByRole("button", { name: "Add Family Event" }).click();
  await adminPage.getByLabel("Event name").fill("Grandma's birthday");
  await fillDate(adminPage.getByLabel("Date"), format(date, "yyyy-MM-dd"));
  await adminPage.getByLabel("Description").fill("Cake at four");
  await adminPage.getByRole("button", { name: "Add Event" }).click();
  // Spec section 9: "MMM dd" on cards in English; each language writes its own order.
  await expect(adminPage.getByText(format(date, "MMM dd", { locale: enGB }), { exact: true })).toBeVisible();
  await choosePreference(adminPage, "Your preferences", "Français");
  await expect(adminPage.getByText(format(date, text("fr", "common.dates.card"), { locale: fr }), { exact: true })).toBeVisible();
  await choosePreference(adminPage, text("fr", "settings.menu.open"), "Deutsch");
  await expect(adminPage.getByText(format(date, text("de", "common.dates.card"), { locale: de }), { exact: true })).toBeVisible();

  // A form's date field writes and reads the day the German way, whatever the browser's locale,
  // and its calendar speaks German.
  await adminPage.getByRole("button", { name: text("de", "dashboard.quickActions.addEvent") }).click();
  const dialog = adminPage.getByRole("dialog", { name: text("de", "dashboard.addEvent.title") });
  const day = dialog.getByRole("textbox", { name: text("de", "dashboard.addEvent.date") });
  await expect(day).toHaveAttribute("placeholder", "TT.MM.JJJJ");
  await fillDate(day, format(date, "yyyy-MM-dd"));
  await expect(day).toHaveValue(format(date, "dd.MM.yyyy"));
  await dialog.getByRole("button", { name: text("de", "common.forms.date.openCalendar") }).click();
  await expect(dialog.getByRole("button", { name: text("de", "common.forms.date.chooseMonth") })).toHaveText(format(date, "MMMM yyyy", { locale: de }));
  await closeWithEscape(dialog.getByRole("application", { name: text("de", "common.forms.date.calendar") }));
  await expect(day).toHaveValue(format(date, "dd.MM.yyyy"));
});

test("a personal dark mode survives a reload", async ({ memberPage }) => {
  await memberPage.emulateMedia({ colorScheme: "light" });
  await expect(memberPage.locator("html")).not.toHaveClass(/dark/);
  await choosePreference(memberPage, "Your preferences", "Dark");
  await expect(memberPage.locator("html")).toHaveClass(/dark/);
  await memberPage.reload();
  await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  await expect(memberPage.locator("html")).toHaveClass(/dark/);
});

test("the family name appears in another open session's header, live", async ({ adminPage, memberPage }) => {
  await expect(memberPage.getByTestId("family-name")).toHaveText("The Carter Family");
  await openSettings(adminPage);
  await adminPage.getByLabel("Family name").fill("The Carter-Okafor Family");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByText("The family's settings were saved.")).toBeVisible();
  await expect(memberPage.getByTestId("family-name")).toHaveText("The Carter-Okafor Family");
  await expect(memberPage).toHaveTitle("Family Dashboard · The Carter-Okafor Family");
  // On a phone the name uses the room the header's buttons leave: the seeded name shows whole.
  await memberPage.setViewportSize({ width: 375, height: 800 });
  await adminPage.getByLabel("Family name").fill("The Carter Family");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  const name = memberPage.getByTestId("family-name");
  await expect(name).toHaveText("The Carter Family");
  const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
  expect(await name.evaluate(isCut), "the family name is cut short").toBe(false);
  // At 1280 px beside an admin's full navigation it takes two lines rather than "The Carter…".
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  const adminName = adminPage.getByTestId("family-name");
  await expect(adminName).toHaveText("The Carter Family");
  await expect(adminPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toBeVisible();
  expect(await adminName.evaluate(isCut), "the family name is cut short beside the navigation").toBe(false);
});

test("invalid settings are refused with a clear message", async ({ adminPage }) => {
  await openSettings(adminPage);
  await adminPage.getByLabel("Auto logout (minutes)").fill("-5");
  await adminPage.getByLabel("Family name").fill("");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByText("Family name is required")).toBeVisible();
  await expect(adminPage.getByText("Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)")).toBeVisible();
});

test.describe("auto logout", () => {
  test("signs an idle page out, and 'Stay signed in' keeps it", async ({ adminPage, memberPage }) => {
    await openSettings(adminPage);
    await adminPage.getByLabel("Auto logout (minutes)").fill("1");
    await adminPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(adminPage.getByText("The family's settings were saved.")).toBeVisible();

    // Fake the member's clock, then let time pass without touching the page.
    await reloadWithFakeClock(memberPage);
    const warning = memberPage.getByRole("alertdialog", { name: "Still there?" });
    await memberPage.clock.fastForward("00:20");
    await expect(warning).toBeHidden();
    await memberPage.clock.fastForward("00:15");
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toBeHidden();

    await memberPage.clock.fastForward("00:35");
    await expect(warning).toBeVisible();
    await memberPage.clock.fastForward("00:30");
    await expect(memberPage.getByText("You were signed out after 1 minute without activity.")).toBeVisible();
    await expect(memberPage).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test("a device that stays signed in is never signed out", async ({ adminPage, memberPage }) => {
    await openSettings(adminPage);
    await adminPage.getByLabel("Auto logout (minutes)").fill("1");
    await adminPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(adminPage.getByText("The family's settings were saved.")).toBeVisible();

    await memberPage.getByRole("button", { name: "Your preferences" }).click();
    await memberPage.getByRole("menuitemcheckbox", { name: "This device stays signed in" }).click();
    await memberPage.keyboard.press("Escape");
    await reloadWithFakeClock(memberPage);
    await memberPage.clock.fastForward("03:00");
    await expect(memberPage.getByRole("alertdialog")).toBeHidden();
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  });
});

test("the family's time zone: this device's proposed until saved, then the saved one", async ({ adminPage }) => {
  await openSettings(adminPage);
  const zone = adminPage.getByLabel("Time zone");
  const deviceZone = await adminPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(zone).toHaveValue(deviceZone);
  await expect(adminPage.getByText("Not saved yet: this device's zone is proposed.")).toBeVisible();
  await zone.selectOption("America/New_York");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "The family's settings were saved." })).toBeVisible();
  await expect(adminPage.getByText("Not saved yet: this device's zone is proposed.")).toHaveCount(0);
  await adminPage.reload();
  await expect(adminPage.getByLabel("Time zone")).toHaveValue("America/New_York");
  await expect(adminPage.getByLabel("Time zone").locator("option:checked")).toHaveText("New York");
});
