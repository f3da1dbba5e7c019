// A member's tile lists a glance's worth of tasks and counts the rest ("+N more").
import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { Provider } from "../../components/ui/provider";
import { MemberTile, TILE_TASKS } from "./MemberTile";
import type { ScreenMember } from "./screenTypes";

const today = "2030-01-10";
const task = (n: number): ScreenMember["tasks"][number] => ({ _id: `t${n}` as Id<"tasks">, title: `Task ${n}`, dueDate: today, status: "pending", overdue: false, awaitingApproval: false, chore: null });

function member(tasks: number, moreTasks: number, moreAtLeast = false): ScreenMember {
  return {
    _id: "m1" as Id<"members">,
    name: "Emma Carter",
    color: "pink",
    avatarUrl: null,
    status: "offline",
    hasPin: true,
    dashboardOff: false,
    lockedUntil: null,
    points: 55,
    choresToday: { done: 0, total: 0 },
    moreTasks,
    moreAtLeast,
    tasks: Array.from({ length: tasks }, (_, n) => task(n)),
  };
}

function renderTile(person: ScreenMember) {
  render(
    <Provider>
      <ul>
        <MemberTile member={person} today={today} todayEvents={[]} locked={false} />
      </ul>
    </Provider>,
  );
  return screen.getByTestId("member-tile");
}

describe("<MemberTile>", () => {
  test(`at most ${TILE_TASKS} tasks, then how many more the tile and the server left out`, () => {
    const tile = renderTile(member(8, 4));
    const list = within(tile).getByRole("list", { name: "Tasks of Emma Carter" });
    expect(within(list).getAllByText(/^Task \d$/)).toHaveLength(TILE_TASKS);
    expect(within(tile).getByTestId("tile-more")).toHaveTextContent("+7 more");
    expect(tile).toHaveTextContent("Emma Carter");
  });

  test("says when there may be more than it counted", () => {
    const tile = renderTile(member(20, 1, true));
    expect(within(tile).getByTestId("tile-more")).toHaveTextContent("+16 or more");
  });

  test("all shown: no count", () => {
    const tile = renderTile(member(3, 0));
    expect(within(tile).queryByTestId("tile-more")).toBeNull();
  });

  test("a chore done with a photo and waiting for approval says so, and the day is not all done", () => {
    const person: ScreenMember = {
      ...member(0, 0),
      choresToday: { done: 1, total: 1 },
      tasks: [
        {
          ...task(1),
          title: "Unload the dishwasher",
          status: "completed",
          awaitingApproval: true,
          chore: { icon: "dish", partOfDay: "any", points: 8, streak: 0, photoProof: true },
        },
      ],
    };
    const tile = renderTile(person);
    const row = within(tile).getByTestId("chore-row");
    expect(row).toHaveTextContent("Waiting for approval");
    expect(row).not.toHaveTextContent(/\bDone\b/);
    expect(row).not.toHaveAttribute("data-done");
    expect(within(tile).queryByTestId("all-done")).toBeNull();
    expect(tile).toHaveTextContent("0 of 1 done");
  });

  test("\"N of M done\": the day's chores done out of all of them, a chore waiting for approval not yet done", () => {
    const chore = (n: number, status: "pending" | "completed", awaitingApproval = false): ScreenMember["tasks"][number] => ({
      ...task(n),
      title: `Chore ${n}`,
      status,
      awaitingApproval,
      chore: { icon: "bed", partOfDay: "morning", points: 5, streak: 0, photoProof: false },
    });
    // Four chores today: two done (one of them waiting for an admin), two to do.
    const tile = renderTile({ ...member(0, 0), choresToday: { done: 2, total: 4 }, tasks: [chore(1, "pending"), chore(2, "pending"), chore(3, "completed"), chore(4, "completed", true)] });
    expect(tile).toHaveTextContent("1 of 4 done");
    expect(within(tile).queryByTestId("all-done")).toBeNull();
    expect(within(tile).getAllByTestId("chore-row")).toHaveLength(4);
  });

  test("every chore of the day done: \"All done today!\" instead of the count", () => {
    const done = (n: number): ScreenMember["tasks"][number] => ({ ...task(n), title: `Chore ${n}`, status: "completed", chore: { icon: "bed", partOfDay: "any", points: 5, streak: 0, photoProof: false } });
    const tile = renderTile({ ...member(0, 0), choresToday: { done: 3, total: 3 }, tasks: [done(1), done(2), done(3)] });
    expect(within(tile).getByTestId("all-done")).toHaveTextContent("All done today!");
    expect(tile).not.toHaveTextContent(/\d+ of \d+ done/);
  });

  test("faces told apart: the initials it is given, not the name's own", () => {
    render(
      <Provider>
        <ul>
          <MemberTile member={{ ...member(0, 0), name: "Sam Carter" }} initials="Sm" today={today} todayEvents={[]} locked={false} />
        </ul>
      </Provider>,
    );
    expect(screen.getByTestId("member-tile").querySelector("[data-member-color]")).toHaveTextContent(/^Sm$/);
  });
});
