import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Provider } from "../../components/ui/provider";
import { ConnectionIndicator } from "./ConnectionIndicator";
import { connectionStatus } from "./useConnectionStatus";

// The Convex client's connection state, driven by the test through `setSocket`.
let socketConnected = true;
const listeners = new Set<() => void>();
function setSocket(connected: boolean) {
  socketConnected = connected;
  for (const listener of listeners) listener();
}
const fakeClient = {
  connectionState: () => ({ isWebSocketConnected: socketConnected, hasEverConnected: true, connectionCount: 1, connectionRetries: 0 }),
  subscribeToConnectionState: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
vi.mock("convex/react", async () => {
  const { useSyncExternalStore } = await import("react");
  return {
    useConvex: () => fakeClient,
    useConvexConnectionState: () => {
      useSyncExternalStore(fakeClient.subscribeToConnectionState, () => socketConnected);
      return fakeClient.connectionState();
    },
  };
});

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

function renderIndicator(compact = false, knownSince: number | null = null) {
  return render(
    <Provider>
      <ConnectionIndicator compact={compact} knownSince={knownSince} />
    </Provider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 15));
  socketConnected = true;
  setBrowserOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  setBrowserOnline(true);
});

describe("connectionStatus", () => {
  test("offline whenever the browser has no network, else the socket decides", () => {
    expect(connectionStatus(true, true)).toBe("connected");
    expect(connectionStatus(false, true)).toBe("reconnecting");
    expect(connectionStatus(true, false)).toBe("offline");
    expect(connectionStatus(false, false)).toBe("offline");
  });
});

describe("ConnectionIndicator", () => {
  test("full form: Live, then Reconnecting… with the time it was last live, then Live again", () => {
    renderIndicator();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Live");
    expect(status).not.toHaveTextContent("Last updated");
    expect(status).toHaveAttribute("data-status", "connected");

    vi.setSystemTime(new Date(2026, 10, 22, 9, 40));
    act(() => setSocket(false));
    expect(status).toHaveTextContent("Reconnecting…");
    expect(status).toHaveTextContent(/Last updated 0?9:40/);

    vi.setSystemTime(new Date(2026, 10, 22, 9, 45));
    act(() => setSocket(true));
    expect(status).toHaveTextContent("Live");
    expect(status).not.toHaveTextContent("Last updated");
  });

  test("the browser going offline shows Offline even before the socket notices", () => {
    renderIndicator();
    act(() => setBrowserOnline(false));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Offline");
    expect(status).toHaveTextContent(/Last updated/);
    act(() => setBrowserOnline(true));
    expect(status).toHaveTextContent("Live");
  });

  test("compact while live: a dot whose words only screen readers get; not live: the words show", () => {
    renderIndicator(true);
    const status = screen.getByRole("status");
    // The text is there for assistive technology but visually hidden (VisuallyHidden, not a visible Text).
    expect(status).toHaveTextContent("Live");
    expect(screen.getByText("Live")).toHaveAttribute("data-sr-only");
    act(() => setSocket(false));
    expect(screen.getByText("Reconnecting…")).not.toHaveAttribute("data-sr-only");
  });

  test("compact while first connecting: quiet, no flash of Reconnecting… on every page load", () => {
    socketConnected = false;
    renderIndicator(true);
    expect(screen.getByRole("status")).toHaveAttribute("data-status", "reconnecting");
    expect(screen.getByText("Reconnecting…")).toHaveAttribute("data-sr-only");
    act(() => setSocket(true));
    expect(screen.getByRole("status")).toHaveTextContent("Live");
  });

  test("never connected: no last-updated time to show", () => {
    socketConnected = false;
    renderIndicator();
    expect(screen.getByRole("status")).toHaveTextContent("Reconnecting…");
    expect(screen.getByRole("status")).not.toHaveTextContent("Last updated");
  });

  test("never connected but showing data kept from an earlier visit: last updated when that data was current", () => {
    socketConnected = false;
    setBrowserOnline(false);
    renderIndicator(false, new Date(2026, 10, 21, 18, 5).getTime());
    expect(screen.getByRole("status")).toHaveTextContent("Offline");
    expect(screen.getByRole("status")).toHaveTextContent(/Last updated (18:05|6:05 PM)/);
  });
});
