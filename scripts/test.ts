// `npm test`: every check, in stages, then one line with each stage's seconds
// so anyone sees where the time goes.
//
// Every stage is CPU-bound, so the order packs two cores: typecheck, lint and the
// Convex bundle start side by side (single-threaded each, their output printed
// whole as each ends); the unit tests start as soon as typecheck and the bundle
// are done, beside lint, which takes the longest; the browser tests start when
// both are done and have the machine to themselves. The first stage that fails
// stops the run (exit 1; the stages still running are stopped), after the line
// of seconds so far.
//
//   npm test -- --skip e2e,lint    leave stages out (a quicker local loop)
import { spawn, type ChildProcess } from "node:child_process";

interface Stage {
  name: string;
  script: string;
}

const TYPECHECK: Stage = { name: "typecheck", script: "typecheck" };
const LINT: Stage = { name: "lint", script: "lint" };
const BUNDLE: Stage = { name: "convex bundle", script: "check:convex" };
const UNIT: Stage = { name: "unit", script: "test:unit" };
const E2E: Stage = { name: "e2e", script: "test:e2e" };
const STAGES = [TYPECHECK, LINT, BUNDLE, UNIT, E2E];

// The whole run records no Playwright trace of a test that fails without a retry (playwright.config.ts):
// recording one for every test cost about a tenth of the browser tests' CPU; a failure still
// leaves its error and screenshot, and running its spec alone keeps the trace.
process.env.E2E_TRACE ??= "on-first-retry";

const skipArg = process.argv.indexOf("--skip");
const skipped = new Set(skipArg >= 0 ? (process.argv[skipArg + 1] ?? "").split(",").map((s) => s.trim()) : []);
const isSkipped = (stage: Stage) => skipped.has(stage.name) || skipped.has(stage.script);
const seconds = new Map<string, number>();
const started = Date.now();
const running = new Set<ChildProcess>();

class StageFailed extends Error {}

/** Runs one stage; resolves when it passed (or is skipped), rejects with StageFailed when it did not. */
function run(stage: Stage, { buffered }: { buffered: boolean }): Promise<void> {
  if (isSkipped(stage)) return Promise.resolve();
  const begun = Date.now();
  if (!buffered) console.log(`--- ${stage.name}`);
  return new Promise((resolve, reject) => {
    // A process group of its own, so a failure elsewhere can stop the stage and all it started.
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
      detached: true,
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      seconds.set(stage.name, (Date.now() - begun) / 1000);
      const ok = code === 0;
      if (buffered) {
        const output = Buffer.concat(chunks).toString("utf8").trimEnd();
        console.log(`--- ${stage.name}: ${ok ? "ok" : "FAILED"} (${seconds.get(stage.name)!.toFixed(0)} s)`);
        if (output) console.log(output);
      } else if (!ok) console.log(`--- ${stage.name}: FAILED`);
      if (ok) resolve();
      else reject(new StageFailed(stage.name));
    });
  });
}

function stopRunning(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

function printSeconds(): void {
  const parts = STAGES.filter((stage) => seconds.has(stage.name)).map((stage) => `${stage.name} ${seconds.get(stage.name)!.toFixed(0)}`);
  console.log(`\nnpm test seconds: ${parts.join(" · ")} · total ${((Date.now() - started) / 1000).toFixed(0)}`);
}

async function main(): Promise<number> {
  const first = [TYPECHECK, LINT, BUNDLE].filter((stage) => !isSkipped(stage));
  if (first.length > 0) console.log(`--- ${first.map((stage) => stage.name).join(", ")} (side by side)`);
  const lint = run(LINT, { buffered: true });
  const unit = Promise.all([run(TYPECHECK, { buffered: true }), run(BUNDLE, { buffered: true })]).then(() => run(UNIT, { buffered: false }));
  try {
    await Promise.all([lint, unit]);
    await run(E2E, { buffered: false });
    return 0;
  } catch (error) {
    if (!(error instanceof StageFailed)) throw error;
    stopRunning();
    return 1;
  }
}

const code = await main();
printSeconds();
process.exit(code);
