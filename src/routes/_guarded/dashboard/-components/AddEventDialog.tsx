import { Field, Input, Textarea } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../../../convex/_generated/api";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { SimpleFormDialog } from "./SimpleFormDialog";

/** Quick Actions: Add Family Event (every field required). */
export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
    if (!name.trim() || !date || !description.trim()) return notifyError("Error", "Please fill in every field");
    setBusy(true);
    try {
      await addEvent({ name, date, description });
      notifySuccess("Event Added", `${name.trim()} is on the family calendar.`);
      close();
    } catch (error) {
      notifyFailure(error, { title: "Error", message: "The event could not be added." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleFormDialog title="Add Family Event" open={open} busy={busy} submitLabel="Add Event" onClose={close} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>
          Event name <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          Date <Field.RequiredIndicator />
        </Field.Label>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          Description <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </Field.Root>
    </SimpleFormDialog>
  );
}
