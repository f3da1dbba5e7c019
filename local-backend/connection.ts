// One client WebSocket's protocol state: its subscriptions, identity and the
// versions it has been sent (a Transition must start where the last ended).
import { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { ReadSet } from "./read-set";

/** Protocol timestamps are u64, little-endian, base64. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export interface Subscription {
  queryId: number;
  udfPath: string;
  args: JSONValue;
  journal: string | null;
  stale: boolean;
  /** What the last run read; null before the first run. */
  reads: ReadSet | null;
  /** The last result sent, serialized, to send only changes. */
  lastSent: string | null;
}

export type ClientMessage = { type: string; [field: string]: unknown };

export class Connection {
  sessionId: string | null = null;
  clientClockSkew: number | undefined;
  querySetVersion = 0;
  identityVersion = 0;
  identity: UserIdentity | null = null;
  sent = { querySet: 0, identity: 0, ts: 0n };
  readonly subscriptions = new Map<number, Subscription>();
  removed: number[] = [];
  needsTransition = false;
  /** Messages are handled in order; this is the tail of that chain. */
  chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor(readonly socket: WebSocket) {}

  send(message: Record<string, unknown>): void {
    if (!this.closed && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  get dirty(): boolean {
    if (this.needsTransition || this.removed.length > 0) return true;
    if (this.sent.querySet !== this.querySetVersion || this.sent.identity !== this.identityVersion) return true;
    for (const subscription of this.subscriptions.values()) if (subscription.stale) return true;
    return false;
  }
}

