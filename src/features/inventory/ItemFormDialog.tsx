import { Field, HStack, Input, NativeSelect, Stack, Switch, Textarea } from "@chakra-ui/react";
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
import { notifyError, notifyFailure, notifySuccess } from "../feedback/notify";
import { FieldErrorText, describedField } from "../members/FieldErrorText";
import { MemberFormDialog } from "../members/MemberFormDialog";
import { useFieldErrorText } from "../members/memberFormErrors";
import { PhotoPicker } from "../photos/PhotoPicker";
import { usePhotoUpload } from "../photos/usePhotoUpload";
import { imageErrorCode, itemFieldRefusal, missesRequired } from "./itemFormErrors";
import type { InventoryItem } from "./types";

/** Add to a place (optionally prefilled by a quick pick), or edit an item. */
export type ItemFormTarget =
  | { kind: "add"; roomId: Id<"rooms">; parentId?: Id<"items">; prefill?: Pick<ItemForm, "name" | "category" | "isContainer"> }
  | { kind: "edit"; item: InventoryItem };

/**
 * The add/edit item form (spec sections 4 and 5). Admins add and edit
 * directly; a member's add is 'Request New Item' / 'Submit for Approval'.
 * Each opening starts from the defaults (or the item), so cancel and save reset it.
 */
export function ItemFormDialog({ target, isAdmin, onClose }: { target: ItemFormTarget | null; isAdmin: boolean; onClose: () => void }) {
  if (target === null) return null;
  return <ItemFormBody target={target} isAdmin={isAdmin} onClose={onClose} />;
}

function startingValues(target: ItemFormTarget): ItemForm {
  if (target.kind === "add") return { ...itemFormDefaults, ...target.prefill };
  return itemFormFromInput(target.item);
}

function ItemFormBody({ target, isAdmin, onClose }: { target: ItemFormTarget; isAdmin: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const formId = useId();
  const addItem = useMutation(api.inventory.addItem);
  const updateItem = useMutation(api.inventory.updateItem);
  const requestNewItem = useMutation(api.itemRequests.requestNewItem);

  const { register, control, handleSubmit, setValue, setError, clearErrors, reset, formState } = useForm<ItemForm, unknown, ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: startingValues(target),
  });
  const { errors, isSubmitting } = formState;
  const [name, image] = useWatch({ control, name: ["name", "image"] });

  // Spec section 5: these names are containers whatever the switch says (the server forces it too).
  const containerByName = isContainerName(name);
  useEffect(() => {
    if (containerByName) setValue("isContainer", true);
  }, [containerByName, setValue]);

  const editing = target.kind === "edit" ? target.item : null;
  const photo = usePhotoUpload(api.inventory, {
    image,
    storedUrl: editing?.imageUrl,
    setImage: (next) => setValue("image", next),
    setImageError: (code) => (code ? setError("image", { message: code }) : clearErrors("image")),
  });

  function close() {
    reset(itemFormDefaults);
    photo.forgetFile();
    onClose();
  }

  const onSubmit = handleSubmit(
    async (values) => {
      try {
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
          notifySuccess(t("inventory.form.requestedTitle"), t("inventory.form.requestedMessage", { name: item.name }));
        }
        close();
      } catch (error) {
        const refusal = itemFieldRefusal(error);
        if (refusal) setError(refusal.field, { message: refusal.code }, { shouldFocus: refusal.field !== "image" });
        else notifyFailure(error, { title: t("inventory.error"), message: t("inventory.form.failed") });
      }
    },
    (invalid) => {
      if (missesRequired(invalid)) notifyError(t("errors.ITEM_FIELDS_REQUIRED.title"), t("errors.ITEM_FIELDS_REQUIRED.message"));
    },
  );

  const title = editing ? t("inventory.form.editTitle") : isAdmin ? t("inventory.form.addTitle") : t("inventory.form.requestTitle");
  const submitLabel = editing ? t("common.actions.save") : isAdmin ? t("inventory.form.add") : t("inventory.form.submitForApproval");
  const field = (key: "name" | "category" | "quantity" | "notes", invalid: boolean) => describedField(`${formId}-${key}`, invalid);
  const imageError = imageErrorCode(errors);

  return (
    <MemberFormDialog title={title} open busy={isSubmitting} submitLabel={submitLabel} onClose={close} onSubmit={(event) => void onSubmit(event)}>
      <Field.Root required invalid={!!errors.name} {...field("name", !!errors.name).root}>
        <Field.Label>
          {t("inventory.form.name")} <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...field("name", !!errors.name).input} />
        <FieldErrorText>{errorText(errors.name?.message)}</FieldErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.category} {...field("category", !!errors.category).root}>
        <Field.Label>
          {t("inventory.form.category")} <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register("category")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...field("category", !!errors.category).input} />
        <Field.HelperText>{t("inventory.form.categoryHelp")}</Field.HelperText>
        <FieldErrorText>{errorText(errors.category?.message)}</FieldErrorText>
      </Field.Root>
      <HStack gap="4" align="start">
        <Field.Root required invalid={!!errors.quantity} flex="1" {...field("quantity", !!errors.quantity).root}>
          <Field.Label>
            {t("inventory.form.quantity")} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            {...register("quantity", { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUANTITY_MAX}
            step={1}
            {...field("quantity", !!errors.quantity).input}
          />
          <FieldErrorText>{errorText(errors.quantity?.message)}</FieldErrorText>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t("inventory.form.condition")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("condition")}>
              {itemConditions.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`inventory.conditions.${condition}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Field.Root invalid={!!errors.notes} {...field("notes", !!errors.notes).root}>
        <Field.Label>{t("inventory.form.notes")}</Field.Label>
        <Textarea {...register("notes")} maxLength={TEXT_MAX_LENGTH} rows={3} {...field("notes", !!errors.notes).input} />
        <FieldErrorText>{errorText(errors.notes?.message)}</FieldErrorText>
      </Field.Root>
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
      <Stack>
        <PhotoPicker
          image={image}
          previewUrl={photo.previewUrl}
          itemName={name}
          errorText={errorText(imageError)}
          onPickFile={photo.pickFile}
          onChange={photo.changeImage}
          withSamples
        />
      </Stack>
    </MemberFormDialog>
  );
}
