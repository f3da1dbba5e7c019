import { Box, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../../features/feedback/notify";
import { ConfirmDialog } from "../../../../../features/layout/ConfirmDialog";
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
  const name = room?.name ?? "";
  const requests = room ? room.pendingAccessRequests + room.pendingItemRequests : 0;

  async function confirm() {
    if (room === null) return;
    try {
      await deleteRoom({ roomId: room._id });
      notifySuccess(t("rooms.deleteDialog.deletedTitle"), t("rooms.deleteDialog.deletedMessage", { name }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  }

  const items = room?.itemCount ?? 0;
  const grants = room?.memberIds.length ?? 0;
  const goes = [
    ...(items > 0 ? [t("rooms.deleteDialog.items", { count: items })] : []),
    ...(grants > 0 ? [t("rooms.deleteDialog.grants", { count: grants })] : []),
    ...(requests > 0 ? [t("rooms.deleteDialog.requests", { count: requests })] : []),
  ];
  return (
    <ConfirmDialog
      open={open && room !== null}
      title={t("rooms.deleteDialog.title", { name })}
      confirmLabel={t("rooms.deleteDialog.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="3">
        {/* Only what there is: an empty room's dialog lists nothing rather than "0 items". */}
        {goes.length > 0 && (
          <>
            <Text>{t("rooms.deleteDialog.intro")}</Text>
        <Box as="ul" ps="5" listStyleType="disc">{goes.map((line) => (
                <li key={line}>{line}</li>))}</Box>
        </>
        )}
        <Text color="fg.muted">{t("rooms.deleteDialog.tasks")}</Text>
        <Text fontWeight="semibold">{t("rooms.deleteDialog.undone")}</Text>
      </Stack>
    </ConfirmDialog>
  );
}
