import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { Button, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { PinFormDialog } from "../../../../features/familyScreen/PinFormDialog";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";

type SetProps = {
  /** The member whose PIN is set (null: closed). */
  member: AdminMemberView | null;
  /** Whether they have one now (live: it changes if they set their own meanwhile). */
  hasPin: boolean;
  onClose: () => void;
};

/**
 * An admin gives a member a family-screen PIN: a child without a sign-in
 * cannot set their own, and one who forgot theirs needs a new one. It replaces
 * any PIN they had and ends a lockout (the server does both). A PIN they have
 * can be cleared from here too, after a confirmation, as one's own PIN is
 * removed from its dialog in Your preferences.
 */
export function SetMemberPinDialog({ member, hasPin, onClose }: SetProps) {
  if (member === null) return null;
  return <SetPinForm key={member._id} member={member} hasPin={hasPin} onClose={onClose} />;
}

function SetPinForm({ member, hasPin, onClose }: { member: AdminMemberView; hasPin: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setPinFor = useMutation(api.members.setPinFor);
  const name = member.name;
  const [confirmingClear, setConfirmingClear] = useState(false);

  return (
    <PinFormDialog
      title={t("admin.familyMembers.pinDialog.title", { name })}
      labels={{
        pin: t("admin.familyMembers.pinDialog.pin"),
        repeat: t("admin.familyMembers.pinDialog.repeat"),
        submit: t("admin.familyMembers.pinDialog.submit"),
      }}
      save={async (pin) => {
        await setPinFor({ memberId: member._id, pin });
        notifySuccess(t("admin.familyMembers.pinDialog.savedTitle"), t("admin.familyMembers.pinDialog.savedMessage", { name }));
      }}
      failure={{ title: t("admin.error"), message: t("admin.familyMembers.pinDialog.failed") }}
      otherAction={(saving) =>
        hasPin && (
          <Button
            variant="outline"
            colorPalette="red"
            me="auto"
            disabled={saving}
            onClick={() => setConfirmingClear(true)}
            aria-label={t("admin.familyMembers.clearPinLabel", { name })}
          >
            {t("admin.familyMembers.clearPin")}
          </Button>
        )
      }
      onClose={onClose}
    >
      <Text color="fg.muted">{t("admin.familyMembers.pinDialog.description", { name })}</Text>
      <Text fontWeight="semibold" data-testid="member-pin-state">
        {hasPin ? t("admin.familyMembers.pinDialog.hasPin", { name }) : t("admin.familyMembers.pinDialog.noPin", { name })}
      </Text>
      <ClearMemberPinDialog member={member} open={confirmingClear} onClose={() => setConfirmingClear(false)} onCleared={onClose} />
    </PinFormDialog>
  );
}

type ClearProps = {
  member: AdminMemberView;
  open: boolean;
  onClose: () => void;
  /** Cleared: the PIN dialog it was asked from closes too. */
  onCleared: () => void;
};

/**
 * "Clear the PIN of {name}?", over the PIN dialog: they cannot use the family
 * screen until they get a new one. Cancel is focused first and goes back to
 * the PIN dialog; once cleared, both close and the focus goes back to the
 * row's Set PIN….
 */
function ClearMemberPinDialog({ member, open, onClose, onCleared }: ClearProps) {
  const { t } = useTranslation();
  const clearPin = useMutation(api.members.clearPin);
  const name = member.name;

  async function confirm() {
    try {
      await clearPin({ memberId: member._id });
      notifySuccess(t("admin.familyMembers.clearPinDialog.clearedTitle"), t("admin.familyMembers.clearPinDialog.clearedMessage", { name }));
      onClose();
      onCleared();
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.clearPinDialog.failed") });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t("admin.familyMembers.clearPinDialog.title", { name })}
      confirmLabel={t("admin.familyMembers.clearPinDialog.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("admin.familyMembers.clearPinDialog.body", { name })}</Text>
    </ConfirmDialog>
  );
}
