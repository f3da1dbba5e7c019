import { screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { renderInRouter } from "../../../test/renderWithProviders";
import { BudgetsCard } from "./BudgetsCard";

const answers: Record<string, unknown> = {};
const asked: unknown[] = [];
const viewer = { role: "member" as "member" | "admin" };
vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => {
    asked.push(args);
    return answers[getFunctionName(query)];
  },
}));
vi.mock("../../../auth/useSignedInMember", () => ({ useSignedInMember: () => ({ _id: "m1", name: "Sarah", role: viewer.role, pageAccess: {} }) }));

async function renderCard() {
  await renderInRouter(<BudgetsCard month="2026-11" />);
  return screen.getByTestId("budgets-card");
}

beforeEach(() => {
  asked.length = 0;
  viewer.role = "member";
  answers["financeSettings:monthBudgets"] = [
    { categoryId: "c1", name: "Groceries", budgetPence: 40_000, spentPence: 42_000, remainingPence: -2_000, over: true },
    { categoryId: "c2", name: "Transportation", budgetPence: 10_000, spentPence: 8_500, remainingPence: 1_500, over: false },
  ];
});

describe("BudgetsCard", () => {
  test("the month asked for, by name; spent of budget per category", async () => {
    const card = await renderCard();
    expect(asked[0]).toEqual({ month: "2026-11" });
    expect(card).toHaveTextContent("November 2026");
    expect(within(card).getByRole("list", { name: "Budgets of November 2026" })).toBeInTheDocument();
    const [groceries, transport] = within(card).getAllByTestId("budget-row");
    expect(groceries).toHaveTextContent("£420.00 of £400.00");
    expect(transport).toHaveTextContent("£85.00 of £100.00");
  });

  test("over budget is said in words, not colour alone; under says what is left", async () => {
    const card = await renderCard();
    const [groceries, transport] = within(card).getAllByTestId("budget-row");
    expect(groceries).toHaveTextContent("£20.00 over");
    expect(groceries.dataset.over).toBe("true");
    expect(transport).toHaveTextContent("£15.00 left");
    expect(within(card).getByRole("progressbar", { name: "Groceries: £420.00 spent of £400.00" })).toHaveAttribute("aria-valuenow", "100");
    expect(within(card).getByRole("progressbar", { name: "Transportation: £85.00 spent of £100.00" })).toHaveAttribute("aria-valuenow", "85");
  });

  test("no budgets: an admin gets the way to Finance settings", async () => {
    answers["financeSettings:monthBudgets"] = [];
    viewer.role = "admin";
    const card = await renderCard();
    expect(card).toHaveTextContent("No budgets set");
    expect(within(card).getByRole("link", { name: "Set budgets in Finance settings" })).toHaveAttribute("href", "/admin/finance-settings");
  });

  test("no budgets: a member is told who sets them, with no link", async () => {
    answers["financeSettings:monthBudgets"] = [];
    const card = await renderCard();
    expect(card).toHaveTextContent("An admin can set a monthly budget per category in Finance settings.");
    expect(within(card).queryByRole("link")).toBeNull();
  });
});
