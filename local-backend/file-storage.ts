// Convex file storage on top of convex-test: the bytes go to the FileStore on
// disk (before the `_storage` document commits) and stay in memory as the
// Blobs convex-test serves to `ctx.storage.get()`.
import { digestOf, hexFromBase64Digest, type FileStore } from "./files";
import type { FakeDatabase, TestAccessor } from "./internals";
import type { FunctionLogger } from "./log";
import { executionScope } from "./syscalls";

export interface StoredFile {
  blob: Blob;
  contentType: string;
  sha256: string;
}

export class FileStorage {
  constructor(
    private readonly base: TestAccessor,
    private readonly db: FakeDatabase,
    private readonly files: FileStore,
    private readonly log: FunctionLogger,
  ) {}

  async store(bytes: Uint8Array, contentType: string | null): Promise<string> {
    const digest = digestOf(bytes);
    this.files.write(digest.hex, bytes);
    // Real Convex keeps the content type on the `_storage` document too.
    const fields = { sha256: digest.base64, size: bytes.byteLength, ...(contentType ? { contentType } : {}) };
    const storageId = await executionScope.run({}, () => this.base.run(async () => this.db.insert("_storage", fields)));
    this.db._storage[storageId] = new Blob([new Uint8Array(bytes)], { type: contentType ?? "" });
    return storageId;
  }

  get(storageId: string): StoredFile | null {
    const document = this.db._documents[storageId];
    const blob = this.db._storage[storageId];
    if (!document || !storageId.endsWith("_storage") || !blob) return null;
    const contentType = typeof document.contentType === "string" ? document.contentType : blob.type;
    return { blob, contentType: contentType || "application/octet-stream", sha256: String(document.sha256) };
  }

  /** Loads the bytes of every `_storage` document (after restoring documents). */
  loadBlobs(): void {
    for (const [id, document] of Object.entries(this.db._documents)) {
      if (!id.endsWith("_storage")) continue;
      const bytes = this.files.read(hexFromBase64Digest(String(document.sha256)));
      if (bytes === null) {
        this.log.warn(`the bytes of stored file ${id} are missing`);
        continue;
      }
      const type = typeof document.contentType === "string" ? document.contentType : "";
      this.db._storage[id] = new Blob([new Uint8Array(bytes)], { type });
    }
  }
}
