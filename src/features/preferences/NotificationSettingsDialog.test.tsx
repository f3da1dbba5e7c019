import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { adminPageAccess, defaultPageAccess } from "../../../convex/lib/access";
import type { SignedInMember } from "../../auth/session";
import { Provider } from "../../components/ui/provider";
import { NotificationSettingsDialog } from "./NotificationSettingsDialog";

const answers: Record<string, unknown> = {};
const setMuted = Object.assign(
  vi.fn(() => Promise.resolve(null)),
  { withOptimisticUpdate: () => setMuted },
);

vi.mock("convex/react", () => ({
  useQuery: (query: Parameters<typeof getFunctionName>[0], args: unknown) => (args === "skip" ? undefined : answers[getFunctionName(query)]),
  useMutation: () => setMuted,
}));

const member: SignedInMember = { _id: "m1" as Id<"members">, name: "Sam", role: "member", pageAccess: defaultPageAccess };
const admin: SignedInMember = { _id: "m2" as Id<"members">, name: "Alex", role: "admin", pageAccess: adminPageAccess };

function renderDialog(who: SignedInMember) {
  render(
    <Provider>
      <NotificationSettingsDialog member={who} open onClose={() => {}} finalFocus={() => null} />
    </Provider>,
  );
  return within(screen.getByRole("dialog", { name: "Notifications" }));
}

beforeEach(() => {
  setMuted.mockClear();
  answers["notifications:mutedTopics"] = ["tasksDue"];
});

describe("<NotificationSettingsDialog>", () => {
  test("a member gets a switch per topic they can be told of, on unless muted; no requests", () => {
    const dialog = renderDialog(member);
    expect(dialog.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "Decisions on your requests",
      "Tasks assigned to you",
      "Tasks due",
      "Bills due",
      "Calendar",
    ]);
    expect(dialog.getByRole("checkbox", { name: "Tasks due" })).not.toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Tasks assigned to you" })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Tasks due" })).toHaveAccessibleDescription(/On the day a task of yours is due/);
  });

  test("an admin is also told of new requests", () => {
    const dialog = renderDialog(admin);
    expect(dialog.getByRole("checkbox", { name: "New requests" })).toBeChecked();
  });

  test("turning one off mutes it; turning a muted one on unmutes it", async () => {
    const dialog = renderDialog(member);
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tasks assigned to you" }));
    expect(setMuted).toHaveBeenLastCalledWith({ topic: "tasksAssigned", muted: true });
    await userEvent.click(dialog.getByRole("checkbox", { name: "Tasks due" }));
    expect(setMuted).toHaveBeenLastCalledWith({ topic: "tasksDue", muted: false });
  });
});
