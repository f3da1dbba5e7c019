import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";

type Props = {
  /** The member last asked about (kept while the dialog closes, so its title does not change). */
  member: AdminMemberView | null;
  open: boolean;
  onClose: () => void;
};

/** "Delete {name}?" with what goes with them. Cancel is focused first. */
export function DeleteMemberDialog({ member, open, onClose }: Props) {
  const { t } = useTranslation();
  const deleteMember = useMutation(api.members.deleteMember);
  const name = member?.name ?? "";

  async function confirm() {
    if (member === null) return;
    try {
      await deleteMember({ memberId: member._id });
      notifySuccess(t("admin.familyMembers.deleteDialog.deletedTitle"), t("admin.familyMembers.deleteDialog.deletedMessage", { name }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.deleteDialog.failed") });
    }
  }

  return (
    <ConfirmDialog
      open={open && member !== null}
      title={t("admin.familyMembers.deleteDialog.title", { name })}
      confirmLabel={t("admin.familyMembers.deleteDialog.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("admin.familyMembers.deleteDialog.body")}</Text>
    </ConfirmDialog>
  );
}
