// Remembers client mutations by "<sessionId>:<requestId>" so a mutation the
// client resends after a reconnect is answered, not applied a second time.
// Successful ones are persisted (see persistence.ts), so this holds across
// restarts and crashes too.
import type { JSONValue } from "convex/values";
import type { MutationAck } from "./persistence";

export type MutationReply =
  | { success: true; result: JSONValue; ts: bigint }
  | { success: false; result: string; errorData?: JSONValue };

const REMEMBERED = 10_000;

export class MutationLog {
  private readonly done: Map<string, MutationAck>;
  private readonly running = new Map<string, Promise<MutationReply>>();

  constructor(
    restored: Map<string, MutationAck>,
    private readonly persist: (key: string, ack: MutationAck) => void,
  ) {
    this.done = new Map(restored);
  }

  /** The reply (or pending reply) of an earlier copy of this request, if any. */
  lookup(key: string): Promise<MutationReply> | null {
    const running = this.running.get(key);
    if (running) return running;
    const ack = this.done.get(key);
    return ack ? Promise.resolve({ success: true, result: ack.result, ts: ack.ts }) : null;
  }

  started(key: string, reply: Promise<MutationReply>): void {
    this.running.set(key, reply);
    void reply.finally(() => this.running.delete(key)).catch(() => undefined);
  }

  /** Records a finished mutation; a success is persisted before it is acknowledged. */
  finished(key: string, reply: MutationReply): void {
    if (!reply.success) return; // Nothing was committed, so running it again is safe.
    const ack = { ts: reply.ts, result: reply.result };
    this.persist(key, ack);
    this.done.set(key, ack);
    if (this.done.size > REMEMBERED) {
      const oldest = this.done.keys().next().value;
      if (oldest !== undefined) this.done.delete(oldest);
    }
  }

  entries(): Map<string, MutationAck> {
    return this.done;
  }
}
