import { Alert, Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "../layout/dialogLayout";
import type { FormDraft } from "./useFormDraft";
import { useSingleSubmit } from "./useSingleSubmit";

type Props = {
  title: string;
  /** Open unless told otherwise: most forms mount only while open. */
  open?: boolean;
  /** Saving: the submit button spins, and the dialog cannot be closed until the answer comes. */
  busy: boolean;
  submitLabel: string;
  /** The submit is offered but cannot be pressed (say, while the form says why: nothing would change). */
  submitDisabled?: boolean;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit result, say); a second one while it runs is ignored. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** A further action at the start of the footer, apart from Cancel and submit (say, removing what the form sets). */
  otherAction?: ReactNode;
  /** The widest the dialog grows from 768 px; full screen on a phone. */
  width?: "md" | "lg" | "xl";
  /** Where focus goes on closing when what opened the dialog is no longer on the page (else back to it). */
  focusAfterClose?: () => HTMLElement | null;
  /** What was typed is kept if the person is moved away (useFormDraft); closing the dialog forgets it. */
  draft?: FormDraft;
  children: ReactNode;
};

/**
 * Every form's frame: title, fields, Cancel and a submit button (and maybe one other action);
 * full screen on a phone. One double-submit guard for all: a second click or Enter while the
 * first is on its way does nothing. The form's validation focuses the first invalid field.
 */
export function FormDialog({ title, open = true, busy, submitLabel, submitDisabled = false, onClose, onSubmit, otherAction, width = "md", focusAfterClose, draft, children }: Props) {
  const { t } = useTranslation();
  const close = () => {
    draft?.clear();
    onClose();
  };
  const { submit, saving } = useSingleSubmit(onSubmit);
  const holdsOpen = () => busy || saving();
  // What had focus as it opened (before the dialog takes it).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const finalFocus = () => (opener.current?.isConnected === false ? (focusAfterClose?.() ?? null) : null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !holdsOpen() && close()}
      finalFocusEl={finalFocus}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...fullScreenOnPhones(width, { scrollInside: true })}>
            <form onSubmit={submit} noValidate style={{ display: "contents" }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {draft?.restored && (
                    <Alert.Root status="info" size="sm" alignItems="center">
                      <Alert.Indicator />
                      <Alert.Title flex="1" fontWeight="normal">
                        {t("common.forms.draftRestored")}
                      </Alert.Title>
                      <Button size="xs" variant="outline" onClick={draft.discard}>
                        {t("common.forms.discardDraft")}
                      </Button>
                    </Alert.Root>
                  )}
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {otherAction}
                <Button variant="outline" onClick={close} disabled={busy}>
                  {t("common.actions.cancel")}
                </Button>
                <Button type="submit" colorPalette="green" loading={busy} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.actions.close")} disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
