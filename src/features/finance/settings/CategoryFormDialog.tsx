import { Input, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useId } from "react";
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
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../convex/lib/text";
import { notifyFailure, notifySuccess } from "../../feedback/notify";
import { FormField } from "../../members/FormField";
import { MemberFormDialog } from "../../members/MemberFormDialog";
import { categoryFieldRefusal } from "./settingsErrors";

export type EditableCategory = { _id: Id<"financeCategories">; name: string; description?: string; monthlyBudgetPence?: number };

/** Add a category, or edit one: null is closed. */
export type CategoryTarget = { kind: "add" } | { kind: "edit"; category: EditableCategory };

/** Name ('Category name is required'), optional description and optional monthly budget in pounds. */
export function CategoryFormDialog({ target, onClose }: { target: CategoryTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return <CategoryFormBody target={target} onClose={onClose} />;
}

function CategoryFormBody({ target, onClose }: { target: CategoryTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const addCategory = useMutation(api.financeSettings.addCategory);
  const updateCategory = useMutation(api.financeSettings.updateCategory);
  const { register, handleSubmit, setError, formState } = useForm<CategoryForm, unknown, CategoryInput>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: target.kind === "edit" ? categoryFormFrom(target.category) : categoryFormDefaults,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (category) => {
    try {
      if (target.kind === "edit") {
        await updateCategory({ categoryId: target.category._id, category });
        notifySuccess(t("financeSettings.categories.form.updatedTitle"), t("financeSettings.categories.form.updatedMessage", { name: category.name }));
      } else {
        await addCategory({ category });
        notifySuccess(t("financeSettings.categories.form.addedTitle"), t("financeSettings.categories.form.addedMessage", { name: category.name }));
      }
      onClose();
    } catch (error) {
      const refusal = categoryFieldRefusal(error);
      if (refusal) setError(refusal.field, { message: refusal.code }, { shouldFocus: true });
      else notifyFailure(error, { title: t("financeSettings.error"), message: t("financeSettings.categories.form.failed") });
    }
  });

  const editing = target.kind === "edit";
  return (
    <MemberFormDialog
      title={editing ? t("financeSettings.categories.form.editTitle") : t("financeSettings.categories.form.addTitle")}
      open
      busy={isSubmitting}
      submitLabel={editing ? t("financeSettings.categories.form.submitEdit") : t("financeSettings.categories.form.submitAdd")}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField id={`${formId}-name`} label={t("financeSettings.categories.form.name")} error={errors.name?.message} required>
        {(input) => <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...input} />}
      </FormField>
      <FormField id={`${formId}-description`} label={t("financeSettings.categories.form.description")} error={errors.description?.message}>
        {(input) => <Textarea {...register("description")} maxLength={TEXT_MAX_LENGTH} rows={2} {...input} />}
      </FormField>
      <FormField
        id={`${formId}-budget`}
        label={t("financeSettings.categories.form.budget")}
        error={errors.budget?.message}
        help={t("financeSettings.categories.form.budgetHelp")}
        maxW={{ sm: "16rem" }}
      >
        {(input) => <Input {...register("budget")} inputMode="decimal" autoComplete="off" {...input} />}
      </FormField>
    </MemberFormDialog>
  );
}
