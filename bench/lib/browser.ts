// What the browser benchmarks share: Debian's Chromium, the app served by the
// Vite dev server or as a production build, and the live queries an open tab
// holds (read off its WebSocket) so Node clients can hold the same ones.
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import { build, createServer, preview } from "vite";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

export type AppServer = { url: string; close: () => Promise<void> };

/** The app as `npm start` serves it (Vite dev server) on 127.0.0.1:`port` (0: a free one), talking to `convexUrl`. */
export async function startDevServer(convexUrl: string, port: number): Promise<AppServer> {
  process.env.VITE_CONVEX_URL = convexUrl;
  const server = await createServer({ root: repoRoot, logLevel: "warn", server: { port, host: "127.0.0.1", strictPort: true } });
  await server.listen();
  return { url: server.resolvedUrls!.local[0].replace(/\/$/, ""), close: () => server.close() };
}

/** `vite build` into `outDir`, the backend URL baked in as a deployment's would be. */
export async function buildApp(outDir: string, convexUrl: string): Promise<void> {
  process.env.VITE_CONVEX_URL = convexUrl;
  await build({ root: repoRoot, logLevel: "warn", build: { outDir, emptyOutDir: true } });
}

/** Serves a build with `vite preview` on 127.0.0.1:`port` (0: a free one). */
export async function serveBuild(outDir: string, port: number): Promise<AppServer> {
  const server = await preview({ root: repoRoot, logLevel: "warn", build: { outDir }, preview: { port, host: "127.0.0.1", strictPort: true } });
  return { url: server.resolvedUrls!.local[0].replace(/\/$/, ""), close: () => server.close() };
}

/**
 * A page script (run before the app's own) stamping when each Convex Transition (the server
 * pushing new query results) reaches the page, before the client handles it: the time from a
 * click to that stamp is the server's and the network's, from it to the screen the page's.
 */
export const STAMP_TRANSITIONS = `(() => {
  const Native = window.WebSocket;
  window.benchTransitions = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        if (typeof event.data === "string" && event.data.startsWith('{"type":"Transition"')) {
          window.benchTransitions.push(performance.timeOrigin + performance.now());
        }
      });
    }
  };
})()`;

/** The last Transition stamp at or before `time` (STAMP_TRANSITIONS), or null. */
export async function transitionBefore(page: Page, time: number): Promise<number | null> {
  return page.evaluate(`(window.benchTransitions ?? []).filter((t) => t <= ${time}).pop() ?? null`);
}

export type LiveQuery = { udfPath: string; args: Record<string, Value> };

/**
 * Follows the queries a page subscribes to over its Convex WebSocket (the
 * client's ModifyQuerySet messages); `current()` is the set the newest socket
 * holds now. Call before the page opens its socket.
 */
export function recordSubscriptions(page: Page, convexUrl: string): { current: () => LiveQuery[] } {
  const wsOrigin = `${convexUrl.replace(/^http/, "ws")}/`;
  let held = new Map<number, LiveQuery>();
  page.on("websocket", (socket) => {
    if (!socket.url().startsWith(wsOrigin)) return; // e.g. Vite's HMR socket
    // A new socket (a reconnect) subscribes to everything again.
    const queries = new Map<number, LiveQuery>();
    held = queries;
    socket.on("framesent", ({ payload }) => {
      if (typeof payload !== "string") return;
      const message = JSON.parse(payload) as {
        type: string;
        modifications?: { type: "Add" | "Remove"; queryId: number; udfPath?: string; args?: JSONValue[] }[];
      };
      if (message.type !== "ModifyQuerySet") return;
      for (const change of message.modifications!) {
        if (change.type === "Add") {
          queries.set(change.queryId, { udfPath: change.udfPath!, args: jsonToConvex(change.args![0]) as Record<string, Value> });
        } else {
          queries.delete(change.queryId);
        }
      }
    });
  });
  return { current: () => [...held.values()] };
}

/** Subscribes `client` to `queries`; resolves once each has its first result. */
export function subscribeTo(client: ConvexClient, queries: LiveQuery[]): Promise<void> {
  return Promise.all(
    queries.map(
      ({ udfPath, args }) =>
        new Promise<void>((resolve, reject) => {
          client.onUpdate(makeFunctionReference<"query">(udfPath), args, () => resolve(), reject);
        }),
    ),
  ).then(() => undefined);
}
