import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../../components/ui/provider";
import { NightDim, isNightTime } from "./NightDim";
import { PIXEL_SHIFT_INTERVAL_MS, PIXEL_SHIFT_OFFSETS, PixelShift } from "./PixelShift";

const at = (hours: number, minutes: number) => new Date(2026, 10, 22, hours, minutes);

afterEach(() => vi.useRealTimers());

describe("isNightTime", () => {
  test.each([
    // A window spanning midnight.
    ["22:00", "06:30", at(21, 59), false],
    ["22:00", "06:30", at(22, 0), true],
    ["22:00", "06:30", at(23, 59), true],
    ["22:00", "06:30", at(0, 0), true],
    ["22:00", "06:30", at(6, 29), true],
    ["22:00", "06:30", at(6, 30), false],
    ["22:00", "06:30", at(12, 0), false],
    // A window within one day.
    ["13:00", "15:00", at(12, 59), false],
    ["13:00", "15:00", at(13, 0), true],
    ["13:00", "15:00", at(15, 0), false],
    // No window: equal or malformed times.
    ["22:00", "22:00", at(22, 0), false],
    ["25:00", "06:00", at(1, 0), false],
    ["", "06:00", at(1, 0), false],
  ])("from %s to %s at %s → %s", (from, to, now, expected) => {
    expect(isNightTime(now, from, to)).toBe(expected);
  });
});

describe("NightDim", () => {
  function renderDim(props: { from?: string | null; to?: string | null }) {
    return render(
      <Provider>
        <NightDim {...props} />
      </Provider>,
    );
  }

  test("darkens between the times without catching taps, and lifts in the morning", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at(6, 29));
    renderDim({ from: "22:00", to: "06:30" });
    const overlay = screen.getByTestId("night-dim");
    expect(overlay).toHaveStyle({ pointerEvents: "none", position: "fixed" });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByTestId("night-dim")).toBeNull();
  });

  test("comes on at night by itself", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at(21, 59, ));
    renderDim({ from: "22:00", to: "06:30" });
    expect(screen.queryByTestId("night-dim")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId("night-dim")).toBeInTheDocument();
  });

  test("no times set: never dims", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at(23, 0));
    renderDim({});
    renderDim({ from: null, to: null });
    expect(screen.queryByTestId("night-dim")).toBeNull();
  });
});

describe("PixelShift", () => {
  test("every offset stays within 4 px", () => {
    for (const [x, y] of PIXEL_SHIFT_OFFSETS) {
      expect(Math.abs(x)).toBeLessThanOrEqual(4);
      expect(Math.abs(y)).toBeLessThanOrEqual(4);
    }
    expect(new Set(PIXEL_SHIFT_OFFSETS.map(String)).size).toBe(PIXEL_SHIFT_OFFSETS.length);
  });

  test("moves its content through the offsets every few minutes and back to the start", () => {
    vi.useFakeTimers();
    render(
      <Provider>
        <PixelShift>
          <p>Content</p>
        </PixelShift>
      </Provider>,
    );
    const shifted = screen.getByTestId("pixel-shift");
    expect(shifted).toContainElement(screen.getByText("Content"));
    const seen = [shifted.dataset.offset];
    for (let i = 0; i < PIXEL_SHIFT_OFFSETS.length; i++) {
      act(() => {
      vi.advanceTimersByTime(PIXEL_SHIFT_INTERVAL_MS);
    });
      seen.push(shifted.dataset.offset);
    }
    expect(seen).toEqual([...PIXEL_SHIFT_OFFSETS.map(([x, y]) => `${x},${y}`), "0,0"]);
    expect(PIXEL_SHIFT_INTERVAL_MS).toBeGreaterThanOrEqual(60_000);
  });
});
