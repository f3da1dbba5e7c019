import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A question of two lines stays a small centred box on phones too: a whole empty screen hides what it is about. */
const dialogContentLayout = { maxW: "min(28rem, calc(100dvw - 2rem))", mx: "auto" } as const;

type Props = {
  open: boolean;
  title: string;
  /** What will happen: a sentence, or what goes with the thing deleted. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone; green for the rest (a request an admin decides on). */
  destructive?: boolean;
  /** Does what was asked and says how it went; until it settles the dialog stays open and Cancel waits. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/**
 * A yes/no question before something that cannot be undone (or that goes to
 * an admin). No close button in the corner: an alert dialog focuses that
 * first, and Cancel should be (Escape still closes).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = false, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <ConfirmFooter confirmLabel={confirmLabel} destructive={destructive} busy={busy} onConfirm={() => void confirm()} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type FooterProps = {
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  /** The answer cannot be given yet (say, nothing would change). */
  disabled?: boolean;
  onConfirm: () => void;
};

/** Cancel and the one answer, at the foot of any dialog that asks one thing. Cancel closes through the dialog, so it waits while busy. */
export function ConfirmFooter({ confirmLabel, destructive = false, busy, disabled = false, onConfirm }: FooterProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {t("common.actions.cancel")}
        </Button>
      </Dialog.ActionTrigger>
      <Button colorPalette={destructive ? "red" : "green"} loading={busy} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
