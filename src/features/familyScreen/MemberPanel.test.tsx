// The unlocked member's panel counts the day's chores as their tile does ("N of M done"), and lists
// them by part of day in the day's order, each still to do with its big Complete.
import { render, screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { Provider } from "../../components/ui/provider";
import { MemberPanel } from "./MemberPanel";
import type { MemberPanelView, PanelTask } from "./screenTypes";

const shown = vi.hoisted(() => ({ panel: undefined as unknown }));
vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0]) => (getFunctionName(query) === "familyScreen:memberPanel" ? shown.panel : undefined),
  useMutation: () => () => Promise.resolve(null),
  useAction: () => () => Promise.resolve(null),
}));

const today = "2030-01-10";

function chore(n: number, partOfDay: NonNullable<PanelTask["chore"]>["partOfDay"], status: PanelTask["status"] = "pending", awaitingApproval = false): PanelTask {
  return {
    _id: `t${n}` as Id<"tasks">,
    title: `Chore ${n}`,
    dueDate: today,
    status,
    needsApproval: awaitingApproval,
    awaitingApproval,
    overdue: false,
    roomName: null,
    chore: { icon: "bed", partOfDay, points: 5, streak: 0, photoProof: false },
  };
}

function renderPanel(tasks: PanelTask[], choresToday: MemberPanelView["choresToday"]) {
  shown.panel = { member: { _id: "m1" as Id<"members">, name: "Sam", color: "blue", avatarUrl: null, points: 40 }, choresToday, tasks, notifications: [] } satisfies MemberPanelView;
  render(
    <Provider>
      <MemberPanel screenKey="key" unlockToken="token" today={today} onDone={vi.fn()} />
    </Provider>,
  );
  return screen.getByTestId("chore-chart");
}

describe("<MemberPanel> today's chores", () => {
  test("in the day's order (morning, afternoon, evening, any time) with \"1 of 4 done\" and a Complete on each one to do", () => {
    const chart = renderPanel([chore(1, "any"), chore(2, "evening"), chore(3, "morning", "completed"), chore(4, "afternoon")], { done: 1, total: 4 });
    expect(screen.getByText("1 of 4 done")).toBeInTheDocument();
    expect(screen.queryByTestId("all-done")).toBeNull();
    const parts = [...chart.querySelectorAll("ul[data-part-of-day]")].map((list) => list.getAttribute("data-part-of-day"));
    expect(parts).toEqual(["morning", "afternoon", "evening", "any"]);
    expect(within(chart).getAllByRole("button", { name: /^Complete/ }).map((button) => button.getAttribute("aria-label"))).toEqual(["Complete Chore 4", "Complete Chore 2", "Complete Chore 1"]);
  });

  test("every one done: \"All done today!\" instead of the count", () => {
    renderPanel([chore(1, "morning", "completed"), chore(2, "evening", "completed")], { done: 2, total: 2 });
    expect(screen.getByTestId("all-done")).toHaveTextContent("All done today!");
    expect(screen.queryByText(/\d+ of \d+ done/)).toBeNull();
  });

  test("one still to do: \"2 of 3 done\", not yet all done", () => {
    renderPanel([chore(1, "morning", "completed"), chore(2, "afternoon", "completed"), chore(3, "evening")], { done: 2, total: 3 });
    expect(screen.getByText("2 of 3 done")).toBeInTheDocument();
    expect(screen.queryByTestId("all-done")).toBeNull();
  });

  test("a chore waiting for approval is not done yet, as on the tile: \"0 of 1 done\", not \"All done today!\"", () => {
    // The server counts every completed chore of today in `done`, approved or not: the panel, like the tile, does not.
    renderPanel([chore(1, "morning", "completed", true)], { done: 1, total: 1 });
    expect(screen.queryByTestId("all-done")).toBeNull();
    expect(screen.getByText("0 of 1 done")).toBeInTheDocument();
  });
});
