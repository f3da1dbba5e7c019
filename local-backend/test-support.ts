// Helpers for the local backend's tests: a backend on free ports over the
// fixture functions with a temp data dir, real Node clients, and a raw
// WebSocket speaking the sync protocol by hand.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient } from "convex/browser";
import { getFunctionName, type FunctionReference } from "convex/server";
import WebSocket from "ws";
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "./server";

export const FIXTURE_FUNCTIONS_DIR = fileURLToPath(new URL("./test-fixture/convex", import.meta.url));

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "local-backend-test-"));
}

export interface FixtureBackend {
  backend: LocalBackend;
  dataDir: string;
  /** A ConvexClient over `ws`, closed by close(). */
  client(): ConvexClient;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function startFixtureBackend(options: Partial<LocalBackendOptions> = {}): Promise<FixtureBackend> {
  const dataDir = options.dataDir ?? temporaryDataDir();
  const backend = await startLocalBackend({
    functionsDir: FIXTURE_FUNCTIONS_DIR,
    port: 0,
    sitePort: 0,
    logFunctionCalls: false,
    logNotices: false,
    ...options,
    dataDir,
  });
  const clients: ConvexClient[] = [];
  return {
    backend,
    dataDir,
    client() {
      const client = nodeClient(backend.url);
      clients.push(client);
      return client;
    },
    async close({ keepData = false } = {}) {
      await Promise.all(clients.map((client) => client.close()));
      await backend.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function nodeClient(url: string): ConvexClient {
  return new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
}

/** Resolves with the first result of a subscription that satisfies `predicate`. */
export function waitForValue<T>(
  client: ConvexClient,
  query: FunctionReference<"query">,
  args: Record<string, unknown>,
  predicate: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out waiting for ${getFunctionName(query)}`));
    }, timeoutMs);
    const unsubscribe = client.onUpdate(
      query,
      args,
      (value: T) => {
        if (!predicate(value)) return;
        clearTimeout(timer);
        setTimeout(() => unsubscribe(), 0);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type ServerMessage = { type: string; [field: string]: unknown };

/** A WebSocket speaking the sync protocol by hand, to check the wire itself. */
export class RawSyncSocket {
  readonly received: ServerMessage[] = [];
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.received.push(JSON.parse(String(data)) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(backendUrl: string): Promise<RawSyncSocket> {
    const socket = new WebSocket(`${backendUrl.replace(/^http/, "ws")}/api/1.48.0/sync`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new RawSyncSocket(socket);
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first received message (from `from` on) matching `predicate`. */
  async next(predicate: (message: ServerMessage) => boolean, from = 0, timeoutMs = 5000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message in ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}

/** Decodes the protocol's little-endian u64 base64 timestamps. */
export function decodeTs(encoded: unknown): bigint {
  return Buffer.from(String(encoded), "base64").readBigUInt64LE();
}
