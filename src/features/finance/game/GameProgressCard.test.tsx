import { render, screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { gameStateFor } from "../../../../convex/lib/game";
import { Provider } from "../../../components/ui/provider";
import { GameProgressCard } from "./GameProgressCard";

const answers: Record<string, unknown> = {};
vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0]) => answers[getFunctionName(query)],
}));
vi.mock("../../../auth/useSignedInMember", () => ({ useSignedInMember: () => ({ _id: "m2", name: "Emma Carter", role: "member", pageAccess: {} }) }));

function renderCard() {
  render(
    <Provider>
      <GameProgressCard />
    </Provider>,
  );
  return screen.getByTestId("game-card");
}

beforeEach(() => {
  // 16 transactions: level 3 (100 → 150 XP passed), next at 225, Bronze earned.
  answers["transactions:myGame"] = { ...gameStateFor(16), streak: 2 };
  answers["transactions:familyGame"] = [
    { memberId: "m1", name: "David Carter", color: "blue", level: 4, experience: 240, transactions: 24, badges: ["bronze"] },
    { memberId: "m2", name: "Emma Carter", level: 3, experience: 160, transactions: 16, badges: ["bronze"] },
  ];
});

describe("GameProgressCard", () => {
  test("the level with its stars said in words, XP towards the next level, transactions and streak", () => {
    const card = renderCard();
    expect(within(card).getByTestId("game-level")).toHaveTextContent("Level 3");
    expect(within(card).getByRole("img", { name: "Level 3, 3 of 5 stars" })).toBeInTheDocument();
    expect(within(card).getByTestId("game-xp")).toHaveTextContent("160 / 225 XP");
    const bar = within(card).getByRole("progressbar", { name: "Experience" });
    expect(bar).toHaveAttribute("aria-valuenow", "71");
    expect(bar).toHaveAttribute("aria-valuetext", "160 / 225 XP");
    expect(card).toHaveTextContent("Transactions16");
    expect(card).toHaveTextContent("Streak2 days");
  });

  test("badges: earned ones say so, locked ones say what they take", () => {
    const card = renderCard();
    const badges = within(card).getAllByTestId("game-badge");
    expect(badges.map((badge) => badge.textContent)).toEqual([
      "Bronze AccountantEarned",
      "Silver AccountantLocked: 50 transactions",
      "Gold AccountantLocked: 100 transactions",
    ]);
    expect(badges.map((badge) => badge.dataset.earned)).toEqual(["true", "false", "false"]);
  });

  test("the family leaderboard, most XP first, with the viewer marked", () => {
    const card = renderCard();
    const rows = within(card).getAllByTestId("leaderboard-row");
    expect(rows[0]).toHaveTextContent("David Carter");
    expect(rows[0]).toHaveTextContent("Level 4 · 240 XP");
    expect(rows[1]).toHaveTextContent("Emma Carter (you)");
  });

  test("five stars at most, however high the level", () => {
    answers["transactions:myGame"] = { ...gameStateFor(200), streak: 0 };
    const card = renderCard();
    const level = gameStateFor(200).level;
    expect(level).toBeGreaterThan(5);
    expect(within(card).getByRole("img", { name: `Level ${level}, 5 of 5 stars` })).toBeInTheDocument();
    expect(card).toHaveTextContent("Streak0 days");
  });
});
