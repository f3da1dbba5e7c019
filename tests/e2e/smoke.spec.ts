import { expect, test } from "@playwright/test";

test("the landing page offers sign-in and sign-up to someone signed out", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Family Household" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/signup");
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
});

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a guarded page sends someone signed out to /login, remembering where they were going", async ({ page }) => {
  await page.goto("/finance");
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffinance$/);
});

test("a device that asks for less motion gets no animations; one that does not, gets them", async ({ browser }) => {
  const durationOn = async (reducedMotion: "reduce" | "no-preference") => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    // The button's hover transition: Chakra gives every button one.
    const transition = await page
      .getByRole("button", { name: "Sign In" })
      .evaluate((button) => getComputedStyle(button).transitionDuration);
    await context.close();
    return transition;
  };
  expect(await durationOn("reduce")).toMatch(/^(1e-05s|0\.00001s)$/);
  expect(await durationOn("no-preference")).not.toMatch(/^(1e-05s|0\.00001s)$/);
});
