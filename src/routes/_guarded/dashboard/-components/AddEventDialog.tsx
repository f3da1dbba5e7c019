import { Field, Input, Textarea } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../../convex/lib/text";
import { useToday } from "../../../../features/dates/useToday";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { fieldOfRefusal, useFieldErrors } from "./fieldErrors";
import { SimpleFormDialog } from "./SimpleFormDialog";

type EventField = "name" | "date" | "description";

/**
 * Quick Actions: Add Family Event (every field required, the day today or
 * later). Invalid fields are marked with their message; the spec's toast says
 * it too. The server checks it all again, by its own clock.
 */
export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const today = useToday();
  const addEvent = useMutation(api.events.addEvent);
  const [name, setName] = useState("");
  const [date, setDate] = useState("");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors<EventField>();
  const { errors } = fieldErrors;

  function close() {
    setName("");
    setDate("");
    setDescription("");
    fieldErrors.reset();
    onClose();
  }

  async function submit() {
    const required = t("dashboard.fieldRequired");
    const missing = {
      ...(name.trim() ? {} : { name: required }),
      ...(date ? {} : { date: required }),
      ...(description.trim() ? {} : { description: required }),
    };
    if (fieldErrors.show(missing)) return notifyError(t("dashboard.error"), t("dashboard.fillEveryField"));
    if (date < today) {
      fieldErrors.show({ date: t("errors.EVENT_IN_PAST.message") });
      return notifyError(t("errors.EVENT_IN_PAST.title"), t("errors.EVENT_IN_PAST.message"));
    }
    setBusy(true);
    try {
      await addEvent({ name, date, description });
      notifySuccess(t("dashboard.addEvent.addedTitle"), t("dashboard.addEvent.addedMessage", { name: name.trim() }));
      close();
    } catch (error) {
      fieldErrors.show(
        fieldOfRefusal<EventField>(error, { NAME_TOO_LONG: "name", TEXT_TOO_LONG: "description", INVALID_DATE: "date", EVENT_IN_PAST: "date" }),
      );
      notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.addEvent.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleFormDialog title={t("dashboard.addEvent.title")} open={open} busy={busy} submitLabel={t("dashboard.addEvent.submit")} onClose={close} onSubmit={() => void submit()}>
      <Field.Root required {...fieldErrors.root("name")}>
        <Field.Label>
          {t("dashboard.addEvent.name")} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={name}
          maxLength={NAME_MAX_LENGTH}
          {...fieldErrors.input("name")}
          onChange={(e) => {
            setName(e.target.value);
            fieldErrors.clear("name");
          }}
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root required {...fieldErrors.root("date")}>
        <Field.Label>
          {t("dashboard.addEvent.date")} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="date"
          value={date}
          min={today}
          {...fieldErrors.input("date")}
          onChange={(e) => {
            setDate(e.target.value);
            fieldErrors.clear("date");
          }}
        />
        <Field.ErrorText>{errors.date}</Field.ErrorText>
      </Field.Root>
      <Field.Root required {...fieldErrors.root("description")}>
        <Field.Label>
          {t("dashboard.addEvent.description")} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={description}
          maxLength={TEXT_MAX_LENGTH}
          {...fieldErrors.input("description")}
          onChange={(e) => {
            setDescription(e.target.value);
            fieldErrors.clear("description");
          }}
          rows={3}
        />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
    </SimpleFormDialog>
  );
}
