import { render, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { ErrorCode } from "../../../convex/lib/errors";
import { RefusalBoundary } from "./RefusalBoundary";

function refusal(code: string) {
  return new ConvexError({ code, title: "Family screen", message: "Refused." });
}

/** A live query the server refuses: it throws while rendering. */
function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** Stands for the next boundary up (the family screen's reloading one): shows what reached it. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <p>reached outer: {error instanceof ConvexError ? String(error.data.code) : String(error)}</p>;
  }
}

beforeEach(() => {
  // React logs every caught render error; the tests read the outcome instead.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("RefusalBoundary", () => {
  test("a child that renders fine is shown and no handler runs", () => {
    const unlockEnded = vi.fn();
    render(
      <RefusalBoundary on={{ SCREEN_UNLOCK_ENDED: unlockEnded }}>
        <p>Member panel</p>
      </RefusalBoundary>,
    );
    expect(screen.getByText("Member panel")).toBeInTheDocument();
    expect(unlockEnded).not.toHaveBeenCalled();
  });

  test.each<ErrorCode>(["SCREEN_UNLOCK_ENDED", "SCREEN_DASHBOARD_OFF"])("a child refused with %s calls only that code's handler, once, and renders nothing", (code) => {
    const on = { SCREEN_UNLOCK_ENDED: vi.fn(), SCREEN_DASHBOARD_OFF: vi.fn() };
    const { container } = render(
      <Outer>
        <p>before</p>
        <RefusalBoundary on={on}>
          <Throws error={refusal(code)} />
        </RefusalBoundary>
      </Outer>,
    );
    expect(on[code as keyof typeof on]).toHaveBeenCalledTimes(1);
    const other = code === "SCREEN_UNLOCK_ENDED" ? "SCREEN_DASHBOARD_OFF" : "SCREEN_UNLOCK_ENDED";
    expect(on[other]).not.toHaveBeenCalled();
    // Nothing in the boundary's place, and the refusal never reached the outer boundary.
    expect(container).toHaveTextContent(/^before$/);
  });

  test.each([
    ["a refusal with a code it has no handler for", refusal("SCREEN_NOT_ACTIVE"), "SCREEN_NOT_ACTIVE"],
    // A code is server data: one that names an object's built-in (toString) is still not a handled code.
    ["a refusal whose code names an object built-in", refusal("toString"), "toString"],
    ["an ordinary error", new Error("boom"), "Error: boom"],
  ])("%s is thrown on to the next boundary and no handler runs", (_, error, shown) => {
    const on = { SCREEN_UNLOCK_ENDED: vi.fn(), SCREEN_DASHBOARD_OFF: vi.fn() };
    render(
      <Outer>
        <RefusalBoundary on={on}>
          <Throws error={error} />
        </RefusalBoundary>
      </Outer>,
    );
    expect(screen.getByText(`reached outer: ${shown}`)).toBeInTheDocument();
    expect(on.SCREEN_UNLOCK_ENDED).not.toHaveBeenCalled();
    expect(on.SCREEN_DASHBOARD_OFF).not.toHaveBeenCalled();
  });

  test("a new key (the next unlock) shows the children again after a refusal", () => {
    const unlockEnded = vi.fn();
    const panel = (token: string, error?: unknown) => (
      <RefusalBoundary key={token} on={{ SCREEN_UNLOCK_ENDED: unlockEnded }}>
        {error ? <Throws error={error} /> : <p>Panel {token}</p>}
      </RefusalBoundary>
    );
    const { rerender, container } = render(panel("first", refusal("SCREEN_UNLOCK_ENDED")));
    expect(container).toBeEmptyDOMElement();
    rerender(panel("second"));
    expect(screen.getByText("Panel second")).toBeInTheDocument();
    expect(unlockEnded).toHaveBeenCalledTimes(1);
  });
});
