import { EmptyState, Heading, Stack } from "@chakra-ui/react";
import { DoorOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useDeleteDialog } from "../../../../../features/layout/useDeleteDialog";
import { AddRoomForm } from "./AddRoomForm";
import { DeleteRoomDialog } from "./DeleteRoomDialog";
import { RoomRow } from "./RoomRow";
import type { RoomsOverview } from "./types";

/** Room Management: add a room, and every room with rename in place, details and delete. */
export function RoomManagementTab({ overview }: { overview: RoomsOverview }) {
  const { t } = useTranslation();
  const deleting = useDeleteDialog(overview.rooms);

  return (
    <Stack gap="8">
      <AddRoomForm />
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t("rooms.list.title")}
        </Heading>
        {overview.rooms.length === 0 ? (
          <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l2">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <DoorOpen aria-hidden />
              </EmptyState.Indicator>
              <EmptyState.Title>{t("rooms.list.emptyTitle")}</EmptyState.Title>
              <EmptyState.Description>{t("rooms.list.emptyDescription")}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t("rooms.list.label")}>
            {overview.rooms.map((room) => (
              <RoomRow key={room._id} room={room} onDelete={() => deleting.ask(room)} />
            ))}
          </Stack>
        )}
      </Stack>
      <DeleteRoomDialog room={deleting.subject} open={deleting.open} onClose={deleting.close} />
    </Stack>
  );
}
