import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { es } from "date-fns/locale/es";
import { fr } from "date-fns/locale/fr";
import { describe, expect, test } from "vitest";
import deCommon from "./de/common.json";
import enCommon from "./en/common.json";
import esCommon from "./es/common.json";
import frCommon from "./fr/common.json";
import { capitalFirst, formatDay, formatMoney, formatNumber } from "./format";
import { browserLanguage } from "./languages";

describe("dates in each language", () => {
  test("cards and tables use the spec's English patterns and each language's own", () => {
    expect(formatDay("2026-03-05", enCommon.dates.card, enGB)).toBe("Mar 05");
    expect(formatDay("2026-03-05", enCommon.dates.table, enGB)).toBe("Mar 05, 2026");
    expect(formatDay("2026-03-05", esCommon.dates.card, es)).toBe("5 mar");
    expect(formatDay("2026-03-05", frCommon.dates.table, fr)).toBe("5 mars 2026");
    expect(formatDay("2026-03-05", deCommon.dates.card, de)).toBe("05. März");
  });
});

describe("numbers and money", () => {
  test("pence are shown as pounds in the reader's conventions", () => {
    const plain = (s: string) => s.replace(/\s/g, " ");
    expect(formatMoney(123456, "en")).toBe("£1,234.56");
    expect(plain(formatMoney(123456, "de"))).toBe("1.234,56 £");
    expect(plain(formatMoney(123456, "fr"))).toBe("1 234,56 £");
    expect(plain(formatMoney(5, "es"))).toBe("0,05 £");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
  });
});

describe("browserLanguage", () => {
  test("takes the first language we speak, else English", () => {
    expect(browserLanguage(["fr-CA", "en"])).toBe("fr");
    expect(browserLanguage(["it-IT", "de-AT"])).toBe("de");
    expect(browserLanguage(["ja"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});

describe("headings", () => {
  test("a date heading starts with a capital in every language, as the chore cards' do", () => {
    const on = new Date("2026-12-02T12:00:00Z");
    const heading = (language: string) => capitalFirst(new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" }).format(on), language);
    expect(heading("fr")).toBe("Mercredi 2 décembre");
    expect(heading("es")).toBe("Miércoles, 2 de diciembre");
    expect(heading("de")).toBe("Mittwoch, 2. Dezember");
    expect(heading("en")).toMatch(/^Wednesday/);
  });
});
