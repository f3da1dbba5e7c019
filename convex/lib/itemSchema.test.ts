import { describe, expect, test } from "vitest";
import type { Id } from "../_generated/dataModel";
import { IMAGE_MAX_BYTES, imageFileProblem } from "./imageFiles";
import { containerNames, isContainerName, itemFormDefaults, itemFormFromInput, itemFormSchema, itemInputFromForm, type ItemForm } from "./itemSchema";
import { photoFormFromInput, photoInputFromForm } from "./photoSchema";

const valid: ItemForm = { ...itemFormDefaults, name: "Lamp", category: "Lighting" };

/** The error code zod reports first for these values, or null when they are valid. */
function problem(values: Partial<ItemForm>) {
  const result = itemFormSchema.safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0].message;
}

describe("itemFormSchema", () => {
  test("the form's defaults are the spec's: quantity 1, condition good, not a container, no image", () => {
    expect(itemFormDefaults).toMatchObject({ quantity: 1, condition: "good", isContainer: false, image: { kind: "none" } });
    expect(problem({})).toBeNull();
  });

  test("a blank name or category is 'Missing Information'", () => {
    expect(problem({ name: "   " })).toBe("ITEM_FIELDS_REQUIRED");
    expect(problem({ category: "" })).toBe("ITEM_FIELDS_REQUIRED");
  });

  test("names, categories and notes keep the text limits", () => {
    expect(problem({ name: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problem({ name: "x".repeat(100) })).toBeNull();
    expect(problem({ category: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problem({ notes: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
    expect(problem({ notes: "x".repeat(2000) })).toBeNull();
  });

  test.each([0, -1, 1.5, Number.NaN])("quantity %s is refused as below one or not whole", (quantity) => {
    expect(problem({ quantity })).toBe("QUANTITY_MIN");
  });

  test.each([100_001, 99_999_999_999])("quantity %s is refused as too large, by its own message", (quantity) => {
    expect(problem({ quantity })).toBe("QUANTITY_TOO_LARGE");
  });

  test.each([1, 7, 100_000])("quantity %s is accepted", (quantity) => {
    expect(problem({ quantity })).toBeNull();
  });

  test("an unknown condition is refused", () => {
    expect(problem({ condition: "broken" as never })).toBe("UNKNOWN_CHOICE");
  });

  test("a pasted image address must be http(s)", () => {
    expect(problem({ image: { kind: "url", url: "https://example.com/lamp.jpg" } })).toBeNull();
    expect(problem({ image: { kind: "url", url: "data:image/png;base64,AAAA" } })).toBe("IMAGE_URL_INVALID");
    expect(problem({ image: { kind: "url", url: "lamp.jpg" } })).toBe("IMAGE_URL_INVALID");
    expect(problem({ image: { kind: "url", url: `https://example.com/${"a".repeat(2048)}` } })).toBe("IMAGE_URL_INVALID");
  });

  test("trims text and makes container names containers", () => {
    const parsed = itemFormSchema.parse({ ...valid, name: "  Storage Bin ", category: " Storage ", notes: " top shelf " });
    expect(parsed).toMatchObject({ name: "Storage Bin", category: "Storage", notes: "top shelf", isContainer: true });
    expect(itemFormSchema.parse(valid).isContainer).toBe(false);
    expect(itemFormSchema.parse({ ...valid, isContainer: true }).isContainer).toBe(true);
  });
});

describe("isContainerName", () => {
  test.each(containerNames)("%s is a container, in any case and in the plural", (name) => {
    expect(isContainerName(name)).toBe(true);
    expect(isContainerName(name.toUpperCase())).toBe(true);
    expect(isContainerName(` ${name.toLowerCase()} `)).toBe(true);
  });

  test("plurals and spacing", () => {
    for (const name of ["Boxes", "Drawers", "Bookshelves", "Storage  Bins", "wardrobes"]) {
      expect(isContainerName(name)).toBe(true);
    }
  });

  test("only the whole name counts", () => {
    for (const name of ["Lunch box", "Boxing gloves", "Cabinet door", "Lamp", ""]) {
      expect(isContainerName(name)).toBe(false);
    }
  });
});

describe("imageFileProblem", () => {
  test.each(["image/jpeg", "image/png", "image/webp", "image/gif", "IMAGE/PNG"])("%s is accepted", (contentType) => {
    expect(imageFileProblem({ contentType, size: 1000 })).toBeNull();
  });

  test.each(["image/svg+xml", "image/heic", "application/pdf", "text/html", undefined])("%s is refused", (contentType) => {
    expect(imageFileProblem({ contentType, size: 1000 })).toBe("IMAGE_TYPE_NOT_ALLOWED");
  });

  test("at most 5 MB", () => {
    expect(imageFileProblem({ contentType: "image/jpeg", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ contentType: "image/jpeg", size: IMAGE_MAX_BYTES + 1 })).toBe("IMAGE_TOO_LARGE");
  });
});

describe("ItemInput and the form", () => {
  const storageId = "kg2abc" as Id<"_storage">;

  test("round-trips an item with an upload", () => {
    const input = { name: "Lamp", category: "Lighting", quantity: 2, condition: "fair" as const, isContainer: false, imageStorageId: storageId };
    const form = itemFormFromInput(input);
    expect(form.image).toEqual({ kind: "upload", storageId });
    expect(itemInputFromForm(itemFormSchema.parse(form))).toEqual(input);
  });

  test("an address, notes, and no image", () => {
    expect(itemFormFromInput({ ...valid, isContainer: false, quantity: 1, condition: "good", imageUrl: "https://x.test/a.png" }).image).toEqual({
      kind: "url",
      url: "https://x.test/a.png",
    });
    const values = itemFormSchema.parse({ ...valid, notes: "" });
    expect(itemInputFromForm(values)).toEqual({ name: "Lamp", category: "Lighting", quantity: 1, condition: "good", isContainer: false });
    expect(itemInputFromForm(itemFormSchema.parse({ ...valid, notes: "Blue", image: { kind: "url", url: "https://x.test/a.png" } }))).toMatchObject({
      notes: "Blue",
      imageUrl: "https://x.test/a.png",
    });
  });
});

describe("the photo argument of clothing and posts", () => {
  test("the photo field and the photo argument round-trip", () => {
    const storageId = "kg2abc" as Id<"_storage">;
    expect(photoInputFromForm({ kind: "none" })).toEqual({});
    expect(photoInputFromForm({ kind: "url", url: "https://x.test/a.png" })).toEqual({ imageUrl: "https://x.test/a.png" });
    expect(photoInputFromForm({ kind: "upload", storageId })).toEqual({ imageStorageId: storageId });
    expect(photoFormFromInput({ imageStorageId: storageId, imageUrl: "https://x.test/a.png" })).toEqual({ kind: "upload", storageId });
    expect(photoFormFromInput({ imageUrl: "https://x.test/a.png" })).toEqual({ kind: "url", url: "https://x.test/a.png" });
    expect(photoFormFromInput({ imageUrl: " " })).toEqual({ kind: "none" });
    expect(photoFormFromInput({})).toEqual({ kind: "none" });
  });
});
