// The chore chart on the family screen: the admin sets up a child's chores for today (through
// the app's public API, as the chores page would) and gives her a PIN; her tile shows them
// under their part of day with their pictures and points; she unlocks with her PIN and ticks
// them off on her panel; back on the family view they show done, her points have risen and the
// tile celebrates. Axe checks the view and the panel, light and dark. With E2E_SCREENSHOTS=1
// it leaves pictures of both at 1024×768 and 375 px, light and dark, in test-results/screens/.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { anyApi } from "convex/server";
import { expectNoAxeViolations } from "./axe";
import { apiClientAs, expect as baseExpect, memberIds, navigateInApp, pinPad, screenshot, screenTile, openFamilyScreen, test } from "./fixtures";
import { choreForm } from "../../convex/chores.fixtures";

// Two browsers (the admin's API client needs none) on a 2-core machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PIN = "1357";
const CHILD = "Emma Carter";
const SHOTS = "test-results/screens";

/** The device's (and the family's: UTC on these machines) day, yyyy-MM-dd. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The chore form as the chores page sends it: daily from today, for one person. */
function dailyChore(title: string, memberId: string, { icon, partOfDay, points }: { icon: string; partOfDay: string; points: number }) {
  return choreForm([memberId], { title, icon, partOfDay, points, start: today() });
}

const choreList = (tile: Locator, part: string, name: string) => tile.getByRole("list", { name: `${part}: chores of ${name}` });
const choreRow = (scope: Locator, title: string) => scope.getByTestId("chore-row").filter({ hasText: title });

/** "★ 5" on screen, "5 points in total" to a screen reader. */
async function expectBalance(scope: Locator | Page, points: number) {
  const balance = scope.getByTestId("points-balance");
  await expect(balance.getByText(String(points), { exact: true })).toBeVisible();
  await expect(balance).toContainText(`${points} points in total`);
}

/** Light and dark at 1024×768 and at 375 px wide, full page (only with E2E_SCREENSHOTS=1, without the passing toasts). */
async function shots(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
  for (const [width, height] of [
    [1024, 768],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      await screenshot(page, `${SHOTS}/${name}-${width}-${scheme}.png`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("a child's chores on the family screen: by part of day with pictures and points; ticked off with her PIN, her points rise and the tile celebrates", async ({
  browser,
  demo,
}) => {
  if (process.env.E2E_SCREENSHOTS === "1") mkdirSync(SHOTS, { recursive: true });
  const admin = await apiClientAs(demo.admin);
  const idOf = await memberIds(admin);
  const [emma, sarah] = [idOf(CHILD), idOf(demo.member.name)];
  await admin.mutation(anyApi.members.setPinFor, { memberId: emma, pin: PIN });
  await admin.mutation(anyApi.chores.createChore, { chore: dailyChore("Make your bed", emma, { icon: "bed", partOfDay: "morning", points: 3 }) });
  await admin.mutation(anyApi.chores.createChore, { chore: dailyChore("Brush your teeth", emma, { icon: "toothbrush", partOfDay: "evening", points: 2 }) });
  // Someone else's chore: it stays on her tile, not Emma's.
  await admin.mutation(anyApi.chores.createChore, { chore: dailyChore("Water the plants", sarah, { icon: "plant", partOfDay: "any", points: 4 }) });

  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { viewport: { width: 1024, height: 768 } });
  const tile = screenTile(screen, CHILD);
  const morning = choreList(tile, "Morning", CHILD);
  const evening = choreList(tile, "Evening", CHILD);
  await expect(choreRow(morning, "Make your bed")).toBeVisible();
  await expect(choreRow(evening, "Brush your teeth")).toBeVisible();
  // Only the parts of the day that have chores.
  await expect(choreList(tile, "Afternoon", CHILD)).toHaveCount(0);
  await expect(choreList(screenTile(screen, demo.member.name), "Any time", demo.member.name)).toContainText("Water the plants");
  await expect(tile).not.toContainText("Water the plants");
  // A picture big enough for a child who cannot read, and the points it earns.
  const bed = choreRow(morning, "Make your bed");
  const picture = await bed.locator("svg.lucide-bed").boundingBox();
  expect(picture!.width).toBeGreaterThanOrEqual(32);
  await expect(bed.getByTestId("chore-points")).toContainText("+3");
  await expectBalance(tile, 0);
  await expect(tile).toContainText("0 of 2 done");
  await expect(tile.getByTestId("all-done")).toHaveCount(0);
  // The face is a big target: the whole tile.
  const target = await tile.getByRole("button").boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(screen);
  await shots(screen, "view-before");

  // Her face, her PIN: her panel lists the same chores, and she ticks them off.
  await tile.getByRole("button").click();
  await expect(pinPad(screen)).toBeVisible();
  await screen.keyboard.type(PIN);
  await expect(screen.getByRole("heading", { level: 1, name: `Hi ${CHILD}` })).toBeVisible();
  const panelChores = screen.getByRole("region", { name: "Your chores today" });
  await expect(choreList(panelChores, "Morning", CHILD)).toContainText("Make your bed");
  await expect(choreList(panelChores, "Evening", CHILD)).toContainText("Brush your teeth");
  const complete = panelChores.getByRole("button", { name: "Complete Make your bed" });
  expect((await complete.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await complete.click();
  await expect(choreRow(panelChores, "Make your bed")).toHaveAttribute("data-done", "true");
  await expectBalance(screen, 3);
  await expectNoAxeViolations(screen);
  await shots(screen, "panel-one-done");
  await panelChores.getByRole("button", { name: "Complete Brush your teeth" }).click();
  await expect(panelChores.getByTestId("all-done")).toHaveText("All done today!");

  // Back on the family view: both done, 5 points, and the celebration.
  await screen.getByRole("button", { name: "Done", exact: true }).click();
  await expect(choreRow(morning, "Make your bed")).toHaveAttribute("data-done", "true");
  await expect(choreRow(evening, "Brush your teeth")).toHaveAttribute("data-done", "true");
  await expect(choreRow(evening, "Brush your teeth")).toContainText("Done");
  await expectBalance(tile, 5);
  await expect(tile.getByTestId("all-done")).toHaveText("All done today!");
  await expectNoAxeViolations(screen);
  await shots(screen, "view-all-done");
  await context.close();
});

test("a rotation between two children on the kitchen screen: it appears live on the first one's tile, and the turns alternate day by day", async ({
  browser,
  demo,
}) => {
  const admin = await apiClientAs(demo.admin);
  const idOf = await memberIds(admin);
  const [emma, sarah] = [idOf(CHILD), idOf(demo.member.name)];
  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { viewport: { width: 1024, height: 768 } });
  // The screen's own clock, to walk it to the next mornings; its "today" is the day it asks the backend for.
  const start = new Date();
  await screen.clock.install({ time: start });
  await screen.reload();
  await expect(screenTile(screen, CHILD)).toBeVisible();
  await screen.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const has = (name: string) => choreRow(screenTile(screen, name), "Feed the dog");

  // Added while the screen is on (the chores page's own dialog is the chores spec's): Sarah first, then Emma.
  await admin.mutation(anyApi.chores.createChore, {
    chore: choreForm([sarah, emma], { title: "Feed the dog", icon: "dog", partOfDay: "any", points: 2, start: today(), assignment: "rotation" }),
  });
  await expect(has(demo.member.name)).toBeVisible();
  await expect(has(CHILD)).toHaveCount(0);

  for (const [offset, turn, notTurn] of [
    [1, CHILD, demo.member.name],
    [2, demo.member.name, CHILD],
    [3, CHILD, demo.member.name],
  ] as const) {
    // To 08:00 on the next day: the tablet was on all night.
    const morning = new Date(start.getFullYear(), start.getMonth(), start.getDate() + offset, 8, 0, 0).getTime();
    await screen.clock.fastForward(morning - (await screen.evaluate(() => Date.now())));
    await expect(has(turn), `day ${offset}: ${turn}'s turn`).toBeVisible();
    await expect(has(notTurn)).toHaveCount(0);
  }
  expect(await screen.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await context.close();
});

test("a chore that wants a photo: the child takes one on the family screen and sends it; the admin sees it in the inbox and approves, and her points rise", async ({
  browser,
  demo,
  adminPage,
}) => {
  if (process.env.E2E_SCREENSHOTS === "1") mkdirSync(SHOTS, { recursive: true });
  const admin = await apiClientAs(demo.admin);
  const emma = (await memberIds(admin))(CHILD);
  await admin.mutation(anyApi.members.setPinFor, { memberId: emma, pin: PIN });
  await admin.mutation(anyApi.chores.createChore, {
    chore: { ...dailyChore("Tidy your room", emma, { icon: "toy", partOfDay: "any", points: 4 }), photoProof: true, needsApproval: true },
  });

  const { context, page: screen } = await openFamilyScreen(browser, demo.admin, { viewport: { width: 1024, height: 768 } });
  const tile = screenTile(screen, CHILD);
  await expect(choreRow(tile, "Tidy your room")).toBeVisible();
  await expectBalance(tile, 0);
  await tile.getByRole("button").click();
  await screen.keyboard.type(PIN);
  const panelChores = screen.getByRole("region", { name: "Your chores today" });
  // The camera says so before she taps Complete.
  await expect(choreRow(panelChores, "Tidy your room").getByTestId("chore-photo-proof")).toBeVisible();
  await screenshot(screen, `${SHOTS}/proof-panel-1024.png`);

  // Complete asks for the photo first; Send is offered once there is one.
  await panelChores.getByRole("button", { name: "Complete Tidy your room" }).click();
  const step = screen.getByRole("dialog", { name: "Photo for “Tidy your room”" });
  const send = step.getByRole("button", { name: "Send and complete" });
  await expect(step.getByRole("button", { name: "Take a photo" })).toBeVisible();
  await expect(send).toBeDisabled();
  // A file that is no photo is refused at once, with the reason.
  const file = step.getByTestId("proof-file");
  await file.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("twenty bytes of text") });
  await expect(step.getByRole("alert")).toContainText("Photos must be JPEG, PNG, WebP or GIF images.");
  await expect(send).toBeDisabled();
  // A camera-sized picture over the 5 MB an upload may be: the device makes it smaller first.
  const photo = await cameraSizedPng(screen, 2000, 1250);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await file.setInputFiles({ name: "room.png", mimeType: "image/png", buffer: photo });
  await expect(step.getByRole("img", { name: "Your photo for Tidy your room" })).toBeVisible();
  await expect(step.getByRole("alert")).toHaveCount(0);
  await expect(step.getByRole("button", { name: "Take another photo" })).toBeVisible();
  await expect(send).toBeEnabled();
  await expectNoAxeViolations(screen);
  if (process.env.E2E_SCREENSHOTS === "1") {
    for (const [width, height] of [
      [1024, 768],
      [375, 812],
    ]) {
      await screen.setViewportSize({ width, height });
      for (const scheme of ["light", "dark"] as const) {
        await screen.emulateMedia({ colorScheme: scheme });
        await expect(screen.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
        await screenshot(screen, `${SHOTS}/proof-step-${width}-${scheme}.png`);
      }
    }
    await screen.setViewportSize({ width: 1024, height: 768 });
    await screen.emulateMedia({ colorScheme: "light" });
  }
  await send.click();
  await expect(step).toHaveCount(0);
  await expect(choreRow(panelChores, "Tidy your room")).toContainText("Waiting for approval");
  await expect(choreRow(panelChores, "Tidy your room")).not.toHaveAttribute("data-done");
  await screen.getByRole("button", { name: "Done", exact: true }).click();
  // Her points wait for the admin, and so does the wall: not done, not "All done today!".
  await expectBalance(tile, 0);
  await expect(choreRow(tile, "Tidy your room")).toContainText("Waiting for approval");
  await expect(choreRow(tile, "Tidy your room")).not.toHaveAttribute("data-done");
  await expect(tile.getByTestId("all-done")).toHaveCount(0);
  await screenshot(screen, `${SHOTS}/proof-waiting-tile-1024.png`);

  // The admin's inbox shows the photo with the chore; approved, the chore pays.
  await navigateInApp(adminPage, "/admin/approvals");
  const row = adminPage.getByRole("list", { name: "Pending decisions" }).getByRole("listitem").filter({ hasText: "Tidy your room" });
  const proof = row.getByTestId("approval-proof");
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1000);
  // What was stored is the device's JPEG, a fraction of the picture taken.
  const stored = await adminPage.request.get((await proof.getAttribute("src"))!);
  expect([...(await stored.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect((await stored.body()).length).toBeLessThan(photo.length / 2);
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(row).toHaveCount(0);
  await expectBalance(tile, 4);
  await expect(choreRow(tile, "Tidy your room")).toHaveAttribute("data-done", "true");
  await expect(tile.getByTestId("all-done")).toBeVisible();
  await context.close();
});

/**
 * A PNG of `width` × `height` drawn by the page: grain all over, as a camera's picture
 * has, so it does not compress (about 3 bytes a pixel).
 */
async function cameraSizedPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(w, h);
      let seed = 7;
      // xorshift: every bit varies (a plain LCG's low bits repeat, and PNG would find them).
      for (let i = 0; i < pixels.data.length; i++) {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        pixels.data[i] = i % 4 === 3 ? 255 : seed & 255;
      }
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL("image/png");
    },
    [width, height],
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
