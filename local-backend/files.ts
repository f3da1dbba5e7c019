// Bytes of stored files, kept beside the database as `files/<sha256 hex>`.
//
// Files are content-addressed and written (and fsynced) before their
// `_storage` document is committed, so a committed document never points at
// bytes that are not on disk. Orphans (from deletes or a crash in between)
// are removed at startup.
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync, existsSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";

export interface FileDigest {
  /** How `_storage.sha256` holds it (base64, as Convex does). */
  base64: string;
  hex: string;
}

export function digestOf(bytes: Uint8Array): FileDigest {
  const hash = createHash("sha256").update(bytes).digest();
  return { base64: hash.toString("base64"), hex: hash.toString("hex") };
}

export function hexFromBase64Digest(base64: string): string {
  return Buffer.from(base64, "base64").toString("hex");
}

export class FileStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  write(hex: string, bytes: Uint8Array): void {
    const target = path.join(this.dir, hex);
    if (existsSync(target)) return;
    const temporary = `${target}.${process.pid}.tmp`;
    const fd = openSync(temporary, "w");
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, target);
  }

  read(hex: string): Buffer | null {
    try {
      return readFileSync(path.join(this.dir, hex));
    } catch {
      return null;
    }
  }

  /** Deletes every file not in `keep` (and leftovers of interrupted writes). */
  removeAllExcept(keep: Set<string>): number {
    let removed = 0;
    for (const name of readdirSync(this.dir)) {
      if (keep.has(name)) continue;
      rmSync(path.join(this.dir, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}
