// Index ranges read as a database reads them. convex-test answers every query by
// walking every document of the whole database (all tables), keeping the ones in
// range and sorting them, so at a family's real size (thousands of transactions
// and their running totals) each `withIndex` lookup cost tens of milliseconds and
// a mutation making a dozen of them took hundreds. Real Convex reads the range
// alone. Here each index a query uses is kept sorted (built on first use, kept up
// to date at every top-level commit) and a query's rows come from a binary search
// of it, merged with the running transaction's own pending writes.
import { compareValues, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { tableNameFromId, type FakeDatabase, type QueryableDatabase, type QuerySource, type RangeExpression, type StoredDocument } from "./internals";

type Key = Array<Value | undefined>;
type Entry = { key: Key; doc: StoredDocument };

/** A sorted index of one table: its fields (the index's, then _creationTime and _id) and its entries. */
interface SortedIndex {
  fields: string[];
  entries: Entry[];
}

/** A document's value at a field path ("a.b" reads a nested field), undefined if absent. */
export function fieldValue(doc: Record<string, unknown>, fieldPath: string): Value | undefined {
  let value: unknown = doc;
  for (const part of fieldPath.split(".")) {
    value = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value as Value | undefined;
}

/** A range bound as the query carries it (Convex JSON; `{$undefined: null}` for undefined). */
export function boundValue(value: JSONValue): Value | undefined {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && "$undefined" in value) return undefined;
  return jsonToConvex(value);
}

/** convex-test's ordering of values (undefined first). */
function compare(a: Value | undefined, b: Value | undefined): number {
  return compareValues(a, b);
}

/** An index range's expressions with their bounds decoded once, for testing many documents. */
export type CompiledRange = Array<{ type: RangeExpression["type"]; fieldPath: string; value: Value | undefined }>;

export function compileRange(range: readonly RangeExpression[]): CompiledRange {
  return range.map((expression) => ({ type: expression.type, fieldPath: expression.fieldPath, value: boundValue(expression.value) }));
}

/** Whether `doc` satisfies every expression of an index range (`eq`, `gt`, `gte`, `lt`, `lte` on its fields). */
export function inRange(doc: Record<string, unknown>, range: readonly RangeExpression[]): boolean {
  return inCompiledRange(doc, compileRange(range));
}

export function inCompiledRange(doc: Record<string, unknown>, range: CompiledRange): boolean {
  return range.every((expression) => {
    const order = compare(fieldValue(doc, expression.fieldPath), expression.value);
    switch (expression.type) {
      case "Eq":
        return order === 0;
      case "Gt":
        return order > 0;
      case "Gte":
        return order >= 0;
      case "Lt":
        return order < 0;
      case "Lte":
        return order <= 0;
    }
  });
}

function compareKeys(a: Key, b: Key, length = Math.max(a.length, b.length)): number {
  for (let i = 0; i < length; i++) {
    const order = compare(a[i], b[i]);
    if (order !== 0) return order;
  }
  return 0;
}

/** A document's key in an index: its values at the index's fields (then _creationTime and _id). */
export function keyOf(doc: Record<string, unknown>, fields: readonly string[]): Key {
  return fields.map((field) => fieldValue(doc, field));
}

/**
 * The part of an index range a query really read, when it stopped before the range's end
 * (`take`'s limit, a page's end) or started inside it (a page's cursor): keys, in index
 * order, between `lower` and `upper`. Convex tracks a query's reads to there and no further.
 */
export type KeySpan = {
  /** The index's fields, _creationTime and _id included. */
  fields: string[];
  lower?: { key: Key; inclusive: boolean };
  upper?: { key: Key; inclusive: boolean };
};

export function inSpan(doc: Record<string, unknown>, span: KeySpan): boolean {
  const key = keyOf(doc, span.fields);
  if (span.lower) {
    const order = compareKeys(key, span.lower.key);
    if (order < 0 || (order === 0 && !span.lower.inclusive)) return false;
  }
  if (span.upper) {
    const order = compareKeys(key, span.upper.key);
    if (order > 0 || (order === 0 && !span.upper.inclusive)) return false;
  }
  return true;
}

/** The key a convex-test page cursor holds (JSON of each value's Convex JSON, null for undefined); null for none or the end. */
export function cursorKey(cursor: string | null | undefined): Key | null {
  if (!cursor || cursor === "_end_cursor") return null;
  return (JSON.parse(cursor) as (string | null)[]).map((value) => (value === null ? undefined : jsonToConvex(JSON.parse(value) as JSONValue)));
}

/** An index's key fields as convex-test orders its rows (null for an index the schema lacks). */
export function indexKeyFields(database: FakeDatabase, table: string, indexName: string): string[] | null {
  if (indexName === "by_creation_time") return ["_creationTime", "_id"];
  if (indexName === "by_id") return ["_id"];
  const index = (database as QueryableDatabase)._schema?.tables.get(table)?.indexes.find(({ indexDescriptor }) => indexDescriptor === indexName);
  return index ? [...index.fields, "_creationTime", "_id"] : null;
}

let lastStop: KeySpan | null = null;

/**
 * Where the last query resolved stopped short of its range's end at `take`'s limit (null if it
 * read to the end), for the read set of the query just started; reading it clears it.
 */
export function takeLastStop(): KeySpan | null {
  const stop = lastStop;
  lastStop = null;
  return stop;
}

/** The first entry whose key, cut to `bound`'s length, is not below `bound` (`strict`: above it). */
function lowerBound(entries: Entry[], bound: Key, strict: boolean): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compareKeys(entries[middle].key, bound, bound.length);
    if (order < 0 || (strict && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The slice [start, end) of `entries` that can hold the range: the leading `eq`s give a prefix,
 * a `gt(e)`/`lt(e)` on the next field bounds it. Every entry is still checked against the range.
 */
function candidates(entries: Entry[], fields: string[], range: readonly RangeExpression[]): [number, number] {
  const prefix: Key = [];
  let lower: { value: Value | undefined; strict: boolean } | null = null;
  let upper: { value: Value | undefined; strict: boolean } | null = null;
  for (const expression of range) {
    const value = boundValue(expression.value);
    if (expression.type === "Eq" && lower === null && upper === null && expression.fieldPath === fields[prefix.length]) prefix.push(value);
    else if (expression.type === "Gt" || expression.type === "Gte") lower = { value, strict: expression.type === "Gt" };
    else if (expression.type === "Lt" || expression.type === "Lte") upper = { value, strict: expression.type === "Lt" };
  }
  const start = lower ? lowerBound(entries, [...prefix, lower.value], lower.strict) : lowerBound(entries, prefix, false);
  // The end: the first entry past the upper bound, or past the prefix.
  const end = upper ? lowerBound(entries, [...prefix, upper.value], !upper.strict) : prefix.length === 0 ? entries.length : lowerBound(entries, prefix, true);
  return [start, Math.max(start, end)];
}

/** What convex-test's `_resolveQuerySource` returns, and this one too. */
export interface ResolvedSource {
  sortedDocs: StoredDocument[];
  filterFn: (doc: StoredDocument) => boolean;
  limit: number | null;
  fieldPathsToSortBy: string[];
  order: "asc" | "desc";
}

/** What the indexes hold and did, for tests. */
export interface IndexStats {
  /** Entries held over every index built. */
  entries(): number;
  /** Committed entries the last query looked at (its range, not the table). */
  examined(): number;
}

/**
 * Replaces `db._resolveQuerySource` for index ranges and table scans with sorted
 * indexes (search queries keep convex-test's own).
 */
export function installIndexes(database: FakeDatabase): IndexStats {
  const db = database as QueryableDatabase;
  const original = db._resolveQuerySource.bind(db);
  const commit = db.commit.bind(db);
  let indexedDocuments: QueryableDatabase["_documents"] | null = null;
  /** table → index name → sorted index. */
  let indexes = new Map<string, Map<string, SortedIndex>>();
  /** table → its committed documents by id, filled once per `_documents` object. */
  let tables: Map<string, Map<string, StoredDocument>> | null = null;
  let examined = 0;


  /** `_documents` replaced as a whole (a load, a restored snapshot): start again. */
  function current(): void {
    if (indexedDocuments === db._documents) return;
    indexedDocuments = db._documents;
    indexes = new Map();
    tables = null;
  }

  function documentsOf(table: string): Iterable<StoredDocument> {
    if (tables === null) {
      tables = new Map();
      for (const [id, doc] of Object.entries(db._documents)) {
        const name = tableNameFromId(id);
        if (name === null) continue;
        let byId = tables.get(name);
        if (!byId) tables.set(name, (byId = new Map()));
        byId.set(id, doc);
      }
    }
    return tables.get(table)?.values() ?? [];
  }

  const fieldsOf = (table: string, indexName: string) => indexKeyFields(db, table, indexName);

  function indexOf(table: string, indexName: string, fields: string[]): SortedIndex {
    let byName = indexes.get(table);
    if (!byName) indexes.set(table, (byName = new Map()));
    let index = byName.get(indexName);
    if (!index) {
      const entries = [...documentsOf(table)].map((doc) => ({ key: keyOf(doc, fields), doc }));
      entries.sort((a, b) => compareKeys(a.key, b.key));
      index = { fields, entries };
      byName.set(indexName, index);
    }
    return index;
  }

  // Each level of pending writes by table, filled as convex-test adds a write (a nested
  // transaction's commit adds its writes to the level below the same way). Without it every
  // lookup walked all the transaction's writes, so a mutation writing a few thousand
  // documents and reading between them (a batch of transactions and their running totals)
  // spent seconds here; a database reads a transaction's own writes to one table only.
  const levelTables = new WeakMap<object, Map<string, Map<string, StoredDocument | null>>>();
  const addWrite = db._addWrite.bind(db);
  db._addWrite = (id, value) => {
    addWrite(id, value);
    const level = db._writes[db._writes.length - 1];
    const table = tableNameFromId(id) ?? "";
    let byTable = levelTables.get(level);
    if (!byTable) levelTables.set(level, (byTable = new Map()));
    let writes = byTable.get(table);
    if (!writes) byTable.set(table, (writes = new Map()));
    writes.set(id, value);
  };

  /**
   * The running transaction's own writes to `table` (every nesting level, newest value of each)
   * that matter to a range: the document is in it now, or was before the transaction.
   */
  function pendingWrites(table: string, range: CompiledRange): Map<string, StoredDocument | null> {
    const pending = new Map<string, StoredDocument | null>();
    for (const level of db._writes) {
      for (const [id, doc] of levelTables.get(level)?.get(table) ?? []) pending.set(id, doc);
    }
    for (const [id, doc] of pending) {
      const committed = db._documents[id];
      if (!(doc !== null && inCompiledRange(doc, range)) && !(committed !== undefined && inCompiledRange(committed, range))) pending.delete(id);
    }
    return pending;
  }

  /** The query's filters and limit, compiled by convex-test itself, on an empty database (so it scans nothing). */
  function filtersOf(table: string, query: QuerySource): Pick<ResolvedSource, "filterFn" | "limit"> {
    const documents = db._documents;
    const writes = db._writes;
    db._documents = {};
    db._writes = [];
    try {
      const { filterFn, limit } = original({ ...query, source: { type: "FullTableScan", tableName: table, order: "asc" } });
      return { filterFn, limit };
    } finally {
      db._documents = documents;
      db._writes = writes;
    }
  }

  // convex-test's paginate asks for the query's rows and walks them from the first until its
  // page is full; it is told apart so its rows can be handed out one at a time.
  let paginating = false;
  const paginate = db.paginate.bind(db);
  db.paginate = (args) => {
    paginating = true;
    try {
      return paginate(args);
    } finally {
      paginating = false;
    }
  };

  db._resolveQuerySource = (query) => {
    const lazily = paginating;
    paginating = false;
    lastStop = null;
    const source = query.source;
    let table: string;
    let indexName: string;
    let range: readonly RangeExpression[] = [];
    let fieldPathsToSortBy: string[];
    if (source.type === "FullTableScan" && source.tableName) {
      table = source.tableName;
      indexName = "by_creation_time";
      fieldPathsToSortBy = ["_creationTime"]; // what convex-test's cursors of a table scan hold
    } else if (source.type === "IndexRange" && source.indexName) {
      [table, indexName] = source.indexName.split(".") as [string, string];
      range = source.range ?? [];
      const fields = fieldsOf(table, indexName);
      // An unknown index, or a range convex-test refuses: its own code says why.
      if (fields === null || !wellFormed(range, fields)) return original(query);
      fieldPathsToSortBy = fields;
    } else {
      return original(query);
    }
    current();
    const fields = fieldsOf(table, indexName)!;
    const index = indexOf(table, indexName, fields);
    const [start, end] = candidates(index.entries, fields, range);
    const order = source.order ?? "asc";
    const { filterFn, limit } = filtersOf(table, query);
    const bounds = compileRange(range);
    const pending = pendingWrites(table, bounds);

    if (pending.size === 0) {
      // The slice is the range exactly (a well-formed range is a key prefix and one bound on
      // the next field), so a database stops reading where the query stops: at `take`'s
      // limit, or where a page ends. convex-test would have every row of the range first.
      const count = end - start;
      const at = (k: number) => index.entries[order === "asc" ? start + k : end - 1 - k].doc;
      examined = 0;
      let sortedDocs: StoredDocument[];
      if (limit !== null) {
        sortedDocs = [];
        while (examined < count && sortedDocs.length < limit) {
          const doc = at(examined++);
          if (filterFn(doc)) sortedDocs.push(doc);
        }
        if (examined < count) {
          const last = { key: keyOf(at(examined - 1), fields), inclusive: true };
          lastStop = order === "asc" ? { fields, upper: last } : { fields, lower: last };
        }
      } else if (lazily) {
        sortedDocs = rowsOnDemand(count, (k) => {
          examined = Math.max(examined, k + 1);
          return at(k);
        });
      } else {
        sortedDocs = Array.from({ length: count }, (_, k) => at(k));
        examined = count;
      }
      return { sortedDocs, filterFn, limit, fieldPathsToSortBy, order };
    }

    // The transaction wrote into this range: its own writes merged in, in index order.
    examined = end - start;
    const rows: Entry[] = [];
    for (let i = start; i < end; i++) {
      const entry = index.entries[i];
      if (!pending.has(entry.doc._id) && inCompiledRange(entry.doc, bounds)) rows.push(entry);
    }
    for (const doc of pending.values()) if (doc !== null && inCompiledRange(doc, bounds)) rows.push({ key: keyOf(doc, fields), doc });
    rows.sort((a, b) => compareKeys(a.key, b.key));
    const sortedDocs = rows.map((entry) => entry.doc);
    if (order === "desc") sortedDocs.reverse();
    return { sortedDocs, filterFn, limit, fieldPathsToSortBy, order };
  };

  db.commit = (commitTs) => {
    const topLevel = db._writes.length === 1;
    const writes = topLevel ? Object.keys(db._writes[0]) : [];
    current();
    const before = writes.map((id) => db._documents[id] ?? null);
    commit(commitTs);
    for (const [i, id] of writes.entries()) {
      const table = tableNameFromId(id);
      if (table === null) continue;
      const old = before[i];
      const next = db._documents[id] ?? null;
      if (tables !== null) {
        let byId = tables.get(table);
        if (!byId) tables.set(table, (byId = new Map()));
        if (next === null) byId.delete(id);
        else byId.set(id, next);
      }
      for (const index of indexes.get(table)?.values() ?? []) {
        if (old !== null) {
          const at = lowerBound(index.entries, keyOf(old, index.fields), false);
          if (at < index.entries.length && index.entries[at].doc._id === id) index.entries.splice(at, 1);
        }
        if (next !== null) {
          const key = keyOf(next, index.fields);
          index.entries.splice(lowerBound(index.entries, key, false), 0, { key, doc: next });
        }
      }
    }
  };

  return {
    entries: () => [...indexes.values()].flatMap((byName) => [...byName.values()]).reduce((sum, index) => sum + index.entries.length, 0),
    examined: () => examined,
  };
}

/**
 * A list of `length` rows whose row k is `at(k)`, made when read: convex-test's paginate reads
 * `length` and rows in order, and stops once its page is full.
 */
function rowsOnDemand(length: number, at: (k: number) => StoredDocument): StoredDocument[] {
  const row = (property: string | symbol) => {
    if (typeof property !== "string") return -1;
    const k = Number(property);
    return Number.isInteger(k) && k >= 0 && k < length && String(k) === property ? k : -1;
  };
  return new Proxy<StoredDocument[]>([], {
    get(target, property, receiver) {
      if (property === "length") return length;
      const k = row(property);
      return k === -1 ? Reflect.get(target, property, receiver) : at(k);
    },
    has(target, property) {
      return row(property) !== -1 || Reflect.has(target, property);
    },
  });
}

/** The shape convex-test accepts: `eq`s on the leading fields, then at most one lower and one upper bound on the next. */
function wellFormed(range: readonly RangeExpression[], fields: string[]): boolean {
  let eqs = 0;
  let bounded: string | null = null;
  let lower = false;
  let upper = false;
  for (const expression of range) {
    if (expression.type === "Eq") {
      if (bounded !== null || expression.fieldPath !== fields[eqs]) return false;
      eqs += 1;
      continue;
    }
    const isLower = expression.type === "Gt" || expression.type === "Gte";
    if (bounded === null) {
      if (expression.fieldPath !== fields[eqs]) return false;
      bounded = expression.fieldPath;
    } else if (expression.fieldPath !== bounded) {
      return false;
    }
    if (isLower ? lower : upper) return false;
    if (isLower) lower = true;
    else upper = true;
  }
  return true;
}
