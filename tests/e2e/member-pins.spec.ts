// An admin manages family-screen PINs from Admin → Family Members:
// sets one for a child who has no sign-in, who then unlocks the family screen
// with it; sees a member's own PIN appear live; clears one after a
// confirmation. A member being refused is convex-test's (memberPins.test.ts).
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect as baseExpect, setFamilyScreenPin, openFamilyScreen, test, screenshot, navigateInApp, closeWithEscape } from "./fixtures";

// A third browser (the family screen) on a 2-core machine: more time than one page's test.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The sample family's child: no email, so no sign-in, so no way to set a PIN of her own. */
const CHILD = "Emma Carter";

const row = (page: Page, name: string) => page.getByRole("list", { name: "Family members" }).getByRole("listitem", { name, exact: true });
const pinBadge = (page: Page, name: string) => row(page, name).getByTestId("pin-badge");
const setPinButton = (page: Page, name: string) => page.getByRole("button", { name: `Set PIN for ${name}` });
/** In the PIN dialog, only while they have one. */
const clearPinButton = (page: Page, name: string) => pinDialog(page, name).getByRole("button", { name: `Clear PIN for ${name}` });
const pinDialog = (page: Page, name: string) => page.getByRole("dialog", { name: `Family screen PIN for ${name}` });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function openFamilyMembers(page: Page) {
  await page.goto("/admin/family-members");
  await expect(page.getByRole("heading", { level: 1, name: "Family Members" })).toBeVisible();
}


test("an admin sets a PIN for a child without a sign-in, by keyboard; the family screen unlocks with it", async ({ browser, adminPage, demo }) => {
  await openFamilyMembers(adminPage);
  await expect(row(adminPage, CHILD)).toContainText("No sign-in yet");
  await expect(pinBadge(adminPage, CHILD)).toHaveCount(0);

  // Keyboard only: the button, then the fields; the first field has the focus.
  await setPinButton(adminPage, CHILD).focus();
  await adminPage.keyboard.press("Enter");
  const dialog = pinDialog(adminPage, CHILD);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("member-pin-state")).toHaveText(`${CHILD} has no PIN yet.`);
  const pin = dialog.getByLabel("New PIN (4 digits)");
  const repeat = dialog.getByLabel("Repeat the PIN");
  await expect(pin).toBeFocused();
  await expect(pin).toHaveAttribute("type", "password");
  await expect(pin).toHaveAttribute("inputmode", "numeric");

  // Three digits: the server's own words for the rule, under the field, and nothing saved.
  await adminPage.keyboard.type("123");
  await adminPage.keyboard.press("Tab");
  await adminPage.keyboard.type("123");
  await adminPage.keyboard.press("Enter");
  await expect(dialog.getByText("A PIN is 4 digits.")).toBeVisible();
  await expect(pin).toHaveAttribute("aria-invalid", "true");
  await expect(pin).toBeFocused();

  // The two must match.
  await pin.fill("");
  await adminPage.keyboard.type("2580");
  await repeat.focus();
  await adminPage.keyboard.press("ControlOrMeta+a");
  await adminPage.keyboard.type("2581");
  await adminPage.keyboard.press("Enter");
  await expect(dialog.getByText("The two PINs are not the same.")).toBeVisible();
  await expect(pinBadge(adminPage, CHILD)).toHaveCount(0);

  await repeat.fill("");
  await repeat.focus();
  await adminPage.keyboard.type("2580");
  await adminPage.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(toast(adminPage, `${CHILD} can use the family screen with the new PIN.`)).toBeVisible();
  await expect(pinBadge(adminPage, CHILD)).toHaveText("PIN set");
  // The focus is back on the row's Set PIN….
  await expect(setPinButton(adminPage, CHILD)).toBeFocused();

  // Opened again, it says she has one (never what it is) and offers to clear it, and Escape closes it.
  await setPinButton(adminPage, CHILD).click();
  await expect(dialog.getByTestId("member-pin-state")).toHaveText(`${CHILD} has a PIN. A new one replaces it and ends any lockout.`);
  await expect(dialog.getByLabel("New PIN (4 digits)")).toHaveValue("");
  await expect(clearPinButton(adminPage, CHILD)).toBeVisible();
  await closeWithEscape(dialog);

  // On the kitchen tablet Emma taps her face and types the PIN the admin gave her.
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  const tile = screen.getByRole("list", { name: "Family members" }).getByRole("listitem", { name: CHILD, exact: true });
  await tile.getByRole("button").click();
  await expect(screen.getByRole("dialog", { name: /Enter your PIN/ })).toBeVisible();
  await screen.keyboard.type("2580");
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${CHILD}` })).toBeVisible();
  await context.close();

  // The activity log says who reset whose PIN, and never the PIN.
  await navigateInApp(adminPage, "/admin/activity");
  await expect(adminPage.getByRole("main")).toContainText(`${demo.admin.name} set a new family screen PIN for ${CHILD}`);
  await expect(adminPage.getByRole("main")).not.toContainText("2580");
});

test("a member's own PIN shows on the admin's list live; the admin clears it after a confirmation", async ({ adminPage, memberPage, demo }) => {
  const member = demo.member.name;
  await openFamilyMembers(adminPage);
  await expect(pinBadge(adminPage, member)).toHaveCount(0);

  // The member sets her own in her browser: the admin's row shows it without a reload.
  await setFamilyScreenPin(memberPage, "1357");
  await expect(pinBadge(adminPage, member)).toHaveText("PIN set");

  // Set PIN… offers Clear PIN now. Cancel first: nothing changes, and the focus is back in the PIN dialog.
  await setPinButton(adminPage, member).click();
  await expect(pinDialog(adminPage, member).getByTestId("member-pin-state")).toHaveText(`${member} has a PIN. A new one replaces it and ends any lockout.`);
  await clearPinButton(adminPage, member).click();
  const confirm = adminPage.getByRole("alertdialog", { name: `Clear the PIN of ${member}?` });
  await expect(confirm).toContainText(`${member} cannot use the family screen until they get a new PIN.`);
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await adminPage.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(pinDialog(adminPage, member).getByTestId("member-pin-state")).toHaveText(`${member} has a PIN. A new one replaces it and ends any lockout.`);
  await expect(clearPinButton(adminPage, member)).toBeFocused();

  await adminPage.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Clear PIN" }).click();
  await expect(confirm).toBeHidden();
  await expect(pinDialog(adminPage, member)).toBeHidden();
  await expect(toast(adminPage, `${member} has no family screen PIN now.`)).toBeVisible();
  await expect(pinBadge(adminPage, member)).toHaveCount(0);
  // Both dialogs closed: the focus goes back to the row's Set PIN….
  await expect(setPinButton(adminPage, member)).toBeFocused();

  // The member's own dialog agrees, live.
  await memberPage.getByRole("button", { name: "Your preferences" }).click();
  await memberPage.getByRole("menuitem", { name: "Family screen PIN…" }).click();
  const ownDialog = memberPage.getByRole("dialog", { name: "Family screen PIN" });
  await expect(ownDialog.getByTestId("pin-state")).toHaveText("You have no PIN yet.");
  // Two different PINs: said under the second, which takes the focus.
  await ownDialog.getByLabel("New PIN (4 digits)").fill("1357");
  await ownDialog.getByLabel("Repeat the PIN").fill("1358");
  await ownDialog.getByRole("button", { name: "Save PIN" }).click();
  await expect(ownDialog.getByLabel("Repeat the PIN")).toHaveAccessibleDescription("The two PINs are not the same.");
  await expect(ownDialog.getByLabel("Repeat the PIN")).toBeFocused();
  // Closed, the focus is back on the menu's button (the menu item that opened it is hidden).
  await closeWithEscape(ownDialog);
  await expect(memberPage.getByRole("button", { name: "Your preferences" })).toBeFocused();
});

test("the rows and the PIN dialogs at 375 and 1280 px, light and dark, pass axe", async ({ adminPage }, testInfo) => {
  await openFamilyMembers(adminPage);
  // One row with a PIN, so the badge and the dialog's Clear PIN are in the pictures.
  await setPinButton(adminPage, CHILD).click();
  const dialog = pinDialog(adminPage, CHILD);
  await dialog.getByLabel("New PIN (4 digits)").fill("2580");
  await dialog.getByLabel("Repeat the PIN").fill("2580");
  await dialog.getByRole("button", { name: "Save PIN" }).click();
  await expect(dialog).toBeHidden();
  await expect(pinBadge(adminPage, CHILD)).toBeVisible();
  // The toast would cover the rows in the pictures.
  const saved = toast(adminPage, "PIN Saved");
  await saved.getByRole("button").click();
  await expect(saved).toBeHidden();

  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await adminPage.emulateMedia({ colorScheme: scheme });
      if (scheme === "dark") await expect(adminPage.locator("html")).toHaveClass(/dark/);
      else await expect(adminPage.locator("html")).not.toHaveClass(/dark/);
      await row(adminPage, CHILD).scrollIntoViewIfNeeded();
      // Nothing wider than the screen.
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(adminPage);
      await screenshot(adminPage, testInfo.outputPath(`rows-${width}-${scheme}.png`));

      await setPinButton(adminPage, CHILD).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Save PIN" }).click();
      await expect(dialog.getByText("A PIN is 4 digits.")).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await screenshot(adminPage, testInfo.outputPath(`set-dialog-${width}-${scheme}.png`));

      await clearPinButton(adminPage, CHILD).click();
      const confirm = adminPage.getByRole("alertdialog", { name: `Clear the PIN of ${CHILD}?` });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await screenshot(adminPage, testInfo.outputPath(`clear-dialog-${width}-${scheme}.png`));
      // Escape closes the question, then the PIN dialog.
      await adminPage.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      await adminPage.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});
