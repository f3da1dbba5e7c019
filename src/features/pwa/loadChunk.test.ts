import { afterEach, describe, expect, test, vi } from "vitest";
import { failedChunkUrl, isChunkLoadError, loadChunk } from "./loadChunk";

const URL_OF_CHUNK = "http://127.0.0.1:5310/assets/UpdatePrompt-BJi3UtPn.js";
const chunkFailure = (url = URL_OF_CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const noDelays = [0, 0, 0];

afterEach(() => vi.restoreAllMocks());

describe("loadChunk", () => {
  test("what loads is passed on, nothing fetched again", async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(async () => ({ answer: 42 }), { importUrl, delaysMs: noDelays })).resolves.toEqual({ answer: 42 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  test("a chunk that could not be fetched is fetched again under a new address (browsers keep the failure of the old one)", async () => {
    const importUrl = vi.fn().mockRejectedValueOnce(chunkFailure(`${URL_OF_CHUNK}?retry=1`)).mockResolvedValueOnce({ answer: 42 });
    const loaded = await loadChunk(() => Promise.reject(chunkFailure()), { importUrl, delaysMs: noDelays });
    expect(loaded).toEqual({ answer: 42 });
    expect(importUrl.mock.calls).toEqual([[`${URL_OF_CHUNK}?retry=1`], [`${URL_OF_CHUNK}?retry=2`]]);
  });

  test("offline, it asks for nothing until the connection is back (a failed fetch would be remembered)", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const load = vi.fn(async () => ({ answer: 42 }));
    const loading = loadChunk(load, { delaysMs: noDelays });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("offline with a service worker answering for the page (the installed app), it asks at once", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { controller: {} } });
    try {
      await expect(loadChunk(async () => ({ answer: 42 }), { delaysMs: noDelays })).resolves.toEqual({ answer: 42 });
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  test("a fetch that failed while the browser said online waits for the connection before trying again", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get");
    const importUrl = vi.fn().mockResolvedValue({ answer: 42 });
    const loading = loadChunk(
      () => {
        onLine.mockReturnValue(false);
        return Promise.reject(chunkFailure());
      },
      { importUrl, delaysMs: noDelays },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importUrl).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toEqual({ answer: 42 });
    expect(importUrl).toHaveBeenCalledTimes(1);
  });

  test("after its tries it passes the failure on (an error screen then offers a reload)", async () => {
    const importUrl = vi.fn().mockImplementation((url: string) => Promise.reject(chunkFailure(url)));
    const loading = loadChunk(() => Promise.reject(chunkFailure()), { importUrl, delaysMs: noDelays });
    await expect(loading).rejects.toThrow(`${URL_OF_CHUNK}?retry=3`);
    expect(importUrl).toHaveBeenCalledTimes(3);
  });

  test("any other error is passed on at once", async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(() => Promise.reject(new Error("boom")), { importUrl, delaysMs: noDelays })).rejects.toThrow("boom");
    await expect(loadChunk(() => Promise.reject(new SyntaxError("Unexpected token")), { importUrl, delaysMs: noDelays })).rejects.toThrow("Unexpected token");
    expect(importUrl).not.toHaveBeenCalled();
  });
});

describe("the browsers' messages", () => {
  test.each([
    [`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}`, URL_OF_CHUNK],
    [`error loading dynamically imported module: ${URL_OF_CHUNK}`, URL_OF_CHUNK],
    [`Importing a module script failed.`, null],
    [`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}?retry=2`, URL_OF_CHUNK],
  ])("%s", (message, url) => {
    const error = new TypeError(message);
    expect(isChunkLoadError(error)).toBe(true);
    expect(failedChunkUrl(error)).toBe(url);
  });

  test("a failure without an address cannot be asked for again, so it is passed on", async () => {
    const importUrl = vi.fn();
    await expect(loadChunk(() => Promise.reject(new TypeError("Importing a module script failed.")), { importUrl, delaysMs: noDelays })).rejects.toThrow(
      "Importing a module script failed.",
    );
    expect(importUrl).not.toHaveBeenCalled();
  });
});
