import { render, screen, within } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { partsOfDay } from "../../../convex/lib/choreSchema";
import { Provider } from "../../components/ui/provider";
import { AllDone, ChoreChart, groupByPartOfDay, PointsBalance } from "./ChoreChart";
import type { ChartTask } from "./screenTypes";

type Chore = NonNullable<ChartTask["chore"]>;
const chore = (id: string, title: string, partOfDay: Chore["partOfDay"], extra: Partial<Chore> = {}, status: ChartTask["status"] = "pending"): ChartTask => ({
  _id: id as Id<"tasks">,
  title,
  status,
  chore: { icon: "bed", partOfDay, points: 5, streak: 0, photoProof: false, ...extra },
});

describe("groupByPartOfDay", () => {
  test("morning, afternoon, evening, any time: only the parts that have chores, the ones still to do first", () => {
    const groups = groupByPartOfDay([
      chore("1", "Bins", "any"),
      chore("2", "Bed", "morning", {}, "completed"),
      chore("3", "Teeth", "evening"),
      chore("4", "Dog", "morning"),
    ]);
    expect(groups.map((group) => [group.part, group.tasks.map((task) => task.title)])).toEqual([
      ["morning", ["Dog", "Bed"]],
      ["evening", ["Teeth"]],
      ["any", ["Bins"]],
    ]);
  });
});

describe("groupByPartOfDay, any day's chores", () => {
  // Invariant: the groups follow the day (morning, afternoon, evening, any time), none is empty,
  // every chore is in its own part's group exactly once, and within a group the ones still to do
  // come first, each half in the order the chores came.
  test("keep the day's order, lose and repeat no chore, and put the ones to do first", () => {
    const task = fc.record({ partOfDay: fc.constantFrom(...partsOfDay), status: fc.constantFrom("pending", "in-progress", "completed") as fc.Arbitrary<ChartTask["status"]> });
    fc.assert(
      fc.property(fc.array(task, { maxLength: 12 }), (drawn) => {
        const tasks = drawn.map((t, n) => chore(String(n), `Chore ${n}`, t.partOfDay, {}, t.status));
        const groups = groupByPartOfDay(tasks);
        const parts = groups.map((group) => group.part);
        expect(parts).toEqual(partsOfDay.filter((part) => parts.includes(part)));
        expect(groups.every((group) => group.tasks.length > 0 && group.tasks.every((t) => t.chore?.partOfDay === group.part))).toBe(true);
        expect(groups.flatMap((group) => group.tasks.map((t) => t._id)).sort()).toEqual(tasks.map((t) => t._id).sort());
        for (const group of groups) {
          const inPart = tasks.filter((t) => t.chore?.partOfDay === group.part);
          expect(group.tasks).toEqual([...inPart.filter((t) => t.status !== "completed"), ...inPart.filter((t) => t.status === "completed")]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("<ChoreChart>", () => {
  test("a person reads the day top to bottom: morning, afternoon, evening, then any time, whatever order the chores came in", () => {
    render(
      <Provider>
        <ChoreChart
          tasks={[chore("1", "Bins", "any"), chore("2", "Teeth", "evening"), chore("3", "Homework", "afternoon"), chore("4", "Bed", "morning", {}, "completed"), chore("5", "Dog", "morning")]}
          color="blue"
          size="tile"
          ownerName="Sam"
        />
      </Provider>,
    );
    const lists = within(screen.getByTestId("chore-chart")).getAllByRole("list");
    expect(lists.map((list) => list.getAttribute("aria-label"))).toEqual(["Morning: chores of Sam", "Afternoon: chores of Sam", "Evening: chores of Sam", "Any time: chores of Sam"]);
    // The done one goes under the one still to do.
    expect(within(lists[0]).getAllByTestId("chore-row").map((row) => row.textContent)).toEqual([expect.stringMatching(/^Dog/), expect.stringMatching(/^Bed/)]);
    // The part's heading above each list says the same, in the same order.
    expect(screen.getByTestId("chore-chart").textContent).toMatch(/Morning.*Dog.*Bed.*Afternoon.*Homework.*Evening.*Teeth.*Any time.*Bins/);
  });

  test("each chore with its points; a streak from its second time in a row; done ones say so", () => {
    render(
      <Provider>
        <ChoreChart
          tasks={[chore("1", "Make your bed", "morning", { streak: 4 }), chore("2", "Feed the cat", "morning", { streak: 1, points: 0 }), chore("3", "Brush your teeth", "evening", {}, "completed")]}
          color="blue"
          size="tile"
          ownerName="Sam"
        />
      </Provider>,
    );
    const morning = within(screen.getByRole("list", { name: "Morning: chores of Sam" }));
    const [bed, cat] = morning.getAllByRole("listitem");
    expect(bed).toHaveTextContent("+5");
    expect(bed).toHaveTextContent("earns 5 points");
    expect(within(bed).getByTestId("chore-streak")).toHaveTextContent("4 times in a row");
    // A first time is no streak yet, and a chore worth nothing shows no "+0".
    expect(within(cat).queryByTestId("chore-streak")).toBeNull();
    expect(within(cat).queryByTestId("chore-points")).toBeNull();
    const evening = screen.getByRole("list", { name: "Evening: chores of Sam" });
    expect(within(evening).getByRole("listitem")).toHaveTextContent("Done");
    expect(within(evening).getByRole("listitem")).toHaveAttribute("data-done", "true");
    expect(screen.queryByRole("list", { name: /Afternoon/ })).toBeNull();
  });

  test("the balance reads as points, and the day's end is celebrated", () => {
    render(
      <Provider>
        <PointsBalance points={1200} />
        <AllDone />
      </Provider>,
    );
    expect(screen.getByTestId("points-balance")).toHaveTextContent("1,200");
    expect(screen.getByTestId("points-balance")).toHaveTextContent("1200 points in total");
    expect(screen.getByTestId("all-done")).toHaveTextContent("All done today!");
  });
});
