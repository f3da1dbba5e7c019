// The frame every page shares: dialogs sized to their content, a phone's order of what needs action,
// accessible names, the skip link, and a clean console on load.
import type { Page } from "@playwright/test";
import { axeRun } from "./axe";
import { assignTask, expect, test, screenshot, collectConsoleErrors } from "./fixtures";

test.describe("dialogs fit their content", () => {
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

test.describe("on a phone, what needs action comes first", () => {
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

test.describe("by keyboard and screen reader", () => {
  test("buttons' accessible names contain their visible text", async ({ adminPage, demo }) => {
    await assignTask(adminPage, demo.member.name, "Tidy up");
    const check = async () => {
      const results = await axeRun(adminPage, { runOnly: { type: "rule", values: ["label-content-name-mismatch"] } });
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

test.describe("in a browser that runs the service worker", () => {
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
