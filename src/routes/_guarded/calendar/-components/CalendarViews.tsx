import { Box, Button, Heading, Stack, Table, Text, chakra } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { daysOf, shiftDay, shiftMonths } from "../../../../features/calendar/calendarDates";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { capitalFirst, formatDay } from "../../../../i18n/format";
import { dateLocaleFor } from "../../../../i18n";
import { EntryChip, PersonTags, paletteOf } from "./EntryChip";
import { monthCell, peopleOf, peopleOfEntry, spanOf, weekSegments, type Entry, type Occurrence } from "./entries";

type ViewProps = {
  days: string[];
  byDay: Map<string, Entry[]>;
  members: MemberView[];
  today: string;
  onOpen: (event: Occurrence) => void;
  onDay: (day: string) => void;
};

export type DayPattern = "monthTitle" | "weekdayShort" | "weekday" | "dayLong" | "dayNumber" | "dayShort" | "dayWithYear" | "rangeStart" | "rangeEnd";

/**
 * A day in one of the calendar's patterns, each language's own (calendar.patterns). A heading starts with a
 * capital also where the language writes weekdays and months small (miércoles, décembre).
 */
export function useDayFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const locale = dateLocaleFor(language);
  return (day: string, pattern: DayPattern, options?: { heading?: boolean }) => {
    const text = formatDay(day, t(`calendar.patterns.${pattern}`), locale);
    return options?.heading ? capitalFirst(text, language) : text;
  };
}

/** Lines a desktop month cell shows (bars and chips); the rest are "+N more". */
const CELL_LINES = 3;

type MonthProps = ViewProps & {
  month: string;
  /** Occurrences the server's cap left out, per day (they count in the day's "+N more"). */
  cut?: { date: string; count: number }[];
  /** The keys moved focus to `day`, outside this month's grid: show its month. */
  onMonth: (day: string) => void;
  /** A day to focus once shown (after the keys moved to another month). */
  focusDay?: string | null;
  onFocused?: () => void;
};

/**
 * Month: whole weeks; each day's number opens that day. The grid is one tab stop (the WAI-ARIA
 * grid pattern, as the date picker): arrows move by day and week and cross into the next or
 * previous month, Page Up/Down move a month (with Shift a year), Home/End go to the week's
 * start and end. The focused day's chips come next in the tab order; the others' do not. An
 * entry over several days is one bar across them, split at the week's edge.
 */
export function MonthView({ days, byDay, members, today, onOpen, onDay, month, cut = [], onMonth, focusDay, onFocused }: MonthProps) {
  const { t, i18n } = useTranslation();
  const fmtDay = useDayFormat();
  const grid = useRef<HTMLTableElement>(null);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const [active, setActive] = useState<string | null>(null);
  const fallback = days.includes(today) && today.startsWith(month) ? today : `${month}-01`;
  // The day the keys moved to, once its own month shows (an old grid's last row may hold it too).
  const arrived = focusDay && focusDay.startsWith(month) && days.includes(focusDay) ? focusDay : null;
  const current = arrived ?? (active && days.includes(active) ? active : fallback);
  const cutOn = new Map(cut.map((day) => [day.date, day.count]));

  useEffect(() => {
    if (!arrived) return;
    // Focusing it makes it the active day (the button's onFocus).
    grid.current?.querySelector<HTMLElement>(`[data-day="${arrived}"]`)?.focus();
    onFocused?.();
  }, [arrived, onFocused]);

  /** The day, how much is on, and for whom (the phone's marks say it only visually). */
  function dayLabel(day: string, entries: Entry[], more: number): string {
    const count = entries.length + more;
    if (count === 0) return fmtDay(day, "dayLong");
    const names = [...new Set(entries.flatMap((entry) => peopleOfEntry(entry, members)).map((person) => person.name))];
    const who = names.length ? ` (${new Intl.ListFormat(i18n.language).format(names)})` : "";
    return `${fmtDay(day, "dayLong")}, ${t("calendar.entries", { count })}${who}`;
  }

  function moveTo(day: string, newMonth = false) {
    const next = grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`);
    if (next && !newMonth) {
      setActive(day);
      next.focus();
    } else onMonth(day);
  }

  function onKeyDown(event: KeyboardEvent) {
    const day = (event.target as HTMLElement).dataset.day;
    if (!day) return;
    const column = days.indexOf(day) % 7;
    const byDays = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -column, End: 6 - column }[event.key];
    const byMonths = event.key === "PageUp" ? -1 : event.key === "PageDown" ? 1 : undefined;
    if (byDays !== undefined) moveTo(shiftDay(day, byDays));
    else if (byMonths !== undefined) moveTo(shiftMonths(day, byMonths * (event.shiftKey ? 12 : 1)), true);
    else return;
    event.preventDefault();
  }

  return (
    // Relative: the chips' screen-reader text is placed inside this scroller, so only the table scrolls, not the page.
    <Box overflowX="auto" position="relative">
      <Table.Root ref={grid} size="sm" tableLayout="fixed" minW={{ base: "full", md: "3xl" }} onKeyDown={onKeyDown} aria-label={fmtDay(`${month}-01`, "monthTitle", { heading: true })}>
        <Table.Header>
          <Table.Row>
            {weeks[0]?.map((day) => (
              <Table.ColumnHeader key={day} textAlign="center" px="1">
                <chakra.span aria-hidden>{fmtDay(day, "weekdayShort")}</chakra.span>
                <chakra.span srOnly>{fmtDay(day, "weekday")}</chakra.span>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => {
            const segments = weekSegments(week, byDay);
            return (
              <Table.Row key={week[0]}>
                {week.map((day) => {
                  const entries = byDay.get(day) ?? [];
                  const inMonth = day.startsWith(month);
                  const tabbable = day === current;
                  const { over, lanes, shown, more } = monthCell(day, entries, segments, cutOn.get(day) ?? 0, CELL_LINES);
                  return (
                    <Table.Cell key={day} verticalAlign="top" p="1" h={{ base: "16", md: "28" }} bg={inMonth ? "bg.panel" : "bg.muted"}>
                      <Button
                        size="xs"
                        variant={day === today ? "solid" : "ghost"}
                        colorPalette={day === today ? "green" : "gray"}
                        minW="7"
                        px="1"
                        data-day={day}
                        tabIndex={tabbable ? 0 : -1}
                        aria-current={day === today ? "date" : undefined}
                        aria-label={dayLabel(day, entries, cutOn.get(day) ?? 0)}
                        onClick={() => onDay(day)}
                        onFocus={() => setActive(day)}
                        color={inMonth || day === today ? undefined : "fg.muted"}
                      >
                        {fmtDay(day, "dayNumber")}
                      </Button>
                      {/* On a phone a day shows how much is on; the day view lists it. */}
                      <Stack gap="0.5" mt="0.5" display={{ base: "none", md: "flex" }}>
                        {Array.from({ length: lanes }, (_, lane) => {
                          const piece = over.find((segment) => segment.lane === lane);
                          return (
                            <Box key={`lane${lane}`} position="relative" h="6" data-testid={piece ? undefined : "calendar-lane-gap"}>
                              {piece && piece.first === day && (
                                <Box
                                  position="absolute"
                                  insetStart="0"
                                  top="0"
                                  zIndex="1"
                                  // Across its days: each further cell is a cell's width plus the two paddings between.
                                  w={`calc(${piece.days} * 100% + ${(piece.days - 1) * 8}px)`}
                                  data-testid="calendar-bar"
                                  data-days={piece.days}
                                >
                                  <EntryChip entry={piece.entry} members={members} compact onOpen={onOpen} tabIndex={tabbable ? 0 : -1} continues={{ before: piece.before, after: piece.after }} />
                                </Box>
                              )}
                            </Box>
                          );
                        })}
                        {shown.map((entry) => (
                          <EntryChip key={entry.key} entry={entry} members={members} compact onOpen={onOpen} tabIndex={tabbable ? 0 : -1} />
                        ))}
                        {more > 0 && (
                          <Button size="2xs" variant="plain" justifyContent="start" px="1" tabIndex={tabbable ? 0 : -1} onClick={() => onDay(day)}>
                            {t("calendar.more", { count: more })}
                          </Button>
                        )}
                      </Stack>
                      {entries.length > 0 && <PhoneDayMarks entries={entries} members={members} />}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A phone's month cell has no room for chips: it shows who has something that day, by their
 * initials in their colour, and a plain dot for what is for no one in particular (bills,
 * "everyone"). The day's button says the same in words.
 */
function PhoneDayMarks({ entries, members }: { entries: Entry[]; members: MemberView[] }) {
  const people = [...new Map(entries.flatMap((entry) => peopleOfEntry(entry, members)).map((person) => [person._id, person])).values()];
  const unassigned = entries.some((entry) => peopleOfEntry(entry, members).length === 0);
  return (
    <Box display={{ base: "flex", md: "none" }} gap="0.5" flexWrap="wrap" alignItems="center" mt="1" aria-hidden data-testid="calendar-day-marks">
      <PersonTags people={members.filter((member) => people.includes(member))} compact />
      {unassigned && <Box boxSize="1.5" borderRadius="full" bg="fg.muted" />}
    </Box>
  );
}

/**
 * Week with a column per person: an event (ours or another calendar's) for one person is in
 * their column, one for several or for everyone in "Together", so each is drawn once. Tasks go to their person's column;
 * bills and birthdays to "Together". An entry over several days is one bar down its days in its
 * column: a chip each day (the first says its span), joined through the gaps between rows
 * by a band in its colour; each further lane is set in a little, so bars side by side stay apart.
 */
export function WeekView({ days, byDay, members, today, onOpen, onDay }: ViewProps) {
  const { t } = useTranslation();
  const fmtDay = useDayFormat();
  const columnOf = (entry: Entry): Id<"members"> | "together" => {
    if (entry.kind === "event" || entry.kind === "imported") {
      const people = peopleOf(entry.kind === "event" ? entry.event : entry.imported, members);
      return people.length === 1 ? (people[0]._id as Id<"members">) : "together";
    }
    if (entry.kind === "task") return entry.task.assignedTo;
    if (entry.kind === "birthday") return entry.birthday.memberId;
    return "together";
  };
  const columns: { key: Id<"members"> | "together"; label: string; member?: MemberView }[] = [
    { key: "together", label: t("calendar.together") },
    ...members.map((member) => ({ key: member._id as Id<"members">, label: member.name, member })),
  ];
  // Each column's bars, in lanes of their own (the month's rule, down a column's days).
  const barsOf = new Map(
    columns.map((column) => [column.key, weekSegments(days, new Map(days.map((day) => [day, (byDay.get(day) ?? []).filter((entry) => columnOf(entry) === column.key)])))]),
  );
  return (
    // Relative: the chips' screen-reader text is placed inside this scroller, so only the table scrolls, not the page.
    <Box overflowX="auto" position="relative">
      <Table.Root size="sm" tableLayout="fixed" minW={`${10 + columns.length * 10}rem`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="24">
              <chakra.span srOnly>{t("calendar.day")}</chakra.span>
            </Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key}>
                <Stack direction="row" align="center" gap="2">
                  {column.member && <MemberAvatar member={column.member} size="sm" />}
                  <Text truncate>{column.label}</Text>
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => {
            const entries = byDay.get(day) ?? [];
            return (
              <Table.Row key={day} bg={day === today ? "green.subtle" : undefined}>
                <Table.Cell as="th" scope="row" verticalAlign="top" px="2">
                  <Button size="xs" variant="ghost" px="1" onClick={() => onDay(day)} aria-current={day === today ? "date" : undefined}>
                    {fmtDay(day, "dayShort")}
                  </Button>
                </Table.Cell>
                {columns.map((column) => {
                  const bars = (barsOf.get(column.key) ?? []).filter((bar) => bar.first <= day && bar.last >= day).sort((a, b) => a.lane - b.lane);
                  return (
                    // Relative and clipped: a bar's edge runs to the cell's top and bottom and no further.
                    <Table.Cell key={column.key} verticalAlign="top" p="1" position="relative" overflow="hidden">
                      <Stack gap="1">
                        {bars.map((bar) => {
                          const span = spanOf(bar.entry)!;
                          const above = day > bar.first || bar.before;
                          const below = day < bar.last || bar.after;
                          const part = {
                            lead: day === bar.first,
                            day: daysOf(span.first, day).length,
                            total: daysOf(span.first, span.last).length,
                            range: t("calendar.range", { from: fmtDay(span.first, "rangeStart"), to: fmtDay(span.last, "rangeStart") }),
                            above,
                            below,
                          };
                          return (
                            <Box key={bar.id} position="relative" ms={bar.lane * 2} colorPalette={paletteOf(bar.entry, members)} data-testid="calendar-week-bar">
                              {(above || below) && (
                                <Box
                                  aria-hidden
                                  position="absolute"
                                  insetX="0"
                                  top={above ? "-100rem" : "50%"}
                                  bottom={below ? "-100rem" : "50%"}
                                  bg="colorPalette.subtle"
                                  borderStartWidth="3px"
                                  borderColor="colorPalette.solid"
                                  zIndex="0"
                                />
                              )}
                              {/* Over the edges of the bars in the lanes after it. */}
                              <Box position="relative" zIndex="1">
                                <EntryChip entry={bar.entry} members={members} inPersonColumn={column.key !== "together"} onOpen={onOpen} part={part} />
                              </Box>
                            </Box>
                          );
                        })}
                        {entries
                          .filter((entry) => columnOf(entry) === column.key && spanOf(entry) === null)
                          .map((entry) => (
                            <Box key={entry.key} position="relative" zIndex="1">
                              <EntryChip entry={entry} members={members} inPersonColumn={column.key !== "together"} onOpen={onOpen} />
                            </Box>
                          ))}
                      </Stack>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The agenda (seven days from the day shown) and the day view: each day a heading and its list. */
export function ListView({ days, byDay, members, today, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const fmtDay = useDayFormat();
  return (
    <Stack gap="5">
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        return (
          <Box as="section" key={day} aria-labelledby={`calendar-day-${day}`}>
            <Heading as="h2" size="sm" id={`calendar-day-${day}`} mb="2" color={day === today ? "green.fg" : undefined}>
              {day === today ? `${t("common.dates.today")} · ` : ""}
              {fmtDay(day, "dayLong", { heading: day !== today })}
            </Heading>
            {entries.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t("calendar.nothing")}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryChip entry={entry} members={members} onOpen={onOpen} />
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
