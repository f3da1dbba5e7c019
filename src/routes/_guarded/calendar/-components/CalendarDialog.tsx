import { Button, CloseButton, Dialog, Portal, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fullScreenOnPhones } from "../../../../features/layout/dialogLayout";

const largeContentLayout = fullScreenOnPhones("lg", { scrollInside: true });

type Props = {
  title: string;
  onClose: () => void;
  /** Several sections: full screen on a phone, lg wide from 768 px, the body scrolling inside. */
  large?: boolean;
  /** The footer's Close button. */
  closeVariant?: ButtonProps["variant"];
  children: ReactNode;
};

/** The calendar's dialogs that change nothing themselves: a title, what they show, and Close. */
export function CalendarDialog({ title, onClose, large = false, closeVariant = "solid", children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior={large ? "inside" : undefined}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(large ? largeContentLayout : {})}>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant={closeVariant}>{t("common.actions.close")}</Button>
              </Dialog.ActionTrigger>
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
