import type { FieldErrors } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { itemFormSchema, type ItemForm } from "../../../convex/lib/itemSchema";
import { photoErrorCode } from "../forms/usePhotoField";
import { missesRequired } from "./itemFormErrors";

/** The field errors react-hook-form's zod resolver would report for these values. */
function errorsOf(values: ItemForm): FieldErrors<ItemForm> {
  const result = itemFormSchema.safeParse(values);
  const errors: Record<string, unknown> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const [field, inner] = issue.path as string[];
    errors[field] = inner ? { [inner]: { message: issue.message } } : { message: issue.message };
  }
  return errors as FieldErrors<ItemForm>;
}

const blank: ItemForm = { name: "", category: "", quantity: 1, condition: "good", notes: "", isContainer: false, image: { kind: "none" } };

describe("item form errors", () => {
  test("a missing name or category is the spec's 'Missing Information'", () => {
    expect(missesRequired(errorsOf(blank))).toBe(true);
    expect(missesRequired(errorsOf({ ...blank, name: "Lamp" }))).toBe(true);
    expect(missesRequired(errorsOf({ ...blank, name: "Lamp", category: "Lighting", quantity: 0 }))).toBe(false);
  });

  test("a photo's problem is found wherever zod puts it", () => {
    expect(
      photoErrorCode(errorsOf({ ...blank, name: "Lamp", category: "Lighting", image: { kind: "url", url: "ftp://x" } }).image,
      )).toBe(
      "IMAGE_URL_INVALID",
    );
    expect(photoErrorCode({ message: "IMAGE_TOO_LARGE", type: "custom" })).toBe("IMAGE_TOO_LARGE");
    expect(photoErrorCode(undefined)).toBeUndefined();
  }); });
