import { Box, HStack, Text, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { CalendarArrowDown, Cake, CheckSquare, PoundSterling, Repeat } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { memberColor } from "../../../../../convex/lib/memberColors";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { ImportedEventDialog } from "./ImportsDialog";
import type { Entry, ImportedOccurrence, Occurrence } from "./entries";

const EntryButton = chakra("button");

/** The members an event is for, in the family's order (everyone: none listed). */
export function peopleOf(event: Occurrence, members: MemberView[]): MemberView[] {
  return event.everyone ? [] : members.filter((member) => event.memberIds.includes(member._id as Id<"members">));
}

/**
 * One entry of a day. An event is a button (it opens the event) in the colour of the one
 * person it is for, or neutral with the avatars of several, drawn once; "everyone" says so.
 * Tasks, bills and birthdays are marked by their icon; a task or bill opens its own page.
 */
export function EntryChip({
  entry,
  members,
  compact = false,
  inPersonColumn = false,
  onOpen,
}: {
  entry: Entry;
  members: MemberView[];
  compact?: boolean;
  /** In the week's column of the person it is for: their name goes without saying. */
  inPersonColumn?: boolean;
  onOpen: (event: Occurrence) => void;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const common = { w: "full", textAlign: "start" as const, borderRadius: "sm", px: "1.5", py: compact ? "0.5" : "1", fontSize: compact ? "xs" : "sm", lineHeight: "short" };
  if (entry.kind === "event") {
    const { event } = entry;
    const people = peopleOf(event, members);
    const palette = people.length === 1 ? memberColor(people[0]) : "gray";
        // Wall times as stored, on the family's 24-hour clock.
    const time = event.startTime !== undefined ? `${event.startTime}${compact ? "" : `–${event.endTime ?? event.startTime}`}` : null;
    return (
      <EntryButton
        type="button"
        onClick={() => onOpen(event)}
        colorPalette={palette}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderStartWidth="3px"
        borderColor="colorPalette.solid"
        _hover={{ bg: "colorPalette.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
        data-testid="calendar-event"
        {...common}
      >
        <HStack gap="1" minW="0" align="center">
          {time && (
            <Text as="span" fontWeight="semibold" flexShrink={0}>
              {time}
            </Text>
          )}
          <Text as="span" truncate={compact} overflowWrap="anywhere" flex="1" minW="0">
            {event.name}
          </Text>
          {event.repeat !== undefined && <Repeat size={12} aria-label={t("calendar.repeats")} />}
        </HStack>
        {!compact && (people.length > 1 || event.everyone || event.location) && (
          <HStack gap="1" mt="1" wrap="wrap">
            {event.everyone ? (
              <Text as="span" fontSize="xs">
                {t("calendar.fields.everyone")}
              </Text>
            ) : (
              people.length > 1 &&
              people.map((person) => (
                <Box key={person._id} title={person.name}>
                  <MemberAvatar member={person} size="sm" />
                </Box>
              ))
            )}
            {people.length > 1 && <chakra.span srOnly>{new Intl.ListFormat(i18n.language).format(people.map((person) => person.name))}</chakra.span>}
            {event.location && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {event.location}
              </Text>
            )}
          </HStack>
        )}
        {!compact && people.length === 1 && <chakra.span srOnly>{people[0].name}</chakra.span>}
      </EntryButton>
    );
  }
  if (entry.kind === "imported") return <ImportedChip imported={entry.imported} members={members} compact={compact} common={common} />;
  if (entry.kind === "birthday") {
    const { birthday } = entry;
    return (
      <HStack {...common} colorPalette="pink" bg="colorPalette.subtle" color="colorPalette.fg" gap="1" data-testid="calendar-birthday">
        <Cake size={14} aria-hidden />
        <Text as="span" truncate={compact}>
          {t("calendar.birthday", { name: birthday.name, count: birthday.age, ordinal: true })}
        </Text>
      </HStack>
    );
  }
  if (entry.kind === "task") {
    const { task } = entry;
    const person = members.find((member) => member._id === task.assignedTo);
    return (
      <Link to="/dashboard" style={{ display: "block" }}>
        <HStack {...common} borderWidth="1px" borderStyle="dashed" gap="1" textDecoration={task.done ? "line-through" : undefined} _hover={{ bg: "bg.muted" }}>
          <CheckSquare size={14} aria-label={t("calendar.task")} />
          <Text as="span" truncate={compact}>
            {task.title}
            {person && !compact && !inPersonColumn ? ` · ${person.name}` : ""}
          </Text>
        </HStack>
      </Link>
    );
  }
  const { bill } = entry;
  return (
    <Link to="/finance" style={{ display: "block" }}>
      <HStack {...common} borderWidth="1px" borderStyle="dashed" gap="1" _hover={{ bg: "bg.muted" }}>
        <PoundSterling size={14} aria-label={t("calendar.bill")} />
        <Text as="span" truncate={compact}>
          {bill.description}
          {!compact ? ` · ${fmt.money(bill.amountPence)}` : ""}
        </Text>
      </HStack>
    </Link>
  );
}

/**
 * Another calendar's event: read-only, in its import's colour, marked with the import's name;
 * a click shows what it is (ImportedEventDialog).
 */
function ImportedChip({
  imported,
  members,
  compact,
  common,
}: {
  imported: ImportedOccurrence;
  members: MemberView[];
  compact: boolean;
  common: HTMLChakraProps<"button">;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const time = imported.startTime !== undefined ? `${imported.startTime}${compact ? "" : `–${imported.endTime ?? imported.startTime}`}` : null;
  return (
    <>
      <EntryButton
        type="button"
        onClick={() => setOpen(true)}
        colorPalette={imported.color}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        borderStartWidth="3px"
        borderStartStyle="dotted"
        borderColor="colorPalette.solid"
        _hover={{ bg: "colorPalette.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
        data-testid="calendar-imported"
        {...common}
      >
        <HStack gap="1" minW="0" align="center">
          {time && (
            <Text as="span" fontWeight="semibold" flexShrink={0}>
              {time}
            </Text>
          )}
          <Text as="span" truncate={compact} overflowWrap="anywhere" flex="1" minW="0">
            {imported.name || t("calendar.imports.untitled")}
          </Text>
          <CalendarArrowDown size={12} aria-label={t("calendar.imports.from", { name: imported.importName })} />
        </HStack>
        {!compact && (
          <Text as="span" display="block" mt="1" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {imported.location ? `${imported.importName} · ${imported.location}` : imported.importName}
          </Text>
        )}
      </EntryButton>
      {open && <ImportedEventDialog occurrence={imported} members={members} onClose={() => setOpen(false)} />}
    </>
  );
}
