import { Input, InputGroup, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { isCalendarDay } from "../../../convex/lib/dates";
import { MAX_AMOUNT_PENCE } from "../../../convex/lib/money";
import { monthAndWeekOf } from "../../../convex/lib/periods";
import { TEXT_MAX_LENGTH } from "../../../convex/lib/text";
import {
  emptyTransactionForm,
  transactionFormFrom,
  transactionFormSchema,
  type TransactionForm,
  type TransactionInput,
} from "../../../convex/lib/transactionSchema";
import { paymentMethods, transactionTypes, weekIds } from "../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { FormField, type DescribedInput } from "../members/FormField";
import { MemberFormDialog } from "../members/MemberFormDialog";
import { transactionFieldRefusal, type TransactionField } from "./transactionFormErrors";
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
const weekDays: Record<(typeof weekIds)[number], [number, number]> = { W1: [1, 7], W2: [8, 14], W3: [15, 21], W4: [22, 28], W5: [29, 31] };

/** Add a transaction, or edit one (its author or an admin). Each opening starts afresh. */
export function TransactionFormDialog({ target, ...rest }: Props) {
  if (target === null) return null;
  return <TransactionFormBody target={target} {...rest} />;
}

function TransactionFormBody({ target, today, onClose, onAdded }: Props & { target: TransactionFormTarget }) {
  const { t } = useTranslation();
  const names = usePeriodNames();
  const formId = useId();
  const { categories, itemTypes } = useFinanceChoices();
  const add = useMutation(api.transactions.add);
  const update = useMutation(api.transactions.update);
  const saving = useRef(false);

  const editing = target.kind === "edit" ? target.transaction : null;
  const { register, handleSubmit, setValue, setError, formState } = useForm<TransactionForm, unknown, TransactionInput>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: editing ? transactionFormFrom(editing) : emptyTransactionForm(today),
  });
  const { errors, isSubmitting, isSubmitted } = formState;

  // The forms offer what is not archived; an edit keeps its transaction's own (shown as deleted).
  const categoryOptions = (categories ?? []).filter((c) => !c.archived || c._id === editing?.categoryId);
  const itemTypeOptions = (itemTypes ?? []).filter((i) => !i.archived || i._id === editing?.itemTypeId);
  const optionName = (choice: { name: string; archived: boolean }) => (choice.archived ? t("finance.table.deleted", { name: choice.name }) : choice.name);

  /** Month ID and Week ID follow the date whenever it changes (they stay editable). */
  function refillFromDate(date: string) {
    if (!isCalendarDay(date)) return;
    const { monthId, weekId } = monthAndWeekOf(date);
    setValue("monthId", String(monthId), { shouldValidate: isSubmitted });
    setValue("weekId", weekId, { shouldValidate: isSubmitted });
  }

  const onSubmit = handleSubmit(async (transaction) => {
    try {
      if (editing) {
        await update({ transactionId: editing._id, transaction });
        notifySuccess(t("finance.form.updatedTitle"), t("finance.form.updatedMessage", { description: transaction.description }));
      } else {
        const { game } = await add({ transaction, today });
        notifySuccess(t("finance.form.addedTitle"), t("finance.form.addedMessage", { description: transaction.description }));
        onAdded?.(game);
      }
      onClose();
    } catch (error) {
      const refusal = transactionFieldRefusal(error);
      if (refusal) setError(refusal.field, { message: refusal.code }, { shouldFocus: true });
      notifyFailure(error, { title: t("finance.error"), message: t("finance.form.failed") });
    }
  });

  /** A second click (or Enter) while the first is on its way does nothing; the button is disabled too. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    void onSubmit(event).finally(() => {
      saving.current = false;
    });
  }

  const frame = (key: TransactionField, labelText: string, control: (input: DescribedInput) => ReactNode, help?: string) => (
    <FormField id={`${formId}-${key}`} label={labelText} error={errors[key]?.message} help={help} required>
      {control}
    </FormField>
  );
  const select = (key: TransactionField, options: ReactNode) => (input: DescribedInput) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...register(key)} {...input}>
        <option value="">{t("finance.form.choose")}</option>
        {options}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <MemberFormDialog
      title={editing ? t("finance.form.editTitle") : t("finance.form.addTitle")}
      open
      busy={isSubmitting}
      submitLabel={editing ? t("common.actions.save") : t("finance.form.add")}
      onClose={onClose}
      onSubmit={submit}
    >
      {frame("description", t("finance.form.description"), (input) => <Input {...register("description")} maxLength={TEXT_MAX_LENGTH} autoComplete="off" {...input} />)}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {frame(
          "amount",
          t("finance.form.amount"),
          (input) => (
            <InputGroup startElement="£">
              <Input {...register("amount")} type="number" inputMode="decimal" min={0.01} max={MAX_AMOUNT_PENCE / 100} step={0.01} {...input} />
            </InputGroup>
          ),
          t("finance.form.amountHelp"),
        )}
        {frame(
          "transactionType",
          t("finance.form.type"),
          select(
            "transactionType",
            transactionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`finance.types.${type}`)}
              </option>
            )),
          ),
        )}
        {frame(
          "categoryId",
          t("finance.form.category"),
          select(
            "categoryId",
            categoryOptions.map((category) => (
              <option key={category._id} value={category._id}>
                {optionName(category)}
              </option>
            )),
          ),
        )}
        {frame(
          "itemTypeId",
          t("finance.form.itemType"),
          select(
            "itemTypeId",
            itemTypeOptions.map((itemType) => (
              <option key={itemType._id} value={itemType._id}>
                {optionName(itemType)}
              </option>
            )),
          ),
        )}
        {frame(
          "paymentMethod",
          t("finance.form.paymentMethod"),
          select(
            "paymentMethod",
            paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`finance.paymentMethods.${method}`)}
              </option>
            )),
          ),
        )}
        {frame("date", t("finance.form.date"), (input) => (
          <Input type="date" {...register("date", { onChange: (e: { target: { value: string } }) => refillFromDate(e.target.value) })} {...input} />
        ))}
        {frame(
          "monthId",
          t("finance.form.monthId"),
          select(
            "monthId",
            Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {names.monthName(i + 1)}
              </option>
            )),
          ),
          t("finance.form.periodHelp"),
        )}
        {frame(
          "weekId",
          t("finance.form.weekId"),
          select(
            "weekId",
            weekIds.map((week) => (
              <option key={week} value={week}>
                {t("finance.form.weekOption", { week, first: weekDays[week][0], last: weekDays[week][1] })}
              </option>
            )),
          ),
        )}
      </SimpleGrid>
    </MemberFormDialog>
  );
}
