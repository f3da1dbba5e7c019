import { SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { isCalendarDay } from "../../../convex/lib/dates";
import { monthAndWeekOf } from "../../../convex/lib/periods";
import {
  emptyTransactionForm,
  transactionFormFrom,
  transactionFormSchema,
  type TransactionForm,
  type TransactionInput,
} from "../../../convex/lib/transactionSchema";
import { TEXT_MAX_LENGTH } from "../../../convex/lib/text";
import { paymentMethods, transactionTypes, weekIds } from "../../../convex/lib/validators";
import { notifySuccess } from "../feedback/notify";
import { DateField } from "../forms/DateField";
import { FormDialog } from "../forms/FormDialog";
import { useFormDraft } from "../forms/useFormDraft";
import { AmountField, SelectField, TextField } from "../forms/fields";
import { saveForm } from "../forms/serverRefusal";
import { useDecimalMark } from "../forms/useDecimalMark";
import type { FinanceTransaction, GameOutcome } from "./types";
import { useFinanceChoices } from "./useFinanceChoices";
import { usePeriodNames } from "./usePeriodNames";

export type TransactionFormTarget = { kind: "add" } | { kind: "edit"; transaction: FinanceTransaction };

type Props = {
  target: TransactionFormTarget | null;
  today: string;
  onClose: () => void;
  /** After an add: what it did to the game (the page celebrates a level-up). */
  onAdded?: (game: GameOutcome) => void;
};

/** The spec's days of each Week ID (section 9). */
const weekDays: Record<(typeof weekIds)[number], [number, number]> = {
  W1: [1, 7],
  W2: [8, 14],
  W3: [15, 21],
  W4: [22, 28],
  W5: [29, 31],
};

/** Add a transaction, or edit one (its author or an admin). Each opening starts afresh. */
export function TransactionFormDialog({ target, ...rest }: Props) {
  if (target === null) return null;
  return <TransactionFormBody target={target} {...rest} />;
}

function TransactionFormBody({ target, today, onClose, onAdded }: Props & { target: TransactionFormTarget }) {
  const { t } = useTranslation();
  const names = usePeriodNames();
  const { categories, itemTypes } = useFinanceChoices();
  const add = useMutation(api.transactions.add);
  const update = useMutation(api.transactions.update);

  const mark = useDecimalMark();
  const schema = useMemo(() => transactionFormSchema(mark), [mark]);

  const editing = target.kind === "edit" ? target.transaction : null;
  const form = useForm<TransactionForm, unknown, TransactionInput>({
    resolver: zodResolver(schema),
    defaultValues: editing ? transactionFormFrom(editing, mark) : emptyTransactionForm(today),
  });
  const { isSubmitting } = form.formState;

  // The forms offer what is not archived; an edit keeps its transaction's own (shown as deleted).
  const draft = useFormDraft(form, editing ? `transaction:${editing._id}` : "transaction:new");
  const categoryOptions = (categories ?? []).filter((c) => !c.archived || c._id === editing?.categoryId);
  const itemTypeOptions = (itemTypes ?? []).filter((i) => !i.archived || i._id === editing?.itemTypeId);
  const optionName = (choice: { name: string; archived: boolean }) => (choice.archived ? t("finance.table.deleted", { name: choice.name }) : choice.name);

  /** Month ID and Week ID follow the date whenever it changes (they stay editable). */
  const date = useWatch({ control: form.control, name: "date" });
  useEffect(() => {
    if (!isCalendarDay(date) || !form.getFieldState("date").isDirty) return;
    const { monthId, weekId } = monthAndWeekOf(date);
    const shouldValidate = form.formState.isSubmitted;
    form.setValue("monthId", String(monthId), { shouldValidate });
    form.setValue("weekId", weekId, { shouldValidate });
  }, [date, form]);

  const onSubmit = form.handleSubmit(async (transaction) => {
    await saveForm(
      form,
      async () => {
        if (editing) {
          await update({ transactionId: editing._id, transaction });
          notifySuccess(
            t("finance.form.updatedTitle"),
            t("finance.form.updatedMessage", {
              description: transaction.description,
            }),
          );
        } else {
          const { game } = await add({ transaction, today });
          notifySuccess(
            t("finance.form.addedTitle"),
            t("finance.form.addedMessage", {
              description: transaction.description,
            }),
          );
          onAdded?.(game);
        }
        draft.clear();
        onClose();
      },
      {
        title: t("finance.error"),
        message: t("finance.form.failed"),
      },
      { amountPence: "amount" },
    );
  });

  const choose = t("finance.form.choose");
  return (
    <FormDialog
      title={editing ? t("finance.form.editTitle") : t("finance.form.addTitle")}
      busy={isSubmitting}
      submitLabel={editing ? t("common.actions.save") : t("finance.form.add")}
      onClose={onClose}
      draft={draft}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="description" label={t("finance.form.description")} maxLength={TEXT_MAX_LENGTH} required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AmountField form={form} name="amount" label={t("finance.form.amount")} required />
        <SelectField form={form} name="transactionType" label={t("finance.form.type")} placeholder={choose} placeholderSelectable required>
          {transactionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`finance.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="categoryId" label={t("finance.form.category")} placeholder={choose} placeholderSelectable required>
          {categoryOptions.map((category) => (
            <option key={category._id} value={category._id}>
              {optionName(category)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="itemTypeId" label={t("finance.form.itemType")} placeholder={choose} placeholderSelectable required>
          {itemTypeOptions.map((itemType) => (
            <option key={itemType._id} value={itemType._id}>
              {optionName(itemType)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="paymentMethod" label={t("finance.form.paymentMethod")} placeholder={choose} placeholderSelectable required>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`finance.paymentMethods.${method}`)}
            </option>
          ))}
        </SelectField>
        <DateField form={form} name="date" label={t("finance.form.date")} required />
        <SelectField
          form={form}
          name="monthId"
          label={t("finance.form.monthId")}
          help={t("finance.form.periodHelp")}
          placeholder={choose}
          placeholderSelectable
          required
        >
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {names.monthName(i + 1)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="weekId" label={t("finance.form.weekId")} placeholder={choose} placeholderSelectable required>
          {weekIds.map((week) => (
            <option key={week} value={week}>
              {t("finance.form.weekOption", {
                week,
                first: weekDays[week][0],
                last: weekDays[week][1],
              })}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
    </FormDialog>
  );
}
