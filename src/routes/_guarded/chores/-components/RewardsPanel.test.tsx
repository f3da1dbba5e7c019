import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { renderInRouter } from "../../../../test/renderWithProviders";
import { RewardsPanel } from "./RewardsPanel";

const answers: Record<string, unknown> = {};
const calls: { name: string; args: unknown }[] = [];
const queried: { name: string; args: unknown }[] = [];
vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => {
    queried.push({ name: getFunctionName(query), args });
    return answers[getFunctionName(query)];
  },
  useMutation: (mutation: Parameters<typeof getFunctionName>[0]) => (args: unknown) => {
    calls.push({ name: getFunctionName(mutation), args });
    return Promise.resolve(null);
  },
}));

const at = new Date("2030-01-15T12:00:00Z").getTime();
const overview = {
  admin: false,
  balance: 45,
  rewards: [
    { _id: "r1", name: "Ice cream", cost: 10, moneyPence: null },
    { _id: "r2", name: "Pocket money", cost: 20, moneyPence: 500 },
    { _id: "r3", name: "Cinema trip", cost: 30, moneyPence: null },
  ],
  history: [
    { _id: "p2", at, points: -20, balance: 45, kind: "reward", title: "Pocket money" },
    { _id: "p1", at, points: 65, balance: 65, kind: "chore", title: "Tidy room" },
  ],
  pending: [{ _id: "q1", rewardId: "r2", name: "Pocket money", cost: 20, moneyPence: 500, requestedAt: at }],
};

async function renderPanel() {
  await renderInRouter(<RewardsPanel />);
  return screen.getByTestId("rewards-panel");
}

beforeEach(() => {
  calls.length = 0;
  answers["rewards:list"] = overview;
});

describe("RewardsPanel", () => {
  test("the balance, big, with what waiting requests set aside", async () => {
    const panel = await renderPanel();
    expect(within(panel).getByTestId("rewards-balance-value")).toHaveTextContent("45");
    expect(within(panel).getByTestId("rewards-balance")).toHaveTextContent("20 of them are set aside for requests waiting for approval");
  });

  test("recent points with their date, title and sign in words and symbols", async () => {
    const panel = await renderPanel();
    const list = within(panel).getByRole("list", { name: "Your recent points, newest first" });
    const [spent, earned] = within(list).getAllByRole("listitem");
    expect(spent).toHaveTextContent("Pocket money");
    expect(spent).toHaveTextContent("−20");
    expect(within(spent).getByLabelText("20 points spent")).toBeInTheDocument();
    expect(earned).toHaveTextContent("+65");
  });

  test("rewards: redeemable, waiting for approval, or disabled with the reason", async () => {
    const panel = await renderPanel();
    const [iceCream, money, cinema] = within(panel).getAllByTestId("reward-row");
    expect(within(iceCream).getByRole("button", { name: "Redeem Ice cream" })).toBeEnabled();
    expect(money).toHaveTextContent("£5.00 pocket money");
    expect(money).toHaveTextContent("Waiting for approval");
    expect(within(money).queryByRole("button", { name: /Redeem/ })).toBeNull();
    // 45 points, 20 of them asked for already: 25 left, 5 short of the cinema.
    const redeemCinema = within(cinema).getByRole("button", { name: "Redeem Cinema trip" });
    expect(redeemCinema).toBeDisabled();
    expect(cinema).toHaveTextContent("You need 5 more points");
    // A member keeps no list: no add, edit or remove, no one else's points.
    expect(within(panel).queryByRole("button", { name: "Add reward" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Edit Ice cream" })).toBeNull();
    expect(within(panel).queryByTestId("everyone-points")).toBeNull();
  });

  test("a reward's name sits over its cost, with its pocket money (in the list) or the points still missing (redeeming for a child) after a dot", async () => {
    answers["rewards:list"] = { ...overview, admin: true, everyone: [{ _id: "m3", name: "Emma", balance: 25, signsIn: false, available: 25 }] };
    const panel = await renderPanel();
    // The line under the name, whole: a toHaveTextContent substring would let a missing or doubled part through.
    const costUnder = (item: HTMLElement, name: string) => within(item).getByText(name).nextElementSibling?.textContent;
    const rows = within(panel).getAllByTestId("reward-row");
    expect(rows.map((row, i) => costUnder(row, overview.rewards[i].name))).toEqual(["10 points", "20 points · £5.00 pocket money", "30 points"]);
    fireEvent.click(within(panel).getByRole("button", { name: "Redeem for Emma" }));
    const dialog = await screen.findByRole("dialog", { name: "Redeem for Emma" });
    const items = within(within(dialog).getByRole("list", { name: /Emma/ })).getAllByRole("listitem");
    // The dialog is about what Emma's 25 points cover: no pocket money, but the shortfall.
    expect(items.map((item, i) => costUnder(item, overview.rewards[i].name))).toEqual(["10 points", "20 points", "30 points · You need 5 more points"]);
  });

  test("a waiting request can be withdrawn, once for a double click", async () => {
    const panel = await renderPanel();
    const waiting = within(panel).getByRole("list", { name: "Your requests waiting for approval" });
    const withdraw = within(waiting).getByRole("button", { name: "Withdraw your request for Pocket money" });
    fireEvent.click(withdraw);
    fireEvent.click(withdraw);
    await waitFor(() => expect(calls).toEqual([{ name: "rewards:withdraw", args: { redemptionId: "q1" } }]));
  });

  test("Redeem asks for the reward", async () => {
    const panel = await renderPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "Redeem Ice cream" }));
    await waitFor(() => expect(calls).toEqual([{ name: "rewards:redeem", args: { rewardId: "r1" } }]));
  });

  test("an admin adds, edits and removes rewards and sees everyone's points", async () => {
    answers["rewards:list"] = {
      ...overview,
      admin: true,
      everyone: [
        { _id: "m1", name: "Ada", balance: 3, signsIn: true, available: 3 },
        { _id: "m2", name: "Max", balance: 1, signsIn: true, available: 1 },
      ],
    };
    const panel = await renderPanel();
    expect(within(panel).getByRole("button", { name: "Add reward" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Edit Cinema trip" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Remove Cinema trip" })).toBeInTheDocument();
    const everyone = within(panel).getByTestId("everyone-points");
    expect(everyone).toHaveTextContent("Ada3 points");
    expect(everyone).toHaveTextContent("Max1 point");
  });

  test("an admin reads anyone's points history: what they earned for what and spent on what", async () => {
    answers["rewards:list"] = {
      ...overview,
      admin: true,
      everyone: [
        { _id: "m1", name: "Ada", balance: 3, signsIn: true, available: 3 },
        { _id: "m2", name: "Max", balance: 45, signsIn: true, available: 45 },
      ],
    };
    answers["rewards:history"] = { name: "Max", balance: 45, history: overview.history };
    const panel = await renderPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "History: Max" }));
    const dialog = await screen.findByRole("dialog", { name: "Max’s points" });
    expect(queried).toContainEqual({ name: "rewards:history", args: { memberId: "m2" } });
    const [spent, earned] = within(within(dialog).getByRole("list", { name: "Max’s points, newest first" })).getAllByRole("listitem");
    expect(spent).toHaveTextContent("Pocket money−20");
    expect(earned).toHaveTextContent("Tidy room+65");
    expect(dialog).toHaveTextContent("45 points");
  });

  test("an admin redeems for a child without a sign-in: only the rewards her points cover", async () => {
    answers["rewards:list"] = {
      ...overview,
      admin: true,
      everyone: [
        { _id: "m1", name: "Ada", balance: 3, signsIn: true, available: 3 },
        { _id: "m3", name: "Emma", balance: 25, signsIn: false, available: 25 },
      ],
    };
    const panel = await renderPanel();
    expect(within(panel).queryByRole("button", { name: "Redeem for Ada" })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Redeem for Emma" }));
    const dialog = await screen.findByRole("dialog", { name: "Redeem for Emma" });
    expect(dialog).toHaveTextContent("Emma has 25 points to spend.");
    expect(within(dialog).getByRole("button", { name: "Redeem Cinema trip" })).toBeDisabled();
    expect(dialog).toHaveTextContent("You need 5 more points");
    fireEvent.click(within(dialog).getByRole("button", { name: "Redeem Pocket money" }));
    await waitFor(() => expect(calls).toEqual([{ name: "rewards:redeemFor", args: { memberId: "m3", rewardId: "r2" } }]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Redeem for Emma" })).toBeNull());
  });

  test("the reward form: refusals under their fields, then pounds sent as pence", async () => {
    answers["rewards:list"] = { ...overview, admin: true, everyone: [] };
    const panel = await renderPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "Add reward" }));
    const dialog = await screen.findByRole("dialog", { name: "Add reward" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add reward" }));
    expect(await within(dialog).findByText("Please fill in this field")).toBeInTheDocument();
    expect(within(dialog).getByText("A reward costs a whole number of points from 1 to 100,000.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reward/), { target: { value: "Swimming" } });
    fireEvent.change(within(dialog).getByLabelText(/^Cost in points/), { target: { value: "15" } });
    fireEvent.change(within(dialog).getByLabelText(/^Pocket money/), { target: { value: "2.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add reward" }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: "rewards:addReward", args: { reward: { name: "Swimming", cost: 15, moneyPence: 250 } } }]),
    );
  });

  test("no rewards yet: says who adds them", async () => {
    answers["rewards:list"] = { ...overview, rewards: [], pending: [] };
    const panel = await renderPanel();
    expect(panel).toHaveTextContent("No rewards yet");
    expect(panel).toHaveTextContent("An admin can add rewards to save your points for.");
  });
});
