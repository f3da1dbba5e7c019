// The photo field of every form that takes one (inventory items, clothing,
// posts, member photos), shared by the forms and the server: no photo, a
// pasted http(s) address, or a file uploaded to Convex storage (DESIGN.md
// decision 6). What an uploaded file may be is in imageFiles.ts.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { Id } from "../_generated/dataModel";
import type { ErrorCode } from "./errors";

const code = (c: ErrorCode) => c;

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A pasted photo address: http(s) only (no data: URLs in documents). */
export const IMAGE_URL_MAX_LENGTH = 2048;

const imageUrl = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, code("IMAGE_URL_INVALID"))
  .refine((value) => isHttpUrl(value), code("IMAGE_URL_INVALID"));

/** No photo, a pasted http(s) address, or a file uploaded to Convex storage. */
export const photoSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("url"), url: imageUrl }),
    z.object({ kind: z.literal("upload"), storageId: z.string().min(1, code("NOT_FOUND")) }),
  ],
  code("UNKNOWN_CHOICE"),
);
export type Photo = z.output<typeof photoSchema>;

/**
 * The photo argument of the writers that take one beside their fields
 * (clothing, posts, members): `{ imageUrl }`, `{ imageStorageId }` or `{}` (no photo).
 */
export const vPhotoInput = v.object({
  imageUrl: v.optional(v.string()),
  imageStorageId: v.optional(v.id("_storage")),
});
export type PhotoInput = Infer<typeof vPhotoInput>;

/** The photo argument for a form's photo field. */
export function photoInputFromForm(image: Photo): PhotoInput {
  if (image.kind === "url") return { imageUrl: image.url };
  if (image.kind === "upload") return { imageStorageId: image.storageId as Id<"_storage"> };
  return {};
}

/** The photo field for a photo argument (an upload wins over an address). */
export function photoFormFromInput(image: PhotoInput): Photo {
  if (image.imageStorageId !== undefined) return { kind: "upload", storageId: image.imageStorageId };
  if (image.imageUrl !== undefined && image.imageUrl.trim() !== "") return { kind: "url", url: image.imageUrl };
  return { kind: "none" };
}
