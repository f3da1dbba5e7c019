// Spiritual Life: the scripture reader against a tiny fake Bible text
// service started here, on the port playwright.config.ts gives the backend's
// functions (BIBLE_API_URL = backend port + 2). With no fake service running,
// that port refuses connections: the "cannot be reached" case.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { e2eUrls } from "../../playwright.config";
import { expect, test, navigateInApp } from "./fixtures";

type Answer = (reference: string, translation: string | null) => { status: number; body: unknown };

/** bible-api.com's shape: `verses` (each with `verse` and `text`) and `text`. */
const verseText = (reference: string) => `Text of ${reference}.\n`;
const answerVerses: Answer = (reference) => {
  const [, chapter, verse] = /^\w+ (\d+)(?::(\d+))?$/.exec(reference) ?? [];
  const numbers = verse ? [Number(verse)] : [1, 2, 3];
  const verses = numbers.map((n) => ({ book_name: "John", chapter: Number(chapter), verse: n, text: verseText(`${reference.split(":")[0]}:${n}`) }));
  return { status: 200, body: { reference, verses, text: verses.map((v) => v.text).join("") } };
};

class FakeBible {
  readonly requests: string[] = [];
  private server: Server | null = null;
  constructor(private answer: Answer) {}

  async start() {
    const { port, hostname } = new URL(e2eUrls.bible);
    this.server = createServer((request: IncomingMessage, response) => {
      const url = new URL(request.url ?? "/", e2eUrls.bible);
      this.requests.push(`${decodeURIComponent(url.pathname)}?${url.searchParams}`);
      const { status, body } = this.answer(decodeURIComponent(url.pathname.slice(1)), url.searchParams.get("translation"));
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(Number(port), hostname, resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function choose(page: Page, { book, chapter, verses, translation }: { book: string; chapter: string; verses: string[]; translation?: string }) {
  await page.getByRole("combobox", { name: "Book" }).selectOption({ label: book });
  await page.getByRole("combobox", { name: "Chapter" }).selectOption({ label: chapter });
  if (translation) await page.getByRole("combobox", { name: "Translation" }).selectOption({ label: translation });
  for (const verse of verses) await tick(page, verse);
}

/** Chakra draws the box over the (visually hidden) native checkbox: a click lands on its label, as a person's would. */
async function tick(page: Page, verse: string) {
  const picker = page.getByRole("group", { name: "Verses" });
  await picker.getByText(verse, { exact: true }).click();
  await expect(picker.getByRole("checkbox", { name: verse, exact: true })).toBeChecked();
}

test("scripture shows the spec's error when the service cannot be reached", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/spiritual-life");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Spiritual Life" })).toBeVisible();
  await choose(memberPage, { book: "John", chapter: "3", verses: ["16"] });
  await memberPage.getByRole("button", { name: "Read" }).click();
  const alert = memberPage.getByTestId("scripture-error");
  await expect(alert).toContainText("Error loading scripture. Please try again.");
  await expect(memberPage.getByTestId("verse-table")).toHaveCount(0);
});

test.describe("with a Bible service", () => {
  let bible: FakeBible;
  test.afterEach(async () => {
    await bible.stop();
  });

  test("chosen verses are read into the table, then served from the saved copy", async ({ memberPage }) => {
    bible = new FakeBible(answerVerses);
    await bible.start();
    await navigateInApp(memberPage, "/spiritual-life");
    await choose(memberPage, { book: "John", chapter: "3", verses: ["17", "16"], translation: "King James Version (KJV)" });
    await expect(memberPage.getByTestId("verse-count")).toHaveText("2 verses chosen");
    // The selection is in the URL: a reload keeps it.
    await expect(memberPage).toHaveURL(/book=John&chapter=3&verses=16%2C17&translation=kjv/);
    await memberPage.reload();
    await expect(memberPage.getByTestId("verse-count")).toHaveText("2 verses chosen");

    await memberPage.getByRole("button", { name: "Read" }).click();
    const table = memberPage.getByTestId("verse-table");
    await expect(table.getByRole("columnheader")).toHaveText(["Verse", "Scripture"]);
    await expect(table.getByRole("row").nth(1)).toHaveText(/^16\s*Text of John 3:16\.$/);
    await expect(table.getByRole("row").nth(2)).toHaveText(/^17\s*Text of John 3:17\.$/);
    await expect(table).toContainText("John 3 · King James Version");
    // One call per chosen verse (spec section 7).
    expect(bible.requests.sort()).toEqual(["/John 3:16?translation=kjv", "/John 3:17?translation=kjv"]);

    // Read again: the cache answers, the service is not asked.
    await memberPage.getByRole("button", { name: "Read" }).click();
    await expect(table.getByText("Saved copy")).toBeVisible();
    expect(bible.requests).toHaveLength(2);

    // Spec section 4: a new chapter clears the chosen verses; no verses reads the whole chapter.
    await memberPage.getByRole("combobox", { name: "Chapter" }).selectOption({ label: "4" });
    await expect(memberPage.getByTestId("verse-count")).toHaveText("Whole chapter");
    await memberPage.getByRole("button", { name: "Read" }).click();
    await expect(table).toContainText("John 4 · King James Version");
    await expect(table.getByRole("row")).toHaveCount(4);
    expect(bible.requests).toContain("/John 4?translation=kjv");
  });

  test("a translation the service does not have shows the spec's message", async ({ memberPage }) => {
    bible = new FakeBible(() => ({ status: 200, body: { reference: "Genesis 1:1" } }));
    await bible.start();
    await navigateInApp(memberPage, "/spiritual-life?translation=genz");
    await tick(memberPage, "1");
    await memberPage.getByRole("button", { name: "Read" }).click();
    await expect(memberPage.getByTestId("scripture-error")).toContainText(
      "This translation is not available. Please try the World English Bible (WEB) or King James Version (KJV).",
    );
    expect(bible.requests).toEqual(["/Genesis 1:1?translation=genz"]);
  });

  test("the reader works from the keyboard alone", async ({ memberPage }) => {
    bible = new FakeBible(answerVerses);
    await bible.start();
    await navigateInApp(memberPage, "/spiritual-life?book=Psalms&chapter=23");
    const verse = memberPage.getByRole("group", { name: "Verses" }).getByRole("checkbox", { name: "1", exact: true });
    await verse.focus();
    await memberPage.keyboard.press("Space");
    await expect(verse).toBeChecked();
    await memberPage.keyboard.press("Tab");
    await memberPage.keyboard.press("Space");
    await expect(memberPage.getByTestId("verse-count")).toHaveText("2 verses chosen");
    await memberPage.getByRole("button", { name: "Read" }).focus();
    await memberPage.keyboard.press("Enter");
    await expect(memberPage.getByTestId("verse-table").getByRole("row")).toHaveCount(3);
  });
});
