// Faces without photos are told apart by their initials, so a family's must differ whenever its names do.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { distinctInitials, wholeName } from "./initials";

const sameName = (a: string, b: string) => wholeName(a).toLocaleUpperCase() === wholeName(b).toLocaleUpperCase();

describe("distinctInitials", () => {
  test("Sarah Carter and Sam Carter are not both SC; a lone name keeps its plain initials", () => {
    expect(distinctInitials(["Sarah Carter", "Sam Carter", "David Carter", "Emma Carter"])).toEqual(["Sr", "Sm", "DC", "EC"]);
    expect(distinctInitials(["Ada Lovelace"])).toEqual(["AL"]);
    expect(distinctInitials(["", "  "])).toEqual(["?", "?"]);
  });

  test("within any set of names, two people's initials are the same only when their names are", () => {
    // Few letters and short words, so that collisions are common.
    const word = fc.stringMatching(/^[SsAaMmÉé]{1,4}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 9 }), (names) => {
        const initials = distinctInitials(names);
        expect(initials).toHaveLength(names.length);
        for (let i = 0; i < names.length; i++) {
          for (let j = i + 1; j < names.length; j++) {
            const clash = initials[i].toLocaleUpperCase() === initials[j].toLocaleUpperCase();
            if (clash) expect(sameName(names[i], names[j])).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
