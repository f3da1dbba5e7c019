// Every photo is made smaller on the device before it is uploaded: a phone's camera picture
// (3–15 MB, 4000 px a side) becomes a JPEG of at most 1600 px a side, a few hundred KB, which
// is more than a card, a thumbnail or the approval inbox shows, and it goes up quickly on a
// kitchen tablet's Wi-Fi. Re-encoding also drops the camera's metadata (where it was taken).
import { IMAGE_SIGNATURE_BYTES, imageFileProblem, sniffImageType } from "../../../convex/lib/imageFiles";

/** The longest side of a photo as it is uploaded. */
export const PHOTO_MAX_EDGE = 1600;
const JPEG_QUALITY = 0.82;
/** A photo within the edge and at most this size is sent as it is: shrinking it would gain little. */
const SMALL_ENOUGH_BYTES = 400 * 1024;
/** Larger files are refused before decoding: no camera makes them, and decoding would hold a phone's memory. */
export const PHOTO_PICK_MAX_BYTES = 40 * 1024 * 1024;

/** The size a picture of `width` × `height` is drawn at: within `maxEdge`, in proportion. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture as it will be uploaded: within the edge, as JPEG. A GIF (it may move), a
 * picture the browser cannot decode, or one already small stays as it is; so does a
 * re-encoding that came out larger.
 */
export async function shrinkPhoto(file: Blob, type: string): Promise<{ blob: Blob; type: string }> {
  const unchanged = { blob: file, type };
  if (type === "image/gif" || typeof createImageBitmap !== "function") return unchanged;
  let bitmap: ImageBitmap;
  try {
    // Upright as the camera meant it (EXIF orientation), since the metadata does not survive.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return unchanged;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!resized && file.size <= SMALL_ENOUGH_BYTES) return unchanged;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return unchanged;
    // JPEG has no transparency: a PNG's clear parts become white rather than black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob || (!resized && blob.size >= file.size)) return unchanged;
    return { blob, type: "image/jpeg" };
  } finally {
    bitmap.close();
  }
}

/**
 * A picked file made ready to upload: what it really is (its first bytes, never its name),
 * made smaller, then held to the upload rule (type and size) that the server applies again.
 */
export async function preparePhoto(file: Blob): Promise<{ blob: Blob; type: string } | { problem: string }> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
  if (type === null) return { problem: "IMAGE_TYPE_NOT_ALLOWED" };
  if (file.size > PHOTO_PICK_MAX_BYTES) return { problem: "IMAGE_TOO_LARGE" };
  const shrunk = await shrinkPhoto(file, type);
  const problem = imageFileProblem({ contentType: shrunk.type, size: shrunk.blob.size });
  return problem ? { problem } : shrunk;
}
