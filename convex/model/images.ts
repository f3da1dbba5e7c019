// Photos of inventory items, clothing and posts: an uploaded file in Convex
// storage or a pasted http(s) address (DESIGN.md decision 6). The rules live in
// lib/itemSchema.ts so the form can apply them before uploading; here the
// server applies them to what was really stored (model/uploads.ts).
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fieldError, type ErrorCode } from "../lib/errors";
import { photoSchema, photoFormFromInput, type PhotoInput } from "../lib/photoSchema";
import { claimUpload } from "./uploads";

/**
 * The stored photo fields for a photo argument (clothing, posts), by the
 * inventory's rules; an upload must be the member's own checked one, unused
 * (`current`, the photo the document already has, may stay).
 * Both fields are always set, so a patch with them removes a photo taken away.
 */
export async function validPhoto(
  ctx: MutationCtx,
  member: Doc<"members">,
  image: PhotoInput,
  current?: Id<"_storage">,
): Promise<{ imageUrl: string | undefined; imageStorageId: Id<"_storage"> | undefined;
}> {
  const photo = photoSchema.safeParse(photoFormFromInput(image));
  // Whatever part of the photo is wrong, the form shows it under its photo field.
  if (!photo.success) throw fieldError("image", photo.error.issues[0].message as ErrorCode);
  const imageStorageId = photo.data.kind === "upload" ? image.imageStorageId : undefined;
  if (imageStorageId !== undefined) await claimUpload(ctx, member, imageStorageId, current);
  return { imageUrl: photo.data.kind === "url" ? photo.data.url : undefined, imageStorageId };
}

/** The address to load: an upload resolved to its storage URL, else the pasted address. */
export async function imageUrlOf(
  ctx: QueryCtx,
  doc: { imageUrl?: string; imageStorageId?: Id<"_storage"> },
): Promise<string | undefined> {
  if (doc.imageStorageId === undefined) return doc.imageUrl;
  return (await ctx.storage.getUrl(doc.imageStorageId)) ?? undefined;
}

