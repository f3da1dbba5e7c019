import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { itemTypeFormSchema, type ItemTypeForm } from "../../../../convex/lib/financeSettingsSchema";
import { NAME_MAX_LENGTH } from "../../../../convex/lib/text";
import { notifySuccess } from "../../feedback/notify";
import { FormDialog } from "../../forms/FormDialog";
import { TextField } from "../../forms/fields";
import { saveForm } from "../../forms/serverRefusal";
import type { SettingsItemType } from "./FinanceSettingsTabs";

/** Rename an item type ('Item type name is required'); transactions show the new name at once. */
export function RenameItemTypeDialog({ itemType, onClose }: { itemType: SettingsItemType | null; onClose: () => void }) {
  if (itemType === null) return null;
  return <RenameForm key={itemType._id} itemType={itemType} onClose={onClose} />;
}

function RenameForm({ itemType, onClose }: { itemType: SettingsItemType; onClose: () => void }) {
  const { t } = useTranslation();
  const renameItemType = useMutation(api.financeSettings.renameItemType);
  const form = useForm<ItemTypeForm>({
    resolver: zodResolver(itemTypeFormSchema),
    defaultValues: { name: itemType.name },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (name === itemType.name) return onClose();
    await saveForm(
      form,
      async () => {
        await renameItemType({ itemTypeId: itemType._id, name });
        notifySuccess(
          t("financeSettings.itemTypes.renamedTitle"),
          t("financeSettings.itemTypes.renamedMessage", {
            from: itemType.name,
            to: name,
          }),
        );
        onClose();
      },
      {
        title: t("financeSettings.error"),
        message: t("financeSettings.itemTypes.failed"),
      },
    );
  });

  return (
    <FormDialog
      title={t("financeSettings.itemTypes.renameTitle")}
      busy={form.formState.isSubmitting}
      submitLabel={t("common.actions.save")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label={t("financeSettings.itemTypes.name")} maxLength={NAME_MAX_LENGTH} required />
    </FormDialog>
  );
}
