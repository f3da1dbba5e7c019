import { describe, expect, test } from "vitest";
import { isContainerName } from "../../../convex/lib/itemSchema";
import { roomTypes } from "../../../convex/lib/validators";
import de from "../../i18n/de";
import en from "../../i18n/en";
import es from "../../i18n/es";
import fr from "../../i18n/fr";
import { pickCategories, quickPicksFor } from "./quickPicks";

const names = en.translation.inventory.quickPicks.items as Record<string, string>;

describe("quick picks", () => {
  test.each(roomTypes)("a %s has a bar of common items, each once", (type) => {
    const keys = quickPicksFor(type).map((pick) => pick.key);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("the spec's examples are offered where they belong", () => {
    const english = (type: (typeof roomTypes)[number]) => quickPicksFor(type).map((pick) => names[pick.key]);
    expect(english("bedroom")).toEqual(expect.arrayContaining(["Bed", "Wardrobe", "Dresser", "Lamp"]));
    expect(english("kitchen")).toEqual(expect.arrayContaining(["Refrigerator", "Cabinet", "Kettle"]));
    expect(english("living")).toEqual(expect.arrayContaining(["Sofa", "Bookshelf"]));
  });

  // The server knows containers by their English names only; in French "Armoire"
  // is no container name, so the pick itself must say so.
  test("a pick is a container exactly when its English name is a container name", () => {
    for (const type of roomTypes) {
      for (const pick of quickPicksFor(type)) {
        expect(names[pick.key], pick.key).toBeDefined();
        expect(pick.isContainer, names[pick.key]).toBe(isContainerName(names[pick.key]));
      }
    }
    expect(isContainerName(fr.translation.inventory.quickPicks.items.wardrobe)).toBe(false);
  });

  test("every pick's name and category reads in each language", () => {
    for (const pack of [en, es, fr, de]) {
      const inventory = pack.translation.inventory;
      for (const type of roomTypes) {
        for (const pick of quickPicksFor(type)) {
          expect((inventory.quickPicks.items as Record<string, string>)[pick.key]).toBeTruthy();
        }
      }
      for (const category of pickCategories) expect((inventory.categories as Record<string, string>)[category]).toBeTruthy();
    }
  });
});
