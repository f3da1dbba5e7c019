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
  const motionOn = async (reducedMotion: "reduce" | "no-preference") => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
    // The button's hover transition (Chakra gives every button one), a dialog-like
    // entrance animation, and a spinner, which keeps turning either way.
    const motion = await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Sign In")!;
      const panel = document.createElement("div");
      panel.style.animation = "fade-in 200ms";
      const spinner = document.createElement("span");
      spinner.className = "chakra-spinner";
      spinner.style.animation = "spin 1s linear infinite";
      document.body.append(panel, spinner);
      return {
        transition: getComputedStyle(button).transitionDuration,
        panel: getComputedStyle(panel).animationName,
        spinner: getComputedStyle(spinner).animationName,
      };
    });
    await context.close();
    return motion;
  };
  expect(await motionOn("reduce")).toEqual({ transition: "0s", panel: "none", spinner: "spin" });
  const full = await motionOn("no-preference");
  expect(full.transition).not.toBe("0s");
  expect(full).toMatchObject({ panel: "fade-in", spinner: "spin" });
});
