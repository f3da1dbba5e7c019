// Durability: a restart restores every acknowledged write (documents, id
// counters, pending scheduled functions), and so does kill -9 in the middle
// of a burst of mutations.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import {
  FIXTURE_FUNCTIONS_DIR,
  nodeClient,
  startFixtureBackend,
  temporaryDataDir,
  waitForValue,
  type FixtureBackend,
} from "./test-support";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("a restart restores every write and re-arms pending scheduled functions", async () => {
  let fixture: FixtureBackend = await startFixtureBackend();
  cleanups.push(() => fixture.close());
  const client = fixture.client();
  const ids: string[] = [];
  for (let index = 0; index < 20; index++) {
    ids.push((await client.mutation(anyApi.messages.send, { author: "restart", body: `m${index}` })) as string);
  }
  await client.mutation(anyApi.counters.set, { name: "restart", value: 42 });
  await client.mutation(anyApi.messages.sendLater, { body: "after restart", delayMs: 600 });
  await fixture.close({ keepData: true });

  fixture = await startFixtureBackend({ dataDir: fixture.dataDir });
  const http = new ConvexHttpClient(fixture.backend.url);
  expect(await http.query(anyApi.messages.bodiesBy, { author: "restart" })).toEqual(ids.map((_, index) => `m${index}`));
  expect(await http.query(anyApi.counters.get, { name: "restart" })).toBe(42);
  // New ids continue after the restored ones.
  const next = (await http.mutation(anyApi.messages.send, { author: "restart", body: "new" })) as string;
  expect(ids).not.toContain(next);
  // The job scheduled before the restart still runs.
  await waitForValue<string[]>(fixture.client(), anyApi.messages.bodiesBy, { author: "scheduler" }, (bodies) =>
    bodies.includes("after restart"),
  );
});

test("reset starts with an empty database", async () => {
  const fixture = await startFixtureBackend();
  await fixture.client().mutation(anyApi.messages.send, { author: "gone", body: "x" });
  await fixture.close({ keepData: true });
  const again = await startFixtureBackend({ dataDir: fixture.dataDir, reset: true });
  cleanups.push(() => again.close());
  expect(again.backend.isNewDatabase).toBe(true);
  expect(await new ConvexHttpClient(again.backend.url).query(anyApi.messages.list, {})).toEqual([]);
});

interface SpawnedBackend {
  child: ChildProcess;
  url: string;
}

/** Runs `start.ts --no-vite` on the fixture functions, as `npm start` would. */
function spawnBackend(dataDir: string): Promise<SpawnedBackend> {
  const child = spawn(process.execPath, ["--import", "tsx", "local-backend/start.ts", "--no-vite"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOCAL_BACKEND_PORT: "0",
      LOCAL_BACKEND_SITE_PORT: "0",
      LOCAL_BACKEND_DATA_DIR: dataDir,
      LOCAL_BACKEND_FUNCTIONS_DIR: FIXTURE_FUNCTIONS_DIR,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanups.push(() => {
    child.kill("SIGKILL");
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local Convex backend ready: (http\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`backend exited with ${code}:\n${output}`)));
  });
}

test("kill -9 in the middle of a burst keeps every acknowledged mutation", async () => {
  const dataDir = temporaryDataDir();
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await spawnBackend(dataDir);
  const client = nodeClient(first.url);
  const acknowledged: string[] = [];
  for (let index = 0; index < 400; index++) {
    const body = `burst ${index}`;
    client.mutation(anyApi.messages.send, { author: "burst", body }).then(
      () => acknowledged.push(body),
      () => undefined,
    );
  }
  while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
  const exited = new Promise((resolve) => first.child.once("exit", resolve));
  first.child.kill("SIGKILL");
  await exited;
  const ackedBeforeKill = [...acknowledged];
  void client.close();
  expect(ackedBeforeKill.length).toBeLessThan(400); // The kill did land mid-burst.

  const second = await spawnBackend(dataDir);
  const stored = (await new ConvexHttpClient(second.url).query(anyApi.messages.bodiesBy, { author: "burst" })) as string[];
  const storedSet = new Set(stored);
  expect(ackedBeforeKill.filter((body) => !storedSet.has(body))).toEqual([]);
  expect(storedSet.size).toBe(stored.length);
  second.child.kill("SIGTERM");
});
