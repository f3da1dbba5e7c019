// One date style per language: the weekday, the year only when it is not this year, 24-hour
// times, whatever the browser's locale; and an event's repeat said in words.
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { fr } from "date-fns/locale/fr";
import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import dePack from "../../i18n/de";
import enPack from "../../i18n/en";
import frPack from "../../i18n/fr";
import { repeatSummary } from "../calendar/repeatSummary";
import { dateStyle } from "./dateStyle";

async function tFor(language: "en" | "de" | "fr") {
  const pack = { en: enPack, de: dePack, fr: frPack }[language];
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: pack.translation } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe("the app's date style", () => {
  test("English is British, with the weekday, and the year only for another year", async () => {
    const style = dateStyle(await tFor("en"), "en", "2026-12-02", enGB);
    expect(style.day("2026-03-10")).toBe("Tuesday 10 March");
    expect(style.day("2027-01-08")).toBe("Friday 8 January 2027");
    expect(style.dayTime("2027-01-08", "19:30")).toBe("Friday 8 January 2027, 19:30");
    expect(style.span({ date: "2026-03-10", startTime: "09:15", endTime: "09:45" })).toBe("Tuesday 10 March, 09:15–09:45");
    expect(style.span({ date: "2026-03-26", endDate: "2026-03-29" })).toBe("Thursday 26 March – Sunday 29 March");
  });

  test("German and French write their own order and words", async () => {
    expect(dateStyle(await tFor("de"), "de", "2026-12-02", de).span({ date: "2026-03-10", startTime: "09:15", endTime: "09:45" })).toBe(
      "Dienstag, 10. März, 09:15–09:45 Uhr",
    );
    expect(dateStyle(await tFor("fr"), "fr", "2026-12-02", fr).dayTime("2027-01-08", "19:30")).toBe("vendredi 8 janvier 2027 à 19:30");
  });

  test("a repeat reads as a sentence", async () => {
    const t = await tFor("en");
    const day = dateStyle(t, "en", "2026-12-02", enGB).day;
    // 13 March 2026 is the second Friday of its month.
    expect(repeatSummary(t, "en", { freq: "monthly", interval: 1, monthly: "weekday" }, "2026-03-13", day, enGB)).toBe("Repeats monthly on the second Friday");
    expect(repeatSummary(t, "en", { freq: "weekly", interval: 2, byDay: ["MO", "WE"], count: 6 }, "2026-03-09", day, enGB)).toBe(
      "Repeats every 2 weeks on Monday and Wednesday, 6 times",
    );
    const tDe = await tFor("de");
    expect(repeatSummary(tDe, "de", { freq: "monthly", interval: 1, monthly: "lastWeekday", until: "2026-06-26" }, "2026-03-27", dateStyle(tDe, "de", "2026-12-02", de).day, de)).toBe(
      "Wiederholt sich monatlich am letzten Freitag, bis Freitag, 26. Juni",
    );
  });
});
