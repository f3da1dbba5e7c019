import { Input, NativeSelect, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { useId, type ReactNode } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import {
  dueDays,
  outgoingFormDefaults,
  outgoingFormSchema,
  type OutgoingForm,
  type OutgoingInput,
} from "../../../../convex/lib/outgoingSchema";
import { TEXT_MAX_LENGTH } from "../../../../convex/lib/text";
import { paymentMethods, paymentTypes } from "../../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../../feedback/notify";
import { FormField, type DescribedInput } from "../../members/FormField";
import { MemberFormDialog } from "../../members/MemberFormDialog";
import { billFieldRefusal, type BillField } from "./billBoard";

/** Admins' "Add bill" (spec section 5: every field required, each message under its field). */
export function AddBillDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <AddBillForm onClose={onClose} />;
}

function AddBillForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const addBill = useMutation(api.outgoings.add);
  // Only live categories are offered; one deleted meanwhile is refused by the server (CATEGORY_DELETED).
  const categories = useQuery(api.financeSettings.categories, {})?.filter((category) => !category.archived);
  const { register, handleSubmit, setError, formState } = useForm<OutgoingForm, unknown, OutgoingInput>({
    resolver: zodResolver(outgoingFormSchema),
    defaultValues: outgoingFormDefaults,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (outgoing) => {
    try {
      await addBill({ outgoing });
      notifySuccess(t("financeCards.bills.form.addedTitle"), t("financeCards.bills.form.addedMessage", { name: outgoing.description }));
      onClose();
    } catch (error) {
      const refusal = billFieldRefusal(error);
      if (refusal) setError(refusal.field, { message: refusal.code }, { shouldFocus: true });
      else notifyFailure(error, { title: t("financeCards.error"), message: t("financeCards.bills.form.failed") });
    }
  });

  const field = (name: BillField, label: string, control: (input: DescribedInput) => ReactNode, help?: string) => (
    <FormField id={`${formId}-${name}`} label={label} error={errors[name]?.message} help={help} required flex="1">
      {control}
    </FormField>
  );

  return (
    <MemberFormDialog
      title={t("financeCards.bills.form.title")}
      open
      busy={isSubmitting}
      submitLabel={t("financeCards.bills.form.submit")}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {field("description", t("financeCards.bills.form.description"), (described) => (
        <Input {...register("description")} maxLength={TEXT_MAX_LENGTH} autoComplete="off" {...described} />
      ))}
      <Stack direction={{ base: "column", sm: "row" }} gap="4" align="start">
        {field("amount", t("financeCards.bills.form.amount"), (described) => (
          <Input {...register("amount")} inputMode="decimal" autoComplete="off" {...described} />
        ))}
        {field(
          "dueDay",
          t("financeCards.bills.form.dueDay"),
          (described) => (
            <Select registered={register("dueDay")} described={described} placeholder={t("financeCards.bills.form.chooseDay")}>
              {dueDays.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </Select>
          ),
          t("financeCards.bills.form.dueDayHelp"),
        )}
      </Stack>
      {field("paymentMethod", t("financeCards.bills.form.paymentMethod"), (described) => (
        <Select registered={register("paymentMethod")} described={described} placeholder={t("financeCards.bills.form.choosePaymentMethod")}>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`financeCards.paymentMethods.${method}`)}
            </option>
          ))}
        </Select>
      ))}
      {field(
        "categoryId",
        t("financeCards.bills.form.category"),
        (described) => (
          <Select registered={register("categoryId")} described={described} placeholder={t("financeCards.bills.form.chooseCategory")}>
            {(categories ?? []).map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Select>
        ),
        categories?.length === 0 ? t("financeCards.bills.form.noCategories") : undefined,
      )}
      {field("paymentType", t("financeCards.bills.form.paymentType"), (described) => (
        <Select registered={register("paymentType")} described={described} placeholder={t("financeCards.bills.form.choosePaymentType")}>
          {paymentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`financeCards.paymentTypes.${type}`)}
            </option>
          ))}
        </Select>
      ))}
    </MemberFormDialog>
  );
}

/** A native select starting on a placeholder that cannot be chosen back (spec section 5: no empty choice). */
function Select({
  registered,
  described,
  placeholder,
  children,
}: {
  registered: UseFormRegisterReturn;
  described: DescribedInput;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registered} {...described}>
        <option value="" disabled>
          {placeholder}
        </option>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
