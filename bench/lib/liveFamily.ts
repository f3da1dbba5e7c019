// What the live-path benchmarks share: the sample family on a fresh local
// backend, real sign-ins as subscribed clients, and a way to wait for a
// subscription to reach a value.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { startLocalBackend, type Snapshot } from "../../local-backend/server";

export type SignedInClient = { client: ConvexClient; memberId: Id<"members"> };

export type DemoAccount = { role: string; email: string; password: string };

/** The sample family alone, or with five years of history (`npm start -- --sample large`). */
export type SampleSize = "sample" | "large";

/**
 * The sample family with its demo sign-ins on a new backend in a temporary data
 * dir. Ports default to free ones (0).
 */
export async function startSampleFamily(name: string, ports: { port?: number; sitePort?: number } = {}, sample: SampleSize = "sample") {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const backend = await startLocalBackend({
    functionsDir: fileURLToPath(new URL("../../convex", import.meta.url)),
    dataDir,
    port: ports.port ?? 0,
    sitePort: ports.sitePort ?? 0,
    reset: true,
    logFunctionCalls: false,
    logNotices: false,
    printMail: false,
  });
  await backend.runInternal("seed:seedSampleFamily");
  if (sample === "large") {
    const started = Date.now();
    await backend.runInternal("seed:seedFamilyHistory");
    console.error(`${name}: seeded five years of history in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const demo = (await backend.runInternal("demo:createDemoAccounts")) as DemoAccount[];
  const clients: ConvexClient[] = [];

  /** The demo sign-in of `role` (for a browser). */
  const account = (role: "admin" | "member"): DemoAccount => demo.find((d) => d.role === role)!;

  /** A client signed in as the demo account of `role`, joined to the family. */
  async function signedInClient(role: "admin" | "member"): Promise<SignedInClient> {
    const { email, password } = account(role);
    const http = new ConvexHttpClient(backend.url);
    const result = await http.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email, password },
    });
    const token = result.tokens!.token;
    const client = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
    clients.push(client);
    client.setAuth(async () => token);
    await client.mutation(api.accounts.join, {});
    const viewer = await client.query(api.members.viewer, {});
    if (viewer.status !== "signedIn") throw new Error(`${role} did not sign in`);
    return { client, memberId: viewer.member._id };
  }

  async function close() {
    await Promise.all(clients.map((client) => client.close()));
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  /** A client with no sign-in (the family screen device). */
  function anonymousClient(): ConvexClient {
    const client = new ConvexClient(backend.url, {
      webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
      logger: false,
    });
    clients.push(client);
    return client;
  }

  return {
    url: backend.url,
    account,
    signedInClient,
    anonymousClient,
    restart: () => backend.restart(),
    /** The database as it is now, and putting one back (every subscription reruns). */
    snapshot: () => backend.snapshotData(),
    restore: (snapshot: Snapshot) => backend.restoreData(snapshot),
    close,
  };
}

/** Resolves when `predicate` holds for the latest value of a subscription. */
export function watch<T>(subscribe: (onValue: (value: T) => void) => () => void) {
  let waiter: { predicate: (value: T) => boolean; resolve: () => void } | null = null;
  let latest: T | undefined;
  const unsubscribe = subscribe((value) => {
    latest = value;
    if (waiter && waiter.predicate(value)) {
      waiter.resolve();
      waiter = null;
    }
  });
  return {
    until(predicate: (value: T) => boolean) {
      if (latest !== undefined && predicate(latest)) return Promise.resolve();
      return new Promise<void>((resolve) => (waiter = { predicate, resolve }));
    },
    unsubscribe,
  };
}
