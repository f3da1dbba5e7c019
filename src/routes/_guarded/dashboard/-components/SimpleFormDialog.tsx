import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "../../../../features/layout/dialogLayout";

/** Full screen on a phone, as tall as its content from 768 px. */
const dialogContentLayout = fullScreenOnPhones("lg");

type Props = {
  title: string;
  open: boolean;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

/** The frame of the quick-action forms: title, fields, Cancel and a submit button. */
export function SimpleFormDialog({ title, open, busy, submitLabel, onClose, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
    // The form's own checks mark fields invalid at once: take the keyboard to the first one.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <form ref={form} onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t("common.actions.cancel")}
                </Button>
                <Button type="submit" colorPalette="green" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.actions.close")} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
