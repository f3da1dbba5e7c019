// An item photo upload, the Convex way: a one-off URL, a POST of the bytes,
// then the server's own check of what arrived (type and size).
import type { Id } from "../../../convex/_generated/dataModel";
import type { HouseholdErrorData } from "../../../convex/lib/errors";

type Steps = {
  generateUploadUrl: () => Promise<string>;
  checkUpload: (args: { storageId: Id<"_storage"> }) => Promise<{ refused: HouseholdErrorData | null }>;
};

export type UploadResult = { storageId: Id<"_storage"> } | { refused: HouseholdErrorData };

export async function uploadImage(file: File, steps: Steps): Promise<UploadResult> {
  const uploadUrl = await steps.generateUploadUrl();
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
  const { refused } = await steps.checkUpload({ storageId });
  return refused ? { refused } : { storageId };
}
