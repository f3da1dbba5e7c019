// startLocalBackend(): the offline stand-in for a Convex deployment. It runs
// the project's `convex/` functions on convex-test (engine.ts), speaks the
// sync protocol on the main port (sync.ts, api.ts), serves HTTP actions and
// file storage on the site port (site.ts) and keeps the data on disk
// (persistence.ts). Used by `npm start` (start.ts), tests and benchmarks.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import path from "node:path";
import { ConvexError, convexToJson, jsonToConvex, type Value } from "convex/values";
import { createApiHandler } from "./api";
import { TokenVerifier } from "./auth";
import type { CronJobStatus } from "./crons";
import { Engine, type CallOutcome, type CommitRecord, type EngineState } from "./engine";
import { FileStore, hexFromBase64Digest } from "./files";
import { applyFunctionEnv, ensureLocalKeys } from "./keys";
import { createLogger } from "./log";
import { MutationLog } from "./mutation-log";
import { allowOrigin, isAllowedOrigin, isLoopbackHost } from "./http-util";
import { printNewMail } from "./outbox";
import { DataStore } from "./persistence";
import { SerialQueue } from "./queue";
import { createSiteHandler, UploadTokens, type ExtraSiteRoutes } from "./site";
import { SyncServer } from "./sync";

export interface LocalBackendOptions {
  /** The Convex functions directory (with `_generated/`). */
  functionsDir: string;
  /** Where the database, files and keys live. */
  dataDir: string;
  /** Main port (WebSocket sync + HTTP API); 0 picks a free one. */
  port: number;
  /** Site port (HTTP actions + file storage); 0 picks a free one. */
  sitePort: number;
  /** Where to listen: a loopback address (the default, 127.0.0.1) unless allowNonLoopbackHost. */
  host?: string;
  /** Allows a host other than loopback: the backend is for development and has no production security. */
  allowNonLoopbackHost?: boolean;
  /** Start with an empty database (and new keys). */
  reset?: boolean;
  /** The app's URL, given to functions as SITE_URL. */
  appUrl?: string;
  /** A KEY=VALUE file of extra function env variables, if it exists. */
  envFile?: string;
  /** Print one line per function call (default true). */
  logFunctionCalls?: boolean;
  /** Print backend notices (default true). */
  logNotices?: boolean;
  /** Print each email written to the outbox table (default true). */
  printMail?: boolean;
  extraSiteRoutes?: ExtraSiteRoutes;
  /** Run the jobs of crons.ts (default true). */
  runCronJobs?: boolean;
}

export type { ExtraSiteRoutes };

export interface LocalBackend {
  url: string;
  siteUrl: string;
  /** True when the data directory held no database at start. */
  isNewDatabase: boolean;
  hasFunction(udfPath: string): boolean;
  /** The cron jobs of `crons.ts` (saved in `_cron_jobs`) and when they run next. */
  cronJobs(): CronJobStatus[];
  /** Runs any function, internal ones included, without an identity. */
  runInternal(udfPath: string, args?: Record<string, unknown>): Promise<unknown>;
  /** Reloads the functions (after an edit), keeping the data; false if they failed to load. */
  reload(): Promise<boolean>;
  /** Empties the database while running (ids and timestamps keep counting up); for tests. */
  resetData(): Promise<void>;
  /** A copy of every document now, for restoreData(); for tests. */
  snapshotData(): Promise<Snapshot>;
  /**
   * Puts back a snapshot's documents (and their scheduled jobs) in milliseconds,
   * without reloading the functions; ids and timestamps keep counting up and
   * every subscription reruns. For tests.
   */
  restoreData(snapshot: Snapshot): Promise<void>;
  /**
   * Stops and starts again as a new process would, for tests: closes every
   * client connection and both listeners, drops the engine, rebuilds it from
   * the data on disk (db.json + WAL replay) and listens again on the same
   * ports. Resolves once it is listening again. `keepConnection` (the socket
   * of the HTTP request asking for the restart) is left open to answer on.
   */
  restart(options?: { keepConnection?: Socket }): Promise<void>;
  close(): Promise<void>;
}

/** The database's documents at one moment (file bytes stay in the data dir's file store). */
export interface Snapshot {
  readonly documents: EngineState["documents"];
}

export class PortInUseError extends Error {
  constructor(readonly port: number, readonly host: string) {
    super(`Port ${port} on ${host} is already in use`);
  }
}

const RELOAD_DRAIN_MS = 10_000;
/**
 * How long closing waits for a client to close its end of a connection before
 * cutting it. Node clients answer within milliseconds (under 60 ms in a loaded
 * test run); a browser does not read its idle HTTP connections, so it is waited
 * for this long at each restart. Under the Convex client's earliest reconnect
 * after a drop (0.5 s), so a browser does not find the port closed.
 */
const PEER_CLOSE_MS = 250;

/**
 * The backend a caller holds: one running instance at a time, replaced by
 * restart() (on the same ports and data dir, as a new process would start).
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  let current = await startInstance(options, options.port, options.sitePort, options.reset ?? false);
  const first = current;
  // Calls made while a restart is under way wait for the new instance.
  let restarting: Promise<void> | null = null;
  const ready = async () => {
    while (restarting !== null) await restarting;
    return current;
  };
  let closed = false;
  return {
    url: first.url,
    siteUrl: first.siteUrl,
    isNewDatabase: first.isNewDatabase,
    hasFunction: (udfPath) => current.hasFunction(udfPath),
    cronJobs: () => current.cronJobs(),
    runInternal: async (udfPath, args) => (await ready()).runInternal(udfPath, args),
    reload: async () => (await ready()).reload(),
    resetData: async () => (await ready()).resetData(),
    snapshotData: async () => (await ready()).snapshotData(),
    restoreData: async (snapshot) => (await ready()).restoreData(snapshot),
    async restart({ keepConnection } = {}) {
      const previous = await ready();
      if (closed) throw new Error("The local backend is closed");
      const started = Date.now();
      restarting = (async () => {
        await previous.close({ compact: false, keepConnection });
        current = await startInstance(options, portOf(previous.url), portOf(previous.siteUrl), false);
      })();
      try {
        await restarting;
      } finally {
        restarting = null;
      }
      current.log.info(`restarted in ${Date.now() - started}ms`);
    },
    async close() {
      closed = true;
      await (await ready()).close({ compact: true });
    },
  };
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

interface Instance extends Omit<LocalBackend, "close" | "restart"> {
  log: ReturnType<typeof createLogger>;
  close(options: { compact: boolean; keepConnection?: Socket }): Promise<void>;
}

async function startInstance(options: LocalBackendOptions, port: number, sitePort: number, reset: boolean): Promise<Instance> {
  const host = options.host ?? "127.0.0.1";
  // Development data with test sign-ins and guessable ids: never on a network unless asked for by name.
  if (!isLoopbackHost(host) && !options.allowNonLoopbackHost) {
    throw new Error(
      `The local backend only listens on this machine (127.0.0.1, localhost, ::1), not on ${host}. ` +
        "It has no production security: set allowNonLoopbackHost (LOCAL_BACKEND_ALLOW_NETWORK=1) only on a network you trust.",
    );
  }
  if (!isLoopbackHost(host)) console.warn(`WARNING: the local backend is reachable from the network on ${host}. Anyone there can use it.`);
  const functionsDir = path.resolve(options.functionsDir);
  const dataDir = path.resolve(options.dataDir);
  const log = createLogger({ functionCalls: options.logFunctionCalls ?? true, notices: options.logNotices ?? true });

  const store = new DataStore(dataDir);
  const servers: Server[] = [];
  const sockets = new Map<Server, Set<Socket>>();
  try {
    const keys = await ensureLocalKeys(dataDir, reset);
    if (reset) store.reset();
    const files = new FileStore(path.join(dataDir, "files"));

    // Listen first: the functions' env (CONVEX_SITE_URL) needs the real ports.
    let handleApi: RequestHandler | null = null;
    let handleSite: RequestHandler | null = null;
    const apiServer = createServer((request, response) => dispatch(handleApi, request, response));
    const siteServer = createServer((request, response) => dispatch(handleSite, request, response));
    // A WebSocket that arrives while the functions load (at start, or just after
    // a restart) waits for them instead of being refused: refused clients back
    // off for seconds before trying again.
    let handleUpgrade: ((request: IncomingMessage, socket: Duplex, head: Buffer) => void) | null = null;
    const waitingUpgrades: Array<() => void> = [];
    apiServer.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      // A browser page sends its origin: only this machine's pages may talk to the backend.
      if (!isAllowedOrigin(request.headers.origin)) {
        socket.destroy();
        return;
      }
      if (handleUpgrade !== null) handleUpgrade(request, socket, head);
      else waitingUpgrades.push(() => handleUpgrade?.(request, socket, head));
    });
    servers.push(apiServer, siteServer);
    for (const server of servers) sockets.set(server, trackSockets(server));
    const url = `http://${host}:${await listen(apiServer, port, host)}`;
    const siteUrl = `http://${host}:${await listen(siteServer, sitePort, host)}`;
    const applyEnv = () =>
      applyFunctionEnv({ keys, cloudUrl: url, siteUrl, appUrl: options.appUrl ?? "http://127.0.0.1:5173", envFile: options.envFile });
    const extraEnv = applyEnv();
    if (extraEnv.length > 0) log.info(`function env from ${options.envFile}: ${extraEnv.join(", ")}`);

    const uploads = new UploadTokens(keys.uploadSecret);
    const loadEngine = () =>
      Engine.load({
        functionsDir,
        files,
        log,
        runCronJobs: options.runCronJobs,
        storageUrl: (storageId) => `${siteUrl}/api/storage/${encodeURIComponent(storageId)}`,
        uploadUrl: () => `${siteUrl}/api/storage/upload?token=${uploads.issue()}`,
      });

    const loaded = store.load();
    let engine = await loadEngine();
    engine.importState(loaded.state);
    // Start from a fresh snapshot (this also drops a WAL tail torn by a crash).
    store.compact(engine.exportState(), loaded.acks);
    files.removeAllExcept(referencedFiles(engine));

    const queue = new SerialQueue();
    const mutations = new MutationLog(loaded.acks, (key, ack) => store.appendAck(key, ack));
    const verifier = new TokenVerifier({
      providers: () => engine.authProviders,
      siteUrl,
      fetchLocal: (pathAndQuery) => engine.fetchHttp(pathAndQuery, { method: "GET" }, null),
    });
    const sync = new SyncServer({ engine: () => engine, verifier, queue, mutations, log });
    const persistCommits = (committing: Engine) => (commit: CommitRecord) => {
      store.appendCommit(commit);
      if (options.printMail ?? true) printNewMail(commit);
      if (store.needsCompaction) store.compact(committing.exportState(), mutations.entries());
      sync.invalidate(commit);
    };
    engine.onCommit = persistCommits(engine);
    handleUpgrade = (request, socket, head) => {
      if (!sync.handleUpgrade(request, socket, head)) socket.destroy();
    };
    for (const upgrade of waitingUpgrades.splice(0)) upgrade();
    handleApi = createApiHandler({ engine: () => engine, queue, verifier });
    handleSite = createSiteHandler({ engine: () => engine, uploads, verifier, log, extraRoutes: options.extraSiteRoutes });
    await engine.startJobs();
    log.info(`backend on ${url} (site ${siteUrl}), data in ${dataDir}`);

    /** Moves to `next` between two queued tasks, once running actions and jobs have drained. */
    async function swapEngine(next: Engine, state: (previous: Engine) => EngineState) {
      await queue.run(async () => {
        // Running actions and scheduled jobs write through the old engine.
        const deadline = Date.now() + RELOAD_DRAIN_MS;
        while (engine.busy > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
        engine.retire();
        next.importState(state(engine));
        next.onCommit = persistCommits(next);
        engine = next;
        await engine.startJobs();
      });
      sync.invalidateAll();
    }

    let closed = false;
    return {
      url,
      siteUrl,
      log,
      isNewDatabase: loaded.isNew || reset,
      hasFunction: (udfPath) => engine.describe(udfPath) !== null,
      cronJobs: () => engine.cronJobs(),
      runInternal: (udfPath, args = {}) => runInternal(engine, queue, udfPath, args),
      async reload() {
        applyEnv();
        let next: Engine;
        try {
          next = await loadEngine();
        } catch (error) {
          log.error("could not load the functions; still running the previous version", error);
          return false;
        }
        await swapEngine(next, (previous) => previous.exportState());
        log.info("functions reloaded");
        return true;
      },
      async resetData() {
        await swapEngine(await loadEngine(), (previous) => ({
          ...previous.exportState(),
          documents: {},
        }));
        store.compact(engine.exportState(), mutations.entries());
        files.removeAllExcept(new Set());
        log.info("database emptied");
      },
      snapshotData: () => queue.run(async () => ({ documents: structuredClone(engine.exportState().documents) })),
      async restoreData(snapshot) {
        await queue.run(async () => {
          await engine.replaceDocuments(snapshot.documents);
          store.compact(engine.exportState(), mutations.entries());
        });
        files.removeAllExcept(referencedFiles(engine));
        sync.invalidateAll();
      },
      async close({ compact, keepConnection }) {
        if (closed) return;
        closed = true;
        await closeServers(servers, sockets, keepConnection);
        await sync.close();
        await queue.idle();
        engine.retire();
        // Without compaction (restart) the next start replays the WAL, as after a crash.
        if (compact) store.compact(engine.exportState(), mutations.entries());
        store.close();
      },
    };
  } catch (error) {
    // Also ends the WebSockets still waiting for the functions.
    await closeServers(servers, sockets);
    store.close();
    throw error;
  }
}

/** The server's open sockets (HTTP and upgraded WebSockets), so a restart can end all but one. */
function trackSockets(server: Server): Set<Socket> {
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return open;
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

function dispatch(
  handler: RequestHandler | null,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  allowOrigin(request, response);
  if (handler === null) {
    response.writeHead(503, { "Content-Type": "text/plain" });
    response.end("The local backend is starting\n");
    return;
  }
  handler(request, response).catch((error: unknown) => {
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
    response.end(error instanceof Error ? error.message : String(error));
  });
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  // Just after a restart the old listener's port may take a moment to be free.
  for (let attempt = 0; ; attempt++) {
    try {
      return await listenOnce(server, port, host);
    } catch (error) {
      if (!(error instanceof PortInUseError) || port === 0 || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(error.code === "EADDRINUSE" ? new PortInUseError(port, host) : error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * Stops listening and ends every connection but `keep` (the request asking for a
 * restart, left open to answer on), resolving once each client has closed its
 * side too: by then a client has seen its connection end, wherever it runs, so
 * a restart that is over at once does not leave a client sending its next
 * request into a closed keep-alive connection. A client that has not closed
 * within PEER_CLOSE_MS is cut off.
 */
async function closeServers(servers: Server[], sockets: Map<Server, Set<Socket>>, keep?: Socket): Promise<void> {
  for (const server of servers) {
    // close() would destroy idle keep-alive connections at once, before their clients know.
    server.closeIdleConnections = () => {};
    // The listener closes now, so the port is free for a restart.
    if (server.listening) server.close();
  }
  const open = servers.flatMap((server) => [...(sockets.get(server) ?? [])]).filter((socket) => socket !== keep);
  const closed = Promise.all(
    open.map((socket) => (socket.closed ? undefined : new Promise<void>((resolve) => socket.once("close", () => resolve())))),
  );
  for (const socket of open) socket.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, PEER_CLOSE_MS)))]);
  clearTimeout(timer);
  for (const socket of open) socket.destroy();
  await closed;
}

function referencedFiles(engine: Engine): Set<string> {
  const hexes = new Set<string>();
  for (const [id, document] of Object.entries(engine.exportState().documents)) {
    if (id.endsWith("_storage")) hexes.add(hexFromBase64Digest(String(document.sha256)));
  }
  return hexes;
}

async function runInternal(engine: Engine, queue: SerialQueue, udfPath: string, args: Record<string, unknown>) {
  const info = engine.describe(udfPath);
  if (info === null) throw new Error(`There is no function ${udfPath}`);
  const json = convexToJson(args as Value);
  let outcome: CallOutcome;
  if (info.kind === "mutation") {
    outcome = (await queue.run(() => engine.mutation(null, udfPath, json, { allowInternal: true }))).outcome;
  } else if (info.kind === "query") {
    outcome = await engine.query(null, udfPath, json, true);
  } else if (info.kind === "action") {
    outcome = await engine.action(null, udfPath, json, true);
  } else {
    throw new Error(`${udfPath} is an HTTP action; call it through the site URL`);
  }
  if (outcome.ok) return jsonToConvex(outcome.value);
  if (outcome.errorData !== undefined) {
    const error = new ConvexError(jsonToConvex(outcome.errorData));
    error.message = outcome.errorMessage;
    throw error;
  }
  throw new Error(outcome.errorMessage);
}
