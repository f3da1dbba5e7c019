// The family calendar: a member plans a repeating event and the admin's week sees it live, in
// the member's own column; one occurrence skipped is gone from both, the others stay; a phone
// opens on the next seven days; the views pass axe.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsInBothModes } from "./axe";
import { anyApi } from "convex/server";
import { apiClientAs, closeWithEscape, expect, fillDate, memberIds, navigateInApp, screenTile, screenshot, openFamilyScreen, takingScreenshots, test } from "./fixtures";

/** The next Monday after today (the browser's and the test's clock agree), as yyyy-MM-dd. */
function nextMonday(weeksLater = 0) {
  const day = new Date();
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7) + 7 * weeksLater);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

const eventsIn = (page: Page, name: string) => page.getByTestId("calendar-event").filter({ hasText: name });

test("a member's weekly swimming shows live in the admin's week, in the member's column; skipping one leaves the rest", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  const monday = nextMonday();
  await navigateInApp(adminPage, `/calendar?view=week&date=${monday}`);
  await navigateInApp(memberPage, `/calendar?view=agenda&date=${monday}`);
  await expect(adminPage.getByRole("columnheader", { name: demo.member.name })).toBeVisible();

  await memberPage.getByRole("button", { name: "Add event" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Add event" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Swimming");
  await fillDate(dialog.getByRole("textbox", { name: "Date", exact: true }), monday);
  await dialog.getByRole("textbox", { name: "From", exact: true }).fill("17:00");
  await dialog.getByRole("textbox", { name: "To", exact: true }).fill("18:00");
  await dialog.getByRole("combobox", { name: "Repeats", exact: true }).selectOption("weekly");
  // The box's own input is visually hidden (Chakra's checkbox): a person taps its label.
  await dialog.getByText("30 minutes before", { exact: true }).click();
  await expect(dialog.getByRole("checkbox", { name: "30 minutes before" })).toBeChecked();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // The admin's week shows it without a reload, once, in the member's column (the second).
  const swimming = eventsIn(adminPage, "Swimming");
  await expect(swimming).toHaveCount(1);
  await expect(swimming).toContainText("17:00–18:00");
  const column = await swimming.evaluate((chip) => (chip.closest("td") as HTMLTableCellElement).cellIndex);
  const header = adminPage.getByRole("columnheader").nth(column);
  await expect(header).toContainText(demo.member.name);
  await screenshot(adminPage, "test-results/screens/calendar-week-1280.png");
  // The member's agenda has it too.
  await expect(eventsIn(memberPage, "Swimming")).toHaveCount(1);

  // The admin skips this Monday's only.
  await swimming.click();
  const edit = adminPage.getByRole("dialog", { name: "Edit event" });
  await expect(edit.getByRole("radio", { name: "This event" })).toBeChecked();
  await expect(edit.getByRole("checkbox", { name: "30 minutes before" })).toBeChecked();
  await edit.getByRole("button", { name: "Skip this one" }).click();
  await expect(edit).toBeHidden();
  await expect(eventsIn(adminPage, "Swimming")).toHaveCount(0);
  await expect(eventsIn(memberPage, "Swimming")).toHaveCount(0);
  // The week after still has it.
  await adminPage.getByRole("button", { name: "Next", exact: true }).click();
  await expect(adminPage).toHaveURL(new RegExp(`date=${nextMonday(1)}`));
  await expect(eventsIn(adminPage, "Swimming")).toHaveCount(1);
  await expectNoAxeViolations(adminPage);
});

test("the kitchen screen shows a person's events today on their tile and the next seven days below, live", async ({ browser, memberPage, demo }) => {
  // The admin's device becomes the screen (which signs that admin out); the member plans.
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await navigateInApp(memberPage, "/calendar?view=day");
  await memberPage.getByRole("button", { name: "Add event" }).click();
  const dialog = memberPage.getByRole("dialog", { name: "Add event" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Dentist");
  await dialog.getByRole("textbox", { name: "From", exact: true }).fill("16:30");
  await dialog.getByRole("textbox", { name: "To", exact: true }).fill("17:00");
  // A member plans for themself: they are ticked, and the only one offered.
  await expect(dialog.getByRole("checkbox", { name: demo.member.name })).toBeChecked();
  await expect(dialog.getByRole("group", { name: "Who is it for?" }).getByRole("checkbox")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const tile = screenTile(screen, demo.member.name);
  await expect(tile.getByRole("list", { name: `Today's events of ${demo.member.name}` })).toContainText("16:30Dentist");
  await expect(screenTile(screen, demo.admin.name).getByRole("list", { name: `Today's events of ${demo.admin.name}` })).toHaveCount(0);
  const week = screen.getByRole("region", { name: "Next 7 days" });
  await expect(week.getByRole("listitem").filter({ hasText: "Dentist" })).toContainText(demo.member.name);
  await screenshot(screen, "test-results/screens/calendar-family-screen-1280.png", { fullPage: true });
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the calendar opens on the next seven days, and the month is a tap away", async ({ memberPage }) => {
    await navigateInApp(memberPage, "/calendar");
    await expect(memberPage.getByRole("button", { name: "Next 7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(memberPage.locator("section[aria-labelledby^=calendar-day-]")).toHaveCount(7);
    const overflow = await memberPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(memberPage, "test-results/screens/calendar-agenda-375.png", { fullPage: true });
    await expectNoAxeViolations(memberPage);
    await memberPage.getByRole("button", { name: "Month" }).click();
    await expect(memberPage.getByRole("table")).toBeVisible();
    // Arrow keys move between days.
    const focused = memberPage.locator("[data-day][tabindex='0']");
    await focused.focus();
    const day = await focused.getAttribute("data-day");
    await memberPage.keyboard.press("ArrowRight");
    await expect(memberPage.locator(":focus")).not.toHaveAttribute("data-day", day!);
    await screenshot(memberPage, "test-results/screens/calendar-month-375.png", { fullPage: true });
    await expectNoAxeViolations(memberPage);
  });

  test("the week scrolls inside its table, not the page, and a title wraps between words", async ({ adminPage, demo }) => {
    const monday = nextMonday();
    const admin = await apiClientAs(demo.admin);
    const idOf = await memberIds(admin);
    const repeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
    const event = (name: string, people: string[]) => ({ name, allDay: false, date: monday, startTime: "18:00", endTime: "19:30", everyone: false, memberIds: people, repeat });
    await admin.mutation(anyApi.calendar.createCalendarEvent, { event: event("Scouts meeting", [idOf(demo.member.name)]) });
    await admin.mutation(anyApi.calendar.createCalendarEvent, { event: event("Parents evening", [idOf(demo.member.name), idOf(demo.admin.name)]) });
    await navigateInApp(adminPage, `/calendar?view=week&date=${monday}`);
    await expect(eventsIn(adminPage, "Scouts meeting")).toBeVisible();
    const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each word of a title on one line: its text box is as tall as one line per word at most, and "meeting" is whole.
    const words = await eventsIn(adminPage, "Scouts meeting").locator("span", { hasText: /^Scouts meeting$/ }).evaluate((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(words).toBeLessThanOrEqual(2);
    await screenshot(adminPage, "test-results/screens/calendar-week-375.png", { fullPage: true });
  });
});

test.describe("in an American browser", () => {
  // en-US: Chromium's own time input would show "05:00 PM"; the app's times are 24-hour in every language.
  test.use({ locale: "en-US" });

  test("an event over several days is one bar; times are typed on the 24-hour clock; its details say how it repeats", async ({ adminPage, memberPage, demo }) => {
    const monday = nextMonday();
    const admin = await apiClientAs(demo.admin);
    const idOf = await memberIds(admin);
    const noRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
    // Friday to the Monday after: two pieces, split where the week row ends.
    const friday = new Date(`${monday}T12:00:00`);
    friday.setDate(friday.getDate() + 4);
    const fri = `${friday.getFullYear()}-${String(friday.getMonth() + 1).padStart(2, "0")}-${String(friday.getDate()).padStart(2, "0")}`;
    const after = new Date(friday);
    after.setDate(after.getDate() + 3);
    const mon = `${after.getFullYear()}-${String(after.getMonth() + 1).padStart(2, "0")}-${String(after.getDate()).padStart(2, "0")}`;
    await admin.mutation(anyApi.calendar.createCalendarEvent, {
      event: { name: "Grandma's visit", allDay: true, date: fri, endDate: mon, startTime: "", endTime: "", everyone: true, memberIds: [], repeat: noRepeat },
    });
    await admin.mutation(anyApi.calendar.createCalendarEvent, {
      event: {
        name: "Book club",
        allDay: false,
        date: monday,
        startTime: "19:30",
        endTime: "21:00",
        everyone: false,
        memberIds: [idOf(demo.admin.name)],
        repeat: { ...noRepeat, freq: "monthly", monthly: "weekday" },
        reminders: [60],
      },
    });

    await navigateInApp(adminPage, `/calendar?view=month&date=${fri}`);
    const bars = adminPage.getByTestId("calendar-bar").filter({ hasText: "Grandma's visit" });
    // Both pieces in this month's grid (the Monday may be the next month's, shown in the last row).
    await expect(bars.first()).toBeVisible();
    expect((await bars.evaluateAll((pieces) => pieces.map((piece) => Number((piece as HTMLElement).dataset.days)))).reduce((a, b) => a + b, 0)).toBe(4);
    await expect(bars.first().getByTestId("calendar-event")).toHaveAttribute("title", "Grandma's visit");
    await screenshot(adminPage, "test-results/screens/calendar-month-bar-1280.png", { fullPage: true });

    // The week (rows are days): one bar down its days in Together, the first saying its span, the next which day it is.
    await navigateInApp(adminPage, `/calendar?view=week&date=${fri}`);
    const pieces = adminPage.getByTestId("calendar-week-bar").filter({ hasText: "Grandma's visit" });
    await expect(pieces.first()).toContainText(" – ");
    await expect(adminPage.getByRole("button", { name: "Grandma's visit, day 2 of 4", exact: true })).toContainText("↳ Grandma's visit");
    await expectNoAxeViolationsInBothModes(adminPage);
    if (takingScreenshots) {
      for (const width of [1280, 375]) {
        await adminPage.setViewportSize({ width, height: 800 });
        for (const scheme of ["light", "dark"] as const) {
          await adminPage.emulateMedia({ colorScheme: scheme });
          await screenshot(adminPage, `test-results/screens/calendar-week-bar-${width}-${scheme}.png`, { fullPage: true });
        }
      }
      await adminPage.setViewportSize({ width: 1280, height: 900 });
    }
    await adminPage.emulateMedia({ colorScheme: "light" });

    // A new event's From and To: 24-hour text, typed the short way.
    await adminPage.getByRole("button", { name: "Add event" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Add event" });
    const from = dialog.getByRole("textbox", { name: "From", exact: true });
    await expect(from).toHaveValue("17:00");
    await from.fill("9");
    await from.blur();
    await expect(from).toHaveValue("09:00");
    await from.press("ArrowUp");
    await expect(from).toHaveValue("09:05");
    await closeWithEscape(dialog);

    // The member reads the admin's book club: the one date style, how it repeats, its reminder.
    await navigateInApp(memberPage, `/calendar?view=agenda&date=${monday}`);
    await eventsIn(memberPage, "Book club").click();
    const details = memberPage.getByRole("dialog", { name: "Book club" });
    await expect(details.getByTestId("event-when")).toHaveText(/^Monday \d{1,2} [A-Z][a-z]+( \d{4})?, 19:30–21:00$/);
    await expect(details).toContainText(/Repeats monthly on the (first|second|third|fourth) Monday/);
    await expect(details).toContainText("Reminders: 1 hour before");
    await screenshot(memberPage, "test-results/screens/calendar-event-details-1280.png");
    await expectNoAxeViolations(memberPage);
  });
});

test("the month grid is one tab stop whose Page keys change month, and its chips open their task and bill", async ({ adminPage, demo }) => {
  const admin = await apiClientAs(demo.admin);
  const idOf = await memberIds(admin);
  const monday = nextMonday();
  await admin.mutation(anyApi.tasks.assignTask, {
    title: "Clean the bike",
    description: "Chain and brakes",
    assignedTo: idOf(demo.member.name),
    dueDate: monday,
    needsApproval: false,
  });
  await navigateInApp(adminPage, `/calendar?view=month&date=${monday}`);
  const grid = adminPage.getByRole("table");
  const stop = grid.locator("[data-day][tabindex='0']");
  await expect(stop).toHaveCount(1);
  const month = await adminPage.locator("h2[aria-live]").textContent();
  await stop.focus();
  await adminPage.keyboard.press("PageDown");
  await expect(adminPage.locator("h2[aria-live]")).not.toHaveText(month ?? "");
  await expect(adminPage.locator(":focus")).toHaveAttribute("data-day", /^\d{4}-\d{2}-\d{2}$/);
  await adminPage.keyboard.press("PageUp");
  await expect(adminPage.locator("h2[aria-live]")).toHaveText(month ?? "");
  await expectNoAxeViolations(adminPage);

  // Another person's task opens in their list, at it.
  await adminPage.getByRole("link", { name: /Clean the bike/ }).click();
  await expect(adminPage).toHaveURL(/\/dashboard\?task=/);
  const list = adminPage.getByRole("dialog");
  await expect(list.locator("[aria-current=true]").first()).toContainText("Clean the bike");
  await closeWithEscape(list);

  // A bill opens on the finance board, at its month, at it.
  const categories = (await admin.query(anyApi.financeSettings.categories, {})) as { _id: string; archived?: boolean }[];
  const outgoing = { description: "Window cleaner", amountPence: 2500, dueDay: Number(monday.slice(8, 10)), paymentMethod: "Cash", paymentType: "manual-payment" };
  await admin.mutation(anyApi.outgoings.add, { outgoing: { ...outgoing, categoryId: categories.find((category) => !category.archived)!._id } });
  await navigateInApp(adminPage, `/calendar?view=month&date=${monday}`);
  await adminPage.getByRole("link", { name: /Window cleaner/ }).click();
  await expect(adminPage).toHaveURL(/\/finance\?bill=/);
  const row = adminPage.locator("[data-testid=bill-row][aria-current=true]");
  await expect(row).toHaveAttribute("aria-label", "Window cleaner");
  await expect(row).toBeInViewport();
  await screenshot(adminPage, "test-results/screens/calendar-bill-opened-1280.png");
});
