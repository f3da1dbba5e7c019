import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { ApprovalRow } from "../../../convex/lib/approvals";
import type { Id } from "../../../convex/_generated/dataModel";
import { renderInRouter } from "../../test/renderWithProviders";
import { ApprovalList } from "./ApprovalList";

const calls: { name: string; args: unknown }[] = [];
vi.mock("convex/react", () => ({
  useMutation: (mutation: Parameters<typeof getFunctionName>[0]) => (args: unknown) => {
    calls.push({ name: getFunctionName(mutation), args });
    return Promise.resolve({ outcome: "applied" });
  },
}));

const reward: ApprovalRow = {
  kind: "reward",
  id: "q1" as Id<"rewardRedemptions">,
  requester: { _id: "m1" as Id<"members">, name: "Max" },
  what: "Cinema trip",
  cost: 30,
  moneyPence: 500,
  requestedAt: Date.now() - 60_000,
};

beforeEach(() => {
  calls.length = 0;
});

describe("ApprovalList: a chore completion", () => {
  test("shows the points approving pays; a plain task shows none", async () => {
    const chore: ApprovalRow = { kind: "task", id: "t1" as Id<"tasks">, requester: { _id: "m1" as Id<"members">, name: "Sarah" }, what: "Unload the dishwasher", points: 8, requestedAt: Date.now() };
    await renderInRouter(<ApprovalList rows={[chore, { ...chore, id: "t2" as Id<"tasks">, what: "Post the letter", points: undefined }]} />);
    const [row, plain] = screen.getAllByTestId("approval-row");
    expect(within(row).getByTestId("approval-chore-points")).toHaveTextContent(/^\+8 points when approved$/);
    expect(within(plain).queryByTestId("approval-chore-points")).toBeNull();
  });
});

describe("ApprovalList: a reward request", () => {
  test("says who asks for which reward, what it costs and what it pays", async () => {
    await renderInRouter(<ApprovalList rows={[reward, { ...reward, id: "q2" as Id<"rewardRedemptions">, cost: 1, moneyPence: undefined }]} />);
    const [row, pointsOnly] = screen.getAllByTestId("approval-row");
    expect(row).toHaveTextContent("Reward");
    expect(row).toHaveTextContent("Max asks for “Cinema trip”");
    expect(within(row).getByTestId("approval-reward-price")).toHaveTextContent("Costs 30 points · Pays £5.00 pocket money");
    expect(within(pointsOnly).getByTestId("approval-reward-price")).toHaveTextContent(/^Costs 1 point$/);
  });

  test("Approve decides it as a reward", async () => {
    await renderInRouter(<ApprovalList rows={[reward]} />);
    fireEvent.click(screen.getByRole("button", { name: "Approve: Max asks for “Cinema trip”" }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: "approvals:decide", args: { target: { kind: "reward", id: "q1" }, decision: "approve" } }]),
    );
  });
});
