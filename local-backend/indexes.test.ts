// The sorted indexes answer exactly as convex-test's own scan does (same rows, same
// order, same filters and limit), committed or inside a transaction with its own
// pending writes, and a range lookup looks at its range only, not the table.
import { convexTest } from "convex-test";
import { defineSchema, defineTable, type SchemaDefinition } from "convex/server";
import { v, type JSONValue } from "convex/values";
import { beforeEach, expect, test } from "vitest";
import { installIndexes, type IndexStats } from "./indexes";
import { captureConvexTestGlobal, type QueryableDatabase, type QuerySource, type RangeExpression, type TestAccessor } from "./internals";

const schema = defineSchema({
  things: defineTable({ a: v.number(), b: v.optional(v.string()), c: v.number() }).index("by_a_and_b", ["a", "b"]),
  others: defineTable({ a: v.number() }).index("by_a", ["a"]),
});

type Ctx = { db: { insert(table: string, value: Record<string, unknown>): Promise<string>; patch(table: string, id: string, value: Record<string, unknown>): Promise<void>; delete(table: string, id: string): Promise<void> } };

let t: TestAccessor;
let db: QueryableDatabase;
let unindexed: QueryableDatabase["_resolveQuerySource"];
let stats: IndexStats;

beforeEach(async () => {
  t = convexTest(schema as SchemaDefinition<never, boolean>, { "convex/_generated/server.js": async () => ({}) }) as unknown as TestAccessor;
  db = (await captureConvexTestGlobal(t)).components[""].db as QueryableDatabase;
  unindexed = db._resolveQuerySource.bind(db);
  stats = installIndexes(db);
});

/** A small deterministic generator, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

const letters = ["a", "b", "c", "d"];
const expression = (type: RangeExpression["type"], fieldPath: string, value: JSONValue): RangeExpression => ({ type, fieldPath, value });

function ranges(pick: (n: number) => number): RangeExpression[][] {
  const a = pick(6);
  const b = letters[pick(4)];
  const other = letters[pick(4)];
  return [
    [],
    [expression("Eq", "a", a)],
    [expression("Eq", "a", a), expression("Eq", "b", b)],
    [expression("Eq", "a", a), expression("Eq", "b", { $undefined: null })],
    [expression("Eq", "a", a), expression("Gt", "b", b)],
    [expression("Eq", "a", a), expression("Gte", "b", b), expression("Lte", "b", other)],
    [expression("Eq", "a", a), expression("Lt", "b", b)],
    // From the smallest string on: exactly the rows whose optional b is set (the family screen's done chores).
    [expression("Eq", "a", a), expression("Gte", "b", "")],
    [expression("Gte", "a", a)],
    [expression("Gt", "a", a), expression("Lt", "a", a + 3)],
    [expression("Lte", "a", a)],
  ];
}

function queriesOf(pick: (n: number) => number): QuerySource[] {
  const queries: QuerySource[] = [];
  for (const range of ranges(pick)) {
    for (const order of ["asc", "desc"] as const) {
      queries.push({ source: { type: "IndexRange", indexName: "things.by_a_and_b", range, order }, operators: [] });
      // take(3), and a filter before it.
      queries.push({ source: { type: "IndexRange", indexName: "things.by_a_and_b", range, order }, operators: [{ limit: 3 }] });
      queries.push({
        source: { type: "IndexRange", indexName: "things.by_a_and_b", range, order },
        operators: [{ filter: { $eq: [{ $field: "c" }, { $literal: 1 }] } }, { limit: 2 }],
      });
    }
  }
  queries.push({ source: { type: "FullTableScan", tableName: "things", order: "desc" }, operators: [{ limit: 5 }] });
  queries.push({
    source: { type: "IndexRange", indexName: "things.by_a_and_b", range: [expression("Gte", "a", 2)], order: "asc" },
    operators: [{ filter: { $eq: [{ $field: "c" }, { $literal: 1 }] } }],
  });
  return queries;
}

/**
 * Both answers to `query`: the rows it gets in order (those its filter keeps, up to its limit:
 * the indexes may stop reading there), limit, order and sort fields.
 */
function expectSameAnswer(query: QuerySource) {
  const indexed = db._resolveQuerySource(query);
  const original = unindexed(query);
  const shape = (result: typeof indexed) => ({
    kept: result.sortedDocs
      .filter(result.filterFn)
      .slice(0, result.limit ?? undefined)
      .map((doc) => doc._id),
    limit: result.limit,
    order: result.order,
    fields: result.fieldPathsToSortBy,
  });
  expect(shape(indexed), JSON.stringify(query.source)).toEqual(shape(original));
}

test("index ranges and table scans give convex-test's answer, after commits and within a transaction's own writes", async () => {
  const pick = random(7);
  const ids: string[] = [];
  const randomThing = () => ({ a: pick(6), ...(pick(5) === 0 ? {} : { b: letters[pick(4)] }), c: pick(3) });
  for (let round = 0; round < 12; round++) {
    // Each round commits a batch of inserts, patches (some moving rows between ranges) and deletes.
    await t.run(async (ctx) => {
      const { db: writer } = ctx as Ctx;
      for (let i = 0; i < 15; i++) ids.push(await writer.insert("things", randomThing()));
      await writer.insert("others", { a: pick(6) });
      for (let i = 0; i < 5; i++) await writer.patch("things", ids[pick(ids.length)], randomThing());
      const gone = ids.splice(pick(ids.length), 1)[0];
      await writer.delete("things", gone);
    });
    for (const query of queriesOf(pick)) expectSameAnswer(query);
  }
  // Inside a transaction: its inserts, patches and deletes show before they commit.
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    ids.push(await writer.insert("things", { a: 1, b: "b", c: 1 }));
    await writer.patch("things", ids[3], { a: 2, b: undefined });
    await writer.delete("things", ids[5]);
    for (const query of queriesOf(pick)) expectSameAnswer(query);
  });
  for (const query of queriesOf(pick)) expectSameAnswer(query);
});

test("a range lookup looks at the rows of its range, not the table", async () => {
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    for (let i = 0; i < 2000; i++) await writer.insert("things", { a: i % 200, b: letters[i % 4], c: 0 });
  });
  const range = [expression("Eq", "a", 17)];
  const rows = db._resolveQuerySource({ source: { type: "IndexRange", indexName: "things.by_a_and_b", range, order: "asc" }, operators: [] });
  expect(rows.sortedDocs).toHaveLength(10);
  expect(stats.examined()).toBe(10);
  // A write keeps the index sorted without rebuilding it: the new row is found, the moved one gone.
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    await writer.insert("things", { a: 17, b: "z", c: 0 });
    await writer.patch("things", rows.sortedDocs[0]._id, { a: 18 });
  });
  const query: QuerySource = { source: { type: "IndexRange", indexName: "things.by_a_and_b", range, order: "desc" }, operators: [] };
  const after = db._resolveQuerySource(query);
  expect(after.sortedDocs).toHaveLength(10);
  expect(after.sortedDocs[0].b).toBe("z");
  expect(after.sortedDocs.some((doc) => doc._id === rows.sortedDocs[0]._id)).toBe(false);
  expect(stats.examined()).toBe(10);
  expect(stats.entries()).toBe(2001);
  expectSameAnswer(query);
});

test("a nested transaction's writes show inside it, merge into its parent on commit and vanish on rollback", async () => {
  const nesting = db as QueryableDatabase & { startTransaction(): void; rollbackWrites(): void };
  const query: QuerySource = { source: { type: "IndexRange", indexName: "things.by_a_and_b", range: [expression("Eq", "a", 3)], order: "asc" }, operators: [] };
  const a3 = () => db._resolveQuerySource(query).sortedDocs.map((doc) => doc.b);
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    await writer.insert("things", { a: 3, b: "parent", c: 0 });
    nesting.startTransaction();
    await writer.insert("things", { a: 3, b: "rolled back", c: 0 });
    expect(a3()).toEqual(["parent", "rolled back"]);
    expectSameAnswer(query);
    nesting.rollbackWrites();
    expect(a3()).toEqual(["parent"]);
    nesting.startTransaction();
    await writer.insert("things", { a: 3, b: "child", c: 0 });
    db.commit(null);
    expect(a3()).toEqual(["child", "parent"]); // by b
    expectSameAnswer(query);
  });
  expect(a3()).toEqual(["child", "parent"]); // by b
  expectSameAnswer(query);
});

test("take(n) and a page read as far as they get, not the whole range", async () => {
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    for (let i = 0; i < 2000; i++) await writer.insert("things", { a: i % 2, b: letters[i % 4], c: i % 3 });
  });
  const range = [expression("Eq", "a", 1)];
  const source = { type: "IndexRange" as const, indexName: "things.by_a_and_b", range, order: "desc" as const };
  const taken = db._resolveQuerySource({ source, operators: [{ limit: 5 }] });
  expect(taken.sortedDocs.map((doc) => doc._id)).toEqual(unindexed({ source, operators: [] }).sortedDocs.slice(0, 5).map((doc) => doc._id));
  expect(stats.examined()).toBe(5);
  // A filter before the limit reads on until enough rows pass it.
  const filter = { $eq: [{ $field: "c" }, { $literal: 2 }] };
  db._resolveQuerySource({ source, operators: [{ filter }, { limit: 5 }] });
  expect(stats.examined()).toBeLessThanOrEqual(15);

  // Pages: the same rows as convex-test's own, in pages of 10, reading about a page each.
  const pageOf = (cursor: string | null) =>
    db.paginate({ query: { source, operators: [] }, cursor, endCursor: null, pageSize: 10 }) as { page: { _id: string }[]; continueCursor: string };
  const all = unindexed({ source, operators: [] }).sortedDocs.map((doc) => doc._id);
  const first = pageOf(null);
  expect(stats.examined()).toBeLessThanOrEqual(11);
  const second = pageOf(first.continueCursor);
  expect([...first.page, ...second.page].map((doc) => doc._id)).toEqual(all.slice(0, 20));

  // Writes of the running transaction elsewhere in the table leave a lookup as short.
  await t.run(async (ctx) => {
    const { db: writer } = ctx as Ctx;
    await writer.insert("things", { a: 0, b: "a", c: 0 });
    db._resolveQuerySource({ source, operators: [{ limit: 5 }] });
    expect(stats.examined()).toBe(5);
    await writer.insert("things", { a: 1, b: "z", c: 0 });
    const merged = db._resolveQuerySource({ source, operators: [{ limit: 5 }] });
    expect(merged.sortedDocs[0].b).toBe("z");
  });
});
