// What a query read, at the grain Convex tracks it: the index ranges it
// scanned, the documents it fetched by id, and whole tables only where it
// really read them all (a table scan, a count, a search). A commit can change
// the query's result only if one of its writes — the document as it was, or
// as it is now — lies in one of those; any other commit leaves the
// subscription alone, however many documents of the same table it wrote.
import { tableNameFromId, type RangeExpression, type StoredDocument } from "./internals";
import { compileRange, inCompiledRange, inSpan, type CompiledRange, type KeySpan } from "./indexes";

/** An index range read, and the part of it read when the query stopped early or started inside it. */
type RangeRead = { bounds: CompiledRange; span: KeySpan | null };

export class ReadSet {
  private readonly wholeTables = new Set<string>();
  private readonly ids = new Set<string>();
  /** Bounds decoded once: every commit tests its writes against every subscription's ranges. */
  private readonly ranges = new Map<string, RangeRead[]>();

  /** Every document of `table` was read (a table scan, a count, a search). */
  table(table: string): void {
    this.wholeTables.add(table);
  }

  /** The document `id` was fetched (whether or not it exists). */
  id(id: string): void {
    this.ids.add(id);
  }

  /**
   * An index range of `table` was read (no expressions: the whole table), or only its `span`
   * when the query stopped early (`take`, a page's end) or began inside it (a page's cursor).
   */
  range(table: string, range: readonly RangeExpression[], span: KeySpan | null = null): void {
    if (range.length === 0 && span === null) {
      this.table(table);
      return;
    }
    let list = this.ranges.get(table);
    if (!list) this.ranges.set(table, (list = []));
    list.push({ bounds: compileRange(range), span });
  }

  /** Whether anything of `table` was read. */
  readsTable(table: string): boolean {
    if (this.wholeTables.has(table) || this.ranges.has(table)) return true;
    for (const id of this.ids) if (tableNameFromId(id) === table) return true;
    return false;
  }

  /** Whether writing document `id` (its value before and after, null when absent) can change what was read. */
  touchedBy(id: string, before: StoredDocument | null, after: StoredDocument | null): boolean {
    if (this.ids.has(id)) return true;
    const table = tableNameFromId(id);
    if (table === null) return true;
    if (this.wholeTables.has(table)) return true;
    const ranges = this.ranges.get(table);
    if (!ranges) return false;
    const reads = (doc: StoredDocument | null, { bounds, span }: RangeRead) =>
      doc !== null && inCompiledRange(doc, bounds) && (span === null || inSpan(doc, span));
    return ranges.some((range) => reads(before, range) || reads(after, range));
  }

  /** For messages: the tables read, and how. */
  describe(): string {
    const parts = [...this.wholeTables].map((table) => `${table}(all)`);
    for (const [table, ranges] of this.ranges) parts.push(`${table}(${ranges.length} range${ranges.length === 1 ? "" : "s"})`);
    if (this.ids.size > 0) parts.push(`${this.ids.size} id${this.ids.size === 1 ? "" : "s"}`);
    return `[${parts.join(", ")}]`;
  }
}
