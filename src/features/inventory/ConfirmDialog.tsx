import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "../layout/dialogLayout";

const dialogContentLayout = fullScreenOnPhones("md");

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before something that cannot be undone (or that goes to an admin). */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive = false, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t("common.actions.cancel")}
              </Button>
              <Button colorPalette={destructive ? "red" : "green"} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
