// The two public steps of a photo upload, the same wherever photos are taken
// (inventory, clothing, posts, member photos); only who may upload differs. A
// module's `export const { generateUploadUrl, checkUpload } = …` registers
// both under its own name, so the web's photo field works against any of them.
//   generateUploadUrl  a short-lived URL to POST the file to (a capped number per hour)
//   checkUpload        an action: a file whose bytes are a JPEG/PNG/WebP/GIF of
//                      at most 5 MB is recorded as the caller's, for their form
//                      to send (model/uploads.ts); anything else is deleted at
//                      once and the refusal returned (not thrown: throwing
//                      would undo the deletion)
import { v } from "convex/values";
import { adminAction, adminMutation, memberAction, memberMutation } from "../functions";
import { checkUploadedImage, issueUploadUrl } from "../model/uploads";
import type { ErrorCode } from "./errors";
import type { PageKey } from "./validators";

/** Upload steps for any family member with the page. */
export function memberPhotoUploads(page: PageKey) {
  return {
    generateUploadUrl: memberMutation({ page, args: {}, handler: (ctx) => issueUploadUrl(ctx, ctx.member._id) }),
    checkUpload: memberAction({
      page,
      args: { storageId: v.id("_storage") },
      handler: (ctx, { storageId }) => checkUploadedImage(ctx, ctx.memberId, storageId),
    }),
  };
}

/** Upload steps for admins only; anyone else gets the `denied` refusal. */
export function adminPhotoUploads(denied: ErrorCode) {
  return {
    generateUploadUrl: adminMutation({ denied, args: {}, handler: (ctx) => issueUploadUrl(ctx, ctx.member._id) }),
    checkUpload: adminAction({
      denied,
      args: { storageId: v.id("_storage") },
      handler: (ctx, { storageId }) => checkUploadedImage(ctx, ctx.memberId, storageId),
    }),
  };
}
