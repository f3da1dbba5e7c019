// A chore card says the chore in words (how often, its season, how it is shared) and why each
// coming turn went to its person; a member reads it, an admin also gets its actions.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { Provider } from "../../../../components/ui/provider";
import { monthRuns, type Chore } from "../../../../features/chores/choreText";
import { ChoreCard, daysOf, type OwnTurns } from "./ChoreCard";

const calls: { name: string; args: unknown }[] = [];
vi.mock("convex/react", () => ({
  useMutation: (mutation: Parameters<typeof getFunctionName>[0]) => (args: unknown) => {
    calls.push({ name: getFunctionName(mutation), args });
    return Promise.resolve(null);
  },
  useAction: () => () => Promise.resolve(null),
}));

type Person = Chore["people"][number];
const emma: Person = { _id: "m1" as Id<"members">, name: "Emma", color: "pink" };
const sam: Person = { _id: "m2" as Id<"members">, name: "Sam", color: "blue" };

function occurrence(day: string, person: Person, reason: Chore["occurrences"][number]["reason"], status: "pending" | "completed" = "pending") {
  return { taskId: `t-${day}-${person._id}` as Id<"tasks">, day, status, approvalStatus: null, person, points: 5, reason };
}

// Monday 7 January 2030.
const today = "2030-01-07";

const rotation: Chore = {
  _id: "c1" as Id<"chores">,
  title: "Feed the cat",
  icon: "cat",
  partOfDay: "morning",
  points: 5,
  needsApproval: true,
  photoProof: false,
  schedule: { kind: "repeat", start: "2030-01-01", repeat: { freq: "weekly", interval: 1, byDay: ["TU", "FR"] } },
  months: [],
  missable: true,
  assignment: "rotation",
  rotateBy: "occurrence",
  paused: false,
  people: [emma, sam],
  skips: [{ day: "2030-01-11", reason: "Cat at the vet" }],
  occurrences: [
    occurrence("2030-01-04", sam, { kind: "rotationFirst" }, "completed"),
    occurrence("2030-01-08", emma, { kind: "rotation", previousName: "Sam", previousDay: "2030-01-04", previousDone: true }),
    occurrence("2030-01-12", sam, { kind: "rotation", previousName: "Emma", previousDay: "2030-01-08", previousDone: false }),
  ],
};

function renderCard(chore: Chore, admin: boolean, viewerId?: string, own?: OwnTurns) {
  const handlers = { onEdit: vi.fn(), onPause: vi.fn(), onDelete: vi.fn(), onSkip: vi.fn(), onSwap: vi.fn() };
  render(
    <Provider>
      <ChoreCard chore={chore} today={today} streak={{ choreId: chore._id, count: 3, best: 5 }} members={new Map()} admin={admin} viewerId={viewerId} own={own} {...handlers} />
    </Provider>,
  );
  return { card: screen.getByRole("article", { name: chore.title }), handlers };
}

describe("<ChoreCard>", () => {
  test("the viewer completes their own turn of today (or one still open from before), never a later day's or someone else's", async () => {
    const mine: Chore = {
      ...rotation,
      skips: [],
      occurrences: [
        occurrence("2030-01-05", emma, { kind: "rotationFirst" }),
        occurrence(today, sam, { kind: "rotationFirst" }),
        occurrence(today, emma, { kind: "rotationFirst" }),
        occurrence("2030-01-08", emma, { kind: "rotationFirst" }),
      ],
    };
    const { card } = renderCard(mine, false, emma._id);
    // Points, part of day and approval are on the card beside the turn.
    expect(card).toHaveTextContent("5 points");
    expect(card).toHaveTextContent("Morning");
    expect(card).toHaveTextContent("Needs approval");
    const buttons = within(card).getAllByRole("button", { name: /^Complete Feed the cat/ });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(["Complete Feed the cat: Saturday 5 January", "Complete Feed the cat: Today"]);
    calls.length = 0;
    fireEvent.click(buttons[1]);
    await waitFor(() => expect(calls).toEqual([{ name: "tasks:completeTask", args: { taskId: `t-${today}-${emma._id}` } }]));
  });

  test("says how often, how it is shared and why each turn is whose, for a member without actions", () => {
    const { card } = renderCard(rotation, false);
    expect(card).toHaveTextContent("Every week on Tuesday and Friday");
    expect(card).toHaveTextContent("Takes turns each time");
    expect(card).toHaveTextContent("Needs approval");
    expect(card).toHaveTextContent("5 points");
    expect(card).toHaveTextContent("Your streak: 3 in a row · best 5");
    expect(card).toHaveTextContent("Emma's turn: Sam did it last on Friday");
    expect(card).toHaveTextContent("Sam's turn: after Emma's on Tuesday");
    expect(card).toHaveTextContent("Skipped: Cat at the vet");
    // Last week's done turn is not coming up.
    expect(card).not.toHaveTextContent("first in the rotation");
    expect(within(card).getByRole("list", { name: "Order of turns" })).toHaveTextContent(/1\. Emma.*2\. Sam/);
    expect(within(card).queryAllByRole("button")).toHaveLength(0);
  });

  test("gives an admin Edit, Pause and Delete, and Skip and Give to… on each open day", () => {
    const { card, handlers } = renderCard(rotation, true);
    within(card).getByRole("button", { name: "Edit Feed the cat" }).click();
    expect(handlers.onEdit).toHaveBeenCalled();
    expect(within(card).getByRole("button", { name: "Pause Feed the cat" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Delete Feed the cat" })).toBeInTheDocument();
    within(card).getByRole("button", { name: "Skip: Tomorrow" }).click();
    expect(handlers.onSkip).toHaveBeenCalledWith(expect.objectContaining({ day: "2030-01-08" }));
    within(card).getByRole("button", { name: "Give to…: Emma, Tomorrow" }).click();
    expect(handlers.onSwap).toHaveBeenCalledWith(expect.objectContaining({ day: "2030-01-08" }));
  });

  test("a chore some days after it was last done, in winter only, everyone's own, given once to someone else", () => {
    const chore: Chore = {
      ...rotation,
      schedule: { kind: "after", start: "2030-01-07", days: 3 },
      months: [11, 12, 1, 2],
      assignment: "everyone",
      paused: true,
      skips: [],
      occurrences: [
        occurrence("2030-01-07", emma, { kind: "everyone" }),
        occurrence("2030-01-07", sam, { kind: "swapped", fromName: "Emma", byName: "Dad" }),
      ],
    };
    const { card } = renderCard(chore, false);
    expect(card).toHaveTextContent("Every 3 days after it was last done");
    expect(card).toHaveTextContent("Only in November to February");
    expect(card).toHaveTextContent("Everyone does their own");
    expect(card).toHaveTextContent("Paused");
    const [day] = within(card).getAllByTestId("chore-day");
    // The mode once for the day; its own line names only the person.
    expect(within(day).getByTestId("chore-day-mode")).toHaveTextContent("Everyone does their own:");
    const lines = within(day).getAllByTestId("chore-occurrence");
    // (Each line starts with the person's avatar initial.)
    expect(lines[0].textContent).toMatch(/^EEmma$/);
    expect(lines[1]).toHaveTextContent("Sam: Swapped from Emma by Dad");
    expect(card).toHaveTextContent("Today");
  });
});

describe("turns given to someone else, and asking to swap", () => {
  const david: Person = { _id: "m3" as Id<"members">, name: "David", color: "green" };
  const own = (viewerId: string): OwnTurns => ({ viewerId, requests: new Map(), onAsk: vi.fn(), onWithdraw: vi.fn() });

  test("the next turn's reason says who had the turn given away, done or not", () => {
    const chore: Chore = {
      ...rotation,
      people: [emma, sam, david],
      skips: [],
      occurrences: [
        occurrence("2030-01-08", emma, { kind: "rotation", previousName: "Sam", previousDay: "2030-01-04", previousDone: true, previousGivenTo: "David" }),
        occurrence("2030-01-12", sam, { kind: "rotation", previousName: "Emma", previousDay: "2030-01-08", previousDone: false, previousGivenTo: "David" }),
      ],
    };
    const { card } = renderCard(chore, false);
    expect(card).toHaveTextContent("Emma's turn: David did Sam's turn on Friday");
    expect(card).toHaveTextContent("Sam's turn: after Emma's on Tuesday, which went to David");
    cleanup();
    // Given to the very person whose turn comes next: two running, and why.
    const took: Chore = {
      ...chore,
      occurrences: [occurrence("2030-01-08", emma, { kind: "rotation", previousName: "Sam", previousDay: "2030-01-04", previousDone: false, previousGivenTo: "Emma" })],
    };
    expect(renderCard(took, false).card).toHaveTextContent("Emma's turn too: Sam's on Friday was given to them");
  });

  test("anyone: the mode once, the names on their lines, and no Ask to swap (each already has it)", () => {
    const chore: Chore = {
      ...rotation,
      assignment: "anyone",
      skips: [],
      occurrences: [occurrence("2030-01-08", emma, { kind: "anyone" }), occurrence("2030-01-08", sam, { kind: "anyone" })],
    };
    const { card } = renderCard(chore, false, emma._id, own(emma._id));
    const [day] = within(card).getAllByTestId("chore-day");
    expect(within(day).getByTestId("chore-day-mode")).toHaveTextContent("Anyone can take it, first to finish:");
    // (Each line starts with the person's avatar initial.)
    expect(within(day).getAllByTestId("chore-occurrence").map((line) => line.textContent)).toEqual(["EEmma", "SSam"]);
    expect(within(card).queryByRole("button", { name: /^Ask to swap/ })).toBeNull();
  });

  test("a one-person chore offers no Ask to swap; a rotation does, on the viewer's own turn", () => {
    const alone: Chore = { ...rotation, assignment: "fixed", people: [emma], skips: [], occurrences: [occurrence("2030-01-08", emma, { kind: "fixed" })] };
    renderCard(alone, false, emma._id, own(emma._id));
    expect(screen.queryByRole("button", { name: /^Ask to swap/ })).toBeNull();
    cleanup();
    const { card } = renderCard(rotation, false, emma._id, own(emma._id));
    expect(within(card).getAllByRole("button", { name: /^Ask to swap/ })).toHaveLength(1);
  });
});

describe("the coming days", () => {
  test("are grouped by day from today, with skipped days", () => {
    expect(daysOf(rotation, today).map((day) => [day.day, day.occurrences.length, day.skip?.reason ?? null])).toEqual([
      ["2030-01-08", 1, null],
      ["2030-01-11", 0, "Cat at the vet"],
      ["2030-01-12", 1, null],
    ]);
  });

  test("seasons read as runs of months, across the new year", () => {
    expect(monthRuns([4, 5, 6, 7, 8, 9])).toEqual([[4, 5, 6, 7, 8, 9]]);
    expect(monthRuns([1, 2, 11, 12])).toEqual([[11, 12, 1, 2]]);
    expect(monthRuns([3, 5])).toEqual([[3], [5]]);
    expect(monthRuns([])).toEqual([]);
  });
});
