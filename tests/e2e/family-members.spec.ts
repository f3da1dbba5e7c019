// Admin → Family Members, with two or three people at once: what the admin
// does shows up live in a second admin session and on the member's screen.
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, signIn, test, type DemoAccount, screenshot, navigateInApp } from "./fixtures";

const list = (page: Page) => page.getByRole("list", { name: "Family members" });
const row = (page: Page, name: string) => list(page).getByRole("listitem", { name, exact: true });

async function openFamilyMembers(page: Page) {
  await navigateInApp(page, "/admin/family-members");
  await expect(page.getByRole("heading", { level: 1, name: "Family Members" })).toBeVisible();
}

/** Another browser (own context) signed in as `account`. */
async function secondSession(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { page, close: () => context.close() };
}

/** A 1×1 PNG. */
const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the admin adds a member by keyboard; a second admin and the member see them live", async ({
  adminPage,
  memberPage,
  browser,
  demo,
}) => {
  const other = await secondSession(browser, demo.admin);
  await openFamilyMembers(other.page);
  await openFamilyMembers(adminPage);
  await expect(row(adminPage, demo.admin.name)).toContainText("(you)");
  await expect(row(adminPage, "Emma Carter")).toContainText("No sign-in yet");

  await adminPage.getByRole("button", { name: "Add Member" }).focus();
  await adminPage.keyboard.press("Enter");
  const dialog = adminPage.getByRole("dialog", { name: "Add Family Member" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await adminPage.keyboard.type("Sam Carter");
  await expect(dialog.getByRole("combobox", { name: "Member type" })).toHaveValue("Other");
  await dialog.getByRole("combobox", { name: "Member type" }).selectOption("Son");
  await dialog.getByRole("textbox", { name: "Email" }).fill("Sam@Household.test");
  await dialog.getByRole("textbox", { name: "Email" }).press("Enter");
  await expect(adminPage.getByText("Sam Carter was added to the family.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const sam = row(adminPage, "Sam Carter");
  await expect(sam).toContainText("Son");
  await expect(sam).toContainText("sam@household.test");
  await expect(sam).toContainText("No sign-in yet");
  // Live elsewhere: the other admin's list and the member's family tree.
  await expect(row(other.page, "Sam Carter")).toBeVisible();
  await expect(memberPage.getByText("Sam Carter", { exact: false })).toBeVisible();
  await other.close();
});

test("a missing name and a bad email are marked on their fields", async ({ adminPage }) => {
  await openFamilyMembers(adminPage);
  await adminPage.getByRole("button", { name: "Add Member" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Add Family Member" });
  await dialog.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Member name is required")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  // A pasted name over the limit is kept whole and refused by name, not cut: once the form has
  // been sent, each field is checked again as it is typed in.
  await name.fill("N".repeat(150));
  await expect(name).toHaveValue("N".repeat(150));
  await expect(name).toHaveAccessibleDescription("Names and titles can be at most 100 characters long");

  // The server's refusal lands under its field too: this email is taken.
  await name.fill("Twin");
  await dialog.getByRole("textbox", { name: "Email" }).fill("member@household.test");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("A family member already has this email.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row(adminPage, "Twin")).toHaveCount(0);
});

test("the admin edits a member's name, type, colour and photo; the member's screen follows", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await openFamilyMembers(adminPage);
  await adminPage.getByRole("button", { name: "Edit Emma Carter" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Edit Emma Carter" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Emma Jane Carter");
  await dialog.getByRole("combobox", { name: "Member type" }).selectOption("Son");
  await dialog.getByRole("combobox", { name: "Member type" }).selectOption("Daughter");
  await dialog.getByRole("radio", { name: "Purple" }).check();

  // The photo field of every form: a pasted data: address is refused under it, a text file
  // named .png is refused by its bytes (under the upload), and an uploaded PNG is taken with the details in one save.
  const address = dialog.getByRole("textbox", { name: "Or paste an image address" });
  await address.fill("data:image/png;base64,AAAA");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Paste an image address that starts with http:// or https://")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("");
  const fake = adminPage.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload photo" }).click();
  await (await fake).setFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  // Said of the upload, not of the address, which stays as it was.
  await expect(dialog.getByRole("button", { name: "Upload photo" })).toHaveAccessibleDescription("Photos must be JPEG, PNG, WebP or GIF images.");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  const chooser = adminPage.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload photo" }).click();
  await (await chooser).setFiles({ name: "emma.png", mimeType: "image/png", buffer: pngBytes });
  await expect(dialog.locator("img[src^='blob:']")).toHaveCount(1);
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(adminPage.getByText("The changes to Emma Jane Carter were saved.")).toBeVisible();

  const emma = row(adminPage, "Emma Jane Carter");
  await expect(emma.locator("[data-member-color]")).toHaveAttribute("data-member-color", "purple");
  await expect(emma.locator("img")).toHaveAttribute("src", /\/api\/storage\//);
  await expect.poll(() => emma.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(memberPage.getByText("Emma Jane Carter")).toBeVisible();

  // The email of someone who signs in with it cannot be edited.
  await adminPage.getByRole("button", { name: `Edit ${demo.member.name}` }).click();
  const locked = adminPage.getByRole("dialog", { name: `Edit ${demo.member.name}` });
  await expect(locked.getByRole("textbox", { name: "Email" })).toBeDisabled();
  await expect(locked.getByText("Someone signs in with this email, so it stays as it is.")).toBeVisible();
  await locked.getByRole("button", { name: "Cancel" }).click();
});

test("delete asks first; the member disappears everywhere; the admin cannot delete themself", async ({
  adminPage,
  memberPage,
  demo,
}) => {
  await openFamilyMembers(adminPage);
  await expect(memberPage.getByText("Emma Carter")).toBeVisible();

  await adminPage.getByRole("button", { name: "Delete Emma Carter" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Delete Emma Carter?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(adminPage, "Emma Carter")).toBeVisible();

  await adminPage.getByRole("button", { name: "Delete Emma Carter" }).click();
  await adminPage.getByRole("alertdialog", { name: "Delete Emma Carter?" }).getByRole("button", { name: "Delete Member" }).click();
  await expect(adminPage.getByText("Emma Carter was removed from the family.")).toBeVisible();
  await expect(row(adminPage, "Emma Carter")).toHaveCount(0);
  await expect(memberPage.getByText("Emma Carter")).toHaveCount(0);

  await adminPage.getByRole("button", { name: `Delete ${demo.admin.name}` }).click();
  await expect(adminPage.getByText("You cannot delete your own account.")).toBeVisible();
  await expect(adminPage.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(adminPage, demo.admin.name)).toBeVisible();
});

test("a member deleted while signed in is signed out of their open tab, and does not ask to join from it", async ({ adminPage, memberPage, demo }) => {
  // The refusals their open pages meet on the way out are handled on screen, not logged as failures.
  const refusalsLogged: string[] = [];
  memberPage.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("ConvexError")) refusalsLogged.push(message.text());
  });
  await navigateInApp(memberPage, "/home-plan");
  await expect(memberPage.getByRole("heading", { level: 1 })).toBeVisible();
  await openFamilyMembers(adminPage);
  await adminPage.getByRole("button", { name: `Delete ${demo.member.name}` }).click();
  await adminPage.getByRole("alertdialog", { name: `Delete ${demo.member.name}?` }).getByRole("button", { name: "Delete Member" }).click();
  await expect(row(adminPage, demo.member.name)).toHaveCount(0);
  // Their tab lands on the sign-in page by itself; their sign-in has ended.
  await expect(memberPage).toHaveURL(/\/login/);
  await expect(memberPage.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(refusalsLogged).toEqual([]);
  await memberPage.reload();
  await expect(memberPage.getByRole("button", { name: "Sign In" })).toBeVisible();
  // Nobody asked to join in their name.
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByText("Nothing is waiting for a decision.")).toBeVisible();
});

test("Make admin and Make member change the role and the member's admin access live", async ({ adminPage, memberPage, demo }) => {
  await openFamilyMembers(adminPage);
  const member = row(adminPage, demo.member.name);
  await expect(adminPage.getByRole("button", { name: `Make member: ${demo.admin.name}` })).toHaveCount(0);

  await adminPage.getByRole("button", { name: `Make admin: ${demo.member.name}` }).click();
  await adminPage
    .getByRole("alertdialog", { name: `Make ${demo.member.name} an admin?` })
    .getByRole("button", { name: "Make admin" })
    .click();
  await expect(adminPage.getByText(`${demo.member.name} is now an admin.`)).toBeVisible();
  await expect(member.getByText("Admin", { exact: true })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Admin" }).first()).toBeAttached();

  await adminPage.getByRole("button", { name: `Make member: ${demo.member.name}` }).click();
  await expect(adminPage.getByText(`${demo.member.name} is now a member.`)).toBeVisible();
  await expect(member.getByText("Member", { exact: true })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("on Page Access the Admin switch shows the role, cannot be switched, says why, and follows Make admin live", async ({ adminPage, demo }) => {
  await navigateInApp(adminPage, "/admin/page-access");
  const card = adminPage.getByRole("group", { name: demo.member.name });
  const adminSwitch = card.getByRole("checkbox", { name: "Admin" });
  const why = "Comes with the admin role: Make admin or Make member on Family Members.";
  await expect(adminSwitch).toBeDisabled();
  await expect(adminSwitch).not.toBeChecked();
  await expect(adminSwitch).toHaveAccessibleDescription(why);
  await expect(card.getByRole("checkbox", { name: "Finance" })).toBeEnabled();
  // The admin's own is on, and just as fixed.
  const ownSwitch = adminPage.getByRole("group", { name: demo.admin.name }).getByRole("checkbox", { name: "Admin" });
  await expect(ownSwitch).toBeChecked();
  await expect(ownSwitch).toBeDisabled();

  // After Make admin it is on, and still follows the role only.
  await openFamilyMembers(adminPage);
  await adminPage.getByRole("button", { name: `Make admin: ${demo.member.name}` }).click();
  await adminPage
    .getByRole("alertdialog", { name: `Make ${demo.member.name} an admin?` })
    .getByRole("button", { name: "Make admin" })
    .click();
  await expect(adminPage.getByText(`${demo.member.name} is now an admin.`)).toBeVisible();
  await navigateInApp(adminPage, "/admin/page-access");
  await expect(adminSwitch).toBeChecked();
  await expect(adminSwitch).toBeDisabled();
  await expect(adminSwitch).toHaveAccessibleDescription(why);
});

test("screenshots of Family Members at 375 px and 1280 px, light and dark", async ({ adminPage }) => {
  await openFamilyMembers(adminPage);
  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const scheme of ["light", "dark"] as const) {
      await adminPage.emulateMedia({ colorScheme: scheme });
      await expect(adminPage.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /light/);
      await expect(row(adminPage, "Emma Carter")).toBeVisible();
      // Nothing sticks out sideways on a phone.
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(adminPage, `test-results/screens/family-members-${width}-${scheme}.png`, { fullPage: true });
    }
  }
  await adminPage.setViewportSize({ width: 375, height: 812 });
  await adminPage.getByRole("button", { name: "Edit Emma Carter" }).click();
  await expect(adminPage.getByRole("dialog", { name: "Edit Emma Carter" })).toBeVisible();
  await screenshot(adminPage, "test-results/screens/family-members-edit-375-dark.png");
});

test("the add, edit and delete dialogs have no accessibility violations, light and dark", async ({ adminPage }) => {
  await openFamilyMembers(adminPage);
  for (const scheme of ["light", "dark"] as const) {
    await adminPage.emulateMedia({ colorScheme: scheme });
    await adminPage.getByRole("button", { name: "Add Member" }).click();
    const add = adminPage.getByRole("dialog", { name: "Add Family Member" });
    await add.getByRole("button", { name: "Add Member" }).click();
    await expect(add.getByText("Member name is required")).toBeVisible();
    await expectNoAxeViolations(adminPage, { toasts: true });
    await add.getByRole("button", { name: "Cancel" }).click();

    await adminPage.getByRole("button", { name: "Edit Emma Carter" }).click();
    const edit = adminPage.getByRole("dialog", { name: "Edit Emma Carter" });
    await expect(edit.getByRole("radio", { name: "Teal" })).toBeAttached();
    await expectNoAxeViolations(adminPage, { toasts: true });
    await edit.getByRole("button", { name: "Cancel" }).click();

    await adminPage.getByRole("button", { name: "Delete Emma Carter" }).click();
    await expect(adminPage.getByRole("alertdialog", { name: "Delete Emma Carter?" })).toBeVisible();
    await expectNoAxeViolations(adminPage, { toasts: true });
    await adminPage.keyboard.press("Escape");
    await expect(adminPage.getByRole("alertdialog")).toHaveCount(0);
  }
});
