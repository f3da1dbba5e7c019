import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { es } from "date-fns/locale/es";
import { Component, type ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { householdError } from "../../../../../../convex/lib/errors";
import { Provider } from "../../../../../components/ui/provider";
import { AccessSwitchRow } from "./AccessSwitchRow";
import { AdminOnlyBoundary, isAdminRefusal } from "./AdminOnlyNotice";
import { RoomGoneBoundary } from "./RoomNotFound";
import { renderInRouter } from "../../../../../test/renderWithProviders";
import { timeAgo } from "../../../../../i18n/relativeTime";

describe("timeAgo", () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  test("says how long ago, in the locale's words", () => {
    expect(timeAgo(now - 20_000, now)).toBe("less than a minute ago");
    expect(timeAgo(now - 5 * 60_000, now)).toBe("5 minutes ago");
    expect(timeAgo(now - 3 * 86_400_000, now, es)).toBe("hace 3 días");
  });

  test("a server clock a little ahead never reads as the future", () => {
    expect(timeAgo(now + 30_000, now)).toBe("less than a minute ago");
  });
});

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>outer screen</p> : this.props.children;
  }
}

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

describe("AdminOnlyBoundary", () => {
  test("an admin-only refusal (role taken away while open) shows the spec's yellow notice", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Provider>
        <Outer>
          <AdminOnlyBoundary>
            <Throws error={householdError("ADMIN_REQUIRED")} />
          </AdminOnlyBoundary>
        </Outer>
      </Provider>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Admin privileges are required to manage rooms. Please contact your family administrator.",
    );
    expect(screen.queryByText("outer screen")).toBeNull();
  });

  test("any other error goes on to the route's error screen", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Provider>
        <Outer>
          <AdminOnlyBoundary>
            <Throws error={householdError("PAGE_ACCESS_DENIED")} />
          </AdminOnlyBoundary>
        </Outer>
      </Provider>,
    );
    expect(screen.getByText("outer screen")).toBeInTheDocument();
    expect(screen.queryByTestId("rooms-admin-only")).toBeNull();
  });

  test("the admin-only codes are those of the rooms functions' refusals", () => {
    for (const code of ["ADMIN_REQUIRED", "APPROVE_ACCESS_REQUESTS", "DECIDE_PENDING_ITEMS", "MODIFY_ROOM_ACCESS"] as const) {
      expect(isAdminRefusal(householdError(code))).toBe(true);
    }
    expect(isAdminRefusal(householdError("ROOM_NOT_FOUND"))).toBe(false);
    expect(isAdminRefusal(new Error("x"))).toBe(false);
  });
});

describe("RoomGoneBoundary", () => {
  test("a room refused as not found (deleted while open) shows 'Room Not Found' with both ways back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderInRouter(
      <Outer>
        <RoomGoneBoundary>
          <Throws error={householdError("ROOM_NOT_FOUND")} />
        </RoomGoneBoundary>
      </Outer>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Room Not Found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Rooms" })).toHaveAttribute("href", "/admin/rooms");
    expect(screen.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin");
  });

  test("other refusals go on to the route's error screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderInRouter(
      <Outer>
        <RoomGoneBoundary>
          <Throws error={householdError("ROOM_ACCESS_DENIED", { room: "Kitchen" })} />
        </RoomGoneBoundary>
      </Outer>,
    );
    expect(await screen.findByText("outer screen")).toBeInTheDocument();
  });
});

describe("AccessSwitchRow", () => {
  function renderRow(always: boolean, onChange = vi.fn()) {
    render(
      <Provider>
        <ul>
          <AccessSwitchRow icon={null} name="Kitchen" allowed={false} always={always} onChange={onChange} />
        </ul>
      </Provider>,
    );
    return onChange;
  }

  test("a member's switch, named by the room, says whether they may enter and turns on", async () => {
    const onChange = renderRow(false);
    const toggle = screen.getByRole("checkbox", { name: "Kitchen" });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test("an admin's is on, cannot be turned off and says they always have access", () => {
    renderRow(true);
    const toggle = screen.getByRole("checkbox", { name: /^Kitchen/ });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByRole("listitem")).toHaveTextContent("Always has access");
  });
});
