import { useTranslation } from "react-i18next";
import { FormDialog } from "../forms/FormDialog";
import { ClothingFormFields } from "./ClothingFormFields";
import type { ClothingView } from "./types";
import { useClothingForm } from "./useClothingForm";
import { useFamily } from "./useFamily";

/** An admin edits an item in a dialog with the Add Item form's fields; each opening starts from the item. */
export function EditClothingDialog({ item, onClose }: { item: ClothingView | null; onClose: () => void }) {
  if (item === null) return null;
  return <EditClothingBody key={item._id} item={item} onClose={onClose} />;
}

function EditClothingBody({ item, onClose }: { item: ClothingView; onClose: () => void }) {
  const { t } = useTranslation();
  const { members } = useFamily();
  const state = useClothingForm({ kind: "edit", item }, onClose);
  return (
    <FormDialog
      title={t("clothing.form.editTitle")}
      open
      busy={state.form.formState.isSubmitting}
      submitLabel={t("common.actions.save")}
      onClose={onClose}
      onSubmit={ state.onSubmit}
    >
      <ClothingFormFields state={state} members={members ?? []} />
    </FormDialog>
  );
}
