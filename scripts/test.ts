// `npm test`: every check, in stages, then one line with each stage's seconds
// so anyone sees where the time goes.
//
// The static checks (typecheck, lint, the Convex bundle) are single-threaded
// each, so they run side by side on the machine's cores, their output printed
// whole as each ends; the unit tests and the browser tests use every core and
// run alone, streaming. The first stage that fails stops the run (exit 1),
// after the line of seconds so far.
//
//   npm test -- --skip e2e,lint    leave stages out (a quicker local loop)
import { spawn } from "node:child_process";

interface Stage {
  name: string;
  script: string;
}

const STATIC_CHECKS: Stage[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "convex bundle", script: "check:convex" },
];
const UNIT: Stage = { name: "unit", script: "test:unit" };
const E2E: Stage = { name: "e2e", script: "test:e2e" };

const skipArg = process.argv.indexOf("--skip");
const skipped = new Set(skipArg >= 0 ? (process.argv[skipArg + 1] ?? "").split(",").map((s) => s.trim()) : []);
const seconds = new Map<string, number>();
const started = Date.now();

function run(stage: Stage, { buffered }: { buffered: boolean }): Promise<boolean> {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) => {
      seconds.set(stage.name, (Date.now() - begun) / 1000);
      const ok = code === 0;
      if (buffered) {
        const output = Buffer.concat(chunks).toString("utf8").trimEnd();
        console.log(`--- ${stage.name}: ${ok ? "ok" : "FAILED"} (${seconds.get(stage.name)!.toFixed(0)} s)`);
        if (output) console.log(output);
      }
      resolve(ok);
    });
  });
}

function printSeconds(): void {
  const parts = [...STATIC_CHECKS, UNIT, E2E]
    .filter((stage) => seconds.has(stage.name))
    .map((stage) => `${stage.name} ${seconds.get(stage.name)!.toFixed(0)}`);
  console.log(`\nnpm test seconds: ${parts.join(" · ")} · total ${((Date.now() - started) / 1000).toFixed(0)}`);
}

async function main(): Promise<number> {
  const checks = STATIC_CHECKS.filter((stage) => !skipped.has(stage.name) && !skipped.has(stage.script));
  console.log(`--- ${checks.map((stage) => stage.name).join(", ")} (side by side)`);
  const results = await Promise.all(checks.map((stage) => run(stage, { buffered: true })));
  if (results.includes(false)) return 1;
  for (const stage of [UNIT, E2E]) {
    if (skipped.has(stage.name)) continue;
    console.log(`--- ${stage.name}`);
    if (!(await run(stage, { buffered: false }))) return 1;
  }
  return 0;
}

const code = await main();
printSeconds();
process.exit(code);
