// The family screen with a family of four, five or six: every tile lists all of today's chores
// but at most TILE_TASKS other tasks, and counts the rest ("+N more") with what the server left out.
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { renderInRouter } from "../../test/renderWithProviders";
import { FamilyView } from "./FamilyView";
import { TILE_TASKS } from "./MemberTile";
import type { FamilyView as View, ScreenMember } from "./screenTypes";

// The live/offline line reads the Convex client's socket: not what these tests are about.
vi.mock("../connection/ConnectionIndicator", () => ({ ConnectionIndicator: () => null }));

const today = "2030-01-10";
type Task = ScreenMember["tasks"][number];

/** What one person has today: other tasks sent, chores of today, and open tasks the server did not send. */
type Load = { name: string; tasks: number; chores: number; moreTasks: number; moreAtLeast?: boolean };

// Six people with loads below, at and over the tile's limit; a family of n is the first n.
const loads: Load[] = [
  { name: "Emma", tasks: 0, chores: 2, moreTasks: 0 },
  { name: "Sam", tasks: 3, chores: 0, moreTasks: 0 },
  { name: "Max", tasks: TILE_TASKS, chores: 1, moreTasks: 0 },
  { name: "Lily", tasks: TILE_TASKS + 1, chores: 3, moreTasks: 2 },
  { name: "Noah", tasks: TILE_TASKS + 4, chores: 0, moreTasks: 0 },
  { name: "Zoe", tasks: TILE_TASKS + 7, chores: 4, moreTasks: 1, moreAtLeast: true },
];

function memberOf(load: Load, index: number): ScreenMember {
  const task = (kind: "task" | "chore", n: number): Task => ({
    _id: `${load.name}-${kind}-${n}` as Id<"tasks">,
    title: `${load.name} ${kind} ${n + 1}`,
    dueDate: today,
    status: "pending",
    overdue: false,
    awaitingApproval: false,
    chore: kind === "chore" ? { icon: "bed", partOfDay: "morning", points: 5, streak: 0, photoProof: false } : null,
  });
  return {
    _id: `m${index}` as Id<"members">,
    name: load.name,
    color: "blue",
    avatarUrl: null,
    status: "offline",
    hasPin: true,
    dashboardOff: false,
    lockedUntil: null,
    points: 10,
    choresToday: { done: 0, total: load.chores },
    moreTasks: load.moreTasks,
    moreAtLeast: load.moreAtLeast ?? false,
    tasks: [...Array.from({ length: load.tasks }, (_, n) => task("task", n)), ...Array.from({ length: load.chores }, (_, n) => task("chore", n))],
  };
}

function viewOf(people: number): View {
  return {
    screenName: "Kitchen",
    familyName: "The Carters",
    language: "en",
    colorMode: "light",
    nightDim: null,
    timeZone: null,
    members: loads.slice(0, people).map(memberOf),
    events: [],
  } as View;
}

describe("<FamilyView> tiles for a family of four to six", () => {
  test.each([4, 5, 6])("%i people: each tile shows all its chores, at most the limit of tasks, and \"+N more\" with the right N", async (people) => {
    await renderInRouter(<FamilyView view={viewOf(people)} today={today} lastKnownAt={null} />);
    const tiles = await screen.findAllByTestId("member-tile");
    expect(tiles.map((tile) => tile.getAttribute("aria-label"))).toEqual(loads.slice(0, people).map((load) => load.name));
    for (const [index, tile] of tiles.entries()) {
      const load = loads[index];
      const shownTasks = within(tile).queryAllByText(new RegExp(`^${load.name} task \\d+$`));
      expect(shownTasks, load.name).toHaveLength(Math.min(load.tasks, TILE_TASKS));
      // The first ones sent, in order: the server sends today's before older overdue ones.
      expect(shownTasks.map((node) => node.textContent)).toEqual(Array.from({ length: Math.min(load.tasks, TILE_TASKS) }, (_, n) => `${load.name} task ${n + 1}`));
      expect(within(tile).queryAllByTestId("chore-row"), load.name).toHaveLength(load.chores);
      const more = Math.max(0, load.tasks - TILE_TASKS) + load.moreTasks;
      const count = within(tile).queryByTestId("tile-more");
      if (more === 0 && !load.moreAtLeast) expect(count, load.name).toBeNull();
      else expect(count, load.name).toHaveTextContent(load.moreAtLeast ? `+${more} or more` : `+${more} more`);
    }
  });
});
