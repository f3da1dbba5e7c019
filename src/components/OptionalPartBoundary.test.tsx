import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { OptionalPartBoundary } from "./OptionalPartBoundary";

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:5310/assets/UpdatePrompt-BJi3UtPn.js");
}

describe("OptionalPartBoundary", () => {
  test("a part that fails shows nothing; the rest of the page stays", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <OptionalPartBoundary>
          <Broken />
        </OptionalPartBoundary>
        <p>The dashboard</p>
      </>,
    );
    expect(screen.getByText("The dashboard")).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith("A part of the page could not be shown:", expect.any(TypeError), expect.any(String));
  });

  test("a part that works is shown", () => {
    render(
      <OptionalPartBoundary>
        <p>A new version is ready</p>
      </OptionalPartBoundary>,
    );
    expect(screen.getByText("A new version is ready")).toBeTruthy();
  });
});
