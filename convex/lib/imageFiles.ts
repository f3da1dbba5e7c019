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

/** Bytes enough to tell the four allowed kinds apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * What a file really is, from its first bytes (JPEG, PNG, GIF or WebP), or null.
 * A file's name and declared type are the sender's word; a text file renamed
 * `fake.png` is declared `image/png` by every browser.
 */
export function sniffImageType(head: Uint8Array): (typeof imageContentTypes)[number] | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const ascii = (text: string, at = 0) => starts([...text].map((c) => c.charCodeAt(0)), at);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii("GIF87a") || ascii("GIF89a")) return "image/gif";
  if (ascii("RIFF") && ascii("WEBP", 8)) return "image/webp";
  return null;
}
