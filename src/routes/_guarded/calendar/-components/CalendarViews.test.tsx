// The calendar's views say who an entry is for in words, not by colour alone, and put another
// calendar's entries for one person in that person's week column.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { i18n } from "../../../../i18n";
import fr from "../../../../i18n/fr";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { EntryChip } from "./EntryChip";
import { daysOf } from "../../../../features/calendar/calendarDates";
import { MonthView, WeekView } from "./CalendarViews";
import { entriesByDay, type CalendarRange, type ImportedOccurrence, type Occurrence } from "./entries";

const emma = { _id: "m1", _creationTime: 0, name: "Emma Carter", memberType: "Daughter", role: "member", status: "online", color: "purple" } as MemberView;
const max = { _id: "m2", _creationTime: 0, name: "Max Carter", memberType: "Son", role: "member", status: "online", color: "blue" } as MemberView;
const members = [emma, max];

function event(name: string, memberIds: string[], date = "2030-01-07"): Occurrence {
  return {
    key: `e:${name}`,
    eventId: `e${name}` as Id<"events">,
    occurrenceDate: date,
    date,
    startTime: "16:00",
    endTime: "17:00",
    name,
    everyone: false,
    memberIds: memberIds as Id<"members">[],
    createdBy: "m1" as Id<"members">,
    canEdit: true,
  };
}

const scouts: ImportedOccurrence = {
  key: "k1",
  importId: "ci1" as Id<"calendarImports">,
  importName: "Scouts",
  color: "teal",
  name: "Scouts meeting",
  date: "2030-01-08",
  startTime: "18:00",
  endTime: "19:00",
  repeats: false,
  everyone: false,
  memberIds: ["m1" as Id<"members">],
};

const week = ["2030-01-07", "2030-01-08", "2030-01-09", "2030-01-10", "2030-01-11", "2030-01-12", "2030-01-13"];
function range(events: Occurrence[], imported: ImportedOccurrence[] = []): CalendarRange {
  return { events, imported, tasks: [], bills: [], birthdays: [], truncated: false, cut: [] };
}

describe("who an entry is for", () => {
  test("a one-person event says their first name in the agenda, and their initials in a month cell", async () => {
    const swim = event("Swimming", ["m1"]);
    const { unmount } = await renderInRouter(<EntryChip entry={{ kind: "event", key: "a", date: swim.date, event: swim }} members={members} onOpen={vi.fn()} />);
    const tags = await screen.findByTestId("calendar-people");
    expect(tags).toHaveTextContent("Emma");
    expect(within(tags).getByTitle("Emma Carter")).toBeVisible();
    unmount();
    await renderInRouter(<EntryChip entry={{ kind: "event", key: "a", date: swim.date, event: swim }} members={members} compact onOpen={vi.fn()} />);
    expect(within(await screen.findByTestId("calendar-event")).getByTitle("Emma Carter")).toHaveTextContent("EC");
  });

  test("a month cell's chip for several people shows each one's initials", async () => {
    const dinner = event("Dinner", ["m1", "m2"]);
    await renderInRouter(<EntryChip entry={{ kind: "event", key: "a", date: dinner.date, event: dinner }} members={members} compact onOpen={vi.fn()} />);
    const chip = await screen.findByTestId("calendar-event");
    expect(within(chip).getByTitle("Emma Carter")).toHaveTextContent("EC");
    expect(within(chip).getByTitle("Max Carter")).toHaveTextContent("MC");
  });

  test("a task in a month cell shows whose it is", async () => {
    const task = { taskId: "t1" as Id<"tasks">, title: "Tidy the living room", date: "2030-01-07", assignedTo: "m2" as Id<"members">, done: false, chore: false, openable: true };
    await renderInRouter(<EntryChip entry={{ kind: "task", key: "t", date: task.date, task }} members={members} compact onOpen={vi.fn()} />);
    expect(await screen.findByTitle("Max Carter")).toHaveTextContent("MC");
  });

  test("the phone's month marks a day with the initials of whoever has something on, and its button names them", async () => {
    const days = [...week];
    const byDay = entriesByDay(range([event("Swimming", ["m1"]), event("Judo", ["m2"]), event("Piano", ["m1"])]), days);
    await renderInRouter(<MonthView days={days} byDay={byDay} members={members} today="2030-01-01" month="2030-01" onOpen={vi.fn()} onDay={vi.fn()} onMonth={vi.fn()} />);
    const marks = await screen.findByTestId("calendar-day-marks");
    expect(within(marks).getByTitle("Emma Carter")).toHaveTextContent("EC");
    expect(within(marks).getByTitle("Max Carter")).toHaveTextContent("MC");
    expect(screen.getByRole("button", { name: /3 entries \(Emma Carter and Max Carter\)/ })).toBeInTheDocument();
  });
});

describe("the week's columns", () => {
  test("another calendar's entry for one person is in that person's column", async () => {
    const byDay = entriesByDay(range([], [scouts]), week);
    await renderInRouter(<WeekView days={week} byDay={byDay} members={members} today="2030-01-01" onOpen={vi.fn()} onDay={vi.fn()} />);
    const chip = await screen.findByTestId("calendar-imported");
    const cell = chip.closest("td");
    const row = cell?.closest("tr");
    // The row's cells: the day, Together, Emma, Max.
    expect(row && cell ? Array.from(row.children).indexOf(cell) : -1).toBe(2);
  });
});

describe("the week's rows", () => {
  test("an event over several days is one bar down its days in its person's column: its span on the first, then which day each is", async () => {
    // Wednesday 9 to Saturday 12 January, and one from the week before (5 to 8 January).
    const byDay = entriesByDay(range([allDay("Grandma's visit", "2030-01-09", "2030-01-12"), allDay("Ski trip", "2030-01-05", "2030-01-08")]), week);
    await renderInRouter(<WeekView days={week} byDay={byDay} members={members} today="2030-01-01" onOpen={vi.fn()} onDay={vi.fn()} />);
    const visit = screen.getAllByTitle("Grandma's visit");
    expect(visit).toHaveLength(4);
    expect(visit[0]).toHaveTextContent("9 Jan – 12 Jan");
    expect(visit.slice(1).map((chip) => chip.getAttribute("aria-label"))).toEqual(["Grandma's visit, day 2 of 4", "Grandma's visit, day 3 of 4", "Grandma's visit, day 4 of 4"]);
    expect(visit[1]).toHaveTextContent("↳ Grandma's visit");
    // All in Emma's column (the day, Together, Emma, Max), one row after another.
    const rows = [...document.querySelectorAll("tbody tr")];
    expect(visit.map((chip) => [rows.indexOf(chip.closest("tr")!), [...chip.closest("tr")!.children].indexOf(chip.closest("td")!)])).toEqual([[2, 2], [3, 2], [4, 2], [5, 2]]);
    // Begun the week before: its first day here says its span, its last which day it is.
    const trip = screen.getAllByTitle("Ski trip");
    expect(trip[0]).toHaveTextContent("5 Jan – 8 Jan");
    expect(trip[1]).toHaveAccessibleName("Ski trip, day 4 of 4");
  });
});

describe("birthdays", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));
  const birthday = (name: string, age: number) => ({ memberId: "m1" as Id<"members">, name, age, date: "2030-01-07" });

  test("first name, the full text on hover, and none on the day someone was born", async () => {
    const byDay = entriesByDay({ ...range([]), birthdays: [birthday("Emma Carter", 9), { ...birthday("Max Carter", 0), memberId: "m2" as Id<"members"> }] }, ["2030-01-07"]);
    const entries = byDay.get("2030-01-07")!;
    expect(entries).toHaveLength(1);
    await renderInRouter(<EntryChip entry={entries[0]} members={members} compact onOpen={vi.fn()} />);
    const chip = await screen.findByTestId("calendar-birthday");
    expect(chip).toHaveTextContent("Emma's 9th birthday");
    expect(chip).toHaveAttribute("title", "Emma's 9th birthday");
  });

  test("French elides before a vowel and not before a consonant", async () => {
    if (!i18n.hasResourceBundle("fr", "translation")) i18n.addResourceBundle("fr", "translation", fr.translation);
    await act(() => i18n.changeLanguage("fr"));
    const entry = (name: string, age: number) => ({ kind: "birthday" as const, key: name, date: "2030-01-07", birthday: birthday(name, age) });
    const { unmount } = await renderInRouter(<EntryChip entry={entry("Emma Carter", 9)} members={members} onOpen={vi.fn()} />);
    expect(await screen.findByTestId("calendar-birthday")).toHaveTextContent("9e anniversaire d’Emma");
    unmount();
    await renderInRouter(<EntryChip entry={entry("Sarah Carter", 1)} members={members} onOpen={vi.fn()} />);
    expect(await screen.findByTestId("calendar-birthday")).toHaveTextContent("1er anniversaire de Sarah");
  });
});

// January 2030 from its Monday-started weeks: 31 December 2029 to 3 February 2030.
const january = daysOf("2029-12-31", "2030-02-03");
const allDay = (name: string, date: string, endDate?: string): Occurrence => ({ ...event(name, ["m1"], date), startTime: undefined, endTime: undefined, endDate });

describe("the month grid", () => {
  test("an event over several days is one bar, split where the week ends, with its name on hover", async () => {
    // Saturday 5 to Tuesday 8 January: Saturday and Sunday, then Monday and Tuesday.
    const byDay = entriesByDay(range([allDay("Grandma's visit", "2030-01-05", "2030-01-08")]), january);
    await renderInRouter(<MonthView days={january} byDay={byDay} members={members} today="2030-01-01" month="2030-01" onOpen={vi.fn()} onDay={vi.fn()} onMonth={vi.fn()} />);
    const bars = await screen.findAllByTestId("calendar-bar");
    expect(bars.map((bar) => bar.dataset.days)).toEqual(["2", "2"]);
    expect(screen.getAllByTestId("calendar-event")).toHaveLength(2);
    expect(within(bars[0]).getByTestId("calendar-event")).toHaveAttribute("title", "Grandma's visit");
  });

  test("a day counts its bars in its three lines, and what the server's cap left out in its \"+N more\"", async () => {
    const events = [allDay("Camp", "2030-01-14", "2030-01-16"), event("A", ["m1"], "2030-01-15"), event("B", ["m1"], "2030-01-15"), event("C", ["m1"], "2030-01-15")];
    const byDay = entriesByDay(range(events), january);
    const cut = [{ date: "2030-01-22", count: 4 }];
    await renderInRouter(<MonthView days={january} byDay={byDay} members={members} today="2030-01-01" month="2030-01" cut={cut} onOpen={vi.fn()} onDay={vi.fn()} onMonth={vi.fn()} />);
    const cell = (await screen.findByRole("button", { name: /^Tuesday 15 January/ })).closest("td")!;
    // The bar, two of the three timed events, and one more.
    expect(within(cell).getAllByTestId("calendar-event")).toHaveLength(2);
    expect(within(cell).getByText("+1 more")).toBeInTheDocument();
    const cutCell = screen.getByRole("button", { name: /^Tuesday 22 January, 4 entries/ }).closest("td")!;
    expect(within(cutCell).getByText("+4 more")).toBeInTheDocument();
  });

  test("one tab stop; arrows cross into the next month, Page keys change month, Home and End go to the week's ends", async () => {
    const onMonth = vi.fn();
    const byDay = entriesByDay(range([event("Swimming", ["m1"], "2030-01-15"), event("Judo", ["m1"], "2030-01-16")]), january);
    await renderInRouter(<MonthView days={january} byDay={byDay} members={members} today="2030-01-15" month="2030-01" onOpen={vi.fn()} onDay={vi.fn()} onMonth={onMonth} />);
    const day = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;
    await screen.findAllByTestId("calendar-event");
    const stops = [...document.querySelectorAll("table button, table a")].filter((element) => element.getAttribute("tabindex") !== "-1");
    // Today's number and its own chip; not the 16th's chip.
    expect(stops).toEqual([day("2030-01-15"), screen.getByText("Swimming").closest("button")]);
    act(() => day("2030-01-16").focus());
    fireEvent.keyDown(day("2030-01-16"), { key: "Home" });
    expect(day("2030-01-14")).toHaveFocus();
    fireEvent.keyDown(day("2030-01-14"), { key: "End" });
    expect(day("2030-01-20")).toHaveFocus();
    expect(day("2030-01-20")).toHaveAttribute("tabindex", "0");
    fireEvent.keyDown(day("2030-01-20"), { key: "PageDown" });
    expect(onMonth).toHaveBeenLastCalledWith("2030-02-20");
    fireEvent.keyDown(day("2030-01-20"), { key: "PageUp", shiftKey: true });
    expect(onMonth).toHaveBeenLastCalledWith("2029-01-20");
    act(() => day("2030-02-03").focus());
    fireEvent.keyDown(day("2030-02-03"), { key: "ArrowDown" });
    expect(onMonth).toHaveBeenLastCalledWith("2030-02-10");
  });
});

describe("a task's and a bill's chip open them", () => {
  const task = { taskId: "t1" as Id<"tasks">, title: "Tidy the living room", date: "2030-01-07", assignedTo: "m2" as Id<"members">, done: false, chore: false, openable: true };

  test("a task opens its person's list at it; one the reader may not open is plain text", async () => {
    const { unmount } = await renderInRouter(<EntryChip entry={{ kind: "task", key: "t", date: task.date, task }} members={members} onOpen={vi.fn()} />);
    const link = await screen.findByRole("link", { name: /Tidy the living room/ });
    expect(link.getAttribute("href")).toBe("/dashboard?task=t1&member=m2");
    unmount();
    await renderInRouter(<EntryChip entry={{ kind: "task", key: "t", date: task.date, task: { ...task, openable: false } }} members={members} onOpen={vi.fn()} />);
    expect(await screen.findByTestId("calendar-unlinked")).toHaveTextContent("Tidy the living room");
    expect(screen.queryByRole("link")).toBeNull();
  });

  test("a bill opens the bills board at its month", async () => {
    const bill = { outgoingId: "o1" as Id<"monthlyOutgoings">, description: "Council tax", amountPence: 15000, date: "2030-01-07" };
    await renderInRouter(<EntryChip entry={{ kind: "bill", key: "b", date: bill.date, bill }} members={members} onOpen={vi.fn()} />);
    expect((await screen.findByRole("link", { name: /Council tax/ })).getAttribute("href")).toBe("/finance?bill=o1&billMonth=2030-01");
  });
});
