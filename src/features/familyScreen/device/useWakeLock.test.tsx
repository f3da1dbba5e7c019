import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { useWakeLock } from "./useWakeLock";

/** A stand-in WakeLockSentinel the browser can "release" (as it does when the page is hidden). */
class FakeSentinel extends EventTarget {
  released = false;
  readonly type = "screen" as const;
  onrelease = null;
  release = vi.fn(async () => {
    this.released = true;
  });
}

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  // @ts-expect-error -- removing the stand-in again
  delete navigator.wakeLock;
  setVisibility("visible");
});

describe("useWakeLock", () => {
  test("holds a screen wake lock while active and gives it back on unmount", async () => {
    const { request, sentinels } = installWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(request).toHaveBeenCalledWith("screen"));
    expect(sentinels).toHaveLength(1);
    unmount();
    expect(sentinels[0].release).toHaveBeenCalled();
  });

  test("asks again when the page becomes visible after the browser dropped it", async () => {
    const { request, sentinels } = installWakeLock();
    renderHook(() => useWakeLock(true));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // Hidden: the browser releases the lock by itself.
    setVisibility("hidden");
    sentinels[0].released = true;
    setVisibility("visible");
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // Visible again while still held: no duplicate request.
    setVisibility("visible");
    await Promise.resolve();
    expect(request).toHaveBeenCalledTimes(2);
  });

  test("does nothing when inactive", async () => {
    const { request } = installWakeLock();
    renderHook(() => useWakeLock(false));
    await Promise.resolve();
    expect(request).not.toHaveBeenCalled();
  });

  test("no error without the API or when the request is refused", async () => {
    expect(() => renderHook(() => useWakeLock(true)).unmount()).not.toThrow();
    const request = vi.fn(() => Promise.reject(new DOMException("Not allowed", "NotAllowedError")));
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    const { unmount } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(request).toHaveBeenCalled());
    unmount();
  });

  test("a lock granted after unmount is released at once", async () => {
    let grant: (sentinel: FakeSentinel) => void = () => {};
    const request = vi.fn(() => new Promise<FakeSentinel>((resolve) => (grant = resolve)));
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    const { unmount } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(request).toHaveBeenCalled());
    unmount();
    const late = new FakeSentinel();
    grant(late);
    await waitFor(() => expect(late.release).toHaveBeenCalled());
  });
});
