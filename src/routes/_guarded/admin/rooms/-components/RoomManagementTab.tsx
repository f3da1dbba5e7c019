import { EmptyState, Heading, Stack } from "@chakra-ui/react";
import { DoorOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { AddRoomForm } from "./AddRoomForm";
import { DeleteRoomDialog } from "./DeleteRoomDialog";
import { RoomRow } from "./RoomRow";
import type { OverviewRoom, RoomsOverview } from "./types";

/** Room Management: add a room, and every room with rename in place, details and delete. */
export function RoomManagementTab({ overview }: { overview: RoomsOverview }) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<OverviewRoom | null>(null);
  const [deleteId, setDeleteId] = useState<Id<"rooms"> | null>(null);
  // The live row while it exists: deleted elsewhere meanwhile, the dialog closes by itself.
  const live = overview.rooms.find((room) => room._id === deleteId) ?? null;

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
              <RoomRow
                key={room._id}
                room={room}
                onDelete={() => {
                  setToDelete(room);
                  setDeleteId(room._id);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <DeleteRoomDialog room={live ?? toDelete} open={live !== null} onClose={() => setDeleteId(null)} />
    </Stack>
  );
}
