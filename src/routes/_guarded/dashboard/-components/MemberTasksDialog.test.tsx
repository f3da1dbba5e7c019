// The dashboard's task dialog shows a chore as a chore: what it earns, when in the day and
// whether an admin approves it, not a priority it does not have.
import { screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { MemberTasksDialog } from "./MemberTasksDialog";

const base = {
  _creationTime: 1,
  description: "",
  dueDate: "2030-01-07",
  status: "pending",
  priority: "medium",
  roomName: null,
  assigneeName: "Sarah",
  assignedTo: "m1" as Id<"members">,
  createdBy: "m0" as Id<"members">,
};
const tasks = [
  {
    ...base,
    _id: "t1" as Id<"tasks">,
    title: "Unload the dishwasher",
    needsApproval: true,
    chore: { points: 8, partOfDay: "morning", photoProof: false, missable: false, anyone: false, reason: { kind: "fixed" } },
  },
  { ...base, _id: "t2" as Id<"tasks">, title: "Post the letter", needsApproval: false, priority: "high" },
];

vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0]) => (getFunctionName(query) === "tasks:forMember" ? tasks : undefined),
  useMutation: () => () => Promise.resolve(null),
  useAction: () => () => Promise.resolve(null),
}));

const sarah = { _id: "m1", name: "Sarah", role: "member" } as unknown as MemberView;

describe("<MemberTasksDialog>", () => {
  test("a chore shows its points, part of day and approval; a plain task its priority", async () => {
    await renderInRouter(<MemberTasksDialog member={sarah} viewer={sarah} members={[sarah]} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog");
    const [chore, plain] = within(dialog).getAllByRole("listitem");
    expect(within(chore).getByTestId("chore-badges")).toHaveTextContent("8 points");
    expect(chore).toHaveTextContent("Morning");
    expect(chore).toHaveTextContent("Needs approval");
    expect(chore).not.toHaveTextContent("Medium");
    expect(plain).toHaveTextContent("High");
    expect(within(plain).queryByTestId("chore-badges")).toBeNull();
  });
});
