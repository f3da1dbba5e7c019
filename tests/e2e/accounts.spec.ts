import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { e2eUrls } from "../../playwright.config";
import { apiClientAs, expect, latestEmailCode, memberIds, openAs, screenshot, signIn, signUp, test, verifyEmail, navigateInApp } from "./fixtures";


/** Admin, on the dashboard: Quick Actions → Add Family Member, with an email to sign in with. */
async function addMemberWithEmail(admin: Page, name: string, email: string) {
  await admin.goto("/dashboard");
  await admin.getByRole("button", { name: "Add Family Member" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Family Member" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog).toHaveCount(0);
}

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

    // Both texts agreed to are there to read, in a tab of their own (the form keeps what was typed).
    const terms = page.getByRole("link", { name: "terms of use" });
    await expect(terms).toHaveAttribute("href", "/terms");
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByText(/only as salted hashes/)).toBeVisible();
    await page.getByRole("link", { name: "Back to sign-up" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
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
    // And a way back to signing in, for whoever remembers the password meanwhile.
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");

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

    // The same link again, once used: the "Invalid Reset Link" screen, with the way to a new one.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(url.pathname + url.search);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("another-new-pass");
    await page.getByRole("textbox", { name: "Confirm new password" }).fill("another-new-pass");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
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

    // The Admin panel leads to the approval inbox, with the live count; the request waits there.
    await page.goto("/admin");
    await page.getByRole("link", { name: /^Approvals\s*, 1 pending/ }).click();
    await expect(page).toHaveURL(/\/admin\/approvals$/);
    const inbox = page.getByRole("list", { name: "Pending decisions" });
    await inbox.getByRole("button", { name: "Approve: Jamie Cousin (jamie@household.test) asks to join the family" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Request Approved" })).toContainText("Jamie Cousin joined the family.");
    await expect(page.getByText("Nothing is waiting for a decision.")).toBeVisible();

    // The stranger's screen changes by itself.
    await expect(stranger.getByRole("heading", { name: "Finance Dashboard" })).toBeVisible();
    await strangerContext.close();
  });
});

test.describe("verified emails", () => {
  test.beforeEach(async ({ backend }) => {
    await backend.reset(false);
  });

  test("sign-up mails a code: a wrong one is refused, the right one lets the person in", async ({ page }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass", { verify: false });
    await expect(page.getByText("Check your email to verify your account!").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("We sent a code to alex@household.test.")).toBeVisible();
    // A reload comes back to this step, not to an empty sign-up form.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("We sent a code to alex@household.test.")).toBeVisible();

    const code = await latestEmailCode("alex@household.test");
    expect(code).toMatch(/^\d{8}$/);
    await page.getByLabel("Verification code").fill(code === "00000000" ? "11111111" : "00000000");
    await page.getByRole("button", { name: "Verify email" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That code did not verify your email." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Your profile has been created successfully.")).toBeVisible();
  });

  test("an unverified account gets the code step at sign-in, and a new code on request", async ({ page, backend }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass", { verify: false });
    const first = await latestEmailCode("alex@household.test");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();

    // No session without the code: guarded pages still send them to sign in.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

    await page.getByLabel("Email").fill("alex@household.test");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("founder-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const codeMails = async () =>
      (await backend.outbox("alex@household.test")).filter((m) => /is your Family Household code/.test(m.subject));
    expect(await codeMails()).toHaveLength(2);

    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(page.getByText("We sent a new code to alex@household.test.").first()).toBeVisible();
    expect(await codeMails()).toHaveLength(3);
    const latest = await latestEmailCode("alex@household.test");
    if (latest !== first) {
      await page.getByLabel("Verification code").fill(first);
      await page.getByRole("button", { name: "Verify email" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "That code did not verify your email." })).toBeVisible();
    }
    await verifyEmail(page, "alex@household.test");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'not-an-email' and a short password are refused under their fields before anything is sent", async ({ page, backend }) => {
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Alex Founder");
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill("not-an-email");
    const password = page.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("short");
    // The box itself: the label's words "terms of use" and "privacy policy" are links.
    await page.locator("label").filter({ hasText: "I agree to the terms" }).locator('[data-part="control"]').click();
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleErrorMessage("Please enter a valid email address");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    // Each under its own field, as in every form; the focus is on the first.
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleErrorMessage("Password must be at least 8 characters long");
    await expect(email).toBeFocused();
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    expect(await backend.outbox("not-an-email")).toEqual([]);
    await expectNoAxeViolations(page);

    // Correcting them clears the marks, and the sign-up goes through.
    await email.fill("alex@household.test");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await password.fill("founder-pass");
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Account" }).click();
    await verifyEmail(page, "alex@household.test");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an invited email cannot be taken by a sign-up that never enters the code", async ({ page, browser, backend }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
    await addMemberWithEmail(page, "Grandma Rose", "rose@household.test");

    // Someone else signs up with Rose's address: without her inbox they never get in.
    const impostorContext = await browser.newContext();
    const impostor = await impostorContext.newPage();
    await signUp(impostor, "Not Rose", "rose@household.test", "impostor-pass", { verify: false });
    await expect(impostor.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await impostor.goto("/dashboard");
    await expect(impostor).toHaveURL(/\/login/);
    await impostor.getByLabel("Email").fill("rose@household.test");
    await impostor.getByRole("textbox", { name: "Password", exact: true }).fill("impostor-pass");
    await impostor.getByRole("button", { name: "Sign In" }).click();
    await expect(impostor.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(impostor.getByRole("button", { name: "Logout" })).toHaveCount(0);

    // Rose, who reads her email, takes the address: a reset link proves it is hers.
    const roseContext = await browser.newContext();
    const rose = await roseContext.newPage();
    await rose.goto("/forgot-password");
    await rose.getByLabel("Email").fill("rose@household.test");
    await rose.getByRole("button", { name: "Send reset link" }).click();
    await expect(rose.getByText("Check your email for password reset instructions").first()).toBeVisible();
    const mails = await backend.outbox("rose@household.test");
    const resetMail = mails.find((m) => /reset-password\?token=/.test(m.body))!;
    const url = new URL(resetMail.body.match(/https?:\/\/\S+/)![0]);
    await rose.goto(url.pathname + url.search);
    await rose.getByRole("textbox", { name: "New password", exact: true }).fill("roses-own-pass");
    await rose.getByRole("textbox", { name: "Confirm new password" }).fill("roses-own-pass");
    await rose.getByRole("button", { name: "Update password" }).click();
    await expect(rose.getByText("Password updated successfully").first()).toBeVisible();
    await rose.goto("/dashboard");
    await expect(rose.getByText(/Hello, Grandma/)).toBeVisible();

    // The impostor's password no longer opens anything.
    await impostor.getByRole("link", { name: "Back to sign in" }).click();
    await impostor.getByLabel("Email").fill("rose@household.test");
    await impostor.getByRole("textbox", { name: "Password", exact: true }).fill("impostor-pass");
    await impostor.getByRole("button", { name: "Sign In" }).click();
    await expect(impostor.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
    await impostorContext.close();
    await roseContext.close();
  });

  test("a declined person whom the admin then adds by email gets in at their next sign-in", async ({ page, browser }) => {
    await signUp(page, "Alex Founder", "alex@household.test", "founder-pass");
    await expect(page).toHaveURL(/\/dashboard$/);

    const jamieContext = await browser.newContext();
    const jamie = await jamieContext.newPage();
    await signUp(jamie, "Jamie Cousin", "jamie@household.test", "cousin-pass");
    await expect(jamie.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();

    await page.goto("/admin/approvals");
    await page
      .getByRole("list", { name: "Pending decisions" })
      .getByRole("button", { name: "Reject: Jamie Cousin (jamie@household.test) asks to join the family" })
      .click();
    // Declining a person is asked first.
    await page
      .getByRole("alertdialog", {
        name: "Decline Jamie Cousin's request to join?",
      })
      .getByRole("button", { name: "Reject" })
      .click();
    await expect(jamie.getByRole("heading", { name: "Request declined" })).toBeVisible();

    await addMemberWithEmail(page, "Jamie Carter", "jamie@household.test");

    await jamie.getByRole("button", { name: "Logout" }).first().click();
    await expect(jamie).toHaveURL(/\/$/);
    await signIn(jamie, "jamie@household.test", "cousin-pass");
    await expect(jamie).toHaveURL(/\/dashboard$/);
    await expect(jamie.getByText(/Hello, Jamie/)).toBeVisible();
    await expect(jamie.getByRole("heading", { name: "Request declined" })).toHaveCount(0);
    await jamieContext.close();
  });
});

test.describe("the sample family", () => {
  test("signing up with an address that has an account says nothing about it; its owner is told", async ({ page, demo, backend }) => {
    await signUp(page, "Someone Else", demo.member.email, "another-password", { verify: false });
    // The same step as any sign-up: no "already exists" to learn from.
    await expect(page.getByText(`We sent a code to ${demo.member.email}.`)).toBeVisible();
    await expect(page.getByText(/already exists/)).toHaveCount(0);
    const mails = await backend.outbox(demo.member.email);
    expect(mails.some((mail) => /is your Family Household code/.test(mail.subject))).toBe(false);
    expect(mails.filter((mail) => /tried to create a Family Household account/.test(mail.subject))).toHaveLength(1);
    // The owner's password still works, and the other one does not.
    await page.goto("/login");
    await page.getByLabel("Email").fill(demo.member.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("another-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  });

  test("a guarded path is remembered through sign-in; between the click and the page, progress, never an emptied form", async ({ page, demo }) => {
    await page.goto("/finance");
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffinance$/);
    await page.getByLabel("Email").fill(demo.member.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demo.member.password);
    // Watches every change of the page from the click on: an email field shown empty is the emptied form.
    await page.evaluate(() => {
      const w = window as unknown as { sawEmptyForm: boolean };
      w.sawEmptyForm = false;
      new MutationObserver(() => {
        const email = document.querySelector<HTMLInputElement>('input[type="email"]');
        if (email && email.value === "") w.sawEmptyForm = true;
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole("heading", { name: "Finance Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawEmptyForm: boolean }).sawEmptyForm)).toBe(false);
  });

  test("a member's nav hides a page the admin turns off, live", async ({ adminPage, memberPage, demo }) => {
    const memberNav = memberPage.getByRole("navigation", { name: "Main" });
    await expect(memberNav.getByRole("link", { name: "Finance" })).toBeVisible();
    await expect(memberNav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await navigateInApp(adminPage, "/admin/page-access");
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

  // A sign-in ended by the server leaves the tab a token that is still valid for a while: the tab must drop it, or
  // the next sign-in's token never reaches the open connection and the page waits on the old, ended one.
  test("a tab whose sign-in was ended by a password reset elsewhere says so, and the new password opens the app at once", async ({
    browser,
    backend,
    demo,
  }) => {
    const { context, page } = await openAs(browser, "member");
    await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();

    // The reset, from another device: the emailed link's token and a new password (this ends every session).
    const elsewhere = new ConvexHttpClient(e2eUrls.backend);
    await elsewhere.action(anyApi.auth.signIn, { provider: "password", params: { flow: "reset", email: demo.member.email } });
    const mail = (await backend.outbox(demo.member.email)).find((m) => /reset-password\?token=/.test(m.body))!;
    const token = new URL(mail.body.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await elsewhere.action(anyApi.auth.signIn, {
      provider: "password",
      params: { flow: "reset-verification", email: demo.member.email, code: token, newPassword: "brand-new-pass" },
    });

    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const why = page.getByRole("status").filter({ hasText: "You were signed out" });
    await expect(why).toContainText("Your sign-in on this device was ended elsewhere, for example by a password change.");
    // A reload midway keeps the explanation (the tab's own memory of it), once the app behind the page's static
    // copy has started (at the first focus).
    await page.reload();
    await page.getByLabel("Email").focus();
    await expect(why).toBeVisible();
    await screenshot(page, "test-results/signed-out-why.png");

    await page.getByLabel("Email").fill(demo.member.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
    // Signed in again, the explanation is gone for good.
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(why).toHaveCount(0);
    await context.close();
  });

  test("sending a reset link for one's own address while signed in keeps the sign-in until the password changes", async ({
    memberPage,
    backend,
    demo,
  }) => {
    await navigateInApp(memberPage, "/forgot-password");
    await memberPage.getByLabel("Email").fill(demo.member.email);
    await memberPage.getByRole("button", { name: "Send reset link" }).click();
    await expect(memberPage.getByText("Check your email for password reset instructions").first()).toBeVisible();
    expect((await backend.outbox(demo.member.email)).some((m) => /reset-password\?token=/.test(m.body))).toBe(true);
    await navigateInApp(memberPage, "/dashboard");
    await expect(memberPage.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
    await expect(memberPage.getByRole("button", { name: "Logout" }).first()).toBeVisible();
  });

  test("a member the admin deletes is told so in their open tab, and signing in again asks to join", async ({ browser, demo }) => {
    const { context, page } = await openAs(browser, "member");
    await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();

    const admin = await apiClientAs(demo.admin);
    const idOf = await memberIds(admin);
    await admin.mutation(anyApi.members.deleteMember, { memberId: idOf(demo.member.name) });

    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole("status").filter({ hasText: "You were signed out" })).toContainText(
      "You are no longer a member of this family's household.",
    );
    await page.getByLabel("Email").fill(demo.member.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(demo.member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await context.close();
  });
});

test("after a password reset the success screen stays until the person continues, and the token leaves the address", async ({
  page,
  backend,
  demo,
}) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(demo.member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email for password reset instructions").first()).toBeVisible();
  const [mail] = await backend.outbox(demo.member.email);
  const link = new URL(mail.body.match(/https?:\/\/\S+/)![0]);

  await page.goto(link.pathname + link.search);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Update password" }).click();

  const done = page.getByRole("heading", {
    level: 1,
    name: "Password updated",
  });
  await expect(done).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  // Signed in by the new password, the app reloads who the person is (the header then offers Logout, and the
  // router's guards have run again): the screen stays.
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
  await expect(done).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Family Dashboard" })).toBeVisible();
  // The spent link is not in the history either.
  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
});
