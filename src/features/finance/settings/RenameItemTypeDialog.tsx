import { Input } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { itemTypeFormSchema, type ItemTypeForm } from "../../../../convex/lib/financeSettingsSchema";
import { NAME_MAX_LENGTH } from "../../../../convex/lib/text";
import { notifyFailure, notifySuccess } from "../../feedback/notify";
import { FormField } from "../../members/FormField";
import { MemberFormDialog } from "../../members/MemberFormDialog";
import type { SettingsItemType } from "./FinanceSettingsTabs";
import { itemTypeFieldRefusal } from "./settingsErrors";

/** Rename an item type ('Item type name is required'); transactions show the new name at once. */
export function RenameItemTypeDialog({ itemType, onClose }: { itemType: SettingsItemType | null; onClose: () => void }) {
  if (itemType === null) return null;
  return <RenameForm key={itemType._id} itemType={itemType} onClose={onClose} />;
}

function RenameForm({ itemType, onClose }: { itemType: SettingsItemType; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const renameItemType = useMutation(api.financeSettings.renameItemType);
  const { register, handleSubmit, setError, formState } = useForm<ItemTypeForm>({
    resolver: zodResolver(itemTypeFormSchema),
    defaultValues: { name: itemType.name },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ name }) => {
    if (name === itemType.name) return onClose();
    try {
      await renameItemType({ itemTypeId: itemType._id, name });
      notifySuccess(t("financeSettings.itemTypes.renamedTitle"), t("financeSettings.itemTypes.renamedMessage", { from: itemType.name, to: name }));
      onClose();
    } catch (error) {
      const refusal = itemTypeFieldRefusal(error);
      if (refusal) setError("name", { message: refusal.code }, { shouldFocus: true });
      else notifyFailure(error, { title: t("financeSettings.error"), message: t("financeSettings.itemTypes.failed") });
    }
  });

  return (
    <MemberFormDialog
      title={t("financeSettings.itemTypes.renameTitle")}
      open
      busy={isSubmitting}
      submitLabel={t("common.actions.save")}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={`${id}-name`} label={t("financeSettings.itemTypes.name")} error={errors.name?.message} required>
        {(input) => <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...input} />}
      </FormField>
    </MemberFormDialog>
  );
}
