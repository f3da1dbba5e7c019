import { Box, Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../../features/feedback/notify";
import type { OverviewRoom } from "./types";

type Props = {
  /** The room last asked about (kept while the dialog closes, so its text does not change). */
  room: OverviewRoom | null;
  open: boolean;
  onClose: () => void;
};

/** "Delete {room}?" saying what goes with it (its items, access grants, pending requests). Cancel is focused first. */
export function DeleteRoomDialog({ room, open, onClose }: Props) {
  const { t } = useTranslation();
  const deleteRoom = useMutation(api.rooms.deleteRoom);
  const [busy, setBusy] = useState(false);
  const name = room?.name ?? "";
  const requests = room ? room.pendingAccessRequests + room.pendingItemRequests : 0;

  async function confirm() {
    if (room === null) return;
    setBusy(true);
    try {
      await deleteRoom({ roomId: room._id });
      notifySuccess(t("rooms.deleteDialog.deletedTitle"), t("rooms.deleteDialog.deletedMessage", { name }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open && room !== null}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ base: "xs", sm: "md" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{t("rooms.deleteDialog.title", { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t("rooms.deleteDialog.intro")}</Text>
                <Box as="ul" ps="5" listStyleType="disc">
                  <li>{t("rooms.deleteDialog.items", { count: room?.itemCount ?? 0 })}</li>
                  <li>{t("rooms.deleteDialog.grants", { count: room?.memberIds.length ?? 0 })}</li>
                  <li>{t("rooms.deleteDialog.requests", { count: requests })}</li>
                </Box>
                <Text color="fg.muted">{t("rooms.deleteDialog.tasks")}</Text>
                <Text fontWeight="semibold">{t("rooms.deleteDialog.undone")}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t("common.actions.cancel")}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {t("rooms.deleteDialog.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
