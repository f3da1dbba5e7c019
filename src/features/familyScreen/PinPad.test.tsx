import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { Provider } from "../../components/ui/provider";
import { PinPad, lockWait, minutesUntil, type PinPadMember, type UnlockResult } from "./PinPad";

const sam: PinPadMember = { _id: "m1" as Id<"members">, name: "Sam", color: "blue", hasPin: true, lockedUntil: null, dashboardOff: false };
const NOW = 1_700_000_000_000;

function renderPad(member: PinPadMember, answers: UnlockResult[]) {
  const submit = vi.fn((_pin: string) => Promise.resolve(answers.shift()!));
  const onUnlocked = vi.fn();
  render(
    <Provider>
      <PinPad member={member} submit={submit} onUnlocked={onUnlocked} onClose={() => {}} now={() => NOW} />
    </Provider>,
  );
  const pad = within(screen.getByRole("dialog", { name: "Hi Sam! Enter your PIN" }));
  return { pad, submit, onUnlocked };
}

describe("<PinPad>", () => {
  test("sends the PIN at the fourth digit and hands on the unlock token", async () => {
    const user = userEvent.setup();
    const { pad, submit, onUnlocked } = renderPad(sam, [{ ok: true, unlockToken: "token", expiresAt: NOW + 120_000 }]);
    for (const digit of "246") await user.click(pad.getByRole("button", { name: digit }));
    expect(submit).not.toHaveBeenCalled();
    await user.click(pad.getByRole("button", { name: "8" }));
    expect(submit).toHaveBeenCalledWith("2468");
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledWith("token"));
  });

  test("typed digits and Backspace work like the buttons", async () => {
    const user = userEvent.setup();
    const { pad, submit } = renderPad(sam, [{ ok: false, reason: "wrongPin", triesLeft: 4 }]);
    await user.click(pad.getByRole("button", { name: "1" }));
    await user.keyboard("9{Backspace}234");
    expect(submit).toHaveBeenCalledWith("1234");
    expect(await pad.findByRole("alert")).toHaveTextContent("Wrong PIN. 4 tries left.");
  });

  test("says when one try is left, and when the member is locked out", async () => {
    const user = userEvent.setup();
    const { pad } = renderPad(sam, [
      { ok: false, reason: "wrongPin", triesLeft: 1 },
      { ok: false, reason: "locked", lockedUntil: NOW + 4 * 60_000 + 1 },
    ]);
    await user.click(pad.getByRole("button", { name: "1" }));
    await user.keyboard("111");
    expect(await pad.findByRole("alert")).toHaveTextContent("Wrong PIN. 1 try left.");
    await user.keyboard("1111");
    await waitFor(() => expect(pad.getByRole("alert")).toHaveTextContent("Too many wrong tries. Try again in 5 minutes."));
  });

  test("a member without a PIN is told where to set one, and the pad is off", () => {
    const { pad, submit } = renderPad({ ...sam, hasPin: false }, []);
    expect(pad.getByRole("alert")).toHaveTextContent("Sam has no PIN yet. Set one under Your preferences → Family screen PIN, or ask an admin.");
    expect(pad.getByRole("button", { name: "1" })).toBeDisabled();
    expect(submit).not.toHaveBeenCalled();
  });

  test("a member whose Dashboard is switched off is told so, and the pad is off", () => {
    const { pad, submit } = renderPad({ ...sam, dashboardOff: true }, []);
    expect(pad.getByRole("alert")).toHaveTextContent(
      "Sam’s Dashboard is switched off, so this screen cannot open their chores and rewards. An admin can switch it on in Page Access.",
    );
    expect(pad.getByRole("button", { name: "1" })).toBeDisabled();
    expect(submit).not.toHaveBeenCalled();
  });

  test("the server's dashboardOff answer (switched off after the pad opened) is shown, and the pad is off", async () => {
    const user = userEvent.setup();
    const { pad } = renderPad(sam, [{ ok: false, reason: "dashboardOff" }]);
    await user.click(pad.getByRole("button", { name: "1" }));
    await user.keyboard("234");
    expect(await pad.findByRole("alert")).toHaveTextContent("Sam’s Dashboard is switched off");
    expect(pad.getByRole("button", { name: "1" })).toBeDisabled();
  });

  test("a member still locked shows the lock when the pad opens", () => {
    const { pad } = renderPad({ ...sam, lockedUntil: NOW + 60_000 }, []);
    expect(pad.getByRole("alert")).toHaveTextContent("Too many wrong tries. Try again in 1 minute.");
  });

  test("a locked pad takes no taps, and opens again by itself when the lock ends", () => {
    vi.useFakeTimers();
    try {
      const { pad, submit } = renderPad({ ...sam, lockedUntil: NOW + 60_000 }, []);
      for (const digit of "1234") {
        fireEvent.click(pad.getByRole("button", { name: digit }));
        fireEvent.keyDown(pad.getByRole("button", { name: digit }), { key: digit });
      }
      expect(pad.getByRole("button", { name: "1" })).toBeDisabled();
      expect(pad.getByText("0 of 4 digits entered")).toBeTruthy();
      expect(submit).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(pad.getByRole("button", { name: "1" })).toBeEnabled();
      expect(pad.queryByRole("alert")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a lock grown past an hour (lockouts in a row) is said in hours, with who can help", () => {
    const { pad } = renderPad({ ...sam, lockedUntil: NOW + 160 * 60_000 }, []);
    expect(pad.getByRole("alert")).toHaveTextContent("Too many wrong tries. Try again in 3 hours, or ask an admin for a new PIN.");
    expect(lockWait(NOW + 60 * 60_000, NOW)).toEqual({ unit: "minutes", count: 60 });
    expect(lockWait(NOW + 61 * 60_000, NOW)).toEqual({ unit: "hours", count: 2 });
  });

  test("minutes until a lock ends round up, at least one", () => {
    expect(minutesUntil(NOW + 1, NOW)).toBe(1);
    expect(minutesUntil(NOW + 5 * 60_000, NOW)).toBe(5);
    expect(minutesUntil(NOW - 10, NOW)).toBe(1);
  });
});
