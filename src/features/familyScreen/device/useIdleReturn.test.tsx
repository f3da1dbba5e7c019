import { fireEvent, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useIdleReturn } from "./useIdleReturn";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useIdleReturn", () => {
  test("calls back after the time without activity, once", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleReturn(60_000, onIdle, true));
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test.each(["pointerDown", "keyDown", "touchStart", "wheel"] as const)("%s restarts the wait", (event) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleReturn(60_000, onIdle, true));
    vi.advanceTimersByTime(50_000);
    fireEvent[event](document.body);
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test("inactive: never calls back; unmounted: stops", () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useIdleReturn(60_000, onIdle, active), { initialProps: { active: false } });
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ active: true });
    unmount();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  test("uses the latest callback without restarting the wait", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onIdle }) => useIdleReturn(60_000, onIdle, true), { initialProps: { onIdle: first } });
    vi.advanceTimersByTime(30_000);
    rerender({ onIdle: second });
    vi.advanceTimersByTime(30_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
