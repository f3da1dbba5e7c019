// The event form sends only what it shows: a reminder ticked for a timed event that an all-day
// one does not offer ("10 minutes before") goes when the event becomes all-day, or it would be
// kept with no box to take it off.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { EventDialog } from "./EventDialog";
import type { Occurrence } from "./entries";

const calls = vi.hoisted(() => ({ update: vi.fn() }));

vi.mock("convex/react", async () => {
  const { getFunctionName: nameOf } = await import("convex/server");
  return { useQuery: () => undefined, useMutation: (ref: Parameters<typeof nameOf>[0]) => (nameOf(ref) === "calendar:updateCalendarEvent" ? calls.update : vi.fn()) };
});
vi.mock("../../../../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), notifyFailure: vi.fn() }));

const max = { _id: "m1", _creationTime: 0, name: "Max", memberType: "Son", role: "member", status: "online", color: "blue" } as MemberView;
const dentist: Occurrence = {
  key: "e1:2030-01-07",
  eventId: "e1" as Id<"events">,
  occurrenceDate: "2030-01-07",
  date: "2030-01-07",
  startTime: "16:00",
  endTime: "17:00",
  name: "Dentist",
  everyone: false,
  memberIds: ["m1" as Id<"members">],
  reminders: [10, 1440],
  createdBy: "m1" as Id<"members">,
  canEdit: true,
};

beforeEach(() => calls.update.mockReset().mockResolvedValue(null));

function open(occurrence: Occurrence) {
  return renderInRouter(<EventDialog occurrence={occurrence} date={occurrence.date} members={[max]} viewerId={max._id} isAdmin={false} mayPlanForEveryone={false} onClose={vi.fn()} />);
}

describe("reminders when an event changes kind", () => {
  test("timed to all-day: \"10 minutes before\" goes, \"1 day before\" stays, and what is sent is what was shown", async () => {
    await open(dentist);
    expect(await screen.findByRole("checkbox", { name: "10 minutes before" })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: "All day" }));
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "10 minutes before" })).toBeNull());
    expect(screen.getByRole("checkbox", { name: "1 day before" })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.update).toHaveBeenCalled());
    expect(calls.update.mock.calls[0][0].event).toMatchObject({ allDay: true, reminders: [1440] });
  });

  test("and back: all-day to timed keeps the choices both kinds offer", async () => {
    await open({ ...dentist, startTime: undefined, endTime: undefined, reminders: [0, 2880] });
    expect(await screen.findByRole("checkbox", { name: "2 days before" })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: "All day" }));
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "2 days before" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.update).toHaveBeenCalled());
    expect(calls.update.mock.calls[0][0].event).toMatchObject({ allDay: false, reminders: [0] });
  });
});
