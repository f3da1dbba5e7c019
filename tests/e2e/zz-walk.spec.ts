import type { Page } from "@playwright/test";
import { expect, test, navigateInApp } from "./fixtures";
import { text, type Lang } from "./i18n";

const LONG = "Grandma's ninetieth birthday lunch at the garden centre café with the whole family and the neighbours".repeat(2).slice(0, 100);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("walk: calendar and chores as a family", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(600_000);
  const today = new Date().toISOString().slice(0, 10);
  await navigateInApp(adminPage, `/calendar?view=month&date=${today}`);
  await navigateInApp(memberPage, `/calendar?view=agenda&date=${today}`);
  // A long title, saved with a double click.
  await adminPage.getByRole("button", { name: "Add event" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add event" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(LONG);
  await dialog.getByRole("textbox", { name: "From", exact: true }).fill("17:00");
  await dialog.getByRole("textbox", { name: "To", exact: true }).fill("18:00");
  await dialog.getByText("Everyone", { exact: true }).click();
  await dialog.getByRole("button", { name: "Save" }).dblclick();
  await expect(dialog).toBeHidden();
  const chips = memberPage.getByTestId("calendar-event").filter({ hasText: LONG.slice(0, 30) });
  await expect(chips).toHaveCount(1);
  console.log("WALK member sees 1 event live");
  for (const [role, page] of [["admin", adminPage], ["member", memberPage]] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const view of ["month", "week", "agenda", "day"]) {
          await navigateInApp(page, `/calendar?view=${view}&date=${today}`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const over = await sideways(page);
          if (over > 0) console.log(`WALK sideways ${role} ${width} ${view} ${over}`);
          if (scheme === "dark" || width === 375) await shot(page, `${role}-${width}-${scheme}-cal-${view}`);
        }
        await navigateInApp(page, "/chores");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if ((await sideways(page)) > 0) console.log(`WALK sideways ${role} ${width} chores`);
        await shot(page, `${role}-${width}-${scheme}-chores`);
      }
    }
  }
  // The event opened at 375 by the member (read-only) and by the admin (edit).
  await memberPage.setViewportSize({ width: 375, height: 800 });
  await navigateInApp(memberPage, `/calendar?view=agenda&date=${today}`);
  await chips.first().click();
  await shot(memberPage, "member-375-dark-event-open");
  await memberPage.keyboard.press("Escape");
  // Reload midway through the admin's typing: nothing half-saved.
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await navigateInApp(adminPage, `/calendar?view=agenda&date=${today}`);
  await adminPage.getByRole("button", { name: "Add event" }).click();
  await adminPage.getByRole("dialog", { name: "Add event" }).getByRole("textbox", { name: "Title" }).fill("Half typed");
  await shot(adminPage, "admin-375-dark-add-dialog");
  await adminPage.reload();
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(adminPage.getByTestId("calendar-event").filter({ hasText: "Half typed" })).toHaveCount(0);
  console.log("WALK reload midway: nothing saved");
  // A chore with a long name, saved with a double click; the member completes it with a double click.
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await navigateInApp(adminPage, "/chores");
  await navigateInApp(memberPage, "/chores");
  await adminPage.getByRole("button", { name: "Add chore" }).click();
  const chore = adminPage.getByRole("dialog", { name: "Add chore" });
  const choreName = LONG.slice(0, 80);
  await chore.getByRole("textbox", { name: "What is the chore?" }).fill(choreName);
  await chore.locator("label").filter({ hasText: demo.member.name }).click();
  await chore.getByRole("button", { name: "Save chore" }).dblclick();
  await expect(chore).toBeHidden().catch(async () => { await shot(adminPage, "admin-chore-dialog-stuck"); throw new Error("chore dialog stayed"); });
  const card = memberPage.getByRole("article", { name: choreName });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Complete" }).first().dblclick();
  await expect(card.getByTestId("chore-day").first()).toContainText(/Done|done/);
  await shot(memberPage, "member-375-dark-chore-done");
  await navigateInApp(memberPage, "/chores?tab=points");
  await shot(memberPage, "member-375-dark-points");
  console.log(`WALK points text: ${(await memberPage.getByRole("main").innerText()).slice(0, 300).replaceAll("\n", " | ")}`);
  // Other languages at 375, dark.
  for (const lang of ["es", "fr", "de"]) {
    const from = (await memberPage.locator("html").getAttribute("lang")) as Lang;
    await memberPage.getByRole("button", { name: text(from, "settings.menu.open") }).click();
    await memberPage.getByRole("menuitemradio", { name: { es: "Español", fr: "Français", de: "Deutsch" }[lang]! }).click();
    await memberPage.keyboard.press("Escape");
    await expect(memberPage.locator("html")).toHaveAttribute("lang", lang);
    for (const view of ["month", "agenda"]) {
      await navigateInApp(memberPage, `/calendar?view=${view}&date=${today}`);
      await shot(memberPage, `member-375-dark-${lang}-cal-${view}`);
    }
    await navigateInApp(memberPage, "/chores");
    await shot(memberPage, `member-375-dark-${lang}-chores`);
    if ((await sideways(memberPage)) > 0) console.log(`WALK sideways ${lang} chores`);
  }
  void demo;
});
