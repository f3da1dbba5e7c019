import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import {
  categoryFormDefaults,
  categoryFormFrom,
  categoryFormSchema,
  type CategoryForm,
  type CategoryInput,
} from "../../../../convex/lib/financeSettingsSchema";
import { poundsFromPence } from "../../../../convex/lib/money";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../convex/lib/text";
import { notifySuccess } from "../../feedback/notify";
import { FormDialog } from "../../forms/FormDialog";
import { AmountField, TextField } from "../../forms/fields";
import { saveForm } from "../../forms/serverRefusal";
import { useDecimalMark } from "../../forms/useDecimalMark";

export type EditableCategory = {
  _id: Id<"financeCategories">;
  name: string;
  description?: string;
  monthlyBudgetPence?: number;
};

/** Add a category, or edit one: null is closed. */
export type CategoryTarget = { kind: "add" } | { kind: "edit"; category: EditableCategory };

/** Name ('Category name is required'), optional description and optional monthly budget in pounds. */
export function CategoryFormDialog({ target, onClose }: { target: CategoryTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return <CategoryFormBody target={target} onClose={onClose} />;
}

function CategoryFormBody({ target, onClose }: { target: CategoryTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const addCategory = useMutation(api.financeSettings.addCategory);
  const updateCategory = useMutation(api.financeSettings.updateCategory);
  const mark = useDecimalMark();
  const schema = useMemo(() => categoryFormSchema(mark), [mark]);
  const form = useForm<CategoryForm, unknown, CategoryInput>({
    resolver: zodResolver(schema),
    defaultValues: target.kind === "edit" ? categoryFormFrom(target.category, mark) : categoryFormDefaults,
  });

  const onSubmit = form.handleSubmit(async (category) => {
    await saveForm(
      form,
      async () => {
        if (target.kind === "edit") {
          await updateCategory({ categoryId: target.category._id, category });
          notifySuccess(
            t("financeSettings.categories.form.updatedTitle"),
            t("financeSettings.categories.form.updatedMessage", {
              name: category.name,
            }),
          );
        } else {
          await addCategory({ category });
          notifySuccess(
            t("financeSettings.categories.form.addedTitle"),
            t("financeSettings.categories.form.addedMessage", {
              name: category.name,
            }),
          );
        }
        onClose();
      },
      {
        title: t("financeSettings.error"),
        message: t("financeSettings.categories.form.failed"),
      },
      { monthlyBudgetPence: "budget" },
    );
  });

  const editing = target.kind === "edit";
  return (
    <FormDialog
      title={editing ? t("financeSettings.categories.form.editTitle") : t("financeSettings.categories.form.addTitle")}
      busy={form.formState.isSubmitting}
      submitLabel={editing ? t("financeSettings.categories.form.submitEdit") : t("financeSettings.categories.form.submitAdd")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label={t("financeSettings.categories.form.name")} maxLength={NAME_MAX_LENGTH} required />
      <TextField form={form} name="description" label={t("financeSettings.categories.form.description")} maxLength={TEXT_MAX_LENGTH} long />
      <AmountField
        form={form}
        name="budget"
        label={t("financeSettings.categories.form.budget")}
        help={t("financeSettings.categories.form.budgetHelp", {
          example: poundsFromPence(30000, mark),
        })}
        maxW={{ sm: "16rem" }}
      />
    </FormDialog>
  );
}
