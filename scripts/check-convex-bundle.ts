// Would Convex accept convex/? Runs the Convex CLI's own deploy bundler over a
// copy of the project, the way `npx convex deploy` does, and stops before the
// push (`--debug-bundle-path`): no deployment, no network. The local backend
// runs convex/ on Node, so a module Convex's bundler refuses (a Node built-in
// without "use node", a dependency that does not bundle for its runtime) would
// otherwise first show up at a real deploy.
//
// Usage: npm run check:convex
// A copy, not convex/ itself: the deploy rewrites convex/_generated (its
// output differs from `npm run codegen`), and a killed run must not leave it changed.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const functionsDir = path.join(root, "convex");
const cli = path.join(root, "node_modules", "convex", "bin", "main.js");
const TIMEOUT_MS = 5 * 60_000;

interface BundledModule {
  path: string;
  source: string;
  environment: string;
}

/** A port nothing listens on: if the CLI ever tried to push, it would fail rather than reach anything. */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * The modules a deploy must bundle, as the CLI picks its entry points
 * (convex/bundler: entryPoints): every JS/TS file under convex/ except
 * _generated/, schema.ts (bundled on its own), dotfiles and names with more
 * than one dot (tests, fixtures), and TS files that neither import nor export.
 * A file with a space in its name is left in: the CLI skips it silently, so
 * its functions would be missing from the deploy.
 */
function expectedModules(dir: string, rel = ""): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const relPath = rel === "" ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) return relPath === "_generated" ? [] : expectedModules(dir, relPath);
    const name = entry.name;
    if (!/\.(m|c)?(js|ts)x?$/.test(name) || name.startsWith(".") || name.startsWith("#")) return [];
    if (rel === "" && /^schema\.(ts|js)$/.test(name)) return [];
    if (rel === "" && /^auth\.config\.(ts|js)$/.test(name)) return ["auth.config.js"];
    if ((name.match(/\./g) ?? []).length > 1) return [];
    if (/\.tsx?$/.test(name) && !/^\s{0,100}(import|export)/m.test(readFileSync(path.join(dir, relPath), "utf8"))) return [];
    return [relPath.replace(/\.[^.]+$/, ".js")];
  });
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n(check-convex-bundle: stopped after ${TIMEOUT_MS / 1000} s)\n`;
      child.kill("SIGKILL");
    }, TIMEOUT_MS);
    const stop = () => child.kill("SIGTERM");
    process.once("SIGINT", stop).once("SIGTERM", stop);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      process.off("SIGINT", stop).off("SIGTERM", stop);
      resolve({ code, output });
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), "convex-bundle-check-"));
  try {
    const project = path.join(work, "project");
    const bundleDir = path.join(work, "bundle");
    mkdirSync(project);
    cpSync(functionsDir, path.join(project, "convex"), { recursive: true });
    for (const file of ["package.json", "tsconfig.json", "convex.json"]) {
      if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(project, file));
    }
    symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir");

    // Only the fake self-hosted deployment: no deployment or key of the caller's may leak in.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) if (key.startsWith("CONVEX_")) delete env[key];
    env.CONVEX_SELF_HOSTED_URL = `http://127.0.0.1:${await unusedPort()}`;
    env.CONVEX_SELF_HOSTED_ADMIN_KEY = "x";
    env.NO_COLOR = "1";

    // Typecheck off: `npm run typecheck` does it. Codegen stays on, as in a deploy (it writes the copy's _generated).
    const args = [cli, "deploy", "--debug-bundle-path", bundleDir, "--typecheck", "disable", "-y"];
    const { code, output } = await run(process.execPath, args, project, env);
    const fail = (reason: string) => {
      process.stderr.write(output.endsWith("\n") ? output : `${output}\n`);
      console.error(`convex bundle: FAILED: ${reason}`);
      return 1;
    };
    if (code !== 0) return fail(`\`convex deploy\` exited with ${code ?? "a signal"}`);
    if (!output.includes("Skipping rest of push")) return fail("the CLI did not stop before the push");
    const config = JSON.parse(readFileSync(path.join(bundleDir, "fullConfig.json"), "utf8")) as { modules: BundledModule[] };
    const bundled = new Set(config.modules.map((module) => module.path));
    const missing = expectedModules(functionsDir).filter((module) => !bundled.has(module));
    if (missing.length > 0) return fail(`not bundled: ${missing.join(", ")}`);

    const bytes = config.modules.reduce((sum, module) => sum + Buffer.byteLength(module.source), 0);
    const node = config.modules.filter((module) => module.environment === "node").length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = node > 0 ? ` (${node} for Node)` : "";
    console.log(`convex bundle: ${config.modules.length} modules${where}, ${Math.round(bytes / 1024)} KB, in ${seconds} s`);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main();
