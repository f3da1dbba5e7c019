import { Button, CloseButton, Dialog, Portal, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "./dialogLayout";

const largeContentLayout = fullScreenOnPhones("lg", { scrollInside: true });

type Props = {
  title: string;
  onClose: () => void;
  /** Several sections: full screen on a phone, lg wide from 768 px, the body scrolling inside. */
  large?: boolean;
  /** The footer's Close button. */
  closeVariant?: ButtonProps["variant"];
  /** While a step the body started is running, the dialog stays open (Close, Escape and the backdrop wait). */
  busy?: boolean;
  children: ReactNode;
};

// Chakra's own width, with a margin on a phone.
const narrowContentLayout = { maxW: "min(28rem, calc(100dvw - 2rem))", mx: "auto" } as const;

/** A dialog whose own frame changes nothing: a title, what it shows (or a list of one-tap steps the body runs), and Close. */
export function InfoDialog({ title, onClose, large = false, closeVariant = "solid", busy = false, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(large ? largeContentLayout : narrowContentLayout)}>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant={closeVariant} disabled={busy}>
                  {t("common.actions.close")}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
