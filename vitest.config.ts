import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Three projects: Convex functions on edge-runtime (as Convex runs them),
// React components on jsdom, and the local backend on plain Node.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core
    // machine. Two workers keep both cores busy (the main process mostly waits once the
    // files are transformed). The web project also needs two to keep each file in a
    // context of its own (see pool below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "convex",
          environment: "edge-runtime",
          include: ["convex/**/*.test.ts"],
          // The default 5 s is tight for the heavier tests when three projects share two cores.
          testTimeout: 20_000,
          server: { deps: { inline: ["convex-test"] } },
          // Starting a process per file and importing convex-test, the schema and the functions
          // again cost more than most of these files' tests. The files share a worker instead:
          // each builds its own convex-test backends, and vitest.setup.convex.ts undoes what a
          // file changes in the process (environment variables, timers, stubbed globals). Loaded
          // modules stay loaded: a file that needs a module mocked (vi.mock) belongs in an
          // isolated project of its own.
          isolate: false,
          setupFiles: ["vitest.setup.convex.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
          testTimeout: 20_000,
          // A process per file (forks) loads jsdom, React and Chakra again for each file, several
          // times what most files' tests take. vmThreads gives each file a fresh VM context (its
          // own jsdom window, module instances and mocks) in a worker that stays. The context is
          // per file only with two or more workers: with one, vitest hands a worker all its files
          // at once, in one context, and files that mock modules or need a pristine navigator
          // fail.
          pool: "vmThreads",
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["local-backend/**/*.test.ts", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
