// `npm start`: the local Convex backend on 127.0.0.1:3210 (site 3211) running
// `convex/`, the sample family on a new database, and the Vite dev server.
//
//   --reset       start with an empty database
//   --sample large  a new database gets five years of the sample family's life on top of it
//                 (10,000 transactions, 3,000 items, 2,000 tasks, 5,000 notifications; seconds)
//   --no-vite     backend only (tests, benchmarks)
//   --production  build the app (vite build into <data dir>/app) and serve that
//                 instead of the dev server: what a family's browser gets, a
//                 quarter of the requests per page load (the browser tests use it)
//
// Environment: LOCAL_BACKEND_PORT, LOCAL_BACKEND_SITE_PORT, APP_PORT (Vite,
// 5173), LOCAL_BACKEND_DATA_DIR (.local-data), LOCAL_BACKEND_FUNCTIONS_DIR
// (convex), LOCAL_BACKEND_TEST_ENDPOINTS=1 (reset/outbox endpoints for the
// browser tests), LOCAL_BACKEND_CRONS=off (crons.ts's jobs do not run). Extra function env variables: `.env.convex.local`.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PortInUseError, startLocalBackend, type LocalBackend } from "./server";
import { testEndpoints } from "./test-endpoints";
import { watchFunctions } from "./watch";

const SEED_FUNCTION = "seed:seedSampleFamily";
const HISTORY_FUNCTION = "seed:seedFamilyHistory";
const DEMO_ACCOUNTS_FUNCTION = "demo:createDemoAccounts";

interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USAGE = "Usage: npm start [-- --reset] [-- --sample sample|large] [-- --no-vite] [-- --production]";
const args = process.argv.slice(2);
const sampleAt = args.indexOf("--sample");
const sample = sampleAt === -1 ? "sample" : args[sampleAt + 1];
if (sample !== "sample" && sample !== "large") {
  console.error(`--sample needs sample or large. ${USAGE}`);
  process.exit(1);
}
const flags = new Set(sampleAt === -1 ? args : args.filter((_, i) => i !== sampleAt && i !== sampleAt + 1));
const unknownFlags = [...flags].filter((flag) => !["--reset", "--no-vite", "--production"].includes(flag));
if (unknownFlags.length > 0) {
  console.error(`Unknown option ${unknownFlags.join(" ")}. ${USAGE}`);
  process.exit(1);
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name}=${raw} is not a port number`);
    process.exit(1);
  }
  return port;
}

const port = portFromEnv("LOCAL_BACKEND_PORT", 3210);
const sitePort = portFromEnv("LOCAL_BACKEND_SITE_PORT", 3211);
const appPort = portFromEnv("APP_PORT", 5173);
const dataDir = path.resolve(repoRoot, process.env.LOCAL_BACKEND_DATA_DIR || ".local-data");
const functionsDir = path.resolve(repoRoot, process.env.LOCAL_BACKEND_FUNCTIONS_DIR || "convex");
const appUrl = `http://127.0.0.1:${appPort}`;
const demoAccountsFile = path.join(dataDir, "demo-accounts.json");

let backend: LocalBackend;
try {
  backend = await startLocalBackend({
    functionsDir,
    dataDir,
    port,
    sitePort,
    reset: flags.has("--reset"),
    // Loopback only, unless both are set on purpose (the backend refuses otherwise, and warns).
    host: process.env.LOCAL_BACKEND_HOST || undefined,
    allowNonLoopbackHost: process.env.LOCAL_BACKEND_ALLOW_NETWORK === "1",
    appUrl,
    envFile: path.join(repoRoot, ".env.convex.local"),
    runCronJobs: process.env.LOCAL_BACKEND_CRONS !== "off",
    extraSiteRoutes:
      process.env.LOCAL_BACKEND_TEST_ENDPOINTS === "1" ? testEndpoints(() => backend, prepareNewDatabase) : undefined,
  });
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(
      `Port ${error.port} is already in use (is another \`npm start\` running?). ` +
        "Stop it, or choose other ports with LOCAL_BACKEND_PORT / LOCAL_BACKEND_SITE_PORT.",
    );
  } else {
    console.error("The local backend could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

if (backend.isNewDatabase) {
  try {
    await prepareNewDatabase(backend);
  } catch (error) {
    console.error("Loading the sample data failed (fix it, then run `npm start -- --reset`):", error);
  }
} else if (sample === "large") {
  // Never poured into someone's existing data: the history is for a new database.
  console.log("--sample large loads a new database only; this one is kept as it is (add --reset to start again).");
}
printDemoAccounts();
console.log(`Local Convex backend ready: ${backend.url} (site ${backend.siteUrl})`);

const stopWatching = watchFunctions(functionsDir, () => backend.reload());

let stopVite: () => Promise<void> = async () => {};
let stopping = false;
async function shutDown(exitCode: number): Promise<void> {
  if (stopping) {
    process.exit(1); // A second Ctrl-C: stop now.
  }
  stopping = true;
  stopWatching();
  await stopVite();
  await backend.close();
  process.exit(exitCode);
}
process.on("SIGINT", () => void shutDown(0));
process.on("SIGTERM", () => void shutDown(0));

if (!flags.has("--no-vite")) {
  process.env.VITE_CONVEX_URL = backend.url;
  process.env.VITE_CONVEX_SITE_URL = backend.siteUrl;
  const { build, createServer, preview } = await import("vite");
  try {
    if (flags.has("--production")) {
      const outDir = path.join(dataDir, "app");
      const started = Date.now();
      await build({ root: repoRoot, logLevel: "warn", build: { outDir, emptyOutDir: true } });
      console.log(`Built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const server = await preview({ root: repoRoot, build: { outDir }, preview: { port: appPort, host: "127.0.0.1", strictPort: true } });
      stopVite = () => server.close();
    } else {
      const vite = await createServer({ root: repoRoot, server: { port: appPort, host: "127.0.0.1", strictPort: true } });
      await vite.listen();
      stopVite = () => vite.close();
    }
    console.log(`App ready: ${appUrl}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(/in use/i.test(message) ? `Port ${appPort} is already in use; set APP_PORT to use another.` : message);
    await shutDown(1);
  }
}

async function prepareNewDatabase(target: LocalBackend): Promise<DemoAccount[]> {
  rmSync(demoAccountsFile, { force: true });
  if (!target.hasFunction(SEED_FUNCTION)) {
    console.log(`New database; there is no ${SEED_FUNCTION} to load sample data, so it starts empty.`);
    return [];
  }
  await target.runInternal(SEED_FUNCTION);
  console.log("New database: loaded the sample family.");
  if (sample === "large" && target.hasFunction(HISTORY_FUNCTION)) {
    const started = Date.now();
    await target.runInternal(HISTORY_FUNCTION);
    console.log(
      "Added five years of its life (10,000 transactions, 3,000 items, 2,000 tasks, 5,000 notifications) " +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  if (!target.hasFunction(DEMO_ACCOUNTS_FUNCTION)) return [];
  const accounts = (await target.runInternal(DEMO_ACCOUNTS_FUNCTION)) as DemoAccount[];
  // Kept so every later start can print them again.
  writeFileSync(demoAccountsFile, JSON.stringify(accounts, null, 2));
  return accounts;
}

function printDemoAccounts(): void {
  if (!existsSync(demoAccountsFile)) return;
  const accounts = JSON.parse(readFileSync(demoAccountsFile, "utf8")) as DemoAccount[];
  console.log("Demo sign-ins:");
  for (const account of accounts) console.log(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`);
}
