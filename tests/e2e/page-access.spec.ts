// A page switched off while someone has it open: they are sent on, told why, and never see the
// error screen. Live: the admin acts in one browser, the member's screen follows without a reload.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, signIn, test, screenshot, navigateInApp } from "./fixtures";

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

async function switchPage(adminPage: Page, memberName: string, page: string) {
  await adminPage.getByRole("group", { name: memberName }).getByText(page, { exact: true }).click();
}

test.describe("page flags switched off while a page is open", () => {
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
    // Chores come with the dashboard: the member has them open when it is switched off.
    await navigateInApp(memberPage, "/chores");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Chores" })).toBeVisible();

    await navigateInApp(adminPage, "/admin/page-access");
    await switchPage(adminPage, demo.member.name, "Dashboard");

    // The calendar is the first page left in the navigation's order; a short notice says why, by the page they were on.
    await expect(memberPage).toHaveURL(/\/calendar$/);
    await expect(toast(memberPage, "You no longer have access to Chores")).toContainText("An admin switched this page off for you.");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
    const nav = memberPage.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Chores" })).toHaveCount(0);

    // Opening /dashboard by its address goes there too.
    await memberPage.goto("/dashboard");
    await expect(memberPage).toHaveURL(/\/calendar$/);

    // Every page off: a friendly screen, with the header's Logout.
    for (const page of ["Calendar", "Home Inventory", "Spiritual Life", "Health & Fitness", "Education", "Finance", "Public", "Clothing"]) {
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
