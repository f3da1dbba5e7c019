import { act } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import type { NotificationView } from "../../../convex/lib/notifications";
import { renderInRouter } from "../../test/renderWithProviders";
import { notifyInfo, notifyWarning } from "../feedback/notify";
import { useNotificationArrivals } from "./useNotificationArrivals";

// The newest notifications as the live query would give them; `show` replaces them (a live update) and rerenders.
const live = { page: [] as NotificationView[], version: 0, skipped: false, listeners: new Set<() => void>() };
function show(page: NotificationView[]) {
  live.page = page;
  live.version += 1;
  for (const listener of live.listeners) listener();
}
const subscribe = (listener: () => void) => {
  live.listeners.add(listener);
  return () => live.listeners.delete(listener);
};

vi.mock("convex/react", () => ({
  useQueries: (queries: Record<string, unknown>) => {
    live.skipped = !("newest" in queries);
    return live.skipped ? {} : { newest: { page: live.page, isDone: true, continueCursor: "" } };
  },
  useMutation: () =>
    Object.assign(
      vi.fn(() => Promise.resolve(null)),
      { withOptimisticUpdate: (f: unknown) => f },
    ),
  optimisticallyUpdateValueInPaginatedQuery: () => {},
}));
vi.mock("../feedback/notify", () => ({ notifyInfo: vi.fn(), notifyWarning: vi.fn(), notifyFailure: vi.fn() }));

let counter = 0;
function arrival(details: NotificationView["details"], read = false): NotificationView {
  counter += 1;
  return { _id: `n${counter}` as NotificationView["_id"], _creationTime: Date.now(), actorName: "Alex", details, read, aboutReader: false };
}
const assigned = () => arrival({ kind: "taskAssigned", taskId: "t1" as never, taskTitle: "Feed the cat", memberName: "Sam" });
const rejected = () => arrival({ kind: "taskRejected", taskId: "t1" as never, taskTitle: "Empty the bins", memberName: "Sam" });

function Probe({ memberId }: { memberId: Id<"members"> | null }) {
  useSyncExternalStore(subscribe, () => live.version);
  useNotificationArrivals(memberId);
  return null;
}

async function start(first: NotificationView[], memberId: Id<"members"> | null = "m1" as Id<"members">) {
  live.page = first;
  await renderInRouter(<Probe memberId={memberId} />);
}

/** A browser Notification API that records what it shows. */
function stubBrowser({ permission, hidden, throws = false }: { permission: NotificationPermission; hidden: boolean; throws?: boolean }) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn();
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      if (throws) throw new TypeError("Illegal constructor");
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal("Notification", FakeNotification);
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(hidden ? "hidden" : "visible");
  return { shown, requestPermission: FakeNotification.requestPermission };
}

beforeEach(() => {
  vi.mocked(notifyInfo).mockClear();
  vi.mocked(notifyWarning).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("notifications arriving while the app is open", () => {
  test("what was there on load says nothing; a new one shows one toast", async () => {
    stubBrowser({ permission: "default", hidden: false });
    const old = assigned();
    await start([old]);
    expect(notifyInfo).not.toHaveBeenCalled();

    act(() => show([assigned(), old]));
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(notifyInfo).toHaveBeenCalledWith("New Task", "Alex assigned you “Feed the cat”");
    // The same list again (say, marked read elsewhere) is not news.
    act(() => show(live.page.map((n) => ({ ...n, read: true }))));
    expect(notifyInfo).toHaveBeenCalledTimes(1);
  });

  test("a decision against the reader is a warning", async () => {
    stubBrowser({ permission: "default", hidden: false });
    await start([]);
    act(() => show([rejected()]));
    expect(notifyWarning).toHaveBeenCalledWith("Task Rejected", "Alex sent “Empty the bins” back to you");
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  test("in a hidden tab with permission, the browser shows it instead of a toast", async () => {
    const { shown, requestPermission } = stubBrowser({ permission: "granted", hidden: true });
    await start([]);
    const next = assigned();
    act(() => show([next]));
    expect(shown).toEqual([{ title: "New Task", options: { body: "Alex assigned you “Feed the cat”", tag: next._id } }]);
    expect(notifyInfo).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  test("a visible tab, or no permission, gets the toast and no browser notification", async () => {
    const visible = stubBrowser({ permission: "granted", hidden: false });
    await start([]);
    act(() => show([assigned()]));
    expect(visible.shown).toEqual([]);
    expect(notifyInfo).toHaveBeenCalledTimes(1);

    vi.restoreAllMocks();
    const notAllowed = stubBrowser({ permission: "default", hidden: true });
    act(() => show([assigned(), ...live.page]));
    expect(notAllowed.shown).toEqual([]);
    expect(notifyInfo).toHaveBeenCalledTimes(2);
    // Nothing here ever asks for permission by itself.
    expect(notAllowed.requestPermission).not.toHaveBeenCalled();
  });

  test("a browser that refuses to show one (Chrome on Android) falls back to the toast", async () => {
    stubBrowser({ permission: "granted", hidden: true, throws: true });
    await start([]);
    act(() => show([assigned()]));
    expect(notifyInfo).toHaveBeenCalledTimes(1);
  });

  test("without a member it watches nothing", async () => {
    stubBrowser({ permission: "default", hidden: false });
    await start([], null);
    expect(live.skipped).toBe(true);
  });
});
