import { describe, expect, test } from "vitest";
import { outfitFormDefaults, outfitFormSchema, outfitInputFromForm, type OutfitForm } from "./outfitSchema";

const valid: OutfitForm = { ...outfitFormDefaults("m1", "Monday"), name: "School day", top: "item1" };

function problem(values: Partial<OutfitForm>) {
  const result = outfitFormSchema.safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0].message;
}

describe("outfitFormSchema", () => {
  test("a member, a weekday, a name and at least one item", () => {
    expect(problem({})).toBeNull();
    expect(problem({ memberId: "" })).toBe("OUTFIT_MEMBER_REQUIRED");
    expect(problem({ dayOfWeek: "" })).toBe("OUTFIT_DAY_REQUIRED");
    expect(problem({ dayOfWeek: "monday" })).toBe("OUTFIT_DAY_REQUIRED");
    expect(problem({ name: " " })).toBe("OUTFIT_NAME_REQUIRED");
    expect(problem({ name: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problem({ notes: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
    expect(problem({ top: "" })).toBe("OUTFIT_EMPTY");
    expect(problem({ top: undefined, shoes: "item9" })).toBeNull();
  });

  test("the input leaves empty slots out", () => {
    const values = outfitFormSchema.parse({ ...valid, name: " Party ", top: "", dress: " d1 ", notes: " fun " });
    expect(outfitInputFromForm(values)).toEqual({ memberId: "m1", dayOfWeek: "Monday", name: "Party", dress: "d1", notes: "fun" });
  });
});
