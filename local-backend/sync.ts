// Convex's WebSocket sync protocol (convex/src/browser/sync/protocol.ts), so
// the real ConvexReactClient / ConvexClient connect unchanged.
//
// Protocol facts this file keeps (each breaks the client if wrong):
// - A Transition's startVersion equals the last endVersion sent on that
//   socket (versions start at zero per socket).
// - Every ModifyQuerySet / Authenticate is answered by a Transition whose
//   endVersion carries the new querySet / identity version.
// - A MutationResponse goes out before the Transition reaching its ts, and the
//   caller always gets a Transition afterwards (the client resolves the
//   mutation's promise only on a Transition at or past that ts).
// - Timestamps are u64, little-endian, base64.
// - Resent mutations (same session + request id) are answered, not re-run.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import { AuthFailure, type TokenVerifier } from "./auth";
import type { CommitRecord, Engine } from "./engine";
import type { FunctionLogger } from "./log";
import { canonicalUdfPath } from "./modules";
import { Connection, encodeTs, type ClientMessage } from "./connection";
import { refreshSubscriptions } from "./refresh";
import type { MutationLog, MutationReply } from "./mutation-log";
import type { SerialQueue } from "./queue";

const PING_EVERY_MS = 10_000;

export interface SyncServerOptions {
  engine(): Engine;
  verifier: TokenVerifier;
  queue: SerialQueue;
  mutations: MutationLog;
  log: FunctionLogger;
}

export class SyncServer {
  private readonly connections = new Set<Connection>();
  private readonly sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  private readonly pinger: NodeJS.Timeout;
  private passQueued = false;

  constructor(private readonly options: SyncServerOptions) {
    this.pinger = setInterval(() => {
      for (const connection of this.connections) connection.send({ type: "Ping" });
    }, PING_EVERY_MS);
    this.pinger.unref();
  }

  /** Takes over an HTTP upgrade on `/api/<version>/sync`; false for other paths. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (!/^\/api\/[^/]+\/sync$/.test(pathname)) return false;
    this.sockets.handleUpgrade(request, socket, head, (ws) => this.accept(ws));
    return true;
  }

  /** Marks for re-running the subscriptions whose reads one of the commit's writes falls in. */
  invalidate(commit: CommitRecord): void {
    for (const connection of this.connections) {
      for (const subscription of connection.subscriptions.values()) {
        if (subscription.stale) continue;
        const reads = subscription.reads;
        if (reads === null || commit.writes.some(([id, after], i) => reads.touchedBy(id, commit.before[i], after))) {
          subscription.stale = true;
        }
      }
    }
    this.requestPass();
  }

  /** After a code reload every result may differ. */
  invalidateAll(): void {
    for (const connection of this.connections) {
      for (const subscription of connection.subscriptions.values()) subscription.stale = true;
    }
    this.requestPass();
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    for (const connection of this.connections) {
      connection.closed = true;
      connection.socket.terminate();
    }
    this.connections.clear();
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    const connection = new Connection(socket);
    this.connections.add(connection);
    socket.on("message", (data) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(String(data)) as ClientMessage;
      } catch {
        this.fatal(connection, "Malformed client message");
        return;
      }
      connection.chain = connection.chain
        .then(() => this.handle(connection, message))
        .catch((error: unknown) => {
          this.options.log.error("sync protocol error", error);
          this.fatal(connection, error instanceof Error ? error.message : String(error));
        });
    });
    socket.on("close", () => {
      connection.closed = true;
      this.connections.delete(connection);
    });
    socket.on("error", () => socket.terminate());
  }

  private async handle(connection: Connection, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case "Connect":
        connection.sessionId = String(message.sessionId);
        if (typeof message.clientTs === "number") connection.clientClockSkew = message.clientTs - Date.now();
        return;
      case "ModifyQuerySet":
        await this.options.queue.run(() => this.modifyQuerySet(connection, message));
        return;
      case "Authenticate":
        await this.authenticate(connection, message);
        return;
      case "Mutation":
        // Captures the identity now; the mutation itself waits in the queue.
        void this.mutation(connection, message, connection.identity);
        return;
      case "Action":
        void this.action(connection, message, connection.identity);
        return;
      case "Event":
        return;
      default:
        throw new Error(`Unknown client message type ${String(message.type)}`);
    }
  }

  private modifyQuerySet(connection: Connection, message: ClientMessage): void {
    if (message.baseVersion !== connection.querySetVersion) {
      throw new Error(`ModifyQuerySet base version ${String(message.baseVersion)} != ${connection.querySetVersion}`);
    }
    const modifications = message.modifications as Array<Record<string, unknown>>;
    for (const modification of modifications) {
      const queryId = modification.queryId as number;
      if (modification.type === "Add") {
        const componentPath = modification.componentPath as string | undefined;
        connection.subscriptions.set(queryId, {
          queryId,
          udfPath: componentPath ? `${componentPath}/${String(modification.udfPath)}` : canonicalUdfPath(String(modification.udfPath)),
          args: ((modification.args as JSONValue[] | undefined) ?? [{}])[0] ?? {},
          journal: (modification.journal as string | null | undefined) ?? null,
          stale: true,
          reads: null,
          lastSent: null,
        });
      } else if (modification.type === "Remove") {
        if (connection.subscriptions.delete(queryId)) connection.removed.push(queryId);
      }
    }
    connection.querySetVersion = message.newVersion as number;
    this.requestPass();
  }

  private async authenticate(connection: Connection, message: ClientMessage): Promise<void> {
    const baseVersion = message.baseVersion as number;
    let identity: UserIdentity | null = null;
    try {
      if (message.tokenType === "Admin") throw new AuthFailure("The local backend does not accept admin keys");
      if (message.tokenType === "User") identity = await this.options.verifier.verify(String(message.value));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      connection.send({ type: "AuthError", error: reason, baseVersion, authUpdateAttempted: true });
      return;
    }
    await this.options.queue.run(() => {
      connection.identity = identity;
      connection.identityVersion = baseVersion + 1;
      for (const subscription of connection.subscriptions.values()) subscription.stale = true;
    });
    this.requestPass();
  }

  private async mutation(connection: Connection, message: ClientMessage, identity: UserIdentity | null) {
    const requestId = message.requestId as number;
    const key = connection.sessionId === null ? null : `${connection.sessionId}:${requestId}`;
    const respond = (reply: MutationReply) => {
      connection.send({
        type: "MutationResponse",
        requestId,
        logLines: [],
        ...(reply.success ? { success: true, result: reply.result, ts: encodeTs(reply.ts) } : reply),
      });
      connection.needsTransition = true;
      this.requestPass();
    };
    const earlier = key === null ? null : this.options.mutations.lookup(key);
    if (earlier) {
      respond(await earlier);
      return;
    }
    const reply = this.options.queue.run(async (): Promise<MutationReply> => {
      const args = ((message.args as JSONValue[] | undefined) ?? [{}])[0] ?? {};
      const engine = this.options.engine();
      const { outcome, ts } = await engine.mutation(identity, String(message.udfPath), args, { requestKey: key });
      const result: MutationReply = outcome.ok
        ? { success: true, result: outcome.value, ts }
        : { success: false, result: outcome.errorMessage, ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}) };
      if (key !== null) this.options.mutations.finished(key, result);
      // Inside the queue, so no refresh can send this ts before the response.
      respond(result);
      return result;
    });
    if (key !== null) this.options.mutations.started(key, reply);
    await reply.catch((error: unknown) => this.options.log.error("mutation failed to run", error));
  }

  private async action(connection: Connection, message: ClientMessage, identity: UserIdentity | null) {
    const args = ((message.args as JSONValue[] | undefined) ?? [{}])[0] ?? {};
    const outcome = await this.options.engine().action(identity, String(message.udfPath), args);
    connection.send({
      type: "ActionResponse",
      requestId: message.requestId,
      logLines: [],
      ...(outcome.ok
        ? { success: true, result: outcome.value }
        : { success: false, result: outcome.errorMessage, ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}) }),
    });
  }

  /** A protocol violation: the client stops using this socket (it does not retry). */
  private fatal(connection: Connection, error: string): void {
    connection.send({ type: "FatalError", error });
    connection.socket.close(1011, error.slice(0, 120));
  }

  private requestPass(): void {
    if (this.passQueued) return;
    this.passQueued = true;
    void this.options.queue
      .run(async () => {
        this.passQueued = false;
        await refreshSubscriptions([...this.connections], this.options.engine());
      })
      .catch((error: unknown) => this.options.log.error("refreshing subscriptions failed", error));
  }
}
