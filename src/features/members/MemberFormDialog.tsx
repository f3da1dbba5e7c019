import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "../layout/dialogLayout";

const dialogContentLayout = fullScreenOnPhones("md", { scrollInside: true });

type Props = {
  title: string;
  open: boolean;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A further action at the start of the footer, apart from Cancel and submit (say, removing what the form sets). */
  otherAction?: ReactNode;
  children: ReactNode;
};

/** The frame of the Family Members forms: title, fields, Cancel and a submit button (and maybe one other action); full screen on a phone. */
export function MemberFormDialog({ title, open, busy, submitLabel, onClose, onSubmit, otherAction, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <form onSubmit={onSubmit} noValidate style={{ display: "contents" }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {otherAction}
                <Button variant="outline" onClick={onClose} disabled={busy}>
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
