import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { WardrobeTab } from "./WardrobeTab";

// jsdom has no ResizeObserver; the All clothes / Laundry basket segment measures its indicator with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The Convex hooks and the signed-in member, mocked: each query answers from `answers` by name.
const answers: Record<string, unknown> = {};
const queried: { name: string; args: unknown }[] = [];
const mutations: Record<string, ReturnType<typeof vi.fn>> = {};
const viewer = { current: { _id: "m2", name: "Sarah Carter", role: "member" as "member" | "admin", pageAccess: {} } };

vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => {
    const name = getFunctionName(query);
    queried.push({ name, args });
    return args === "skip" ? undefined : answers[name];
  },
  useMutation: (fn: Parameters<typeof getFunctionName>[0]) => {
    const name = getFunctionName(fn);
    mutations[name] ??= vi.fn();
    return mutations[name];
  },
}));
vi.mock("../../auth/useSignedInMember", () => ({ useSignedInMember: () => viewer.current }));

const item = (over: Record<string, unknown>) => ({
  _id: "c1",
  _creationTime: new Date(2026, 10, 22, 12).getTime(),
  name: "Floral Dress",
  imageUrl: null,
  imageStorageId: null,
  assignedTo: "m2",
  ownerName: "Sarah Carter",
  category: "Dresses",
  size: "12",
  color: "Yellow",
  occasionTags: ["Church", "Party"],
  seasonTags: ["Summer"],
  laundryStatus: "Clean",
  notes: "",
  canToggleLaundry: true,
  canEdit: false,
  ...over,
});

const family = [
  { _id: "m1", name: "David Carter", role: "admin" },
  { _id: "m2", name: "Sarah Carter", role: "member" },
  { _id: "m3", name: "Emma Carter", role: "member" },
];

function renderTab(view: "all" | "basket" = "all") {
  render(
    <Provider>
      <WardrobeTab view={view} onView={() => {}} />
    </Provider>,
  );
}

const lastArgs = (name: string) => queried.filter((q) => q.name === name).at(-1)?.args;

beforeEach(() => {
  for (const key of Object.keys(answers)) delete answers[key];
  for (const key of Object.keys(mutations)) delete mutations[key];
  queried.length = 0;
  viewer.current = { ...viewer.current, role: "member" };
  answers["members:list"] = family;
  answers["clothing:listWardrobe"] = [
    item({}),
    item({ _id: "c2", name: "Navy Suit Jacket", assignedTo: "m1", ownerName: "David Carter", category: "Tops", occasionTags: ["Church", "Formal"], canToggleLaundry: false }),
  ];
});

describe("WardrobeTab", () => {
  test("each card shows its facts: category, size, colour, owner, tags (Formal too), laundry and date added", () => {
    renderTab();
    const dress = screen.getByRole("article", { name: "Floral Dress" });
    expect(dress).toHaveTextContent("Dresses · Size 12 · Yellow");
    expect(dress).toHaveTextContent("Sarah Carter");
    expect(dress).toHaveTextContent("Added Nov 22, 2026");
    expect(within(dress).getByTestId("laundry-status")).toHaveTextContent("Clean");
    expect(screen.getByRole("article", { name: "Navy Suit Jacket" })).toHaveTextContent("Formal");
    expect(screen.getByText("2 items")).toBeInTheDocument();
  });

  test("the laundry button only on what the viewer may toggle; no edit or delete for a member", () => {
    renderTab();
    expect(within(screen.getByRole("article", { name: "Floral Dress" })).getByRole("button", { name: "Needs washing: Floral Dress" })).toBeInTheDocument();
    const jacket = screen.getByRole("article", { name: "Navy Suit Jacket" });
    expect(within(jacket).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  test("a double click toggles the laundry once", async () => {
    let finish: (status: string) => void = () => {};
    renderTab();
    mutations["clothing:toggleLaundry"].mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const button = screen.getByRole("button", { name: "Needs washing: Floral Dress" });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(mutations["clothing:toggleLaundry"]).toHaveBeenCalledTimes(1);
    expect(mutations["clothing:toggleLaundry"]).toHaveBeenCalledWith({ itemId: "c1" });
    await act(async () => finish("Needs Washing"));
    await act(async () => void fireEvent.click(button));
    expect(mutations["clothing:toggleLaundry"]).toHaveBeenCalledTimes(2);
  });

  test("the filters go to the server, and Clear filters drops them", async () => {
    renderTab();
    expect(lastArgs("clothing:listWardrobe")).toEqual({});
    await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: "Member" }), { target: { value: "m3" } }));
    await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "Shoes" } }));
    await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: "Laundry" }), { target: { value: "Needs Washing" } }));
    expect(lastArgs("clothing:listWardrobe")).toEqual({ memberId: "m3", category: "Shoes", laundryStatus: "Needs Washing" });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Clear filters" })));
    expect(lastArgs("clothing:listWardrobe")).toEqual({});
  });

  test("the member select lists the viewer first, marked as them", () => {
    renderTab();
    const options = within(screen.getByRole("combobox", { name: "Member" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Everyone", "Sarah Carter (you)", "David Carter", "Emma Carter"]);
  });

  test("empty: no clothes yet, or none matching the filters", async () => {
    answers["clothing:listWardrobe"] = [];
    renderTab();
    expect(screen.getByText("No clothes yet")).toBeInTheDocument();
    expect(screen.getByText("An admin has not added any clothes yet.")).toBeInTheDocument();
    await act(async () => void fireEvent.change(screen.getByRole("combobox", { name: "Season" }), { target: { value: "Winter" } }));
    expect(screen.getByText("No clothes match these filters")).toBeInTheDocument();
  });

  test("an admin gets edit and delete on every card", () => {
    viewer.current = { ...viewer.current, role: "admin" };
    answers["clothing:listWardrobe"] = [item({ canEdit: true }), item({ _id: "c2", name: "Navy Suit Jacket", canEdit: true })];
    renderTab();
    expect(screen.getByRole("button", { name: "Edit Floral Dress" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Navy Suit Jacket" })).toBeInTheDocument();
  });

  test("the laundry basket groups what needs washing by owner", () => {
    answers["clothing:laundryBasket"] = [
      item({ _id: "c3", name: "Polo", assignedTo: "m3", ownerName: "Emma Carter", laundryStatus: "Needs Washing", canToggleLaundry: false }),
      item({ _id: "c4", name: "Skirt", assignedTo: "m3", ownerName: "Emma Carter", laundryStatus: "Needs Washing", canToggleLaundry: false }),
      item({ _id: "c1", laundryStatus: "Needs Washing" }),
    ];
    renderTab("basket");
    expect(lastArgs("clothing:listWardrobe")).toBe("skip");
    expect(screen.getByText("3 items need washing across the family")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Emma Carter: 2 items to wash" })).toBeInTheDocument();
    const sarah = screen.getByRole("region", { name: "Sarah Carter: 1 item to wash" });
    expect(within(sarah).getByRole("button", { name: "Mark clean: Floral Dress" })).toBeInTheDocument();
  });
});
