import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { RegisterSWOptions } from "vite-plugin-pwa/types";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Provider } from "../../components/ui/provider";

// vite-plugin-pwa's virtual module (re-exported by ./registerSW) exists only
// under the plugin: a stand-in of the same shape whose "a new worker is
// waiting" the test triggers.
const sw = vi.hoisted(() => ({
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
  options: undefined as RegisterSWOptions | undefined,
  showWaiting: () => {},
}));

vi.mock("./registerSW", () => ({
  useRegisterSW(options: RegisterSWOptions) {
    const needRefresh = useState(false);
    const offlineReady = useState(false);
    sw.options = options;
    sw.showWaiting = () => needRefresh[1](true);
    return { needRefresh, offlineReady, updateServiceWorker: sw.updateServiceWorker };
  },
}));

const { default: UpdatePrompt, UPDATE_CHECK_INTERVAL_MS } = await import("./UpdatePrompt");

function renderPrompt() {
  return render(
    <Provider>
      <UpdatePrompt />
    </Provider>,
  );
}

describe("UpdatePrompt", () => {
  beforeEach(() => sw.updateServiceWorker.mockClear());

  it("says nothing until a new version is waiting", () => {
    renderPrompt();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
  });

  it("offers Reload, which activates the waiting worker and reloads", async () => {
    renderPrompt();
    act(() => sw.showWaiting());
    expect(screen.getByRole("status")).toHaveTextContent("A new version is ready");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(sw.updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("Later hides the prompt without updating", async () => {
    renderPrompt();
    act(() => sw.showWaiting());
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });

  it("checks for a new version every hour once registered", () => {
    vi.useFakeTimers();
    try {
      renderPrompt();
      const registration = { update: vi.fn(async () => {}) } as unknown as ServiceWorkerRegistration;
      sw.options?.onRegisteredSW?.("/sw.js", registration);
      vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
      expect(registration.update).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(registration.update).toHaveBeenCalledTimes(1);
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});
