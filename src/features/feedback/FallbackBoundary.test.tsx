import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { householdError } from "../../../convex/lib/errors";
import { FallbackBoundary } from "./FallbackBoundary";

function Throws(): ReactNode {
  throw householdError("ADMIN_REQUIRED");
}

afterEach(() => vi.restoreAllMocks());

describe("FallbackBoundary", () => {
  test("shows its children while they render", () => {
    render(
      <FallbackBoundary fallback={<p>fallback</p>}>
        <p>children</p>
      </FallbackBoundary>,
    );
    expect(screen.getByText("children")).toBeInTheDocument();
    expect(screen.queryByText("fallback")).toBeNull();
  });

  test("a child that fails is replaced by the fallback; the page around it stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <main>
        <p>page</p>
        <FallbackBoundary fallback={<p>fallback</p>}>
          <Throws />
        </FallbackBoundary>
      </main>,
    );
    expect(screen.getByText("fallback")).toBeInTheDocument();
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  test("a null fallback leaves nothing in its place", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <div data-testid="around">
        <FallbackBoundary fallback={null}>
          <Throws />
        </FallbackBoundary>
      </div>,
    );
    expect(screen.getByTestId("around")).toBeEmptyDOMElement();
  });
});
