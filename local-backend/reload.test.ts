// The dev loop: reloading edited functions keeps the data and the live
// subscriptions; a module that fails to load leaves the running version up.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { FIXTURE_FUNCTIONS_DIR, startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let projectDir: string;
let functionsDir: string;
let fixture: FixtureBackend;

beforeAll(async () => {
  // An editable copy of the fixture, resolving packages from the repo.
  projectDir = mkdtempSync(path.join(tmpdir(), "local-backend-reload-"));
  functionsDir = path.join(projectDir, "convex");
  cpSync(FIXTURE_FUNCTIONS_DIR, functionsDir, { recursive: true });
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(projectDir, "node_modules"), "dir");
  fixture = await startFixtureBackend({ functionsDir });
});
afterAll(async () => {
  await fixture.close();
  rmSync(projectDir, { recursive: true, force: true });
});

test("an edited function is reloaded; data and subscriptions carry on", async () => {
  const client = fixture.client();
  await client.mutation(anyApi.counters.set, { name: "reload", value: 1 });
  const seen: Array<number | null> = [];
  client.onUpdate(anyApi.counters.get, { name: "reload" }, (value: number | null) => seen.push(value));
  await waitForValue(client, anyApi.counters.get, { name: "reload" }, (value) => value === 1);

  const file = path.join(functionsDir, "counters.ts");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace("return counter?.value ?? null;", "return counter === null ? null : counter.value * 100;"),
  );
  expect(await fixture.backend.reload()).toBe(true);

  // The open subscription is re-run with the new code, on the kept data.
  await waitForValue(client, anyApi.counters.get, { name: "reload" }, (value) => value === 100);
  expect(seen.at(-1)).toBe(100);
  await client.mutation(anyApi.counters.increment, { name: "reload" });
  await waitForValue(client, anyApi.counters.get, { name: "reload" }, (value) => value === 200);
});

test("a module that fails to load keeps the previous version running", async () => {
  writeFileSync(path.join(functionsDir, "broken.ts"), "export const oops = ;\n");
  expect(await fixture.backend.reload()).toBe(false);
  const http = new ConvexHttpClient(fixture.backend.url);
  expect(await http.query(anyApi.counters.get, { name: "reload" })).toBe(200);
});
