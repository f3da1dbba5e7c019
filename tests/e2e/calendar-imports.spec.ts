// Other calendars from a web address: the admin adds a URL import of an .ics this test serves
// on loopback (the guarded fetch lets only this port through, by the stack's test allowance),
// its event shows on the calendar; the file changes, "Read again", and a member's calendar and
// bell show it live. A URL that answers 404 says "Could not read the calendar: …"; one whose
// host is a private address is refused on its field as it is added.
import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expect, navigateInApp, test } from "./fixtures";

/** A day a week from now (the browser's and the test's clock agree), as yyyy-MM-dd. */
function dayInAWeek() {
  const day = new Date();
  day.setDate(day.getDate() + 7);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

const files = new Map<string, string>();
let server: Server;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const text = files.get(request.url ?? "");
    if (text === undefined) response.writeHead(404).end("Not found");
    else response.writeHead(200, { "content-type": "text/calendar" }).end(text);
  });
  const { port, hostname } = new URL(e2eUrls.calendarFiles);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** All-day events, so the day is the same in every zone. */
const calendar = (day: string, ...titles: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Scouts//Test//EN",
    ...titles.flatMap((title, i) => [
      "BEGIN:VEVENT",
      `UID:e2e-${i}@scouts.test`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART;VALUE=DATE:${day.replaceAll("-", "")}`,
      `SUMMARY:${title}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].join("\r\n");

async function addUrlImport(page: Page, name: string, url: string) {
  await page.getByRole("button", { name: "Other calendars" }).click();
  const dialog = page.getByRole("dialog", { name: "Other calendars" });
  await dialog.getByRole("button", { name: "Add a calendar" }).click();
  await dialog.getByRole("textbox", { name: "Web address" }).fill(url);
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  return dialog;
}

test("a URL import is read, shows its events, and a change read again reaches a member live", async ({ adminPage, memberPage }) => {
  const day = dayInAWeek();
  files.set("/scouts.ics", calendar(day, "Scouts camp", "Scouts bake sale"));
  await navigateInApp(adminPage, `/calendar?view=day&date=${day}`);
  await navigateInApp(memberPage, `/calendar?view=day&date=${day}`);

  const dialog = await addUrlImport(adminPage, "Scouts", `${e2eUrls.calendarFiles}/scouts.ics`);
  const item = dialog.getByRole("listitem").filter({ hasText: "Scouts" });
  await expect(item).toContainText("2 events");
  await expect(item).not.toContainText("Could not read");
  await expect(memberPage.getByText("Scouts bake sale")).toBeVisible();

  // The club cancels the bake sale: read again, and the member's calendar and bell say so.
  files.set("/scouts.ics", calendar(day, "Scouts camp"));
  await item.getByRole("button", { name: "Read again" }).click();
  await expect(item).toContainText("1 event");
  await expect(memberPage.getByText("Scouts bake sale")).toBeHidden();
  await expect(memberPage.getByText("Scouts camp")).toBeVisible();
  await memberPage.getByTestId("notification-bell").click();
  await expect(memberPage.getByRole("dialog", { name: "Notifications" })).toContainText("Scouts: “Scouts bake sale” on");
  await expect(memberPage.getByRole("dialog", { name: "Notifications" })).toContainText("is cancelled");
});

test("a URL that answers with an error says why the calendar could not be read", async ({ adminPage }) => {
  await navigateInApp(adminPage, "/calendar");
  const dialog = await addUrlImport(adminPage, "Gone club", `${e2eUrls.calendarFiles}/missing.ics`);
  await expect(dialog.getByRole("listitem").filter({ hasText: "Gone club" })).toContainText(
    "Could not read the calendar: The web address answered with an error.",
  );
});

test("a web address on a private network is refused on its field when added, with nothing added", async ({ adminPage }, testInfo) => {
  await navigateInApp(adminPage, "/calendar");
  const dialog = await addUrlImport(adminPage, "Router", "http://192.168.1.1/calendar.ics");
  const address = dialog.getByRole("textbox", { name: "Web address" });
  await expect(dialog.getByText("This web address is on a private or local network")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Router" })).toHaveCount(0);
  await dialog.screenshot({ path: testInfo.outputPath("private-address-1280-light.png") });
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await adminPage.emulateMedia({ colorScheme: "dark" });
  await expect(dialog.getByText("This web address is on a private or local network")).toBeVisible();
  await dialog.screenshot({ path: testInfo.outputPath("private-address-375-dark.png") });
});
