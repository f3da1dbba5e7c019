import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { dueDays, outgoingFormDefaults, outgoingFormSchema, type OutgoingForm, type OutgoingInput } from "../../../../convex/lib/outgoingSchema";
import { TEXT_MAX_LENGTH } from "../../../../convex/lib/text";
import { paymentMethods, paymentTypes } from "../../../../convex/lib/validators";
import { notifySuccess } from "../../feedback/notify";
import { FormDialog } from "../../forms/FormDialog";
import { AmountField, SelectField, TextField } from "../../forms/fields";
import { saveForm } from "../../forms/serverRefusal";
import { useDecimalMark } from "../../forms/useDecimalMark";

/** Admins' "Add bill" (spec section 5: every field required, each message under its field). */
export function AddBillDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <AddBillForm onClose={onClose} />;
}

function AddBillForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const addBill = useMutation(api.outgoings.add);
  // Only live categories are offered; one deleted meanwhile is refused by the server (CATEGORY_DELETED).
  const categories = useQuery(api.financeSettings.categories, {})?.filter((category) => !category.archived);
  const mark = useDecimalMark();
  const schema = useMemo(() => outgoingFormSchema(mark), [mark]);
  const form = useForm<OutgoingForm, unknown, OutgoingInput>({
    resolver: zodResolver(schema),
    defaultValues: outgoingFormDefaults,
  });

  const onSubmit = form.handleSubmit(async (outgoing) => {
    await saveForm(
      form,
      async () => {
        await addBill({ outgoing });
        notifySuccess(
          t("financeCards.bills.form.addedTitle"),
          t("financeCards.bills.form.addedMessage", {
            name: outgoing.description,
          }),
        );
        onClose();
      },
      {
        title: t("financeCards.error"),
        message: t("financeCards.bills.form.failed"),
      },
      { amountPence: "amount" },
    );
  });

  return (
    <FormDialog
      title={t("financeCards.bills.form.title")}
      busy={form.formState.isSubmitting}
      submitLabel={t("financeCards.bills.form.submit")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="description" label={t("financeCards.bills.form.description")} maxLength={TEXT_MAX_LENGTH} required />
      <Stack direction={{ base: "column", sm: "row" }} gap="4" align="start">
        <AmountField form={form} name="amount" label={t("financeCards.bills.form.amount")} required flex="1" />
        <SelectField
          form={form}
          name="dueDay"
          label={t("financeCards.bills.form.dueDay")}
          help={t("financeCards.bills.form.dueDayHelp")}
          placeholder={t("financeCards.bills.form.chooseDay")}
          required
          flex="1"
        >
          {dueDays.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
      </Stack>
      <SelectField form={form} name="paymentMethod" label={t("financeCards.bills.form.paymentMethod")} placeholder={t("financeCards.bills.form.choosePaymentMethod")} required>
        {paymentMethods.map((method) => (
          <option key={method} value={method}>
            {t(`financeCards.paymentMethods.${method}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        form={form}
        name="categoryId"
        label={t("financeCards.bills.form.category")}
        help={categories?.length === 0 ? t("financeCards.bills.form.noCategories") : undefined}
        placeholder={t("financeCards.bills.form.chooseCategory")}
        required
      >
        {(categories ?? []).map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="paymentType" label={t("financeCards.bills.form.paymentType")} placeholder={t("financeCards.bills.form.choosePaymentType")} required>
        {paymentTypes.map((type) => (
          <option key={type} value={type}>
            {t(`financeCards.paymentTypes.${type}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
