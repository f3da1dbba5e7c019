// Photos of inventory items, clothing and posts: an uploaded file in Convex
// storage or a pasted http(s) address (DESIGN.md decision 6). The rules live in
// lib/itemSchema.ts so the form can apply them before uploading; here the
// server applies them to what was really stored.
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { householdError, type ErrorCode, type HouseholdErrorData } from "../lib/errors";
import { firstItemErrorCode, imageFileProblem, itemImageSchema, photoFormFromInput, type PhotoInput } from "../lib/itemSchema";

/** What is wrong with a stored file as a photo, or null; NOT_FOUND when there is no such file. */
export async function storedImageProblem(ctx: QueryCtx, storageId: Id<"_storage">): Promise<ErrorCode | null> {
  const file = await ctx.db.system.get("_storage", storageId);
  if (file === null) return "NOT_FOUND";
  return imageFileProblem({ contentType: file.contentType, size: file.size });
}

/**
 * The check right after an upload: a refused file is deleted and the refusal
 * returned, not thrown (throwing would roll the deletion back).
 */
export async function checkUpload(
  ctx: MutationCtx,
  storageId: Id<"_storage">,
): Promise<{ refused: HouseholdErrorData | null }> {
  const problem = await storedImageProblem(ctx, storageId);
  if (problem === null) return { refused: null };
  if (problem !== "NOT_FOUND") await ctx.storage.delete(storageId);
  return { refused: householdError(problem).data };
}

/** Throws the refusal unless the stored file is an acceptable photo (the writers' own check). */
export async function requireStoredImage(ctx: QueryCtx, storageId: Id<"_storage">): Promise<void> {
  const problem = await storedImageProblem(ctx, storageId);
  if (problem !== null) throw householdError(problem);
}

/**
 * The stored photo fields for a photo argument (clothing, posts), by the
 * inventory's rules; an upload is checked for its stored type and size too.
 * Both fields are always set, so a patch with them removes a photo taken away.
 */
export async function validPhoto(
  ctx: QueryCtx,
  image: PhotoInput,
): Promise<{ imageUrl: string | undefined; imageStorageId: Id<"_storage"> | undefined }> {
  const photo = itemImageSchema.safeParse(photoFormFromInput(image));
  if (!photo.success) throw householdError(firstItemErrorCode(photo.error));
  const imageStorageId = photo.data.kind === "upload" ? image.imageStorageId : undefined;
  if (imageStorageId !== undefined) await requireStoredImage(ctx, imageStorageId);
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

/** Deletes an uploaded photo that nothing will show any more. */
export async function deleteStoredImage(ctx: MutationCtx, storageId: Id<"_storage"> | undefined): Promise<void> {
  if (storageId === undefined) return;
  // Already gone (deleted with its room meanwhile): nothing to do.
  if ((await ctx.db.system.get("_storage", storageId)) === null) return;
  await ctx.storage.delete(storageId);
}
