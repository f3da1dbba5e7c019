import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Three projects: Convex functions on edge-runtime (as Convex runs them),
// React components on jsdom, and the local backend on plain Node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "convex",
          environment: "edge-runtime",
          include: ["convex/**/*.test.ts"],
          // The default 5 s is tight for the heavier tests when three projects share two cores.
          testTimeout: 20_000,
          server: { deps: { inline: ["convex-test"] } },
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
        },
      },
      {
        test: {
          name: "node",
          environment: "node",
          include: ["local-backend/**/*.test.ts", "bench/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
