import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { CHECK_IN_MS, useScreenCheckIn } from "./useScreenCheckIn";

const checkIn = vi.fn(() => Promise.resolve(null));
let connected = true;
vi.mock("convex/react", () => ({
  useConvex: () => ({ connectionState: () => ({ isWebSocketConnected: connected }) }),
  useMutation: () => checkIn,
}));

let visibility: DocumentVisibilityState = "visible";
beforeEach(() => {
  vi.useFakeTimers();
  checkIn.mockClear();
  connected = true;
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
});
afterEach(() => vi.useRealTimers());

test("checks in on opening and every five minutes while visible and connected", () => {
  renderHook(() => useScreenCheckIn("key-1"));
  expect(checkIn).toHaveBeenCalledTimes(1);
  expect(checkIn).toHaveBeenLastCalledWith({ screenKey: "key-1" });
  vi.advanceTimersByTime(CHECK_IN_MS * 3);
  expect(checkIn).toHaveBeenCalledTimes(4);
});

test("hidden or offline it stays quiet (nothing queued for later); shown again it checks in at once", () => {
  const { unmount } = renderHook(() => useScreenCheckIn("key-1"));
  checkIn.mockClear();
  visibility = "hidden";
  vi.advanceTimersByTime(CHECK_IN_MS);
  visibility = "visible";
  connected = false;
  vi.advanceTimersByTime(CHECK_IN_MS);
  expect(checkIn).not.toHaveBeenCalled();
  connected = true;
  document.dispatchEvent(new Event("visibilitychange"));
  expect(checkIn).toHaveBeenCalledTimes(1);
  unmount();
  vi.advanceTimersByTime(CHECK_IN_MS * 2);
  expect(checkIn).toHaveBeenCalledTimes(1);
});
