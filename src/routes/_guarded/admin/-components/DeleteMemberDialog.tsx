import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";

type Props = {
  /** The member last asked about (kept while the dialog closes, so its title does not change). */
  member: Doc<"members"> | null;
  open: boolean;
  onClose: () => void;
};

/** "Delete {name}?" with what goes with them. Cancel is focused first. */
export function DeleteMemberDialog({ member, open, onClose }: Props) {
  const { t } = useTranslation();
  const deleteMember = useMutation(api.members.deleteMember);
  const [busy, setBusy] = useState(false);
  const name = member?.name ?? "";

  async function confirm() {
    if (member === null) return;
    setBusy(true);
    try {
      await deleteMember({ memberId: member._id });
      notifySuccess(t("admin.familyMembers.deleteDialog.deletedTitle"), t("admin.familyMembers.deleteDialog.deletedMessage", { name }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.deleteDialog.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open && member !== null}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ base: "xs", sm: "md" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("admin.familyMembers.deleteDialog.title", { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("admin.familyMembers.deleteDialog.body")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t("common.actions.cancel")}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {t("admin.familyMembers.deleteDialog.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
