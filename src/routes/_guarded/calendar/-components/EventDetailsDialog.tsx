import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { CalendarDialog } from "./CalendarDialog";
import { peopleOf, type ImportedOccurrence, type Occurrence } from "./entries";

/** What both kinds of event show. */
type Shown = Pick<Occurrence | ImportedOccurrence, "name" | "date" | "endDate" | "startTime" | "endTime" | "everyone" | "memberIds" | "location" | "notes">;

type Props = {
  occurrence: Shown;
  members: MemberView[];
  onClose: () => void;
  /** The event's name as shown, when not its own (another calendar's may have none). */
  title?: string;
  /** Where it comes from, when not from this app. */
  source?: ReactNode;
  /** Why it cannot be changed here, when not that it is someone else's. */
  readOnlyNote?: string;
};

/**
 * An event the viewer may not change, read-only: what, when, who, where. Both an event of the
 * family's that is not theirs and another calendar's (with where it comes from).
 */
export function EventDetailsDialog({ occurrence, members, onClose, title, source, readOnlyNote }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const people = peopleOf(occurrence, members);
  // An event over several days, timed or all day.
  const days = occurrence.endDate ? `${fmt.cardDay(occurrence.date)} – ${fmt.cardDay(occurrence.endDate)}` : fmt.cardDay(occurrence.date);
  const when =
    occurrence.startTime !== undefined
      ? `${days}, ${occurrence.startTime}–${occurrence.endTime ?? occurrence.startTime}`
      : occurrence.endDate
        ? days
        : `${days} · ${t("calendar.fields.allDay")}`;
  return (
    <CalendarDialog title={title ?? occurrence.name} onClose={onClose}>
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
        {occurrence.location && <Text overflowWrap="anywhere">{occurrence.location}</Text>}
        {occurrence.notes && (
          <Text whiteSpace="pre-wrap" color="fg.muted" overflowWrap="anywhere">
            {occurrence.notes}
          </Text>
        )}
        {source}
        <Text fontSize="sm" color="fg.muted">
          {readOnlyNote ?? t("calendar.notYours")}
        </Text>
      </Stack>
    </CalendarDialog>
  );
}
