// Live-update latency of the local backend: N Node ConvexClients subscribe to
// one query while another client runs 200 mutations, one after another; each
// sample is the time from the mutation call until one subscriber sees the new
// value. Runs on the local backend's test fixture functions (stable, small).
//
//   npm run bench:latency -- [--clients N] [--mutations M]
//
// The last line is `live-latency clients=N median_ms=… p95_ms=…`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";
import { startLocalBackend } from "../local-backend/server";
import { option, percentile } from "./lib/stats";

const clientCount = option("clients", 25);
const mutationCount = option("mutations", 200);
const functionsDir = fileURLToPath(new URL("../local-backend/test-fixture/convex", import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-latency-"));
const backend = await startLocalBackend({
  functionsDir,
  dataDir,
  port: 0,
  sitePort: 0,
  logFunctionCalls: false,
  logNotices: false,
});

const newClient = () =>
  new ConvexClient(backend.url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: false });
const counter = { name: "bench" };
const samples: number[] = [];
let target = 0;
let sentAt = 0;
let seenTarget = 0;
let allSeen: () => void = () => {};

const subscribers = Array.from({ length: clientCount }, newClient);
let ready = 0;
await new Promise<void>((resolve) => {
  for (const subscriber of subscribers) {
    let lastSeen: unknown = undefined;
    subscriber.onUpdate(anyApi.counters.get, counter, (value: number | null) => {
      if (lastSeen === undefined && ++ready === clientCount) resolve();
      lastSeen = value;
      if (value === target && target > 0) {
        samples.push(performance.now() - sentAt);
        if (++seenTarget === clientCount) allSeen();
      }
    });
  }
});

const writer = newClient();
await writer.mutation(anyApi.counters.set, { ...counter, value: 0 });
for (let value = 1; value <= mutationCount; value++) {
  const everyoneSaw = new Promise<void>((resolve) => (allSeen = resolve));
  target = value;
  seenTarget = 0;
  sentAt = performance.now();
  const written = writer.mutation(anyApi.counters.set, { ...counter, value });
  await Promise.all([written, everyoneSaw]);
}

await Promise.all([...subscribers, writer].map((client) => client.close()));
await backend.close();
rmSync(dataDir, { recursive: true, force: true });

samples.sort((a, b) => a - b);
const median = percentile(samples, 0.5);
const p95 = percentile(samples, 0.95);
console.log(`samples=${samples.length} max_ms=${samples[samples.length - 1].toFixed(1)}`);
console.log(`live-latency clients=${clientCount} median_ms=${median.toFixed(1)} p95_ms=${p95.toFixed(1)}`);
process.exit(0);
