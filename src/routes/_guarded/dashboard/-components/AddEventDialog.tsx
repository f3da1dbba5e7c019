import { Field, Input, Textarea } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { SimpleFormDialog } from "./SimpleFormDialog";

/** Quick Actions: Add Family Event (every field required). */
export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const addEvent = useMutation(api.events.addEvent);
  const [name, setName] = useState("");
  const [date, setDate] = useState("");
  const [description, setDescription] = useState("");
  const [busy, setBusy] = useState(false);

  function close() {
    setName("");
    setDate("");
    setDescription("");
    onClose();
  }

  async function submit() {
    if (!name.trim() || !date || !description.trim()) return notifyError(t("dashboard.error"), t("dashboard.fillEveryField"));
    setBusy(true);
    try {
      await addEvent({ name, date, description });
      notifySuccess(t("dashboard.addEvent.addedTitle"), t("dashboard.addEvent.addedMessage", { name: name.trim() }));
      close();
    } catch (error) {
      notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.addEvent.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleFormDialog title={t("dashboard.addEvent.title")} open={open} busy={busy} submitLabel={t("dashboard.addEvent.submit")} onClose={close} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>
          {t("dashboard.addEvent.name")} <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {t("dashboard.addEvent.date")} <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {t("dashboard.addEvent.description")} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </Field.Root>
    </SimpleFormDialog>
  );
}
