import { describe, expect, test } from "vitest";
import {
  CLOTHING_DETAIL_MAX_LENGTH,
  clothingFormDefaults,
  clothingFormFromItem,
  clothingFormSchema,
  clothingInputFromForm,
  taggableOccasions,
  type ClothingForm,
} from "./clothingSchema";
import { selectableOccasionTags } from "./validators";

const valid: ClothingForm = { ...clothingFormDefaults, name: "Jumper", assignedTo: "member1", category: "Tops" };

function problem(values: Partial<ClothingForm>) {
  const result = clothingFormSchema.safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0].message;
}

describe("clothingFormSchema", () => {
  test("the defaults need a name, an owner and a category; laundry starts Clean", () => {
    expect(clothingFormSchema.safeParse(clothingFormDefaults).success).toBe(false);
    expect(problem({})).toBeNull();
    expect(clothingFormSchema.parse(valid).laundryStatus).toBe("Clean");
    const { laundryStatus: _, ...withoutStatus } = valid;
    expect(clothingFormSchema.parse(withoutStatus).laundryStatus).toBe("Clean");
  });

  test("missing name, owner and category each have their own code", () => {
    expect(problem({ name: "  " })).toBe("CLOTHING_NAME_REQUIRED");
    expect(problem({ assignedTo: " " })).toBe("CLOTHING_OWNER_REQUIRED");
    expect(problem({ category: "" })).toBe("CLOTHING_CATEGORY_REQUIRED");
    expect(problem({ category: "Hats" })).toBe("CLOTHING_CATEGORY_REQUIRED");
  });

  test("text limits: name 100, size and colour 40, notes 2,000", () => {
    expect(problem({ name: "x".repeat(100) })).toBeNull();
    expect(problem({ name: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problem({ size: "x".repeat(CLOTHING_DETAIL_MAX_LENGTH) })).toBeNull();
    expect(problem({ size: "x".repeat(CLOTHING_DETAIL_MAX_LENGTH + 1) })).toBe("CLOTHING_DETAIL_TOO_LONG");
    expect(problem({ color: "x".repeat(CLOTHING_DETAIL_MAX_LENGTH + 1) })).toBe("CLOTHING_DETAIL_TOO_LONG");
    expect(problem({ notes: "x".repeat(2000) })).toBeNull();
    expect(problem({ notes: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
  });

  test("only the offered tags: Formal is display-only", () => {
    expect([...taggableOccasions]).toEqual(selectableOccasionTags);
    expect(problem({ occasionTags: [...taggableOccasions], seasonTags: ["Summer", "Winter", "Rainy", "All-season"] })).toBeNull();
    expect(problem({ occasionTags: ["Formal"] })).toBe("UNKNOWN_CHOICE");
    expect(problem({ occasionTags: ["casual"] })).toBe("UNKNOWN_CHOICE");
    expect(problem({ seasonTags: ["Spring"] })).toBe("UNKNOWN_CHOICE");
    expect(problem({ laundryStatus: "Dirty" })).toBe("UNKNOWN_CHOICE");
  });

  test("trims text and orders tags without repeats", () => {
    expect(
      clothingFormSchema.parse({ ...valid, name: " Jumper ", size: " M ", occasionTags: ["Sports", "Casual", "Sports"], seasonTags: ["Rainy", "Summer"] }),
    ).toMatchObject({ name: "Jumper", size: "M", occasionTags: ["Casual", "Sports"], seasonTags: ["Summer", "Rainy"] });
  });
});

describe("the form and the stored item", () => {
  test("editing leaves Formal out of the form; a valid form becomes the mutation's input", () => {
    const form = clothingFormFromItem({
      name: "Suit",
      assignedTo: "m1",
      category: "Tops",
      size: "L",
      color: "Grey",
      occasionTags: ["Church", "Formal"],
      seasonTags: ["All-season"],
      laundryStatus: "Needs Washing",
    });
    expect(form).toMatchObject({ occasionTags: ["Church"], notes: "", laundryStatus: "Needs Washing" });
    expect(clothingInputFromForm(clothingFormSchema.parse(form))).toEqual({
      name: "Suit",
      assignedTo: "m1",
      category: "Tops",
      size: "L",
      color: "Grey",
      occasionTags: ["Church"],
      seasonTags: ["All-season"],
      laundryStatus: "Needs Washing",
      notes: "",
    });
  });
});
