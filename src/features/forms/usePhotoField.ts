// The state behind a form's photo field (forms/PhotoField.tsx), bound to the
// form's `image` value (convex/lib/photoSchema.ts): no photo, a pasted
// address, or a file. A chosen file is checked (its first bytes), made smaller
// (photos/preparePhoto.ts) and previewed at once but uploaded only on submit, so a
// cancelled form leaves nothing in storage; the server reads the bytes again after the upload.
import { useAction, useMutation } from "convex/react";
import type { FunctionReference } from "convex/server";
import { useEffect, useState } from "react";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import type { Id } from "../../../convex/_generated/dataModel";
import type { HouseholdErrorData } from "../../../convex/lib/errors";
import type { Photo } from "../../../convex/lib/photoSchema";
import { preparePhoto } from "../photos/preparePhoto";

/** Stands in the form for a chosen file until submit uploads it (the schema wants a storage id there). */
export const LOCAL_FILE = "local-file";

/** A module's two upload steps, e.g. `api.clothing` (convex/lib/photoUploads.ts). */
export type PhotoUploads = {
  generateUploadUrl: FunctionReference<"mutation", "public", Record<string, never>, string>;
  checkUpload: FunctionReference<"action", "public", { storageId: Id<"_storage"> }, { refused: HouseholdErrorData | null }>;
};

/** A form with a photo field called `image`. */
type WithPhoto = FieldValues & { image: Photo };

/** The code of the photo's error wherever zod put it: on the photo (a union) or on its `url` or `storageId`. */
export function photoErrorCode(error: unknown): string | undefined {
  const found = error as { message?: string; url?: { message?: string }; storageId?: { message?: string } } | undefined;
  return found?.message ?? found?.url?.message ?? found?.storageId?.message;
}

export function usePhotoField<T extends WithPhoto, C = unknown, V extends FieldValues = T>(
  form: UseFormReturn<T, C, V>,
  uploads: PhotoUploads,
  storedUrl?: string,
) {
  // The generic form is narrowed to its photo once, here.
  const name = "image" as Path<T>;
  const image = useWatch({ control: form.control, name }) as Photo;
  const generateUploadUrl = useMutation(uploads.generateUploadUrl);
  const checkUpload = useAction(uploads.checkUpload);
  const [file, setFile] = useState<{ file: Blob; type: string; preview: string } | null>(null);
  /** Why the file just picked was not taken (it is no photo, or too large): said under the upload, not the address. */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file.preview)), [file]);

  const setImage = (next: Photo) => form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true });
  const setError = (code: string | null) => (code ? form.setError(name, { message: code }) : form.clearErrors(name));

  /** What the photo shows now: the chosen file's preview, the stored upload, or a plausible address. */
  const previewUrl =
    image.kind === "upload"
      ? image.storageId === LOCAL_FILE
        ? file?.preview
        : storedUrl
      : image.kind === "url" && /^https?:\/\/\S+$/i.test(image.url.trim())
        ? image.url.trim()
        : undefined;

  /** A file picked (or taken with the camera): refused at once if it is no photo or too large even made smaller. */
  async function pickFile(chosen: File) {
    const prepared = await preparePhoto(chosen);
    if ("problem" in prepared) {
      setFileProblem(prepared.problem);
      return;
    }
    setFileProblem(null);
    setError(null);
    setFile({ file: prepared.blob, type: prepared.type, preview: URL.createObjectURL(prepared.blob) });
    setImage({ kind: "upload", storageId: LOCAL_FILE });
  }

  /** An address, a sample or no photo chosen instead: any picked file is forgotten. */
  function changeImage(next: Photo) {
    setFileProblem(null);
    setError(null);
    setFile(null);
    setImage(next);
  }

  /**
   * The photo as the server takes it: a chosen file is uploaded now (the
   * Convex way: a one-off URL, a POST of the bytes, then the server's own
   * check). Null when the server refused it (its refusal is then under the field).
   */
  async function uploaded(photo: Photo): Promise<Photo | null> {
    if (photo.kind !== "upload" || photo.storageId !== LOCAL_FILE || !file) return photo;
    const response = await fetch(await generateUploadUrl({}), { method: "POST", headers: { "Content-Type": file.type }, body: file.file });
    if (!response.ok) throw new Error(`upload failed: ${response.status}`);
    const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
    const { refused } = await checkUpload({ storageId });
    if (refused) {
      setError(refused.code);
      return null;
    }
    return { kind: "upload", storageId };
  }

  const formError = photoErrorCode(form.formState.errors.image);
  return {
    /** What <PhotoField> shows and how it changes the form. */
    field: {
      image,
      previewUrl,
      /** A refusal of the file (picked, or uploaded and checked by the server): under the upload buttons. */
      fileError: fileProblem ?? (image.kind === "upload" ? formError : undefined),
      /** A refusal of the pasted address: under the address field. */
      addressError: fileProblem === null && image.kind !== "upload" ? formError : undefined,
      pickFile,
      changeImage,
    },
    uploaded,
    /** Forgets the picked file (the form was reset). */
    forgetFile: () => {
      setFile(null);
      setFileProblem(null);
    },
  };
}

export type PhotoFieldState = ReturnType<typeof usePhotoField>["field"];
