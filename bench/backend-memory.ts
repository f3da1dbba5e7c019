// Memory and time of the local backend's restarts and reloads: the heap after
// a full GC (MB) after each phase — 20 restarts, 20 reloads of unchanged
// code, 5 reloads after an edit — and how long each restart and reload takes.
// Runs on a copy of the functions (edited in place), with the sample family
// loaded when the functions have the seed.
//
//   npm run bench:backend-memory -- [--functions app|fixture] [--restarts N] [--reloads N] [--edits N]
//
// The last line is `backend-memory functions=… baseline_mb=… restarts_mb=… reloads_mb=… edits_mb=… restart_ms=…`.
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalBackend } from "../local-backend/server";
import { choice, medianAndP95, option } from "./lib/stats";

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("Run with node --expose-gc (npm run bench:backend-memory does)");

const which = choice("functions", ["app", "fixture"] as const, "app");
const restarts = option("restarts", 20);
const reloads = option("reloads", 20);
const edits = option("edits", 5);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.join(repoRoot, which === "app" ? "convex" : "local-backend/test-fixture/convex");

// A copy to edit, an ES module package like the repo, resolving packages from the repo.
const projectDir = mkdtempSync(path.join(tmpdir(), "bench-backend-memory-"));
const functionsDir = path.join(projectDir, "convex");
cpSync(sourceDir, functionsDir, { recursive: true, filter: (source) => !/\.test\.ts$/.test(source) });
writeFileSync(path.join(projectDir, "package.json"), JSON.stringify({ type: "module" }));
symlinkSync(path.join(repoRoot, "node_modules"), path.join(projectDir, "node_modules"), "dir");

const backend = await startLocalBackend({
  functionsDir,
  dataDir: path.join(projectDir, "data"),
  port: 0,
  sitePort: 0,
  logFunctionCalls: false,
  logNotices: false,
  printMail: false,
  runCronJobs: false,
});
if (backend.hasFunction("seed:seedSampleFamily")) await backend.runInternal("seed:seedSampleFamily");
const documentCount = Object.keys((await backend.snapshotData()).documents).length;

async function heapAfterGcMb(): Promise<number> {
  for (let round = 0; round < 4; round++) {
    gc!();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function timed(times: number[], run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  times.push(performance.now() - started);
}

// A comment is enough: the source differs, so the functions load again.
const editedFile = path.join(functionsDir, which === "app" ? "tasks.ts" : "counters.ts");
let editCount = 0;
const edit = () => appendFileSync(editedFile, `\n// bench edit ${++editCount}\n`);

// Once each first, so what is made on first use is in the baseline.
await backend.restart();
await backend.reload();
edit();
await backend.reload();
const baseline = await heapAfterGcMb();

const restartMs: number[] = [];
for (let i = 0; i < restarts; i++) await timed(restartMs, () => backend.restart());
const afterRestarts = await heapAfterGcMb();

const reloadMs: number[] = [];
for (let i = 0; i < reloads; i++) await timed(reloadMs, () => backend.reload());
const afterReloads = await heapAfterGcMb();

const editMs: number[] = [];
for (let i = 0; i < edits; i++) {
  edit();
  await timed(editMs, async () => {
    if (!(await backend.reload())) throw new Error("an edited reload failed");
  });
}
const afterEdits = await heapAfterGcMb();

await backend.close();
rmSync(projectDir, { recursive: true, force: true });

const mb = (value: number) => value.toFixed(1);
const [restartMedian, restartP95] = medianAndP95(restartMs);
const [reloadMedian] = medianAndP95(reloadMs);
const [editMedian] = medianAndP95(editMs);
console.log(`functions: ${which} (${path.relative(repoRoot, sourceDir)}), ${documentCount} documents`);
console.log(`heap after GC, baseline:          ${mb(baseline)} MB`);
console.log(`  after ${restarts} restarts:           ${mb(afterRestarts)} MB  (restart median ${restartMedian} ms, p95 ${restartP95})`);
console.log(`  after ${reloads} unchanged reloads:   ${mb(afterReloads)} MB  (reload median ${reloadMedian} ms)`);
console.log(`  after ${edits} edited reloads:       ${mb(afterEdits)} MB  (reload median ${editMedian} ms)`);
console.log(`rss: ${mb(process.memoryUsage().rss / 2 ** 20)} MB`);
console.log(
  `backend-memory functions=${which} baseline_mb=${mb(baseline)} restarts_mb=${mb(afterRestarts)} ` +
    `reloads_mb=${mb(afterReloads)} edits_mb=${mb(afterEdits)} restart_ms=${restartMedian}`,
);
