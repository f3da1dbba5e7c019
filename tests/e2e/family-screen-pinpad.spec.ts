// The family screen's PIN pad at its edges: what a child's fingers
// really do. A double tap on a digit is two digits, as on any PIN pad; a double
// tap on Complete completes once; more than four digits typed send at the
// fourth and do not spill into a second try; a wrong PIN says so and empties
// the dots.
import type { Page } from "@playwright/test";
import { assignTask, expect as baseExpect, pinPad, screenTile, setFamilyScreenPin, openFamilyScreen, test, navigateInApp } from "./fixtures";
import { text } from "./i18n";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PIN = "5599";
const entered = (page: Page, count: number) => pinPad(page).getByText(text("en", "familyScreen.pin.entered_other", { count }), { exact: true });
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const adminLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Admin/ });

/** The admin's live count of decisions waiting (the number on the Admin link; none shown = 0). */
async function pendingApprovals(adminPage: Page): Promise<number> {
  const badge = adminPage.getByTestId("approvals-badge");
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.locator("[aria-hidden]").textContent());
}

/** Today as yyyy-MM-dd, the browser's local day (the family screen shows what is due by then). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

async function openPad(screen: Page, name: string) {
  await screenTile(screen, name).getByRole("button").click();
  await expect(pinPad(screen)).toBeVisible();
  await expect(entered(screen, 0)).toBeAttached();
}

test("a double tap on a digit is two digits; a double tap on Complete completes once", async ({ browser, adminPage, memberPage, demo }) => {
  const member = demo.member.name;
  await setFamilyScreenPin(memberPage, PIN);
  await assignTask(adminPage, member, "Tidy the shoes", { dueDate: today() });
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await expect(screenTile(screen, member)).toContainText("Tidy the shoes");
  await navigateInApp(adminPage, "/admin/approvals");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
  const pendingBefore = await pendingApprovals(adminPage);

  // 5-5-9-9 in two double taps.
  await openPad(screen, member);
  await pinPad(screen).getByRole("button", { name: "5", exact: true }).dblclick();
  await expect(entered(screen, 2)).toBeAttached();
  await pinPad(screen).getByRole("button", { name: "9", exact: true }).dblclick();
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${member}` })).toBeVisible();

  await screen.getByRole("button", { name: "Complete Tidy the shoes" }).dblclick();
  await expect(toast(screen, "Task completed and sent for approval.")).toBeVisible();
  // The task leaves the member's list once, and the admin's inbox gains exactly one row.
  await expect(screen.getByRole("button", { name: "Complete Tidy the shoes" })).toHaveCount(0);
  const completed = adminPage.getByRole("list", { name: "Pending decisions" }).getByRole("listitem").filter({ hasText: `${member} completed “Tidy the shoes”` });
  await expect(completed).toHaveCount(1);
  await expect(adminLink(adminPage)).toHaveAccessibleName(new RegExp(`^Admin\\s*, ${pendingBefore + 1} pending$`));
  // No refusal for the second tap (an error toast, titled by the server's code or "Error"): one success toast only.
  const toasts = (type: string) => screen.locator(`[data-scope="toast"][data-part="root"][data-type="${type}"]`);
  await expect(toasts("success")).toHaveCount(1);
  await expect(toasts("error")).toHaveCount(0);
  await context.close();
});

test("more than four digits typed: it sends at the fourth and the rest do not make a second try", async ({ browser, memberPage, demo }) => {
  const member = demo.member.name;
  await setFamilyScreenPin(memberPage, PIN);
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);

  // A wrong PIN with a fifth digit: one try is used (4 left), not two.
  await openPad(screen, member);
  await screen.keyboard.type("12345");
  await expect(pinPad(screen).getByRole("alert")).toHaveText(text("en", "familyScreen.pin.wrong_other", { count: 4 }));
  // A digit while the four are being checked is ignored; one after the answer starts the next try. Either way
  // Backspace leaves an empty pad, so the next four digits are a clean try.
  await expect(entered(screen, 0).or(entered(screen, 1))).toBeAttached();
  await screen.keyboard.press("Backspace");
  await expect(entered(screen, 0)).toBeAttached();

  // The right PIN with extra digits: unlocked at the fourth; the extras go nowhere.
  await screen.keyboard.type(`${PIN}87`);
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${member}` })).toBeVisible();
  await expect(pinPad(screen)).toBeHidden();
  await expect(screen.getByText(text("en", "familyScreen.pin.failed"))).toHaveCount(0);
  await expect(screen.getByText("Something went wrong")).toHaveCount(0);
  await context.close();
});

test("a wrong PIN shows the message and empties the dots, then the right one opens", async ({ browser, memberPage, demo }) => {
  const member = demo.member.name;
  await setFamilyScreenPin(memberPage, PIN);
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);

  await openPad(screen, member);
  for (const digit of "123") await pinPad(screen).getByRole("button", { name: digit, exact: true }).click();
  await expect(entered(screen, 3)).toBeAttached();
  await expect(filledDots(screen)).resolves.toBe(3);
  await pinPad(screen).getByRole("button", { name: "4", exact: true }).click();
  await expect(pinPad(screen).getByRole("alert")).toHaveText("Wrong PIN. 4 tries left.");
  await expect(entered(screen, 0)).toBeAttached();
  await expect.poll(() => filledDots(screen)).toBe(0);

  for (const digit of PIN) await pinPad(screen).getByRole("button", { name: digit, exact: true }).click();
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${member}` })).toBeVisible();
  await context.close();
});

/** How many of the four dots are filled (they are drawn, hidden from screen readers: count by colour). */
function filledDots(screen: Page): Promise<number> {
  return screen.getByTestId("pin-dots").evaluate((row) =>
    [...row.children].filter((dot) => {
      const background = getComputedStyle(dot).backgroundColor;
      return background !== "rgba(0, 0, 0, 0)" && background !== "transparent";
    }).length,
  );
}

test("the Dashboard switched off while the member's panel is open: back to the family view, told why, and the face opens nothing", async ({
  browser,
  adminPage,
  memberPage,
  demo,
}) => {
  const member = demo.member.name;
  await setFamilyScreenPin(memberPage, PIN);
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin);
  await openPad(screen, member);
  await screen.keyboard.type(PIN);
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${member}` })).toBeVisible();

  // The admin, in another browser, switches the member's Dashboard off; the screen follows live.
  await navigateInApp(adminPage, "/admin/page-access");
  await adminPage.getByRole("group", { name: member }).getByText("Dashboard", { exact: true }).click();
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${member}` })).toBeHidden();
  await expect(toast(screen, text("en", "familyScreen.view.title"))).toContainText(text("en", "familyScreen.panel.dashboardOff"));
  await expect(screen.getByText("Something went wrong")).toHaveCount(0);

  // Their face now says why at once; the pad takes no digits.
  await openPad(screen, member);
  await expect(pinPad(screen).getByRole("alert")).toHaveText(text("en", "familyScreen.pin.dashboardOff", { name: member }));
  await expect(pinPad(screen).getByRole("button", { name: "1", exact: true })).toBeDisabled();
  await context.close();
});
