import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { clothingInputFromForm, imageInputFromForm } from "../../../convex/lib/clothingSchema";
import { imageFileProblem } from "../../../convex/lib/itemSchema";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { uploadImage } from "../inventory/uploadImage";
import { clothingFieldRefusal } from "./clothingFormErrors";
import {
  clothingFormWithPhotoSchema,
  formForItem,
  newItemForm,
  type ClothingFormWithPhoto,
  type ClothingFormWithPhotoValues,
} from "./clothingForm";
import type { ClothingView } from "./types";

export type ClothingFormTarget = { kind: "add"; ownerId?: string } | { kind: "edit"; item: ClothingView };

/** Stands in the form for a chosen file until submit uploads it (the schema wants a storage id there). */
const LOCAL_FILE = "local-file";

/**
 * The add/edit clothing form's state and submit: validation by the shared schema, the photo
 * uploaded on submit, a server refusal under its field (else a toast). A second submit while
 * one is on its way (a double click, Enter pressed twice) is ignored, so an item is added once.
 */
export function useClothingForm(target: ClothingFormTarget, onSaved: () => void) {
  const { t } = useTranslation();
  const addItem = useMutation(api.clothing.addClothingItem);
  const updateItem = useMutation(api.clothing.updateClothingItem);
  const generateUploadUrl = useMutation(api.clothing.generateUploadUrl);
  const checkUpload = useMutation(api.clothing.checkUpload);
  const starting = target.kind === "edit" ? formForItem(target.item) : newItemForm(target.ownerId);

  const form = useForm<ClothingFormWithPhoto, unknown, ClothingFormWithPhotoValues>({
    resolver: zodResolver(clothingFormWithPhotoSchema),
    defaultValues: starting,
  });
  const { setValue, setError, clearErrors, reset, control } = form;
  const [name, image] = useWatch({ control, name: ["name", "image"] });
  const [file, setFile] = useState<{ file: File; preview: string } | null>(null);
  useEffect(() => () => void (file && URL.revokeObjectURL(file.preview)), [file]);

  const editing = target.kind === "edit" ? target.item : null;
  const previewUrl =
    image.kind === "upload"
      ? image.storageId === LOCAL_FILE
        ? file?.preview
        : (editing?.imageUrl ?? undefined)
      : image.kind === "url" && /^https?:\/\/\S+$/i.test(image.url.trim())
        ? image.url.trim()
        : undefined;

  function pickFile(chosen: File) {
    const problem = imageFileProblem({ contentType: chosen.type, size: chosen.size });
    if (problem) {
      setError("image", { message: problem });
      return;
    }
    clearErrors("image");
    setFile({ file: chosen, preview: URL.createObjectURL(chosen) });
    setValue("image", { kind: "upload", storageId: LOCAL_FILE });
  }

  function changeImage(next: ClothingFormWithPhoto["image"]) {
    clearErrors("image");
    setFile(null);
    setValue("image", next);
  }

  /** The photo as the server takes it: a chosen file is uploaded now; null when the server refused it. */
  async function uploadedPhoto(values: ClothingFormWithPhotoValues): Promise<ClothingFormWithPhotoValues["image"] | null> {
    if (values.image.kind !== "upload" || values.image.storageId !== LOCAL_FILE || !file) return values.image;
    const result = await uploadImage(file.file, { generateUploadUrl: () => generateUploadUrl({}), checkUpload });
    if ("refused" in result) {
      setError("image", { message: result.refused.code });
      return null;
    }
    return { kind: "upload", storageId: result.storageId };
  }

  function startOver() {
    reset(target.kind === "edit" ? formForItem(target.item) : newItemForm(target.ownerId));
    setFile(null);
  }

  const running = useRef(false);
  const save = form.handleSubmit(async (values) => {
    try {
      const photo = await uploadedPhoto(values);
      if (photo === null) return;
      const { image: _photo, ...fields } = values;
      const item = clothingInputFromForm(fields);
      const imageArg = imageInputFromForm(photo);
      if (target.kind === "edit") {
        await updateItem({ itemId: target.item._id, item, image: imageArg });
        notifySuccess(t("clothing.form.updatedTitle"), t("clothing.form.updatedMessage", { name: item.name }));
      } else {
        await addItem({ item, image: imageArg });
        notifySuccess(t("clothing.form.addedTitle"), t("clothing.form.addedMessage", { name: item.name }));
        // The next item is often for the same person: keep the owner, clear the rest.
        reset(newItemForm(values.assignedTo));
        setFile(null);
      }
      onSaved();
    } catch (error) {
      const refusal = clothingFieldRefusal(error);
      if (refusal) setError(refusal.field, { message: refusal.code }, { shouldFocus: refusal.field !== "image" });
      else notifyFailure(error, { title: t("clothing.error"), message: t("clothing.form.failed") });
    }
  });

  async function onSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await save(event);
    } finally {
      running.current = false;
    }
  }

  return { form, name, image, previewUrl, pickFile, changeImage, startOver, onSubmit };
}

export type ClothingFormState = ReturnType<typeof useClothingForm>;
