import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
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

describe("<ChoreChart>", () => {
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
