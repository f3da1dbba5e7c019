// A form's photo field (no photo, a pasted address, or a file): the chosen
// file is checked and previewed at once but only uploaded on submit, so a
// cancelled form leaves nothing in storage. Used by the inventory item form,
// the clothing form and the post box.
import { useMutation } from "convex/react";
import type { FunctionReference } from "convex/server";
import { useEffect, useState } from "react";
import type { Id } from "../../../convex/_generated/dataModel";
import type { ErrorCode, HouseholdErrorData } from "../../../convex/lib/errors";
import { imageFileProblem, type ItemImage } from "../../../convex/lib/itemSchema";
import { uploadImage } from "./uploadImage";

/** Stands in the form for a chosen file until submit uploads it (the schema wants a storage id there). */
export const LOCAL_FILE = "local-file";

/** A module's two upload steps, e.g. `api.clothing` (see convex/lib/photoUploads.ts). */
export type PhotoUploads = {
  generateUploadUrl: FunctionReference<"mutation", "public", Record<string, never>, string>;
  checkUpload: FunctionReference<"mutation", "public", { storageId: Id<"_storage"> }, { refused: HouseholdErrorData | null }>;
};

type Options = {
  /** The field's current value (watched). */
  image: ItemImage;
  /** The address of the photo already stored, when editing. */
  storedUrl?: string;
  /** Writes the field (react-hook-form's setValue). */
  setImage: (image: ItemImage) => void;
  /** Shows a refusal under the field, or clears it with null. */
  setImageError: (code: ErrorCode | null) => void;
};

export function usePhotoUpload(uploads: PhotoUploads, { image, storedUrl, setImage, setImageError }: Options) {
  const generateUploadUrl = useMutation(uploads.generateUploadUrl);
  const checkUpload = useMutation(uploads.checkUpload);
  const [file, setFile] = useState<{ file: File; preview: string } | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file.preview)), [file]);

  /** What the photo shows now: the chosen file's preview, the stored upload, or a plausible address. */
  const previewUrl =
    image.kind === "upload"
      ? image.storageId === LOCAL_FILE
        ? file?.preview
        : storedUrl
      : image.kind === "url" && /^https?:\/\/\S+$/i.test(image.url.trim())
        ? image.url.trim()
        : undefined;

  /** A file picked (or taken with the camera): refused at once if its type or size is wrong. */
  function pickFile(chosen: File) {
    const problem = imageFileProblem({ contentType: chosen.type, size: chosen.size });
    if (problem) {
      setImageError(problem);
      return;
    }
    setImageError(null);
    setFile({ file: chosen, preview: URL.createObjectURL(chosen) });
    setImage({ kind: "upload", storageId: LOCAL_FILE });
  }

  /** An address, a sample or no photo chosen instead: any picked file is forgotten. */
  function changeImage(next: ItemImage) {
    setImageError(null);
    setFile(null);
    setImage(next);
  }

  /**
   * The photo as the server takes it: a chosen file is uploaded now. Null when
   * the server refused the upload (its refusal is then shown under the field).
   */
  async function uploaded(photo: ItemImage): Promise<ItemImage | null> {
    if (photo.kind !== "upload" || photo.storageId !== LOCAL_FILE || !file) return photo;
    const result = await uploadImage(file.file, { generateUploadUrl: () => generateUploadUrl({}), checkUpload });
    if ("refused" in result) {
      setImageError(result.refused.code);
      return null;
    }
    return { kind: "upload", storageId: result.storageId };
  }

  /** Forgets the picked file (the form was reset). */
  function forgetFile() {
    setFile(null);
  }

  return { previewUrl, pickFile, changeImage, uploaded, forgetFile };
}
