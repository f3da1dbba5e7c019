import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { reminderLabel } from "../../../../features/calendar/reminderLabel";
import { repeatSummary } from "../../../../features/calendar/repeatSummary";
import { useDateStyle } from "../../../../features/dates/dateStyle";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { InfoDialog } from "../../../../features/layout/InfoDialog";
import { peopleOf, type ImportedOccurrence, type Occurrence } from "./entries";

/** What both kinds of event show. */
type Shown = Pick<Occurrence | ImportedOccurrence, "name" | "date" | "endDate" | "startTime" | "endTime" | "everyone" | "memberIds" | "location" | "notes"> &
  Partial<Pick<Occurrence, "repeat" | "seriesDate" | "reminders">>;

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
  const { t, i18n } = useTranslation();
  const style = useDateStyle();
  const people = peopleOf(occurrence, members);
  const allDay = occurrence.startTime === undefined;
  // A one-day all-day event says so; over several days (timed or not) its span says enough.
  const when = allDay && !occurrence.endDate ? `${style.span(occurrence)} · ${t("calendar.fields.allDay")}` : style.span(occurrence);
  const { repeat, reminders } = occurrence;
  const repeats = repeat && repeatSummary(t, i18n.resolvedLanguage ?? i18n.language, repeat, occurrence.seriesDate ?? occurrence.date, style.day);
  const reminding =
    reminders && reminders.length > 0
      ? t("calendar.reminders.summary", {
          list: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(reminders.map((minutes) => t(`calendar.reminders.${reminderLabel(minutes, allDay)}`))),
        })
      : undefined;
  return (
    <InfoDialog title={title ?? occurrence.name} onClose={onClose}>
      <Stack gap="3">
        <Stack gap="1">
          <Text data-testid="event-when">{when}</Text>
          {repeats && <Text fontSize="sm">{repeats}</Text>}
          {reminding && <Text fontSize="sm">{reminding}</Text>}
        </Stack>
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
    </InfoDialog>
  );
}
