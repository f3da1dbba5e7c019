import { ConvexError } from "convex/values";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, test } from "vitest";
import { householdError } from "../../../convex/lib/errors";
import { itemFormSchema, type ItemForm } from "../../../convex/lib/itemSchema";
import { imageErrorCode, itemFieldRefusal, missesRequired } from "./itemFormErrors";

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
    expect(imageErrorCode(errorsOf({ ...blank, name: "Lamp", category: "Lighting", image: { kind: "url", url: "ftp://x" } }))).toBe(
      "IMAGE_URL_INVALID",
    );
    expect(imageErrorCode({ image: { message: "IMAGE_TOO_LARGE", type: "custom" } } as FieldErrors<ItemForm>)).toBe("IMAGE_TOO_LARGE");
    expect(imageErrorCode({})).toBeUndefined();
  });

  test("server refusals land under their field; others are toasts", () => {
    expect(itemFieldRefusal(householdError("QUANTITY_MIN"))).toEqual({ field: "quantity", code: "QUANTITY_MIN" });
    expect(itemFieldRefusal(householdError("IMAGE_TYPE_NOT_ALLOWED"))).toEqual({ field: "image", code: "IMAGE_TYPE_NOT_ALLOWED" });
    expect(itemFieldRefusal(householdError("TEXT_TOO_LONG"))).toEqual({ field: "notes", code: "TEXT_TOO_LONG" });
    expect(itemFieldRefusal(householdError("UPDATE_ITEMS"))).toBeNull();
    expect(itemFieldRefusal(new ConvexError("plain"))).toBeNull();
    expect(itemFieldRefusal(new Error("network"))).toBeNull();
  });
});
