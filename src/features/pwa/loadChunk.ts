// The app's code comes in chunks fetched when first needed (a dialog, the update prompt, a
// language). A fetch can fail: the device is offline, the Wi-Fi drops, a deployment replaced
// the file. Uncaught, such a failure takes the whole page down to a blank screen.
//
// A browser remembers a module that failed to load for the rest of the page's life: importing
// the same address again fails at once, even back online, and so does every chunk that imports
// it. So nothing is asked for while the browser is offline (unless a service worker, which holds
// the app's files, answers for the page): the chunk waits for the connection. A fetch that fails
// online is asked for again under another address (`?retry=1`); the chunks it imports keep their
// own addresses, so the app's shared modules (React, the Convex client) stay one copy.

/** The messages Chromium, Firefox and Safari give when a dynamically imported module could not be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed/i;

/** Waits between attempts once online: a server restarting or a deployment in flight gets a moment. */
const RETRY_DELAYS_MS = [500, 2_000, 5_000];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** The address of the module the browser could not fetch, as its message names it. */
export function failedChunkUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /(https?:\/\/\S+?\.js)(\?\S*)?$/.exec(error.message.trim());
  return match ? match[1] : null;
}

/** Resolves at once online or with a service worker answering for the page; offline, once the connection is back. */
function whenFetchable(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Options = {
  /** Imports a module by address (the browser's `import()`; a test passes its own). */
  importUrl?: (url: string) => Promise<unknown>;
  delaysMs?: readonly number[];
};

/**
 * `load()` (an `import()` of one of the app's chunks), once the browser can fetch it; when the
 * chunk cannot be fetched, it is fetched again, online, a few times before the failure is
 * passed on (to an error boundary that offers a reload). Other errors pass on at once.
 */
export async function loadChunk<M>(load: () => Promise<M>, { importUrl = (url) => import(/* @vite-ignore */ url), delaysMs = RETRY_DELAYS_MS }: Options = {}): Promise<M> {
  await whenFetchable();
  try {
    return await load();
  } catch (error) {
    const url = failedChunkUrl(error);
    if (!isChunkLoadError(error) || url === null) throw error;
    let last = error;
    for (const [index, delay] of delaysMs.entries()) {
      await whenFetchable();
      await pause(delay);
      try {
        return (await importUrl(`${url}?retry=${index + 1}`)) as M;
      } catch (retryError) {
        if (!isChunkLoadError(retryError)) throw retryError;
        last = retryError;
      }
    }
    throw last;
  }
}
