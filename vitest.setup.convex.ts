// Per-file setup of the convex project. Its files share a worker (isolate: false in
// vitest.config.ts), so what one file's tests change in the process would still be there for the
// next file: each file ends as it began. The environment variables its hooks and tests set
// (convex/auth.test.ts sets Convex Auth's keys and EMAIL_DELIVERY), fake timers, stubbed globals
// and stubbed env are undone. The copy of the environment is taken once the file is imported, so
// what modules set when first imported (convex/test.setup.ts's CONVEX_SITE_URL) stays, as the
// modules themselves stay loaded.
import { afterAll, beforeAll, vi } from "vitest";

let envAtStart: Record<string, string | undefined> = {};

beforeAll(() => {
  envAtStart = { ...process.env };
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const key of Object.keys(process.env)) {
    if (!(key in envAtStart)) delete process.env[key];
  }
  Object.assign(process.env, envAtStart);
});
