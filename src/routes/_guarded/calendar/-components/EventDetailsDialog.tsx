import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { peopleOf } from "./EntryChip";
import type { Occurrence } from "./entries";

/** An event someone may not change (not theirs): what, when, who, where. */
export function EventDetailsDialog({ occurrence, members, onClose }: { occurrence: Occurrence; members: MemberView[]; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const people = peopleOf(occurrence, members);
  const when =
    occurrence.startTime !== undefined
      ? `${fmt.cardDay(occurrence.date)}, ${occurrence.startTime}–${occurrence.endTime ?? occurrence.startTime}`
      : occurrence.endDate
        ? `${fmt.cardDay(occurrence.date)} – ${fmt.cardDay(occurrence.endDate)}`
        : `${fmt.cardDay(occurrence.date)} · ${t("calendar.fields.allDay")}`;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{occurrence.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{when}</Text>
                {occurrence.everyone ? (
                  <Text>{t("calendar.fields.everyone")}</Text>
                ) : (
                  <HStack wrap="wrap" gap="3">
                    {people.map((person) => (
                      <HStack key={person._id} gap="2">
                        <MemberAvatar member={person} size="sm" />
                        <Text>{person.name}</Text>
                      </HStack>
                    ))}
                  </HStack>
                )}
                {occurrence.location && <Text>{occurrence.location}</Text>}
                {occurrence.notes && (
                  <Text whiteSpace="pre-wrap" color="fg.muted" overflowWrap="anywhere">
                    {occurrence.notes}
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {t("calendar.notYours")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t("common.actions.close")}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
