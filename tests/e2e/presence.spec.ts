// Presence dots: leaving (Logout, or auto-logout) turns one's dot grey on the others' screens at once.
import type { Page } from "@playwright/test";
import { expect, test, openAs, navigateInApp, collectConsoleErrors } from "./fixtures";

const memberCard = (page: Page, name: string) => page.getByRole("list", { name: /Family members|Your profile/ }).getByRole("listitem", { name });

test.describe("leaving turns the dot grey at once", () => {
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
    await memberPage.evaluate(() => localStorage.removeItem("household:lastActivity"));
    await memberPage.reload();
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
    await expect(dot).toHaveAttribute("data-status", "online");

    // The auto-logout watcher is a chunk of its own, fetched once the settings are in: its
    // minute starts when it has mounted and written the tab's activity, so the clock jumps after that.
    await memberPage.waitForFunction(() => localStorage.getItem("household:lastActivity") !== null);
    const errors = collectConsoleErrors(memberPage);
    // The minute passes in two steps, through the warning, as in the settings test: one jump of
    // over a minute would also pass the Convex client's 60 s limit without a word from the
    // server, and it would reconnect in the middle of the sign-out.
    await memberPage.clock.fastForward("00:35");
    await expect(memberPage.getByRole("alertdialog", { name: "Still there?" })).toBeVisible();
    await memberPage.clock.fastForward("00:30");
    await expect(memberPage.getByText("You were signed out after 1 minute without activity.")).toBeVisible();
    await expect(dot).toHaveAttribute("data-status", "offline", {
      timeout: 5_000,
    });
    expect(errors.filter((e) => /AUTH_REQUIRED|Please log in|Authentication required/.test(e))).toEqual([]);
    await context.close();
  });
});
