import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../../components/ui/provider";
import { CELEBRATION_MS, LevelUpCelebration } from "./LevelUpCelebration";

/** The person's "reduce motion" setting, as framer-motion reads it. */
let reducedMotion = false;
vi.mock("framer-motion", async (original) => ({
  ...(await original<typeof import("framer-motion")>()),
  useReducedMotion: () => reducedMotion,
}));

/** The finance page's use: a level from `add`'s answer, cleared by onDone. */
function Page({ start, onDone }: { start: number | null; onDone: () => void }) {
  const [level, setLevel] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setLevel(5)}>
        Add transaction
      </button>
      <LevelUpCelebration
        level={level}
        onDone={() => {
          onDone();
          setLevel(null);
        }}
      />
    </>
  );
}

function renderPage(start: number | null = 3) {
  const onDone = vi.fn();
  render(
    <Provider>
      <Page start={start} onDone={onDone} />
    </Provider>,
  );
  return onDone;
}

describe("LevelUpCelebration", () => {
  beforeEach(() => {
    reducedMotion = false;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test("says the new level in a live region, and is done after 3 seconds", async () => {
    const onDone = renderPage(3);
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent("Level up!");
    expect(region).toHaveTextContent("You reached level 3");
    await act(async () => void vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(CELEBRATION_MS).toBe(3000);
  });

  test("Escape closes it early, and only once", async () => {
    const onDone = renderPage(2);
    await act(async () => {
      fireEvent.keyDown(window, { key: "Escape" });
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    await act(async () => void vi.advanceTimersByTime(CELEBRATION_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test("a click closes it early", async () => {
    const onDone = renderPage(4);
    await act(async () => {
      fireEvent.click(screen.getByTestId("level-up"));
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test("it takes no focus: the page's focus stays where it was", async () => {
    renderPage(null);
    const button = screen.getByRole("button", { name: "Add transaction" });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole("status")).toHaveTextContent("You reached level 5");
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("with no level, nothing shows and no timer runs", async () => {
    const onDone = renderPage(null);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await act(async () => void vi.advanceTimersByTime(CELEBRATION_MS * 2));
    expect(onDone).not.toHaveBeenCalled();
  });

  test("it fades in; with reduced motion it is there at once, still for 3 seconds", async () => {
    renderPage(3);
    expect(screen.getByTestId("level-up").style.opacity).toBe("0");
    cleanupAndReduce();
    const onDone = renderPage(3);
    expect(screen.getByTestId("level-up").style.opacity).toBe("1");
    await act(async () => void vi.advanceTimersByTime(CELEBRATION_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

function cleanupAndReduce() {
  cleanup();
  reducedMotion = true;
}
