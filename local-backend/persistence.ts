// Durable storage of the database in the data directory:
//
//   db.json   a snapshot, replaced atomically (temp file + fsync + rename)
//   db.wal    one JSON line per commit since the snapshot, fsynced before the
//             commit is acknowledged; replaying it over the snapshot restores
//             every acknowledged write after a crash (even kill -9)
//   files/    stored file bytes (see files.ts)
//
// Each WAL line holds full new document values, so replay is idempotent; a
// line torn by a crash was never acknowledged and is dropped.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
  ftruncateSync,
} from "node:fs";
import path from "node:path";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { CommitRecord, EngineState } from "./engine";
import type { StoredDocument } from "./internals";

/** A committed client mutation, remembered to answer its resends. */
export interface MutationAck {
  ts: bigint;
  result: JSONValue;
}

export interface LoadedData {
  state: EngineState;
  acks: Map<string, MutationAck>;
  /** True when the data directory held no database. */
  isNew: boolean;
}

interface SnapshotFile {
  format: "local-backend-snapshot/1";
  lastCommitTs: string;
  nextDocId: number;
  lastCreationTime: number;
  documents: Record<string, JSONValue>;
  acks: Array<[string, { ts: string; result: JSONValue }]>;
}

type WalLine =
  | { commit: { ts: string; writes: Array<[string, JSONValue | null]>; request: string | null; nextDocId: number; lastCreationTime: number } }
  | { ack: { key: string; ts: string; result: JSONValue } };

const COMPACT_AFTER_BYTES = 8 * 1024 * 1024;
const COMPACT_AFTER_LINES = 2000;

export class DataStore {
  private walFd: number | null = null;
  private walBytes = 0;
  private walLines = 0;
  private readonly snapshotPath: string;
  private readonly walPath: string;
  private readonly lockPath: string;

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.snapshotPath = path.join(dataDir, "db.json");
    this.walPath = path.join(dataDir, "db.wal");
    this.lockPath = path.join(dataDir, "LOCK");
    this.takeLock();
  }

  /** Deletes the database (documents and files); keys are handled by keys.ts. */
  reset(): void {
    rmSync(this.snapshotPath, { force: true });
    rmSync(this.walPath, { force: true });
    rmSync(path.join(this.dataDir, "files"), { recursive: true, force: true });
  }

  load(): LoadedData {
    const isNew = !existsSync(this.snapshotPath) && !existsSync(this.walPath);
    const state: EngineState = { documents: {}, nextDocId: 10000, lastCreationTime: 0, lastCommitTs: 0n };
    const acks = new Map<string, MutationAck>();
    if (existsSync(this.snapshotPath)) {
      const snapshot = JSON.parse(readFileSync(this.snapshotPath, "utf8")) as SnapshotFile;
      if (snapshot.format !== "local-backend-snapshot/1") {
        throw new Error(`${this.snapshotPath} has an unknown format; start with --reset`);
      }
      for (const [id, json] of Object.entries(snapshot.documents)) {
        state.documents[id] = jsonToConvex(json) as StoredDocument;
      }
      state.nextDocId = snapshot.nextDocId;
      state.lastCreationTime = snapshot.lastCreationTime;
      state.lastCommitTs = BigInt(snapshot.lastCommitTs);
      for (const [key, ack] of snapshot.acks) acks.set(key, { ts: BigInt(ack.ts), result: ack.result });
    }
    if (existsSync(this.walPath)) this.replayWal(state, acks);
    return { state, acks, isNew };
  }

  /** Writes the commit to the WAL and waits for the disk; throws if it cannot. */
  appendCommit(commit: CommitRecord): void {
    this.appendLine({
      commit: {
        ts: commit.ts.toString(),
        writes: commit.writes.map(([id, document]) => [id, document === null ? null : convexToJson(document as Value)]),
        request: commit.requestKey,
        nextDocId: commit.nextDocId,
        lastCreationTime: commit.lastCreationTime,
      },
    });
  }

  appendAck(key: string, ack: MutationAck): void {
    this.appendLine({ ack: { key, ts: ack.ts.toString(), result: ack.result } });
  }

  get needsCompaction(): boolean {
    return this.walBytes > COMPACT_AFTER_BYTES || this.walLines > COMPACT_AFTER_LINES;
  }

  /** Replaces the snapshot with `state` and empties the WAL. */
  compact(state: EngineState, acks: Map<string, MutationAck>): void {
    const snapshot: SnapshotFile = {
      format: "local-backend-snapshot/1",
      lastCommitTs: state.lastCommitTs.toString(),
      nextDocId: state.nextDocId,
      lastCreationTime: state.lastCreationTime,
      documents: Object.fromEntries(
        Object.entries(state.documents).map(([id, document]) => [id, convexToJson(document as Value)]),
      ),
      acks: [...acks].map(([key, ack]) => [key, { ts: ack.ts.toString(), result: ack.result }]),
    };
    const temporary = `${this.snapshotPath}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    const fd = openSync(temporary, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.snapshotPath);
    this.syncDirectory();
    // Only now is the WAL redundant; a crash before this line replays it
    // harmlessly over the new snapshot.
    const wal = this.openWal();
    ftruncateSync(wal, 0);
    fsyncSync(wal);
    this.walBytes = 0;
    this.walLines = 0;
  }

  close(): void {
    if (this.walFd !== null) closeSync(this.walFd);
    this.walFd = null;
    rmSync(this.lockPath, { force: true });
  }

  private appendLine(line: WalLine): void {
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
    const fd = this.openWal();
    writeSync(fd, bytes);
    fsyncSync(fd);
    this.walBytes += bytes.byteLength;
    this.walLines += 1;
  }

  private openWal(): number {
    if (this.walFd === null) this.walFd = openSync(this.walPath, "a");
    return this.walFd;
  }

  private replayWal(state: EngineState, acks: Map<string, MutationAck>): void {
    const text = readFileSync(this.walPath, "utf8");
    let validLength = 0;
    for (const raw of text.split("\n")) {
      if (validLength + raw.length >= text.length) break; // no newline: torn by a crash
      let line: WalLine;
      try {
        line = JSON.parse(raw) as WalLine;
      } catch {
        break;
      }
      validLength += raw.length + 1;
      if ("commit" in line) {
        const { commit } = line;
        for (const [id, json] of commit.writes) {
          if (json === null) delete state.documents[id];
          else state.documents[id] = jsonToConvex(json) as StoredDocument;
        }
        state.nextDocId = Math.max(state.nextDocId, commit.nextDocId);
        state.lastCreationTime = Math.max(state.lastCreationTime, commit.lastCreationTime);
        const ts = BigInt(commit.ts);
        if (ts > state.lastCommitTs) state.lastCommitTs = ts;
        // Committed but maybe not acknowledged: a resend must not apply it again.
        if (commit.request !== null && !acks.has(commit.request)) acks.set(commit.request, { ts, result: null });
      } else {
        acks.set(line.ack.key, { ts: BigInt(line.ack.ts), result: line.ack.result });
      }
    }
    if (validLength < text.length) {
      // Drop the torn tail so later appends start on a clean line.
      const fd = openSync(this.walPath, "r+");
      try {
        ftruncateSync(fd, Buffer.byteLength(text.slice(0, validLength)));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }

  private syncDirectory(): void {
    try {
      const fd = openSync(this.dataDir, "r");
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch {
      // Some filesystems cannot fsync a directory; the rename is still atomic.
    }
  }

  private takeLock(): void {
    if (existsSync(this.lockPath)) {
      const pid = Number(readFileSync(this.lockPath, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`${this.dataDir} is in use by another local backend (pid ${pid})`);
      }
    }
    writeFileSync(this.lockPath, String(process.pid));
  }
}

/**
 * Whether the process holding the lock still runs. A backend killed with -9 stays in the process table as a zombie
 * until its parent reaps it, and signal 0 still reaches it: on Linux its state in /proc says it is dead.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    // "pid (comm) S …": the state follows the last ")" (a command may contain one).
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    // No /proc (not Linux), or the process just went: signal 0 reached it, so take it as running.
    return !existsSync("/proc");
  }
}
