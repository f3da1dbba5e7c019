// The clothing form's errors are error codes (the shared zod schema's messages and the server's
// refusals alike), shown under the field they concern.
import type { FieldErrors } from "react-hook-form";
import type { ErrorCode } from "../../../convex/lib/errors";
import { refusalUnderField } from "../feedback/fieldRefusal";
import type { ClothingFormWithPhoto } from "./clothingForm";

export type ClothingField = "name" | "assignedTo" | "category" | "size" | "notes" | "image";

const fieldOf: Partial<Record<ErrorCode, ClothingField>> = {
  CLOTHING_NAME_REQUIRED: "name",
  NAME_TOO_LONG: "name",
  CLOTHING_OWNER_REQUIRED: "assignedTo",
  CLOTHING_CATEGORY_REQUIRED: "category",
  CLOTHING_DETAIL_TOO_LONG: "size",
  TEXT_TOO_LONG: "notes",
  IMAGE_TYPE_NOT_ALLOWED: "image",
  IMAGE_TOO_LARGE: "image",
  IMAGE_URL_INVALID: "image",
  IMAGE_ERROR: "image",
};

/** The field a server refusal belongs under, with its code; null for refusals about no one field (a toast says those). */
export const clothingFieldRefusal = (error: unknown) => refusalUnderField(error, fieldOf);

/** The photo's error code wherever zod put it (on the union, or on its `url`). */
export function clothingImageError(errors: FieldErrors<ClothingFormWithPhoto>): string | undefined {
  const image = errors.image as { message?: string; url?: { message?: string }; storageId?: { message?: string } } | undefined;
  return image?.message ?? image?.url?.message ?? image?.storageId?.message;
}
