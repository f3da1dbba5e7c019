import { act, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../../components/ui/provider";
import { FamilyScreenErrorBoundary } from "./FamilyScreenErrorBoundary";
import { RELOAD_FLOOR_MS } from "./reloadFloor";
import { RenderWatchdog } from "./RenderWatchdog";

const never = new Promise<never>(() => {});
function StuckForever(): never {
  throw never;
}
let crash: () => void = () => {};
function Crashable() {
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    crash = () => setBroken(true);
  });
  if (broken) throw new Error("boom");
  return <p>Family view</p>;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

const MINUTE = 60_000;

/** Lets time pass in 5 s steps, each in its own act(), so React commits as it would live. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 5_000) {
    const step = Math.min(5_000, left);
    act(() => {
      vi.advanceTimersByTime(step);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility("visible");
});

describe("RenderWatchdog", () => {
  test("a healthy screen is never reloaded", () => {
    const reload = vi.fn();
    render(
      <RenderWatchdog reload={reload}>
        <p>Family view</p>
      </RenderWatchdog>,
    );
    advance(60 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
  });

  test("a tree stuck in Suspense reloads after 2 minutes", () => {
    const reload = vi.fn();
    render(
      <RenderWatchdog reload={reload}>
        <StuckForever />
      </RenderWatchdog>,
    );
    advance(1.5 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    advance(1 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("content that suspends after showing hides the heartbeat too", () => {
    const reload = vi.fn();
    let suspend: () => void = () => {};
    function Loader() {
      const [stuck, setStuck] = useState(false);
      useEffect(() => {
        suspend = () => setStuck(true);
      });
      if (stuck) throw never;
      return <p>Family view</p>;
    }
    render(
      <RenderWatchdog reload={reload}>
        <Loader />
      </RenderWatchdog>,
    );
    advance(5 * MINUTE);
    act(() => suspend());
    advance(3 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("at most one reload per 5 minutes, even across page loads", () => {
    const reload = vi.fn();
    render(
      <RenderWatchdog reload={reload}>
        <StuckForever />
      </RenderWatchdog>,
    );
    advance(2.5 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
    // Reloaded, but the new page is stuck again: no second reload within the floor.
    advance(RELOAD_FLOOR_MS - 1 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
    advance(1 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test("a hidden page is not judged", () => {
    const reload = vi.fn();
    render(
      <RenderWatchdog reload={reload}>
        <StuckForever />
      </RenderWatchdog>,
    );
    setVisibility("hidden");
    advance(30 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    setVisibility("visible");
    advance(2.5 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("FamilyScreenErrorBoundary", () => {
  test("shows a calm message and reloads after 30 s", () => {
    const reload = vi.fn();
    render(
      <Provider>
        <FamilyScreenErrorBoundary reload={reload}>
          <Crashable />
        </FamilyScreenErrorBoundary>
      </Provider>,
    );
    expect(screen.getByText("Family view")).toBeInTheDocument();
    act(() => crash());
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong — reloading…");
    advance(29_000);
    expect(reload).not.toHaveBeenCalled();
    advance(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("waits for the 5-minute floor after a recent reload", () => {
    sessionStorage.setItem("household:familyScreenReloadAt", String(Date.now() - 1 * MINUTE));
    const reload = vi.fn();
    render(
      <Provider>
        <FamilyScreenErrorBoundary reload={reload}>
          <Crashable />
        </FamilyScreenErrorBoundary>
      </Provider>,
    );
    act(() => crash());
    advance(3.5 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    advance(1 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
