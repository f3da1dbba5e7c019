import { Field, HStack, Input, Switch } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useEffect, useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import {
  QUANTITY_MAX,
  isContainerName,
  itemFormDefaults,
  itemFormFromInput,
  itemFormSchema,
  itemInputFromForm,
  type ItemForm,
  type ItemFormValues,
} from "../../../convex/lib/itemSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../convex/lib/text";
import { itemConditions } from "../../../convex/lib/validators";
import { notifyError, notifySuccess } from "../feedback/notify";
import { FormField } from "../forms/FormField";
import { FormDialog } from "../forms/FormDialog";
import { SelectField, TextField } from "../forms/fields";
import { saveForm } from "../forms/serverRefusal";
import { PhotoField } from "../forms/PhotoField";
import { useFormDraft } from "../forms/useFormDraft";
import { usePhotoField } from "../forms/usePhotoField";
import { missesRequired } from "./itemFormErrors";
import type { InventoryItem } from "./types";

/** Add to a place (optionally prefilled by a quick pick), or edit an item. */
export type ItemFormTarget =
  | {
      kind: "add";
      roomId: Id<"rooms">;
      parentId?: Id<"items">;
      /** The container's name, or the room's at its top level: a member's request says where the item would go. */
      placeName: string;
      prefill?: Pick<ItemForm, "name" | "category" | "isContainer">;
    }
  | { kind: "edit"; item: InventoryItem };

/**
 * The add/edit item form (spec sections 4 and 5). Admins add and edit
 * directly; a member's add is 'Request New Item' / 'Submit for Approval'.
 * Each opening starts from the defaults (or the item), so cancel and save reset it.
 */
type DialogProps = {
  isAdmin: boolean;
  onClose: () => void;
  /** Where focus goes on closing when the button that opened the form is gone (a room's first item replaces its empty state). */
  focusAfterClose?: () => HTMLElement | null;
};

export function ItemFormDialog({ target, ...props }: DialogProps & { target: ItemFormTarget | null }) {
  if (target === null) return null;
  return <ItemFormBody target={target} {...props} />;
}

function startingValues(target: ItemFormTarget): ItemForm {
  if (target.kind === "add") return { ...itemFormDefaults, ...target.prefill };
  return itemFormFromInput(target.item);
}

function ItemFormBody({ target, isAdmin, onClose, focusAfterClose }: DialogProps & { target: ItemFormTarget }) {
  const { t } = useTranslation();
  const formId = useId();
  const addItem = useMutation(api.inventory.addItem);
  const updateItem = useMutation(api.inventory.updateItem);
  const requestNewItem = useMutation(api.itemRequests.requestNewItem);

  const form = useForm<ItemForm, unknown, ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: startingValues(target),
  });
  const { register, control, handleSubmit, setValue, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const name = useWatch({ control, name: "name" });

  // Spec section 5: these names are containers whatever the switch says (the server forces it too).
  const containerByName = isContainerName(name);
  useEffect(() => {
    if (containerByName) setValue("isContainer", true);
  }, [containerByName, setValue]);

  const editing = target.kind === "edit" ? target.item : null;
  const photo = usePhotoField(form, api.inventory, editing?.imageUrl);
  const draft = useFormDraft(form, editing ? `item:${editing._id}` : `item:new:${target.kind === "add" ? (target.parentId ?? target.roomId) : ""}`);

  function close() {
    draft.clear();
    reset(itemFormDefaults);
    photo.forgetFile();
    onClose();
  }

  const onSubmit = handleSubmit(
    async (values) => {
      await saveForm(
        form,
        async () => {
          const uploaded = await photo.uploaded(values.image);
          if (uploaded === null) return;
          const item = itemInputFromForm({ ...values, image: uploaded });
          if (target.kind === "edit") {
            await updateItem({ itemId: target.item._id, item });
            notifySuccess(t("inventory.form.updatedTitle"), t("inventory.form.updatedMessage", { name: item.name }));
          } else if (isAdmin) {
            await addItem({ roomId: target.roomId, parentId: target.parentId, item });
            notifySuccess(t("inventory.form.addedTitle"), t("inventory.form.addedMessage", { name: item.name }));
          } else {
            await requestNewItem({ roomId: target.roomId, parentId: target.parentId, item });
            notifySuccess(t("inventory.form.requestedTitle"), t("inventory.form.requestedMessage", { name: item.name, place: target.placeName }));
          }
          close();
        },
        { title: t("inventory.error"), message: t("inventory.form.failed") },
      );
    },
    (invalid) => {
      if (missesRequired(invalid)) notifyError(t("errors.ITEM_FIELDS_REQUIRED.title"), t("errors.ITEM_FIELDS_REQUIRED.message"));
    },
  );

  const title = editing ? t("inventory.form.editTitle") : isAdmin ? t("inventory.form.addTitle") : t("inventory.form.requestTitle");
  const submitLabel = editing ? t("common.actions.save") : isAdmin ? t("inventory.form.add") : t("inventory.form.submitForApproval");

  return (
    <FormDialog title={title} busy={isSubmitting} submitLabel={submitLabel} onClose={close} onSubmit={onSubmit} focusAfterClose={focusAfterClose} draft={draft}>
      <TextField form={form} name="name" label={t("inventory.form.name")} maxLength={NAME_MAX_LENGTH} required />
      <TextField form={form} name="category" label={t("inventory.form.category")} help={t("inventory.form.categoryHelp")} maxLength={NAME_MAX_LENGTH} required />
      <HStack gap="4" align="start">
        <FormField id={`${formId}-quantity`} label={t("inventory.form.quantity")} error={errors.quantity?.message} required flex="1">
          {(input) => (
            <Input {...register("quantity", { valueAsNumber: true })} type="number" inputMode="numeric" min={1} max={QUANTITY_MAX} step={1} {...input} />
          )}
        </FormField>
        <SelectField form={form} name="condition" label={t("inventory.form.condition")} flex="1">
          {itemConditions.map((condition) => (
            <option key={condition} value={condition}>
              {t(`inventory.conditions.${condition}`)}
            </option>
          ))}
        </SelectField>
      </HStack>
      <TextField form={form} name="notes" label={t("inventory.form.notes")} maxLength={TEXT_MAX_LENGTH} long />
      <Field.Root>
        <Controller
          control={control}
          name="isContainer"
          render={({ field: box }) => (
            <Switch.Root
              name={box.name}
              checked={box.value}
              disabled={containerByName}
              onCheckedChange={(e) => box.onChange(e.checked)}
              colorPalette="green"
            >
              <Switch.HiddenInput onBlur={box.onBlur} aria-describedby={`${formId}-container-help`} />
              <Switch.Control />
              <Switch.Label>{t("inventory.form.container")}</Switch.Label>
            </Switch.Root>
          )}
        />
        <Field.HelperText id={`${formId}-container-help`}>
          {containerByName ? t("inventory.form.containerByName") : t("inventory.form.containerHelp")}
        </Field.HelperText>
      </Field.Root>
      <PhotoField photo={photo.field} name={name} withSamples />
    </FormDialog>
  );
}
