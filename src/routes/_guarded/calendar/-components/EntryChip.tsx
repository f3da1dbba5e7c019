import { Box, HStack, Text, chakra } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { CalendarArrowDown, Cake, CheckSquare, PoundSterling, Repeat, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { memberColor } from "../../../../../convex/lib/memberColors";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { MemberAvatar, initialsOf } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { EventDetailsDialog } from "./EventDetailsDialog";
import { peopleOf, type Entry, type ImportedOccurrence, type Occurrence } from "./entries";

const EntryButton = chakra("button");

/** Every chip's box: the day's width, smaller when compact. */
function chipLayout(compact: boolean) {
  return { w: "full", textAlign: "start" as const, borderRadius: "sm", px: "1.5", py: compact ? "0.5" : "1", fontSize: compact ? "xs" : "sm", lineHeight: "short" };
}
type ChipLayout = ReturnType<typeof chipLayout>;

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
  tabIndex,
  continues,
  part,
}: {
  entry: Entry;
  members: MemberView[];
  compact?: boolean;
  /** -1 where the grid keeps one tab stop and this chip's day is not the focused one. */
  tabIndex?: number;
  /** A bar over several days that goes on from the week before or into the next: its edge there is square. */
  continues?: { before: boolean; after: boolean };
  /**
   * One day of an entry over several, in the week's rows: the first shown says its span, the
   * others are "↳ name" (and which day they are); a side joined to the day above or below is square.
   */
  part?: DayPart;
  /** In the week's column of the person it is for: their name goes without saying. */
  inPersonColumn?: boolean;
  onOpen: (event: Occurrence) => void;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const common = {
    ...chipLayout(compact),
    ...(continues && { h: "full", ...(continues.before && { borderStartRadius: "0" }), ...(continues.after && { borderEndRadius: "0" }) }),
    ...(part?.above && { borderTopRadius: "0" }),
    ...(part?.below && { borderBottomRadius: "0" }),
  };
  // A later day of an entry over several: its name only (the first day shows the rest), and which day it is.
  const later = part !== undefined && !part.lead;
  const partOf = (name: string) =>
    part && {
      name: later ? `↳ ${name}` : name,
      label: later ? t("calendar.dayOf", { name, day: part.day, total: part.total }) : undefined,
      span: !later && (
        <Text as="span" display="block" fontSize="xs">
          {part.range}
        </Text>
      ),
    };
  if (entry.kind === "event") {
    const { event } = entry;
    const people = peopleOf(event, members);
    const piece = partOf(event.name);
    return (
      <ColoredChip
        palette={paletteOf(entry, members)}
        testId="calendar-event"
        tabIndex={tabIndex}
        title={compact || part ? event.name : undefined}
        label={piece?.label}
        onClick={() => onOpen(event)}
        time={later ? null : timeOf(event, compact)}
        name={piece?.name ?? event.name}
        mark={event.repeat !== undefined && <Repeat size={12} aria-label={t("calendar.repeats")} />}
        compact={compact}
        common={common}
        // Who it is for, in words as well as colour: a month cell has room for initials only.
        lead={compact && !inPersonColumn && <PersonTags people={people} compact />}
      >
        {piece?.span}
        {!compact && !later && ((people.length === 1 && !inPersonColumn) || people.length > 1 || event.everyone || event.location) && (
          <HStack gap="1" mt="1" wrap="wrap">
            {event.everyone ? (
              <Text as="span" fontSize="xs">
                {t("calendar.fields.everyone")}
              </Text>
            ) : people.length > 1 ? (
              people.map((person) => (
                <Box key={person._id} title={person.name}>
                  <MemberAvatar member={person} size="sm" />
                </Box>
              ))
            ) : (
              !inPersonColumn && <PersonTags people={people} compact={false} />
            )}
            {people.length > 1 && <chakra.span srOnly>{new Intl.ListFormat(i18n.language).format(people.map((person) => person.name))}</chakra.span>}
            {event.location && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {event.location}
              </Text>
            )}
          </HStack>
        )}
        {!compact && !later && people.length === 1 && inPersonColumn && <chakra.span srOnly>{people[0].name}</chakra.span>}
      </ColoredChip>
    );
  }
  if (entry.kind === "imported")
    return (
      <ImportedChip imported={entry.imported} members={members} compact={compact} inPersonColumn={inPersonColumn} common={common} tabIndex={tabIndex} part={partOf(entry.imported.name || t("calendar.imports.untitled"))} />
    );
  if (entry.kind === "birthday") {
    const { birthday } = entry;
    const name = firstNameOf(birthday.name);
    // French elides "de" before a vowel or mute h ("d’Emma"); in the other languages the elided text is the plain one.
    const text = t("calendar.birthday", { name, count: birthday.age, ordinal: true, context: /^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(name) ? "elided" : undefined });
    return (
      <HStack {...common} colorPalette="pink" bg="colorPalette.subtle" color="colorPalette.fg" gap="1" data-testid="calendar-birthday" title={text}>
        <Cake size={14} aria-hidden />
        <Text as="span" truncate={compact}>
          {text}
        </Text>
      </HStack>
    );
  }
  if (entry.kind === "task") {
    const { task } = entry;
    const person = members.find((member) => member._id === task.assignedTo);
    // Its list on the dashboard, opened at it (an admin's link names whose list); a chore's turn
    // is on the chores page. Another's task a member may not open is shown without a link.
    const link: ChipLink | null = !task.openable
      ? null
      : task.chore
        ? { to: "/chores" }
        : { to: "/dashboard", search: { task: task.taskId, member: task.assignedTo } };
    return (
      <LinkChip
        link={link}
        tabIndex={tabIndex}
        icon={CheckSquare}
        iconLabel={t("calendar.task")}
        label={task.title}
        detail={person && !inPersonColumn ? person.name : undefined}
        lead={compact && person && !inPersonColumn && <PersonTags people={[person]} compact />}
        done={task.done}
        compact={compact}
        common={common}
      />
    );
  }
  const { bill } = entry;
  return (
    // The server sends bills only to readers of the finance page: the link always lands.
    <LinkChip
      link={{ to: "/finance", search: { bill: bill.outgoingId, billMonth: bill.date.slice(0, 7) } }}
      tabIndex={tabIndex}
      icon={PoundSterling}
      iconLabel={t("calendar.bill")}
      label={bill.description}
      detail={fmt.money(bill.amountPence)}
      compact={compact}
      common={common}
    />
  );
}

/** An event's start (and, when there is room, end): wall times as stored, on the family's 24-hour clock. */
function timeOf(event: Pick<Occurrence | ImportedOccurrence, "startTime" | "endTime">, compact: boolean): string | null {
  return event.startTime !== undefined ? `${event.startTime}${compact ? "" : `–${event.endTime ?? event.startTime}`}` : null;
}

/**
 * A button in an event's colour: its time, name and a marking icon on the first line, what
 * `children` add below. Another calendar's (`dotted`) has a dotted edge.
 */
function ColoredChip({
  palette,
  dotted = false,
  testId,
  tabIndex,
  title,
  label,
  onClick,
  time,
  name,
  mark,
  lead,
  compact,
  common,
  children,
}: {
  /** Its accessible name, where the text shown is not enough. */
  label?: string;
  /** Before the time: who it is for, where the chip is too small for more. */
  lead?: ReactNode;
  palette: string;
  dotted?: boolean;
  testId: string;
  tabIndex?: number;
  /** The full name on hover, where the chip cuts it short. */
  title?: string;
  onClick: () => void;
  time: string | null;
  name: string;
  mark: ReactNode;
  compact: boolean;
  common: ChipLayout;
  children: ReactNode;
}) {
  return (
    <EntryButton
      type="button"
      onClick={onClick}
      colorPalette={palette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderStartWidth="3px"
      borderStartStyle={dotted ? "dotted" : undefined}
      borderColor="colorPalette.solid"
      _hover={{ bg: "colorPalette.muted" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
      data-testid={testId}
      tabIndex={tabIndex}
      title={title}
      aria-label={label}
      {...common}
    >
      <HStack gap="1" minW="0" align="center" wrap={compact ? "nowrap" : "wrap"}>
        {lead}
        {time && (
          <Text as="span" fontWeight="semibold" flexShrink={0}>
            {time}
          </Text>
        )}
        {/* In a narrow column the title takes a line of its own rather than a sliver beside the
            time, and breaks between words (inside one only when a word is wider than the column). */}
        <Text as="span" truncate={compact} overflowWrap="break-word" wordBreak="normal" flex={compact ? "1" : "1 1 6rem"} minW="0">
          {name}
        </Text>
        {mark}
      </HStack>
      {children}
    </EntryButton>
  );
}

/** Where a task's or bill's chip leads. */
type ChipLink =
  | { to: "/dashboard"; search: { task: string; member?: string } }
  | { to: "/finance"; search: { bill: string; billMonth: string } }
  | { to: "/chores" };

/**
 * A task or bill: marked by its icon, struck through once done, a link to where it is opened
 * (plain text when the reader may not open it). `detail` only when not compact.
 */
function LinkChip({
  link,
  tabIndex,
  icon: Icon,
  iconLabel,
  label,
  detail,
  lead,
  done = false,
  compact,
  common,
}: {
  /** Whose it is, where a month cell has no room for `detail`. */
  lead?: ReactNode;
  link: ChipLink | null;
  tabIndex?: number;
  icon: LucideIcon;
  iconLabel: string;
  label: string;
  detail?: string;
  done?: boolean;
  compact: boolean;
  common: ChipLayout;
}) {
  const body = (
    <HStack
      {...common}
      borderWidth="1px"
      borderStyle="dashed"
      gap="1"
      textDecoration={done ? "line-through" : undefined}
      _hover={link ? { bg: "bg.muted" } : undefined}
      title={compact ? label : undefined}
      data-testid={link ? undefined : "calendar-unlinked"}
    >
      {lead}
      <Icon size={14} aria-label={iconLabel} />
      <Text as="span" truncate={compact}>
        {label}
        {detail !== undefined && !compact ? ` · ${detail}` : ""}
      </Text>
    </HStack>
  );
  if (link === null) return body;
  return (
    <Link {...link} tabIndex={tabIndex} style={{ display: "block" }}>
      {body}
    </Link>
  );
}

/**
 * Another calendar's event: read-only, in its import's colour, marked with the import's name;
 * a click shows what it is (EventDetailsDialog).
 */
function ImportedChip({
  imported,
  members,
  compact,
  inPersonColumn,
  common,
  tabIndex,
  part,
}: {
  /** Its day's piece of an entry over several days (EntryChip's `part`). */
  part?: { name: string; label?: string; span: ReactNode };
  imported: ImportedOccurrence;
  members: MemberView[];
  compact: boolean;
  inPersonColumn: boolean;
  common: ChipLayout;
  tabIndex?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const people = inPersonColumn ? [] : peopleOf(imported, members);
  const name = imported.name || t("calendar.imports.untitled");
  return (
    <>
      <ColoredChip
        palette={imported.color}
        dotted
        testId="calendar-imported"
        tabIndex={tabIndex}
        title={compact || part ? name : undefined}
        label={part?.label}
        onClick={() => setOpen(true)}
        time={part?.label ? null : timeOf(imported, compact)}
        name={part?.name ?? name}
        mark={<CalendarArrowDown size={12} aria-label={t("calendar.imports.from", { name: imported.importName })} />}
        compact={compact}
        common={common}
        lead={compact && <PersonTags people={people} compact />}
      >
        {part?.span}
        {!compact && !part?.label && (
          <HStack gap="1" mt="1" wrap="wrap">
            <PersonTags people={people} compact={false} />
            <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="break-word">
              {imported.location ? `${imported.importName} · ${imported.location}` : imported.importName}
            </Text>
          </HStack>
        )}
      </ColoredChip>
      {open && (
        <EventDetailsDialog
          occurrence={imported}
          members={members}
          onClose={() => setOpen(false)}
          title={name}
          source={
            <HStack gap="2" colorPalette={imported.color}>
              <Box boxSize="3" rounded="full" bg="colorPalette.solid" flexShrink={0} aria-hidden />
              <Text fontSize="sm">{t("calendar.imports.from", { name: imported.importName })}</Text>
            </HStack>
          }
          readOnlyNote={t("calendar.imports.readOnly")}
        />
      )}
    </>
  );
}

/** Where an entry over several days is in the week: which of its days, of how many, and whether the day above and below have it too. */
export type DayPart = { lead: boolean; day: number; total: number; range: string; above: boolean; below: boolean };

/** The colour an event's chip is drawn in: its one person's, another calendar's own, or neutral. */
export function paletteOf(entry: Entry, members: MemberView[]): string {
  if (entry.kind === "imported") return entry.imported.color;
  if (entry.kind !== "event") return "gray";
  const people = peopleOf(entry.event, members);
  return people.length === 1 ? memberColor(people[0]) : "gray";
}

/** The first word of a member's name ("Emma Carter" → "Emma"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/**
 * Who an entry is for, written in their colour: first names where there is room, initials in a
 * month cell (the full name on hover and for screen readers). Beyond two (three with room), "+n".
 */
export function PersonTags({ people, compact }: { people: MemberView[]; compact: boolean }) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  const shown = people.slice(0, compact ? 2 : 3);
  return (
    <HStack as="span" gap="0.5" flexShrink={0} data-testid="calendar-people">
      {shown.map((person) => (
        <Text
          as="span"
          key={person._id}
          title={person.name}
          colorPalette={memberColor(person)}
          // The avatar's colours (MemberAvatar): readable in every palette, light and dark.
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          borderWidth="1px"
          borderColor="colorPalette.solid"
          borderRadius="full"
          px={compact ? "1" : "1.5"}
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1.4"
          whiteSpace="nowrap"
        >
          <span aria-hidden>{compact ? initialsOf(person.name) : firstNameOf(person.name)}</span>
          <chakra.span srOnly>{person.name}</chakra.span>
        </Text>
      ))}
      {people.length > shown.length && (
        <Text as="span" fontSize="2xs" fontWeight="bold">
          {t("calendar.morePeople", { count: people.length - shown.length })}
        </Text>
      )}
    </HStack>
  );
}
