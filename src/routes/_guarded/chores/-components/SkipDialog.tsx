import { Field, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api } from "../../../../../convex/_generated/api";
import { SKIP_REASON_MAX_LENGTH, skipReasonSchema } from "../../../../../convex/lib/choreSchema";
import { useChoreText, type Chore } from "../../../../features/chores/choreText";
import { notifySuccess } from "../../../../features/feedback/notify";
import { FieldErrorText, describedField } from "../../../../features/forms/FieldErrorText";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useFormat } from "../../../../i18n/format";
import type { DayOfChore } from "./ChoreCard";

type SkipForm = z.input<typeof skipReasonSchema>;

/** An admin skips a chore's day, saying why (everyone on the chore reads it). */
export function SkipDialog({ chore, entry, today, onClose }: { chore: Chore; entry: DayOfChore; today: string; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useChoreText();
  const fmt = useFormat();
  const errorText = useFieldErrorText();
  const id = useId();
  const skip = useMutation(api.chores.skipOccurrence);
  const form = useForm<SkipForm>({ resolver: zodResolver(skipReasonSchema), defaultValues: { reason: "" } });
  const reason = useWatch({ control: form.control, name: "reason" });
  const error = form.formState.errors.reason?.message;
  const described = describedField(id, !!error);
  const heading = text.dayHeading(entry.day, today);
  const open = entry.occurrences.find((occurrence) => occurrence.status !== "completed");
  const several = entry.occurrences.length > 1;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!open) return;
    await saveForm(
      form,
      async () => {
        await skip({ taskId: open.taskId, reason: values.reason });
        notifySuccess(t("chores.skip.done"), chore.title);
        onClose();
      },
      { title: t("chores.error"), message: t("chores.actionFailed") },
    );
  });

  return (
    <FormDialog
      title={t("chores.skip.title", { title: chore.title, day: heading })}
      busy={form.formState.isSubmitting}
      submitLabel={t("chores.skip.confirm")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {several && <Text>{t("chores.skip.everyoneNote")}</Text>}
      <Field.Root required invalid={!!error} {...described.root}>
        <Field.Label>
          {t("chores.skip.reason")} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea {...form.register("reason")} rows={2} autoComplete="off" {...described.input} />
        {!error && (
          <Field.HelperText>
            {t("chores.skip.reasonHelp")} {t("common.forms.counter", { used: fmt.number(reason.length), max: fmt.number(SKIP_REASON_MAX_LENGTH) })}
          </Field.HelperText>
        )}
        <FieldErrorText>{errorText(error)}</FieldErrorText>
      </Field.Root>
    </FormDialog>
  );
}
