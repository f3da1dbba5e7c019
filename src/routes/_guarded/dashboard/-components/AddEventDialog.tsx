import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { eventFormSchema, type EventForm, type EventFormValues } from "../../../../../convex/lib/eventSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../../convex/lib/text";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { notifySuccess } from "../../../../features/feedback/notify";
import { DateField } from "../../../../features/forms/DateField";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFormDraft } from "../../../../features/forms/useFormDraft";
import { TextField } from "../../../../features/forms/fields";
import { useInvalidFormToast } from "../../../../features/forms/invalidFormToast";
import { saveForm } from "../../../../features/forms/serverRefusal";

const blank: EventForm = { name: "", date: "", description: "" };

/**
 * Quick Actions: Add Family Event (every field required, the day today or later, by the shared
 * schema). Invalid fields are marked with their message; the spec's toast says it too. The
 * server checks it all again, by its own clock.
 */
export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const today = useFamilyToday();
  const addEvent = useMutation(api.events.addEvent);
  const schema = useMemo(() => eventFormSchema(today), [today]);
  const form = useForm<EventForm, unknown, EventFormValues>({
    resolver: zodResolver(schema),
    defaultValues: blank,
  });
  const toastInvalid = useInvalidFormToast();
  const draft = useFormDraft(form, "event:new");

  function close() {
    draft.clear();
    form.reset(blank);
    onClose();
  }

  const onSubmit = form.handleSubmit(
    async (event) => {
      await saveForm(
        form,
        async () => {
          await addEvent(event);
          notifySuccess(t("dashboard.addEvent.addedTitle"), t("dashboard.addEvent.addedMessage", { name: event.name }));
          close();
        },
        {
          title: t("dashboard.error"),
          message: t("dashboard.addEvent.failed"),
        },
      );
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <FormDialog
      title={t("dashboard.addEvent.title")}
      open={open}
      busy={form.formState.isSubmitting}
      submitLabel={t("dashboard.addEvent.submit")}
      onClose={close}
      onSubmit={onSubmit}
      width="lg"
      draft={draft}
    >
      <TextField form={form} name="name" label={t("dashboard.addEvent.name")} maxLength={NAME_MAX_LENGTH} required />
      <DateField form={form} name="date" min={today} label={t("dashboard.addEvent.date")} required />
      <TextField form={form} name="description" label={t("dashboard.addEvent.description")} maxLength={TEXT_MAX_LENGTH} long required />
      <TextField form={form} name="location" label={t("dashboard.addEvent.location")} maxLength={NAME_MAX_LENGTH} />
    </FormDialog>
  );
}
