import { expect, signIn, signUp, test } from "./fixtures";

test.describe("a new family", () => {
  test.beforeEach(async ({ backend }) => {
    await backend.reset(false);
  });

  test("the first account becomes the admin, signs out and back in", async ({ page }) => {
    await signUp(page, "Alex Founder", "Alex@Household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Your profile has been created successfully.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You have been signed out successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

    await signIn(page, "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a wrong password shows the service's message in a red alert", async ({ page }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/login");
    await page.getByLabel("Email").fill("alex@household.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("sign-up does nothing until the terms are ticked, and hints the password rule", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await page.getByLabel("Full name").fill("Alex");
    await page.getByLabel("Email").fill("alex@household.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("founder-pass");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  });

  test("forgot password: the emailed link resets it", async ({ page, backend }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await page.getByLabel("Email").fill("alex@household.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email for password reset instructions").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend Email" })).toBeVisible();

    const [mail] = await backend.outbox("alex@household.test");
    const link = mail.body.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    expect(url.searchParams.get("token")!.length).toBeGreaterThan(20);
    await page.goto(url.pathname + url.search);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass");
    await page.getByRole("textbox", { name: "Confirm new password" }).fill("brand-new-pass");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Password updated successfully").first()).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, "alex@household.test", "brand-new-pass");
  });

  test("a reset link without a long token is refused", async ({ page }) => {
    await page.goto("/reset-password?token=short&email=alex@household.test");
    await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
    await expect(
      page.getByText("The password reset link is invalid or has expired. Please request a new password reset link."),
    ).toBeVisible();
  });

  test("a stranger waits until the admin approves, then sees the app without reloading", async ({ page, browser }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);

    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await signUp(stranger, "Jamie Cousin", "jamie@household.test", "cousin-pass");
    await expect(stranger.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await stranger.goto("/finance");
    await expect(stranger.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await expect(stranger.getByRole("heading", { name: "Finance Dashboard" })).toHaveCount(0);

    await page.goto("/admin");
    await page.getByRole("button", { name: "Approve Jamie Cousin" }).click();
    await expect(page.getByText("No one is waiting to join.")).toBeVisible();

    // The stranger's screen changes by itself.
    await expect(stranger.getByRole("heading", { name: "Finance Dashboard" })).toBeVisible();
    await strangerContext.close();
  });
});

test.describe("the sample family", () => {
  test("a guarded path is remembered through sign-in", async ({ page, demo }) => {
    await page.goto("/finance");
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffinance$/);
    await page.getByLabel("Email").fill(demo.member.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demo.member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole("heading", { name: "Finance Dashboard" })).toBeVisible();
  });

  test("a member's nav hides a page the admin turns off, live", async ({ adminPage, memberPage, demo }) => {
    const memberNav = memberPage.getByRole("navigation", { name: "Main" });
    await expect(memberNav.getByRole("link", { name: "Finance" })).toBeVisible();
    await expect(memberNav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await adminPage.goto("/admin/page-access");
    await adminPage.getByRole("group", { name: demo.member.name }).getByText("Finance", { exact: true }).click();

    await expect(memberNav.getByRole("link", { name: "Finance" })).toHaveCount(0);
    await memberPage.goto("/finance");
    await expect(memberPage).toHaveURL(/\/dashboard$/);
  });

  test("a member sent to an admin page lands on the dashboard", async ({ memberPage }) => {
    await memberPage.goto("/admin/settings");
    await expect(memberPage).toHaveURL(/\/dashboard$/);
  });

  test("signed-in people are sent from /login to the dashboard", async ({ adminPage }) => {
    await adminPage.goto("/login");
    await expect(adminPage).toHaveURL(/\/dashboard$/);
  });
});
