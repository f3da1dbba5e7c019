// Who uploaded which file, so a storage id is worth something only to the
// person who uploaded it, once. The browser posts a file to an upload URL and
// gets its storage id; `checkUploadedImage` then reads the file's first bytes
// and records it against the uploader (if it really is an allowed photo), and
// the writer that stores the id (an item, a post, an avatar …) claims it. A claimed file keeps its row until it is deleted, so
// no one can claim or check a file that is already in use. Files nobody
// claimed, or nobody even checked, are swept an hour later.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx } from "../_generated/server";
import { fieldError, householdError, type ErrorCode, type HouseholdErrorData } from "../lib/errors";
import { IMAGE_SIGNATURE_BYTES, imageFileProblem, sniffImageType } from "../lib/imageFiles";

export type UploadCheck = { refused: HouseholdErrorData | null };

/** An upload not claimed within this long is deleted (and a file never checked, too). */
export const UNCLAIMED_TTL_MS = 60 * 60 * 1000;
/** Checked uploads one member may hold unclaimed at once (each form sends its photo within minutes). */
export const MAX_UNCLAIMED_PER_MEMBER = 20;
/**
 * Upload URLs one member may be handed per hour. A URL takes a file before
 * anything checks it, so this bounds what one person can put in storage
 * unchecked until the hourly sweep removes it.
 */
export const MAX_UPLOAD_URLS_PER_HOUR = 30;
/** Files one sweep looks at. */
export const SWEEP_BATCH = 200;

function uploadRow(ctx: MutationCtx, storageId: Id<"_storage">) {
  return ctx.db
    .query("uploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .unique();
}

/** A URL to POST one photo to, for `memberId`: refused past the hour's cap, naming it. */
export async function issueUploadUrl(ctx: MutationCtx, memberId: Id<"members">): Promise<string> {
  const since = Date.now() - UNCLAIMED_TTL_MS;
  const recent = await ctx.db
    .query("uploadUrlIssues")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId).gt("_creationTime", since))
    .take(MAX_UPLOAD_URLS_PER_HOUR);
  if (recent.length >= MAX_UPLOAD_URLS_PER_HOUR) throw householdError("UPLOAD_URL_LIMIT", { max: MAX_UPLOAD_URLS_PER_HOUR });
  await ctx.db.insert("uploadUrlIssues", { memberId });
  return await ctx.storage.generateUploadUrl();
}

/**
 * The check right after an upload, by its uploader (an action: only actions
 * read a file's bytes). What the file is comes from its first bytes, never
 * from the name or type the browser declared.
 */
export async function checkUploadedImage(
  ctx: ActionCtx,
  memberId: Id<"members">,
  storageId: Id<"_storage">,
): Promise<UploadCheck> {
  const blob = await ctx.storage.get(storageId);
  if (blob === null) return { refused: householdError("NOT_FOUND").data };
  const head = new Uint8Array(await blob.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return ctx.runMutation(internal.uploads.record, { memberId, storageId, contentType: sniffImageType(head) ?? undefined });
}

/**
 * Records a checked upload: a fresh file that is an allowed photo (by
 * `contentType`, what its bytes say it is) becomes the uploader's; a refused
 * one is deleted and the refusal returned, not thrown (throwing would undo the
 * deletion). A file that is someone else's, already in use or not fresh is
 * refused and left alone.
 */
export async function recordUpload(
  ctx: MutationCtx,
  member: Doc<"members">,
  storageId: Id<"_storage">,
  contentType: string | undefined,
): Promise<UploadCheck> {
  const refuse = (code: ErrorCode) => ({ refused: householdError(code).data });
  const file = await ctx.db.system.get("_storage", storageId);
  if (file === null) return refuse("NOT_FOUND");
  const row = await uploadRow(ctx, storageId);
  if (row !== null) return row.uploaderId === member._id && !row.claimed ? { refused: null } : refuse("UPLOAD_NOT_YOURS");
  // Older than a sweep's age with no row: a file from before uploads were recorded, in use somewhere.
  if (file._creationTime < Date.now() - UNCLAIMED_TTL_MS) return refuse("UPLOAD_NOT_YOURS");
  const problem = imageFileProblem({ contentType, size: file.size });
  const pending = await ctx.db
    .query("uploads")
    .withIndex("by_uploaderId_and_claimed", (q) => q.eq("uploaderId", member._id).eq("claimed", false))
    .take(MAX_UNCLAIMED_PER_MEMBER);
  const code: ErrorCode | null = problem ?? (pending.length >= MAX_UNCLAIMED_PER_MEMBER ? "UPLOAD_LIMIT" : null);
  if (code !== null) {
    await ctx.storage.delete(storageId);
    return { refused: householdError(code, code === "UPLOAD_LIMIT" ? { max: MAX_UNCLAIMED_PER_MEMBER } : undefined).data };
  }
  await ctx.db.insert("uploads", { storageId, uploaderId: member._id, claimed: false });
  return { refused: null };
}

/**
 * A writer stores `storageId` for `member`: it must be their checked upload,
 * not yet used. `current` is the id the document already holds (an edit that
 * keeps its photo claims nothing).
 */
export async function claimUpload(
  ctx: MutationCtx,
  member: Doc<"members">,
  storageId: Id<"_storage">,
  current?: Id<"_storage">,
): Promise<void> {
  if (storageId === current) return;
  const row = await uploadRow(ctx, storageId);
  // Every form sends its photo as `image`, so the refusal shows under the photo.
  if (row === null || row.uploaderId !== member._id || row.claimed) throw fieldError("image", "UPLOAD_NOT_YOURS");
  await ctx.db.patch("uploads", row._id, { claimed: true });
}

/** Deletes a stored file and its record; a file already gone is fine. */
export async function deleteStoredFile(ctx: MutationCtx, storageId: Id<"_storage"> | undefined): Promise<void> {
  if (storageId === undefined) return;
  const row = await uploadRow(ctx, storageId);
  if (row !== null) await ctx.db.delete("uploads", row._id);
  if ((await ctx.db.system.get("_storage", storageId)) !== null) await ctx.storage.delete(storageId);
}

/**
 * Deletes what was uploaded over an hour ago and never used: checked uploads
 * never claimed, and files never checked at all (an upload URL takes any file).
 * Files stored before the first sweep are left alone (they may be in use
 * without a record). Returns whether there is more to do at once.
 */
export async function sweepUnclaimedUploads(ctx: MutationCtx): Promise<{ more: boolean }> {
  const cutoff = Date.now() - UNCLAIMED_TTL_MS;
  const stale = await ctx.db
    .query("uploads")
    .withIndex("by_claimed", (q) => q.eq("claimed", false).lt("_creationTime", cutoff))
    .take(SWEEP_BATCH);
  for (const row of stale) await deleteStoredFile(ctx, row.storageId);
  // URLs handed out over an hour ago no longer count against anyone's cap.
  const issued = await ctx.db
    .query("uploadUrlIssues")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", cutoff))
    .take(SWEEP_BATCH);
  for (const row of issued) await ctx.db.delete("uploadUrlIssues", row._id);

  const state = await ctx.db.query("uploadSweep").first();
  if (state === null) {
    await ctx.db.insert("uploadSweep", { checkedUntil: Date.now() });
    return { more: stale.length === SWEEP_BATCH || issued.length === SWEEP_BATCH };
  }
  const files = await ctx.db.system
    .query("_storage")
    .withIndex("by_creation_time", (q) => q.gt("_creationTime", state.checkedUntil).lte("_creationTime", cutoff))
    .order("asc")
    .take(SWEEP_BATCH);
  for (const file of files) {
    if ((await uploadRow(ctx, file._id)) === null) await ctx.storage.delete(file._id);
  }
  if (files.length > 0) await ctx.db.patch("uploadSweep", state._id, { checkedUntil: files[files.length - 1]._creationTime });
  return { more: stale.length === SWEEP_BATCH || files.length === SWEEP_BATCH || issued.length === SWEEP_BATCH };
}
