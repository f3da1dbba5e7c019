// How the calendar writes its days in each language: the month's title, the weekday headers, the week's
// range, the day headings and an event's date line. The expected strings are written from each language's
// own convention (Spanish "de" between day, month and year; German's ordinal dot; French without commas),
// not copied from the output; the patterns come from the real translation files, as the views read them.
import { act, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { afterEach, describe, expect, test, vi } from "vitest";
import deCalendar from "../../i18n/de/calendar.json";
import enCalendar from "../../i18n/en/calendar.json";
import esCalendar from "../../i18n/es/calendar.json";
import frCalendar from "../../i18n/fr/calendar.json";
import { i18n, loadAllStrings } from "../../i18n";
import dePack from "../../i18n/de";
import enPack from "../../i18n/en";
import esPack from "../../i18n/es";
import frPack from "../../i18n/fr";
import { formatDay } from "../../i18n/format";
import { ListView } from "../../routes/_guarded/calendar/-components/CalendarViews";
import { renderInRouter } from "../../test/renderWithProviders";
import { dateStyle } from "./dateStyle";

const packs = { en: enPack, es: esPack, fr: frPack, de: dePack };
const patterns = { en: enCalendar.patterns, es: esCalendar.patterns, fr: frCalendar.patterns, de: deCalendar.patterns };
type Language = keyof typeof packs;
// Wednesday 2 December 2026; its Monday-started week runs from Monday 30 November to Sunday 6 December.
const day = "2026-12-02";
const on = (language: Language, pattern: keyof typeof enCalendar.patterns, d = day) => formatDay(d, patterns[language][pattern], packs[language].dateLocale);

async function tFor(language: Language) {
  const instance = createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: packs[language].translation } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe("the calendar's days in each language", () => {
  test("the month's title: Spanish puts 'de' before the year, the others the month and year alone", () => {
    expect(on("en", "monthTitle")).toBe("December 2026");
    expect(on("es", "monthTitle")).toBe("diciembre de 2026");
    expect(on("fr", "monthTitle")).toBe("décembre 2026");
    expect(on("de", "monthTitle")).toBe("Dezember 2026");
  });

  test("the weekday headers, short and in full (read aloud); Spanish and French write weekdays small, German and English capitalised", () => {
    expect(["en", "es", "fr", "de"].map((language) => on(language as Language, "weekday"))).toEqual(["Wednesday", "miércoles", "mercredi", "Mittwoch"]);
    expect(["en", "es", "fr", "de"].map((language) => on(language as Language, "weekdayShort"))).toEqual(["We", "mi", "me", "Mi"]);
  });

  test("a day's heading: a comma after the weekday in Spanish and German, 'de' before the month in Spanish, German's ordinal dot", () => {
    expect(on("en", "dayLong")).toBe("Wednesday 2 December");
    expect(on("es", "dayLong")).toBe("miércoles, 2 de diciembre");
    expect(on("fr", "dayLong")).toBe("mercredi 2 décembre");
    expect(on("de", "dayLong")).toBe("Mittwoch, 2. Dezember");
    // The day view's title, with the year.
    expect(on("es", "dayWithYear")).toBe("miércoles, 2 de diciembre de 2026");
    expect(on("fr", "dayWithYear")).toBe("mercredi 2 décembre 2026");
    expect(on("de", "dayWithYear")).toBe("Mittwoch, 2. Dezember 2026");
    expect(on("en", "dayWithYear")).toBe("Wednesday 2 December 2026");
  });

  test("the week view's row headers and the week's range in the title", () => {
    expect(on("en", "dayShort")).toBe("Wed 2");
    expect(on("es", "dayShort")).toBe("mié 2");
    expect(on("fr", "dayShort")).toBe("mer. 2");
    expect(on("de", "dayShort")).toBe("Mi., 2.");
    const range = (language: Language) =>
      packs[language].translation.calendar.range.replace("{{from}}", on(language, "rangeStart", "2026-11-30")).replace("{{to}}", on(language, "rangeEnd", "2026-12-06"));
    expect(range("en")).toBe("30 Nov – 6 Dec 2026");
    expect(range("es")).toBe("30 nov – 6 dic 2026");
    expect(range("fr")).toBe("30 nov. – 6 déc. 2026");
    expect(range("de")).toBe("30. Nov. – 6. Dez. 2026");
  });

  test("an event's date line: the day, then its hours as each language joins them", async () => {
    const line = async (language: Language, span: Parameters<ReturnType<typeof dateStyle>["span"]>[0]) =>
      dateStyle(await tFor(language), language, "2026-06-01", packs[language].dateLocale).span(span);
    const timed = { date: day, startTime: "09:15", endTime: "09:45" };
    expect(await line("en", timed)).toBe("Wednesday 2 December, 09:15–09:45");
    expect(await line("es", timed)).toBe("miércoles, 2 de diciembre, de 09:15 a 09:45");
    expect(await line("fr", timed)).toBe("mercredi 2 décembre, de 09:15 à 09:45");
    expect(await line("de", timed)).toBe("Mittwoch, 2. Dezember, 09:15–09:45 Uhr");
    // Over several days: "from … to …" in each language's words.
    const days = { date: "2026-11-30", endDate: day };
    expect(await line("en", days)).toBe("Monday 30 November – Wednesday 2 December");
    expect(await line("es", days)).toBe("del lunes, 30 de noviembre al miércoles, 2 de diciembre");
    expect(await line("fr", days)).toBe("du lundi 30 novembre au mercredi 2 décembre");
    expect(await line("de", days)).toBe("Montag, 30. November bis Mittwoch, 2. Dezember");
    // Another year says it.
    expect(await line("es", { date: "2027-01-08", startTime: "19:30" })).toBe("viernes, 8 de enero de 2027 a las 19:30");
  });
});

describe("the agenda's day headings on screen", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));

  async function headingIn(language: Language): Promise<string> {
    if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", packs[language].translation);
    await act(() => i18n.changeLanguage(language));
    // Loads the language's date-fns locale as the signed-in app does before it renders.
    await loadAllStrings();
    const { unmount } = await renderInRouter(<ListView days={[day]} byDay={new Map()} members={[]} today="2026-11-01" onOpen={vi.fn()} onDay={vi.fn()} />);
    const text = (await screen.findByRole("heading", { level: 2 })).textContent ?? "";
    unmount();
    return text;
  }

  test("English and German headings are the day in the language's words", async () => {
    expect(await headingIn("en")).toBe("Wednesday 2 December");
    expect(await headingIn("de")).toBe("Mittwoch, 2. Dezember");
  });

  // A heading starts with a capital as the chore cards' and family screen's do, though the words are written small in a sentence.
  test("Spanish and French headings start with a capital, as headings do in those languages", async () => {
    expect(await headingIn("es")).toBe("Miércoles, 2 de diciembre");
    expect(await headingIn("fr")).toBe("Mercredi 2 décembre");
  });
});
