/**
 * A photo field's error code wherever zod put it: on the photo itself (a union of none, upload
 * and address) or on its `url` or `storageId`.
 */
export function photoErrorCode(image: unknown): string | undefined {
  const error = image as
    | {
        message?: string;
        url?: { message?: string };
        storageId?: { message?: string };
      }
    | undefined;
  return error?.message ?? error?.url?.message ?? error?.storageId?.message;
}
