// What cannot be undone is asked first: deleting a whole series (or its rest), replacing the
// subscription link and stopping it; skipping one occurrence still goes at once.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { dialogSettled } from "../../../../test/dialogs";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { EventDialog } from "./EventDialog";
import { SubscribeDialog } from "./SubscribeDialog";
import type { Occurrence } from "./entries";

const calls = vi.hoisted(() => ({ remove: vi.fn(), create: vi.fn(), revoke: vi.fn() }));

vi.mock("convex/react", async () => {
  const { getFunctionName: nameOf } = await import("convex/server");
  const byName: Record<string, () => unknown> = {
    "calendar:deleteCalendarEvent": () => calls.remove,
    "calendarFeeds:createFeedUrl": () => calls.create,
    "calendarFeeds:revokeFeed": () => calls.revoke,
  };
  return {
    useQuery: () => ({ mine: { createdAt: Date.UTC(2030, 0, 1) }, family: null, mayShareFamily: false }),
    useMutation: (ref: Parameters<typeof nameOf>[0]) => byName[nameOf(ref)]?.() ?? vi.fn(),
  };
});
vi.mock("../../../../features/feedback/notify", () => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), notifyInfo: vi.fn(), notifyFailure: vi.fn() }));

const max = { _id: "m1", _creationTime: 0, name: "Max", memberType: "Son", role: "member", status: "online", color: "blue" } as MemberView;
const swimming: Occurrence = {
  key: "e1:2030-01-07",
  eventId: "e1" as Id<"events">,
  occurrenceDate: "2030-01-07",
  date: "2030-01-07",
  startTime: "16:00",
  endTime: "17:00",
  name: "Swimming",
  everyone: false,
  memberIds: ["m1" as Id<"members">],
  repeat: { freq: "weekly", interval: 1, byDay: ["MO"] },
  seriesDate: "2030-01-07",
  createdBy: "m1" as Id<"members">,
  canEdit: true,
};

beforeEach(() => {
  vi.stubEnv("VITE_CONVEX_SITE_URL", "https://site.test");
  for (const fn of Object.values(calls)) fn.mockReset().mockResolvedValue({ token: "t" });
});

// A nested dialog's buttons become reachable once both dialogs have hidden what lies outside
// them; on a loaded machine that takes longer than testing-library's one second.
const OPENED = { timeout: 10_000 };

async function openEvent() {
  await renderInRouter(<EventDialog occurrence={swimming} date={swimming.date} members={[max]} viewerId={max._id} isAdmin={false} mayPlanForEveryone={false} onClose={vi.fn()} />);
  await dialogSettled();
}

describe("deleting a repeating event", () => {
  test("all events: asks first, and deletes only once confirmed", async () => {
    await openEvent();
    fireEvent.click(await screen.findByText("All events"));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete every event in this series?" });
    expect(ask).toHaveTextContent("“Swimming”");
    expect(calls.remove).not.toHaveBeenCalled();
    fireEvent.click(await within(ask).findByRole("button", { name: "Delete" }, OPENED));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith({ eventId: "e1", scope: "all", occurrenceDate: "2030-01-07" }));
  });

  test("this and following: Cancel deletes nothing", async () => {
    await openEvent();
    fireEvent.click(await screen.findByText("This and following events"));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete this and the following events?" });
    fireEvent.click(await within(ask).findByRole("button", { name: "Cancel" }, OPENED));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.remove).not.toHaveBeenCalled();
  });

  test("skipping one occurrence needs no question", async () => {
    await openEvent();
    fireEvent.click(await screen.findByRole("button", { name: "Skip this one" }));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith({ eventId: "e1", scope: "one", occurrenceDate: "2030-01-07" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("the subscription link", () => {
  test("a new link and stopping sharing are each confirmed first", async () => {
    await renderInRouter(<SubscribeDialog onClose={vi.fn()} />);
    await dialogSettled();
    fireEvent.click(await screen.findByRole("button", { name: "New link" }));
    let ask = await screen.findByRole("alertdialog", { name: "Make a new link?" });
    expect(calls.create).not.toHaveBeenCalled();
    fireEvent.click(await within(ask).findByRole("button", { name: "New link" }, OPENED));
    await waitFor(() => expect(calls.create).toHaveBeenCalledWith({ scope: "mine" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await dialogSettled();

    fireEvent.click(screen.getByRole("button", { name: "Stop sharing" }));
    ask = await screen.findByRole("alertdialog", { name: "Stop sharing this calendar?" });
    expect(calls.revoke).not.toHaveBeenCalled();
    fireEvent.click(await within(ask).findByRole("button", { name: "Stop sharing" }, OPENED));
    await waitFor(() => expect(calls.revoke).toHaveBeenCalledWith({ scope: "mine" }));
  });
});
