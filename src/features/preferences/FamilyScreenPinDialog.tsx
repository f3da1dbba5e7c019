import { Button, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { PinFormDialog } from "../familyScreen/PinFormDialog";
import { notifyFailure, notifySuccess } from "../feedback/notify";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back to (the menu item that opened this is gone by then). */
  finalFocus: () => HTMLElement | null;
};

/**
 * The person's own family-screen PIN: set or change it (typed twice), or
 * remove it. The PIN itself is never shown or sent back; only whether one is set.
 */
export function FamilyScreenPinDialog({ open, onClose, finalFocus }: Props) {
  return open ? <OwnPinForm onClose={onClose} finalFocus={finalFocus} /> : null;
}

function OwnPinForm({ onClose, finalFocus }: Omit<Props, "open">) {
  const { t } = useTranslation();
  const viewer = useQuery(api.members.viewer, {});
  const hasPin = viewer?.status === "signedIn" ? viewer.hasPin : undefined;
  const setOwnPin = useMutation(api.members.setOwnPin);
  const clearOwnPin = useMutation(api.members.clearOwnPin);
  const [removing, setRemoving] = useState(false);
  const failure = { title: t("common.error"), message: t("familyScreen.pinSettings.failed") };

  async function remove() {
    setRemoving(true);
    try {
      await clearOwnPin({});
      notifySuccess(t("familyScreen.pinSettings.title"), t("familyScreen.pinSettings.removed"));
      onClose();
    } catch (error) {
      notifyFailure(error, failure);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <PinFormDialog
      title={t("familyScreen.pinSettings.title")}
      labels={{ pin: t("familyScreen.pinSettings.pin"), repeat: t("familyScreen.pinSettings.repeat"), submit: t("familyScreen.pinSettings.save") }}
      save={async (pin) => {
        await setOwnPin({ pin });
        notifySuccess(t("familyScreen.pinSettings.title"), t("familyScreen.pinSettings.saved"));
      }}
      failure={failure}
      otherAction={(saving) =>
        hasPin && (
          <Button variant="outline" colorPalette="red" me="auto" loading={removing} disabled={saving} onClick={() => void remove()}>
            {t("familyScreen.pinSettings.remove")}
          </Button>
        )
      }
      focusAfterClose={finalFocus}
      onClose={onClose}
    >
      <Text color="fg.muted">{t("familyScreen.pinSettings.description")}</Text>
      {hasPin !== undefined && (
        <Text fontWeight="semibold" data-testid="pin-state">
          {hasPin ? t("familyScreen.pinSettings.isSet") : t("familyScreen.pinSettings.notSet")}
        </Text>
      )}
    </PinFormDialog>
  );
}
