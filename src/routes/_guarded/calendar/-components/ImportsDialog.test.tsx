// Other calendars in the page: an imported entry is read-only, in its calendar's colour, marked
// with its name, and opens its details; the admin's dialog lists the calendars and adds one.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { leftOutReasons } from "../../../../../convex/lib/calendarImports";
import { languages } from "../../../../../convex/lib/validators";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { i18n, loadAllStrings } from "../../../../i18n";
import dePack from "../../../../i18n/de";
import enPack from "../../../../i18n/en";
import esPack from "../../../../i18n/es";
import frPack from "../../../../i18n/fr";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { EntryChip } from "./EntryChip";
import { ImportsDialog } from "./ImportsDialog";
import type { ImportedOccurrence } from "./entries";

const calls = vi.hoisted(() => ({ addUrl: vi.fn(), addFile: vi.fn(), list: [] as unknown[] }));

vi.mock("convex/react", async () => {
  const { getFunctionName: nameOf } = await import("convex/server");
  return {
    useQuery: () => calls.list,
    useMutation: (ref: Parameters<typeof nameOf>[0]) => (nameOf(ref) === "calendarImports:addUrlImport" ? calls.addUrl : vi.fn()),
    useAction: (ref: Parameters<typeof nameOf>[0]) => (nameOf(ref) === "calendarImports:addFileImport" ? calls.addFile : vi.fn()),
  };
});
vi.mock("../../../../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), notifyFailure: vi.fn() }));

const packs = { en: enPack, es: esPack, fr: frPack, de: dePack };

const max = { _id: "m1", _creationTime: 0, name: "Max", memberType: "Son", role: "member", status: "online", color: "blue" } as MemberView;

const football: ImportedOccurrence = {
  key: "k1",
  importId: "ci1" as Id<"calendarImports">,
  importName: "School",
  color: "teal",
  name: "Football",
  location: "Playing field",
  notes: "Bring boots",
  date: "2030-01-07",
  startTime: "16:00",
  endTime: "17:00",
  repeats: true,
  everyone: false,
  memberIds: ["m1" as Id<"members">],
};

beforeEach(() => {
  calls.addUrl.mockReset();
  calls.addFile.mockReset();
  calls.list = [];
});

describe("an imported entry", () => {
  test("is marked with its calendar's name and opens its details, with nothing to change", async () => {
    await renderInRouter(<EntryChip entry={{ kind: "imported", key: "i", date: football.date, imported: football }} members={[max]} onOpen={vi.fn()} />);
    const chip = await screen.findByTestId("calendar-imported");
    expect(chip).toHaveTextContent("16:00–17:00");
    expect(chip).toHaveTextContent("Football");
    expect(within(chip).getByLabelText("From School")).toBeInTheDocument();
    fireEvent.click(chip);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Playing field");
    expect(dialog).toHaveTextContent("Bring boots");
    expect(dialog).toHaveTextContent("Max");
    expect(dialog).toHaveTextContent("From School");
    expect(dialog).toHaveTextContent("cannot be changed here");
    expect(within(dialog).queryByRole("button", { name: /delete|save/i })).toBeNull();
  });
});

describe("the other calendars dialog", () => {
  test("lists each calendar with who it is for and what went wrong, and adds one from a web address", async () => {
    calls.list = [
      {
        _id: "ci1",
        name: "School",
        color: "teal",
        source: "url",
        url: "https://school.test/term.ics",
        everyone: false,
        memberIds: ["m1"],
        lastFetchedAt: Date.now() - 5 * 60_000,
        lastError: "timeout",
        eventCount: 12,
      },
    ];
    calls.addUrl.mockResolvedValue({ ok: true, value: "ci2" });
    await renderInRouter(<ImportsDialog members={[max]} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("https://school.test/term.ics");
    expect(dialog).toHaveTextContent("For Max");
    expect(dialog).toHaveTextContent("12 events");
    expect(dialog).toHaveTextContent("Could not read the calendar: The web address did not answer within 10 seconds.");

    fireEvent.click(within(dialog).getByRole("button", { name: "Add a calendar" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findAllByText("Please fill in this field")).toHaveLength(2);
    expect(calls.addUrl).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Web address/), { target: { value: "webcal://club.test/c.ics" } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Swim club" } });
    fireEvent.click(within(dialog).getByLabelText("Purple"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(calls.addUrl).toHaveBeenCalledTimes(1));
    expect(calls.addUrl).toHaveBeenCalledWith({
      import: { name: "Swim club", color: "purple", everyone: true, memberIds: [] },
      url: "webcal://club.test/c.ics",
    });
  });

  test("an address with a password, or one the server refuses as private, is refused on the address field", async () => {
    calls.addUrl.mockResolvedValue({ ok: false, problem: "blockedAddress" });
    await renderInRouter(<ImportsDialog members={[max]} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add a calendar" }));
    const address = within(dialog).getByLabelText(/Web address/);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Router" } });
    fireEvent.change(address, { target: { value: "https://ada:secret@club.test/c.ics" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Leave the user name and password out of the web address.")).toBeInTheDocument();
    expect(calls.addUrl).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: "http://192.168.1.1/admin.ics" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(/This web address is on a private or local network/)).toBeInTheDocument();
    expect(calls.addUrl).toHaveBeenCalledTimes(1);
    expect(address).toHaveAttribute("aria-invalid", "true");
  });

  test("says how many events the last read left out, and why", async () => {
    calls.list = [
      {
        _id: "ci1",
        name: "Holidays",
        color: "teal",
        source: "file",
        everyone: true,
        memberIds: [],
        lastFetchedAt: Date.now() - 5 * 60_000,
        eventCount: 93,
        lastRead: { read: 96, leftOut: [{ reason: "noStart", count: 1 }, { reason: "cancelled", count: 2 }] },
      },
      { _id: "ci2", name: "School", color: "blue", source: "file", everyone: true, memberIds: [], lastFetchedAt: Date.now(), eventCount: 4, lastRead: { read: 4, leftOut: [] } },
    ];
    await renderInRouter(<ImportsDialog members={[max]} onClose={vi.fn()} />);
    const dialog = await screen.findByRole("dialog");
    const lines = within(dialog).getAllByTestId("import-left-out");
    // Only the calendar that lost events says so.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent("96 events in the file · 3 left out: no start date (1), cancelled (2)");
  });
});

describe("the left-out line in each language", () => {
  afterEach(() => act(() => i18n.changeLanguage("en")));

  // Every reason the reader can give, each with a count of its own, so each "(n)" names one reason.
  const everyReason = leftOutReasons.map((reason, index) => ({ reason, count: index + 1 }));

  test.each(languages)("in %s it names every reason in the pack's words, each with its count", async (language) => {
    const pack = packs[language].translation as { calendar: { imports: { leftOutReasons: Record<string, string> } } };
    if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", pack);
    await act(() => i18n.changeLanguage(language));
    await loadAllStrings();
    calls.list = [
      { _id: "ci1", name: "Holidays", color: "teal", source: "file", everyone: true, memberIds: [], lastFetchedAt: Date.now(), eventCount: 3, lastRead: { read: 31, leftOut: everyReason } },
    ];
    const { unmount } = await renderInRouter(<ImportsDialog members={[max]} onClose={vi.fn()} />);
    const line = (await screen.findByTestId("import-left-out")).textContent ?? "";
    unmount();
    for (const { reason, count } of everyReason) expect(line, `${language}: ${reason}`).toContain(`${pack.calendar.imports.leftOutReasons[reason]} (${count})`);
    expect(line).not.toMatch(/leftOutReasons|calendar\.imports/);
  });
});
