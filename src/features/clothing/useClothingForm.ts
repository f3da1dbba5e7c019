import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { clothingInputFromForm } from "../../../convex/lib/clothingSchema";
import { photoInputFromForm } from "../../../convex/lib/photoSchema";
import { notifySuccess } from "../feedback/notify";
import { saveForm } from "../forms/serverRefusal";
import { useSingleSubmit } from "../forms/useSingleSubmit";
import { usePhotoField } from "../forms/usePhotoField";
import {
  clothingFormWithPhotoSchema,
  formForItem,
  newItemForm,
  type ClothingFormWithPhoto,
  type ClothingFormWithPhotoValues,
} from "./clothingForm";
import type { ClothingView } from "./types";

export type ClothingFormTarget = { kind: "add"; ownerId?: string } | { kind: "edit"; item: ClothingView };

/**
 * The add/edit clothing form's state and submit: validation by the shared schema, the photo
 * uploaded on submit, a server refusal under its field (else a toast). A second submit while
 * one is on its way (a double click, Enter pressed twice) is ignored, so an item is added once.
 */
export function useClothingForm(target: ClothingFormTarget, onSaved: () => void) {
  const { t } = useTranslation();
  const addItem = useMutation(api.clothing.addClothingItem);
  const updateItem = useMutation(api.clothing.updateClothingItem);
  const starting = target.kind === "edit" ? formForItem(target.item) : newItemForm(target.ownerId);

  const form = useForm<ClothingFormWithPhoto, unknown, ClothingFormWithPhotoValues>({
    resolver: zodResolver(clothingFormWithPhotoSchema),
    defaultValues: starting,
  });
  const { reset, control } = form;
  const name = useWatch({ control, name: "name" });
  const photo = usePhotoField(form, api.clothing, target.kind === "edit" ? (target.item.imageUrl ?? undefined) : undefined);

  function startOver() {
    reset(target.kind === "edit" ? formForItem(target.item) : newItemForm(target.ownerId));
    photo.forgetFile();
  }

  const save = form.handleSubmit(async (values) => {
    await saveForm(
      form,
      async () => {
        const uploaded = await photo.uploaded(values.image);
        if (uploaded === null) return;
        const { image: _photo, ...fields } = values;
        const item = clothingInputFromForm(fields);
        const imageArg = photoInputFromForm(uploaded);
        if (target.kind === "edit") {
          await updateItem({ itemId: target.item._id, item, image: imageArg });
          notifySuccess(t("clothing.form.updatedTitle"), t("clothing.form.updatedMessage", { name: item.name }));
        } else {
          await addItem({ item, image: imageArg });
          notifySuccess(t("clothing.form.addedTitle"), t("clothing.form.addedMessage", { name: item.name }));
          // The next item is often for the same person: keep the owner, clear the rest.
          reset(newItemForm(values.assignedTo));
          photo.forgetFile();
        }
        onSaved();
      },
      { title: t("clothing.error"), message: t("clothing.form.failed") },
    );
  });

  const { submit: onSubmit } = useSingleSubmit(save);

  return { form, name, photo: photo.field, startOver, onSubmit };
}

export type ClothingFormState = ReturnType<typeof useClothingForm>;
