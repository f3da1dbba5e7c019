// Watches the functions directory and calls `onChange` (debounced, never
// overlapping) when a module is edited, added or removed: the dev loop of
// `npm start`, like `npx convex dev` pushing on save.
import { watch } from "node:fs";

const MODULE_FILE = /\.(ts|tsx|js|jsx|mjs)$/;
const IGNORED_FILE = /(\.test\.[jt]sx?|\.spec\.[jt]sx?|\.d\.ts)$/;
const DEBOUNCE_MS = 150;

export function watchFunctions(dir: string, onChange: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let changedWhileRunning = false;
  const run = async (): Promise<void> => {
    if (running) {
      changedWhileRunning = true;
      return;
    }
    running = true;
    try {
      await onChange();
    } finally {
      running = false;
      if (changedWhileRunning) {
        changedWhileRunning = false;
        void run();
      }
    }
  };
  const watcher = watch(dir, { recursive: true }, (_event, filename) => {
    if (!filename || !MODULE_FILE.test(filename) || IGNORED_FILE.test(filename)) return;
    if (filename.includes("node_modules")) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
