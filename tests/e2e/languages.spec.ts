// Every built screen in every language, at a phone's and a laptop's width: the
// page must not scroll sideways, and a screenshot of each is kept for review
// (test-results/screens/<lang>/).
import type { Page } from "@playwright/test";
import { addRoom, assignTask, expect, navigateInApp, setFamilyScreenPin, openFamilyScreen, test, screenshot, closeWithEscape } from "./fixtures";
import { text, type Lang } from "./i18n";

const languages = [
  ["en", "English"],
  ["es", "Español"],
  ["fr", "Français"],
  ["de", "Deutsch"],
] as const;
type Language = (typeof languages)[number];

const adminPages = [
  "/dashboard",
  "/calendar?view=month",
  "/calendar?view=week",
  "/chores",
  "/chores?tab=points",
  "/admin",
  "/admin/settings",
  "/admin/page-access",
  "/admin/rooms",
  "/admin/rooms?tab=matrix",
  "/admin/finance-settings",
  "/admin/finance-settings?tab=itemTypes",
  "/home-plan",
  "/finance",
  "/spiritual-life",
  "/health-fitness",
  "/education",
  "/public",
  "/clothing",
  "/clothing?tab=outfits",
  "/clothing?tab=add",
];

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const language of languages) {
  const [lang, name] = language;
  test(`every signed-in screen reads in ${name} at 375 and 1280 px`, async ({ adminPage }) => {
    // Two widths × every page: more page loads than the default minute allows on a busy machine.
    test.setTimeout(180_000);
    await switchLanguage(adminPage, language);
    await expect(adminPage.getByRole("heading", { level: 1, name: text(lang, "dashboard.title") })).toBeVisible();
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      for (const path of adminPages) {
        await navigateInApp(adminPage, path);
        await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(adminPage.getByRole("button", { name: text(lang, "settings.menu.open") })).toBeVisible();
        await noSidewaysScroll(adminPage, `${lang} ${path} at ${width}px`);
        await screenshot(adminPage, `test-results/screens/${lang}/${width}${path.replaceAll("/", "_")}.png`, { fullPage: true });
      }
    }
  });
}

/**
 * Switches the page's person to `to` under Your preferences, from the language the page reads
 * in now (the button is named in it), and waits for the page to read in `to`.
 */
async function switchLanguage(page: Page, to: Language) {
  const from = (await page.locator("html").getAttribute("lang")) as Lang;
  if (from !== to[0]) {
    await page.getByRole("button", { name: text(from, "settings.menu.open") }).click();
    await page.getByRole("menuitemradio", { name: to[1] }).click();
    await page.keyboard.press("Escape");
  }
  await expect(page.locator("html")).toHaveAttribute("lang", to[0]);
}

/** Runs `check` once per language, each a step of its own, with `page`'s person reading in it. */
async function inEveryLanguage(page: Page, check: (lang: Lang) => Promise<void>) {
  for (const language of languages) {
    await test.step(language[1], async () => {
      await switchLanguage(page, language);
      await check(language[0]);
    });
  }
}

// Home inventory: a room's view has no fixed address, so it is opened from its card. One page
// switches from language to language: a page opened per language cost the suite 2 s each.
test("a room's inventory reads in every language at 375 and 1280 px", async ({ memberPage }) => {
  await inEveryLanguage(memberPage, async (lang) => {
    await memberPage.setViewportSize({ width: 1280, height: 900 });
    await navigateInApp(memberPage, "/home-plan");
    await memberPage.getByTestId("room-cards").getByRole("link", { name: "Master Bedroom" }).click();
    await expect(memberPage.getByRole("tab", { name: text(lang, "inventory.room.tabs.inventory") })).toBeVisible();
    await expect(memberPage.getByText(text(lang, "inventory.room.viewOnly"))).toBeVisible();
    for (const width of [1280, 375]) {
      await memberPage.setViewportSize({ width, height: 900 });
      await expect(memberPage.getByTestId("item-card").first()).toBeVisible();
      await noSidewaysScroll(memberPage, `${lang} room at ${width}px`);
      await screenshot(memberPage, `test-results/screens/${lang}/${width}_home-plan_room.png`, { fullPage: true });
    }
  });
});

// Rooms admin: a room's page has no fixed address (its id), so it is opened from Admin → Rooms.
test("a room's admin page reads in every language at 375 and 1280 px", async ({ adminPage }) => {
  await inEveryLanguage(adminPage, async (lang) => {
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await navigateInApp(adminPage, "/admin/rooms");
    await adminPage.getByTestId("room-row").filter({ hasText: "Kitchen" }).getByRole("link").click();
    await expect(adminPage.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
    await expect(adminPage.getByText(text(lang, "rooms.detail.stats.members"))).toBeVisible();
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await expect(adminPage.getByRole("heading", { level: 2, name: text(lang, "rooms.detail.accessTitle") })).toBeVisible();
      await noSidewaysScroll(adminPage, `${lang} room admin page at ${width}px`);
      await screenshot(adminPage, `test-results/screens/${lang}/${width}_admin_rooms_room.png`, { fullPage: true });
    }
  });
});

test("the signed-out screens follow the browser's language", async ({ browser }) => {
  for (const [lang] of languages) {
    const context = await browser.newContext({ locale: lang === "en" ? "en-GB" : lang });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "auth.signIn.title") })).toBeVisible();
    await screenshot(page, `test-results/screens/${lang}/375_login.png`);
    await context.close();
  }
});

/** The member asks to enter a new Garage, which the admin's inbox and bell then show. */
async function requestGarageAccess(adminPage: Page, memberPage: Page) {
  await addRoom(adminPage, "Garage");
  await navigateInApp(memberPage, "/home-plan");
  await memberPage.getByRole("group", { name: "Garage" }).getByRole("button", { name: "Request Access" }).click();
}

// Approval inbox: the inbox with a request, and the dashboard card, in every language.
test("the approval inbox reads in every language at 375 and 1280 px", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(120_000);
  await requestGarageAccess(adminPage, memberPage);
  await inEveryLanguage(adminPage, async (lang) => {
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await navigateInApp(adminPage, "/admin/approvals");
      await expect(adminPage.getByRole("heading", { level: 1, name: text(lang, "approvals.title") })).toBeVisible();
      await expect(adminPage.getByText(text(lang, "approvals.row.access", { member: demo.member.name, what: "Garage" }))).toBeVisible();
      // The keys are a laptop's; a phone has none to press.
      const hint = adminPage.getByText(text(lang, "approvals.keyboardHint"));
      await (width === 375 ? expect(hint).toBeHidden() : expect(hint).toBeVisible());
      await noSidewaysScroll(adminPage, `${lang} /admin/approvals at ${width}px`);
      await screenshot(adminPage, `test-results/screens/${lang}/${width}_admin_approvals.png`, { fullPage: true });
      await navigateInApp(adminPage, "/dashboard");
      await expect(adminPage.getByTestId("approvals-card")).toContainText(text(lang, "approvals.card.open"));
      await noSidewaysScroll(adminPage, `${lang} dashboard approvals card at ${width}px`);
    }
  });
});

// Notifications: the bell's panel with a request, and the notification settings, in every language.
test("the notification panel and settings read in every language at 375 and 1280 px", async ({ adminPage, memberPage, demo }) => {
  test.setTimeout(120_000);
  await requestGarageAccess(adminPage, memberPage);
  await inEveryLanguage(adminPage, async (lang) => {
    const panel = adminPage.getByRole("dialog", { name: text(lang, "notifications.panel.title") });
    for (const width of [1280, 375]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await navigateInApp(adminPage, "/dashboard");
      await adminPage.getByTestId("notification-bell").click();
      await expect(panel.getByText(text(lang, "activity.events.roomAccessRequested", { actor: demo.member.name, room: "Garage" }))).toBeVisible();
      await expect(panel.getByRole("button", { name: text(lang, "notifications.panel.markAllRead") })).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x + box.width, `${lang} panel at ${width}px`).toBeLessThanOrEqual(width);
      await noSidewaysScroll(adminPage, `${lang} notification panel at ${width}px`);
      await screenshot(adminPage, `test-results/screens/${lang}/${width}_notifications.png`);
      await closeWithEscape(panel);

      await adminPage.getByRole("button", { name: text(lang, "settings.menu.open") }).click();
      await adminPage.getByRole("menuitem", { name: text(lang, "notifications.settings.open") }).click();
      const settings = adminPage.getByRole("dialog", { name: text(lang, "notifications.settings.title") });
      await expect(settings.getByRole("checkbox", { name: text(lang, "notifications.topics.requests.label") })).toBeChecked();
      // The menu that opened it fades out first (the dialog already hides it from the accessibility tree).
      await expect(adminPage.locator('[data-scope="menu"][data-part="content"]')).toBeHidden();
      await noSidewaysScroll(adminPage, `${lang} notification settings at ${width}px`);
      await screenshot(adminPage, `test-results/screens/${lang}/${width}_notification_settings.png`);
      await closeWithEscape(settings);
    }
  });
});

// Family screen: the view, the PIN pad (64 px keys) and a member's panel in the family's language,
// which the screen (nobody signed in) follows live from one language to the next.
test("the family screen, PIN pad and member panel read in each other language at 375 and 1280 px", async ({ browser, adminPage, memberPage, demo }) => {
  test.setTimeout(180_000);
  const member = demo.member.name;
  await setFamilyScreenPin(memberPage, "2468");
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  await assignTask(adminPage, member, "Put the winter clothes into the wardrobe in the attic", { dueDate: today });
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await navigateInApp(adminPage, "/admin/settings");
  for (const [lang, name] of languages.filter(([code]) => code !== "en")) {
    await test.step(name, async () => {
      // "Everyone sees this language unless they pick their own": the admin's page may follow too.
      const adminReads = (await adminPage.locator("html").getAttribute("lang")) as Lang;
      await adminPage.getByLabel(text(adminReads, "settings.page.language")).selectOption(lang);
      await adminPage.getByRole("button", { name: text(adminReads, "settings.page.save") }).click();
      await expect(screen.locator("html")).toHaveAttribute("lang", lang);
      const memberTile = screen.getByRole("list", { name: text(lang, "familyScreen.view.membersLabel") }).getByRole("listitem", { name: member, exact: true });
      const pad = screen.getByRole("dialog", { name: text(lang, "familyScreen.pin.title", { name: member }) });
      for (const width of [1280, 375]) {
        await screen.setViewportSize({ width, height: 900 });
        await expect(screen.getByText(text(lang, "familyScreen.view.tapHint"))).toBeVisible();
        await expect(memberTile).toContainText("Put the winter clothes");
        await noSidewaysScroll(screen, `${lang} family screen at ${width}px`);
        await screenshot(screen, `test-results/screens/${lang}/${width}_family-screen.png`, { fullPage: true });

        // The pad, with a wrong PIN's message: the longest text it shows.
        await memberTile.getByRole("button").click();
        await expect(pad).toBeVisible();
        for (const digit of "1357") await pad.getByRole("button", { name: digit, exact: true }).click();
        // The right PIN at the other width reset the count: 4 tries left each time.
        await expect(pad.getByRole("alert")).toHaveText(text(lang, "familyScreen.pin.wrong_other", { count: 4 }));
        const box = (await pad.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width, `${lang} PIN pad inside ${width}px`).toBe(true);
        await noSidewaysScroll(screen, `${lang} PIN pad at ${width}px`);
        await screenshot(screen, `test-results/screens/${lang}/${width}_family-screen_pin.png`);

        for (const digit of "2468") await pad.getByRole("button", { name: digit, exact: true }).click();
        await expect(screen.getByRole("heading", { level: 1, name: text(lang, "familyScreen.panel.title", { name: member }) })).toBeVisible();
        await expect(screen.getByRole("heading", { level: 2, name: text(lang, "familyScreen.panel.tasks") })).toBeVisible();
        await expect(pad).toBeHidden();
        await noSidewaysScroll(screen, `${lang} member panel at ${width}px`);
        await screenshot(screen, `test-results/screens/${lang}/${width}_family-screen_panel.png`, { fullPage: true });
        await screen.getByRole("button", { name: text(lang, "familyScreen.panel.done") }).click();
      }
    });
  }
  await context.close();
});
