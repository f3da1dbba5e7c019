import { fireEvent, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { householdError } from "../../../convex/lib/errors";
import { Provider } from "../../components/ui/provider";
import { PlaceBoundary } from "./PlaceBoundary";

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** Stands for the page's refusal screen above the boundary. */
class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  state = { caught: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { caught: error instanceof Error ? error.message : String(error) };
  }
  render() {
    return this.state.caught ? <p>page refusal</p> : this.props.children;
  }
}

function renderIn(open: boolean, error: unknown, onTopLevel = vi.fn()) {
  render(
    <Provider>
      <Outer>
        <PlaceBoundary open={open} resetKey="x" onTopLevel={onTopLevel}>
          <Throws error={error} />
        </PlaceBoundary>
      </Outer>
    </Provider>,
  );
  return onTopLevel;
}

describe("PlaceBoundary", () => {
  // React reports caught render errors on the console; they are expected here.
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  test("a container gone while open says so and leads to the room's top level", () => {
    const onTopLevel = renderIn(true, householdError("NOT_FOUND"));
    expect(screen.getByRole("alert")).toHaveTextContent("This container is gone");
    fireEvent.click(screen.getByRole("button", { name: "Go to the room" }));
    expect(onTopLevel).toHaveBeenCalledOnce();
  });

  test("a refusal about the room itself goes on to the page", () => {
    renderIn(true, householdError("ROOM_ACCESS_DENIED", { room: "Kitchen" }));
    expect(screen.getByText("page refusal")).toBeInTheDocument();
  });

  test("at the room's top level every failure goes on to the page", () => {
    renderIn(false, householdError("NOT_FOUND"));
    expect(screen.getByText("page refusal")).toBeInTheDocument();
  });
});
