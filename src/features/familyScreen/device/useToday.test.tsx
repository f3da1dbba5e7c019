import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { localDay, msUntilNextMidnight, useNow, useToday } from "./useToday";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 0));
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
});

describe("local day helpers", () => {
  test("localDay is the local calendar day, zero-padded", () => {
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe("2026-01-05");
    expect(localDay(new Date(2026, 11, 31, 23, 59, 59))).toBe("2026-12-31");
  });
  test("msUntilNextMidnight counts to the next local midnight", () => {
    expect(msUntilNextMidnight(new Date(2026, 10, 22, 23, 59, 0))).toBe(60_000);
    expect(msUntilNextMidnight(new Date(2026, 10, 22, 0, 0, 0))).toBe(24 * 3_600_000);
  });
});

describe("useToday", () => {
  test("rolls over at local midnight by its timer", () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe("2026-11-22");
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current).toBe("2026-11-22");
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(result.current).toBe("2026-11-23");
    // And again a day later (the timer re-arms itself).
    act(() => {
      vi.advanceTimersByTime(24 * 3_600_000);
    });
    expect(result.current).toBe("2026-11-24");
  });

  test("a clock jump past midnight (a sleeping tablet) is caught by the 30 s re-check", () => {
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
    const { result } = renderHook(() => useToday());
    // The wall clock jumps forward two days without the midnight timer firing.
    vi.setSystemTime(new Date(2026, 10, 24, 8, 0, 0));
    expect(result.current).toBe("2026-11-22");
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current).toBe("2026-11-24");
  });

  test("in the family's time zone, the day is that zone's and rolls over at its midnight, by the timer", () => {
    // 11:59:30 UTC is 23:59:30 in Auckland (UTC+12 in April), whatever zone this machine is in.
    vi.setSystemTime(new Date("2030-04-29T11:59:30.000Z"));
    const { result } = renderHook(() => useToday("Pacific/Auckland"));
    expect(result.current).toBe("2030-04-29");
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(result.current).toBe("2030-04-29");
    // The timer aimed at Auckland's midnight fires before the 30 s re-check would.
    act(() => {
      vi.advanceTimersByTime(1_100);
    });
    expect(result.current).toBe("2030-04-30");
  });

  test("a zone learnt later (the family screen's view says it) moves the day at once", () => {
    vi.setSystemTime(new Date("2030-04-29T13:00:00.000Z"));
    const { result, rerender } = renderHook(({ zone }: { zone?: string }) => useToday(zone), { initialProps: {} });
    // Until then, the device's own day (whichever zone the machine running this is in).
    expect(result.current).toBe(localDay(new Date()));
    rerender({ zone: "Pacific/Kiritimati" });
    expect(result.current).toBe("2030-04-30");
  });

  test("becoming visible re-checks at once", () => {
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
    const { result } = renderHook(() => useToday());
    setVisibility("hidden");
    vi.setSystemTime(new Date(2026, 10, 23, 7, 0, 0));
    act(() => setVisibility("visible"));
    expect(result.current).toBe("2026-11-23");
  });
});

describe("useNow", () => {
  test("ticks every interval", () => {
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current.getMinutes()).toBe(59);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.getHours()).toBe(0);
    expect(result.current.getMinutes()).toBe(0);
  });
});
