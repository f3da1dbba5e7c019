import { Input } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { pinFormSchema, type PinForm } from "../../../convex/lib/pinSchema";
import { FormDialog } from "../forms/FormDialog";
import { FormField } from "../forms/FormField";
import { saveForm } from "../forms/serverRefusal";

type Props = {
  title: string;
  /** What the PIN is for, and whether one is set now. */
  children: ReactNode;
  labels: { pin: string; repeat: string; submit: string };
  /** Sends the PIN and says it is saved; a refusal it throws goes under its field, or in a toast. */
  save: (pin: string) => Promise<void>;
  failure: { title: string; message: string };
  /** Removing the PIN there is, apart from Cancel and submit (not while the new one is on its way). */
  otherAction?: (saving: boolean) => ReactNode;
  focusAfterClose?: () => HTMLElement | null;
  onClose: () => void;
};

/**
 * A family-screen PIN typed twice, by the shared schema of convex/lib/pinSchema.ts: a
 * person's own (Your preferences) and an admin's for a member (Family Members). Mount it
 * only while open, so each opening starts empty.
 */
export function PinFormDialog({ title, children, labels, save, failure, otherAction, focusAfterClose, onClose }: Props) {
  const form = useForm<PinForm>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: "", repeat: "" } });

  const onSubmit = form.handleSubmit(async ({ pin }) => {
    await saveForm(
      form,
      async () => {
        await save(pin);
        onClose();
      },
      failure,
    );
  });

  return (
    <FormDialog
      title={title}
      busy={form.formState.isSubmitting}
      submitLabel={labels.submit}
      onClose={onClose}
      onSubmit={onSubmit}
      otherAction={otherAction?.(form.formState.isSubmitting)}
      focusAfterClose={focusAfterClose}
    >
      {children}
      <PinInput form={form} name="pin" label={labels.pin} />
      <PinInput form={form} name="repeat" label={labels.repeat} />
    </FormDialog>
  );
}

/** Masked, with the phone's number pad. */
function PinInput({ form, name, label }: { form: UseFormReturn<PinForm>; name: keyof PinForm; label: string }) {
  const id = useId();
  return (
    <FormField id={`${id}-${name}`} label={label} error={form.formState.errors[name]?.message} required>
      {(input) => (
        <Input type="password" inputMode="numeric" autoComplete="off" maxLength={4} pattern="[0-9]*" maxW="40" {...form.register(name)} {...input} />
      )}
    </FormField>
  );
}
