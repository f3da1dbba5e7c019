import { act, render, screen } from "@testing-library/react";
import type { ConvexReactClient } from "convex/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { trackPresenceMessage } from "../presence/presenceInFlight";
import { setShowingLastKnownData } from "./lastKnownData";
import { OfflineBanner } from "./OfflineBanner";
import { FAILED_FIRST_ATTEMPTS, FIRST_CONNECTION_GRACE_MS } from "./useBackendReached";

/** Just the part of the Convex client the banner reads, with a switch to flip its state. */
function fakeClient(hasEverConnected: boolean) {
  let state = { hasEverConnected, connectionRetries: 0, inflightMutations: 0, inflightActions: 0 };
  const listeners = new Set<() => void>();
  const client = {
    connectionState: () => state,
    subscribeToConnectionState: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    client: client as unknown as ConvexReactClient,
    connect() {
      state = { ...state, hasEverConnected: true };
      listeners.forEach((listener) => listener());
    },
    /** A connection attempt that failed (Convex counts them until one succeeds). */
    fail() {
      state = { ...state, connectionRetries: state.connectionRetries + 1 };
      listeners.forEach((listener) => listener());
    },
    /** Mutations and actions sent and not yet confirmed. */
    waiting(mutations: number, actions = 0) {
      state = { ...state, inflightMutations: mutations, inflightActions: actions };
      listeners.forEach((listener) => listener());
    },
  };
}

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

const TITLE = "You're offline — showing the last known data";

function renderBanner(client: ConvexReactClient | null) {
  return render(
    <Provider>
      <OfflineBanner client={client} />
    </Provider>,
  );
}

describe("OfflineBanner", () => {
  beforeEach(() => setBrowserOnline(true));
  afterEach(() => {
    vi.useRealTimers();
    setBrowserOnline(true);
  });

  it("offline, says how many changes wait to be sent, and leaving the page asks first until they are", () => {
    const fake = fakeClient(true);
    renderBanner(fake.client);
    act(() => setBrowserOnline(false));
    act(() => fake.waiting(2, 1));
    expect(screen.getByTestId("pending-changes")).toHaveTextContent("Your 3 changes will be sent when you’re back online. Keep this tab open until then.");
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    act(() => fake.waiting(0));
    expect(screen.queryByTestId("pending-changes")).toBeNull();
    const again = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it("does not count a heartbeat waiting to be sent as the person's change, nor ask before leaving for it", async () => {
    const fake = fakeClient(true);
    renderBanner(fake.client);
    act(() => setBrowserOnline(false));
    let confirmHeartbeat: () => void = () => {};
    const heartbeat = trackPresenceMessage(new Promise<void>((resolve) => (confirmHeartbeat = resolve)));
    act(() => fake.waiting(2));
    expect(screen.getByTestId("pending-changes")).toHaveTextContent("Your change will be sent when you’re back online. Keep this tab open until then.");

    act(() => fake.waiting(1));
    await act(async () => {
      confirmHeartbeat();
      await heartbeat;
    });
    act(() => fake.waiting(1));
    expect(screen.getByTestId("pending-changes")).toHaveTextContent("Your change will be sent");

    // Only a heartbeat waits: nothing of the person's, and leaving does not ask.
    act(() => fake.waiting(0));
    let confirmSecond: () => void = () => {};
    const second = trackPresenceMessage(new Promise<void>((resolve) => (confirmSecond = resolve)));
    act(() => fake.waiting(1));
    expect(screen.queryByTestId("pending-changes")).toBeNull();
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
    await act(async () => {
      confirmSecond();
      await second;
    });
  });

  it("shows nothing while online and connected, inside an always-present status region", () => {
    renderBanner(fakeClient(true).client);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("appears when the browser goes offline and goes away when it is back", () => {
    renderBanner(fakeClient(true).client);
    act(() => setBrowserOnline(false));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(TITLE);
    // Data was loaded before: it is the last known data.
    expect(status).toHaveTextContent("What you see may be out of date.");
    act(() => setBrowserOnline(true));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says there is no data when the page went offline before ever reaching the backend", () => {
    setBrowserOnline(false);
    renderBanner(fakeClient(false).client);
    expect(screen.getByRole("status")).toHaveTextContent(TITLE);
    expect(screen.getByRole("status")).toHaveTextContent("Nothing could be loaded since this page opened.");
  });

  it("says the data may be out of date when the page shows data it kept (the family screen's last known view)", () => {
    setBrowserOnline(false);
    renderBanner(fakeClient(false).client);
    act(() => setShowingLastKnownData(true));
    expect(screen.getByRole("status")).toHaveTextContent("What you see may be out of date.");
    act(() => setShowingLastKnownData(false));
    expect(screen.getByRole("status")).toHaveTextContent("Nothing could be loaded since this page opened.");
  });

  it("counts a page that never reached the backend within the grace period as offline, until it connects", () => {
    vi.useFakeTimers();
    const backend = fakeClient(false);
    renderBanner(backend.client);
    act(() => {
      vi.advanceTimersByTime(FIRST_CONNECTION_GRACE_MS - 1);
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("status")).toHaveTextContent(TITLE);
    act(() => backend.connect());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("counts a page whose first connection attempts failed as offline at once, even if the browser says it is online", () => {
    vi.useFakeTimers();
    const backend = fakeClient(false);
    renderBanner(backend.client);
    for (let attempt = 1; attempt < FAILED_FIRST_ATTEMPTS; attempt++) act(() => backend.fail());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => backend.fail());
    expect(screen.getByRole("status")).toHaveTextContent(TITLE);
    expect(screen.getByRole("status")).toHaveTextContent("Nothing could be loaded since this page opened.");
    act(() => backend.connect());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("a page that connected quickly never shows the banner while online", () => {
    vi.useFakeTimers();
    const backend = fakeClient(false);
    renderBanner(backend.client);
    act(() => backend.connect());
    act(() => {
      vi.advanceTimersByTime(FIRST_CONNECTION_GRACE_MS * 3);
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
