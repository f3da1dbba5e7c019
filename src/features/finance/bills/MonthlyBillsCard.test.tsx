import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../../components/ui/provider";
import { MonthlyBillsCard } from "./MonthlyBillsCard";

// The Convex hooks and the signed-in member, mocked: each query answers from `answers` by name.
const answers: Record<string, unknown> = {};
const queried: { name: string; args: unknown }[] = [];
const setPaid = vi.fn(async () => null);
const viewer = { current: { _id: "m1", name: "Sarah Carter", role: "member" as "member" | "admin", pageAccess: {} } };

vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => {
    const name = getFunctionName(query);
    queried.push({ name, args });
    return answers[name];
  },
  useMutation: () => Object.assign(setPaid, { withOptimisticUpdate: () => setPaid }),
}));
vi.mock("../../../auth/useSignedInMember", () => ({ useSignedInMember: () => viewer.current }));

const row = (over: Record<string, unknown>) => ({
  _id: "b1",
  description: "Council Tax",
  amountPence: 15_050,
  dueDay: 1,
  dueDate: "2026-11-01",
  paymentMethod: "Bank Transfer",
  categoryId: "c1",
  categoryName: "Utilities",
  categoryArchived: false,
  paymentType: "direct-debit",
  paid: false,
  status: "overdue",
  ...over,
});

function board(rows: ReturnType<typeof row>[]) {
  const totalPence = rows.reduce((sum, r) => sum + r.amountPence, 0);
  const paidPence = rows.reduce((sum, r) => sum + (r.paid ? r.amountPence : 0), 0);
  return {
    month: "2026-11",
    rows,
    totalPence,
    paidPence,
    unpaidPence: totalPence - paidPence,
    overdueCount: rows.filter((r) => r.status === "overdue").length,
    dueSoonCount: rows.filter((r) => r.status === "dueSoon").length,
  };
}

function renderCard() {
  render(
    <Provider>
      <MonthlyBillsCard today="2026-11-22" />
    </Provider>,
  );
  return screen.getByTestId("bills-card");
}

beforeEach(() => {
  for (const key of Object.keys(answers)) delete answers[key];
  queried.length = 0;
  setPaid.mockClear();
  viewer.current = { ...viewer.current, role: "member" };
  answers["outgoings:board"] = board([
    row({}),
    row({ _id: "b2", description: "Phone", amountPence: 2_500, dueDay: 25, dueDate: "2026-11-25", paymentMethod: "Credit Card", status: "dueSoon", categoryName: "Old bills", categoryArchived: true, paymentType: "manual-payment" }),
    row({ _id: "b3", description: "Gym", amountPence: 3_000, dueDay: 20, dueDate: "2026-11-20", paid: true, paidByName: "Emma Carter", status: "paid", paymentType: "standing-order" }),
  ]);
});

describe("MonthlyBillsCard", () => {
  test("asks for today's month, and sums up what is unpaid, due soon and overdue in words", () => {
    const card = renderCard();
    expect(queried.find((q) => q.name === "outgoings:board")?.args).toEqual({ month: "2026-11", today: "2026-11-22" });
    expect(within(card).getByText("November 2026")).toBeInTheDocument();
    const summary = within(card).getByTestId("bills-summary");
    expect(summary).toHaveTextContent("Still unpaid this month");
    expect(summary).toHaveTextContent("£175.50");
    expect(summary).toHaveTextContent("of £205.50 in total");
    expect(summary).toHaveTextContent("1 due in the next 7 days");
    expect(summary).toHaveTextContent("1 overdue");
  });

  test("each bill with its facts; a deleted category says so; payment types in words", () => {
    const card = renderCard();
    const phone = within(card).getByRole("listitem", { name: "Phone" });
    expect(phone).toHaveTextContent("Due Nov 25 · Credit Card · Old bills (deleted) · Manual payment");
    expect(phone).toHaveTextContent("Due soon");
    expect(within(card).getByRole("listitem", { name: "Council Tax" })).toHaveTextContent("Overdue");
    expect(within(card).getByRole("listitem", { name: "Gym" })).toHaveTextContent("Paid by Emma Carter");
    expect(within(card).getByRole("listitem", { name: "Gym" })).toHaveTextContent("Standing order");
  });

  test("a member marks a bill paid with a toggle, but gets no Add or Delete", async () => {
    const card = renderCard();
    expect(within(card).queryByRole("button", { name: "Add bill" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /^Delete/ })).toBeNull();
    const toggle = within(card).getByRole("button", { name: "Paid: Council Tax" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(within(card).getByRole("button", { name: "Paid: Gym" })).toHaveAttribute("aria-pressed", "true");
    await act(async () => void fireEvent.click(toggle));
    expect(setPaid).toHaveBeenCalledWith({ outgoingId: "b1", month: "2026-11", paid: true });
    await act(async () => void fireEvent.click(within(card).getByRole("button", { name: "Paid: Gym" })));
    expect(setPaid).toHaveBeenLastCalledWith({ outgoingId: "b3", month: "2026-11", paid: false });
  });

  test("an admin gets Add bill and a Delete per bill", () => {
    viewer.current = { ...viewer.current, role: "admin" };
    const card = renderCard();
    expect(within(card).getByRole("button", { name: "Add bill" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Delete Council Tax" })).toBeInTheDocument();
  });

  test("another month: its name, 'Still unpaid in …' and a way back to this month", async () => {
    const card = renderCard();
    await act(async () => void fireEvent.click(within(card).getByRole("button", { name: "Previous month" })));
    expect(queried.at(-1)?.args).toEqual({ month: "2026-10", today: "2026-11-22" });
    expect(within(card).getByText("October 2026")).toBeInTheDocument();
    expect(within(card).getByTestId("bills-summary")).toHaveTextContent("Still unpaid in October 2026");
    await act(async () => void fireEvent.click(within(card).getByRole("button", { name: "This month" })));
    expect(queried.at(-1)?.args).toEqual({ month: "2026-11", today: "2026-11-22" });
    expect(within(card).queryByRole("button", { name: "This month" })).toBeNull();
  });

  test("no bills: the empty state tells a member who adds them", () => {
    answers["outgoings:board"] = board([]);
    const card = renderCard();
    expect(card).toHaveTextContent("No monthly outgoings yet");
    expect(card).toHaveTextContent("An admin adds the family's regular bills here");
    expect(within(card).queryByTestId("bills-summary")).toBeNull();
  });
});
