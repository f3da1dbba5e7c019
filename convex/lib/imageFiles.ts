// The one rule for every uploaded photo (items, clothing, posts, avatars): the
// form applies it before uploading, the server to what was really stored.
import type { ErrorCode } from "./errors";

/** An uploaded photo: JPEG, PNG, WebP or GIF of at most 5 MB (no SVG, which can carry script). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** For `<input type="file" accept=…>`. */
export const imageAccept = imageContentTypes.join(",");

/** What is wrong with a file offered as a photo, or null: the form asks before uploading, the server after. */
export function imageFileProblem(file: { contentType: string | undefined; size: number }): ErrorCode | null {
  const type = file.contentType?.split(";")[0].trim().toLowerCase();
  if (!(imageContentTypes as readonly string[]).includes(type ?? "")) return "IMAGE_TYPE_NOT_ALLOWED";
  if (file.size > IMAGE_MAX_BYTES) return "IMAGE_TOO_LARGE";
  return null;
}
