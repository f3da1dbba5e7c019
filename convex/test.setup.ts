// Shared by the convex-test suites: the modules to load, and one identity per
// family role, built the way each sign-in service shapes its tokens. Its name
// has two dots, so Convex does not deploy it.
import { convexTest } from "convex-test";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";
import { adminPageAccess, defaultPageAccess } from "./lib/access";
import {
  captureConvexTestGlobal,
  tableNameFromId,
  type ConvexTestGlobal,
  type FakeDatabase,
  type StoredDocument,
  type TestAccessor,
} from "../local-backend/internals";

// Every module Convex would deploy (files with one dot), plus _generated.
export const modules = import.meta.glob(["./**/*.ts", "./_generated/*.js", "!./**/*.*.ts"]);

export const SITE_URL = "https://household.test";
// Convex Auth and lib/viewer.ts read these from the deployment's environment.
process.env.CONVEX_SITE_URL = SITE_URL;
process.env.AUTH_LOG_LEVEL = "ERROR";

export function newBackend() {
  return convexTest(schema, modules);
}
export type TestBackend = ReturnType<typeof newBackend>;

// convex-test keeps each backend's database in private fields. The local backend reaches them
// (local-backend/internals.ts, which also checks their shape); the tests reach the same fields
// to copy a seeded database and to read it whole, both far cheaper than replaying the writes
// or querying every table through the syscalls.
const states = new WeakMap<TestBackend, Promise<ConvexTestGlobal>>();
function stateOf(t: TestBackend): Promise<ConvexTestGlobal> {
  let state = states.get(t);
  if (!state) {
    state = captureConvexTestGlobal(t as unknown as TestAccessor);
    states.set(t, state);
  }
  return state;
}

/** The committed documents of `t` (every table, system tables too), read between its transactions. */
export async function committedDocuments(t: TestBackend): Promise<StoredDocument[]> {
  const { db } = (await stateOf(t)).components[""];
  let documents: StoredDocument[] = [];
  // In a transaction of its own, so a running function finishes first, as for a query. (Kept
  // out of run's result, which would be serialized.)
  await t.run(async () => {
    if (db._writes.length !== 1 || Object.keys(db._writes[0]).length !== 0) {
      throw new Error("committedDocuments: unexpected pending writes");
    }
    documents = Object.values(db._documents);
  });
  return documents;
}

/** A backend's whole database: documents, stored files, and the id and clock counters. */
export type DatabaseSnapshot = {
  documents: Record<string, StoredDocument>;
  storage: Record<string, Blob>;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: bigint;
};

export async function snapshotDatabase(t: TestBackend): Promise<DatabaseSnapshot> {
  const { components, transactionManager } = await stateOf(t);
  const { db } = components[""];
  await committedDocuments(t);
  return {
    documents: structuredClone(db._documents),
    storage: { ...db._storage },
    nextDocId: db._nextDocId,
    lastCreationTime: db._lastCreationTime,
    lastCommitTs: transactionManager._lastCommitTs,
  };
}

/**
 * A new backend holding a copy of `snapshot`: the same documents under the same ids, so the
 * ids a seed returned point at them, and what one test writes no other test sees.
 */
export async function backendFrom(snapshot: DatabaseSnapshot): Promise<TestBackend> {
  const t = newBackend();
  const { components, transactionManager } = await stateOf(t);
  const { db } = components[""];
  db._documents = structuredClone(snapshot.documents);
  // Stored files are immutable Blobs: sharing them is safe.
  db._storage = { ...snapshot.storage };
  db._nextDocId = snapshot.nextDocId;
  db._lastCreationTime = snapshot.lastCreationTime;
  transactionManager._lastCommitTs = snapshot.lastCommitTs;
  return t;
}

/** What `fasterLookups` wraps of convex-test's database. */
type LookupDatabase = FakeDatabase & {
  commit(commitTs?: bigint | null): void;
  _iterateDocs(tableName: string, callback: (document: StoredDocument) => void): void;
  _resolveQuerySource(query: { source: QuerySource }): unknown;
};
type QuerySource = { type: string; range?: Array<{ type: string; fieldPath: string; value: unknown }> };

/**
 * convex-test answers every query and index lookup by testing the id of every document in the
 * database, then every document of the table against the index range: with tens of thousands of
 * documents that is most of a query's time. From here on, `t` keeps lists of its committed ids
 * (made again after a commit that changed documents): per table, and per table, field and string
 * value. A lookup then visits only its table's documents, and for an index range with an equality
 * on a string field only the documents with that string there. Every visited document still goes
 * through convex-test's own range check and sort, so the same documents come back in the same
 * order, and convex-test counts the same reads: only documents that could not match are skipped.
 */
export async function fasterLookups(t: TestBackend): Promise<void> {
  const db = (await stateOf(t)).components[""].db as LookupDatabase;
  let listed: Record<string, StoredDocument> | null = null;
  let idsByTable = new Map<string, string[]>();
  let idsByString = new Map<string, Map<string, string[]>>();
  const push = <K>(map: Map<K, string[]>, key: K, id: string) => {
    const ids = map.get(key);
    if (ids) ids.push(id);
    else map.set(key, [id]);
  };
  const committedIds = (tableName: string, equal: { fieldPath: string; value: string } | undefined) => {
    if (listed !== db._documents) {
      idsByTable = new Map();
      idsByString = new Map();
      for (const id of Object.keys(db._documents)) push(idsByTable, tableNameFromId(id) ?? "", id);
      listed = db._documents;
    }
    if (!equal) return idsByTable.get(tableName) ?? [];
    const key = `${tableName}\u0000${equal.fieldPath}`;
    let byValue = idsByString.get(key);
    if (!byValue) {
      byValue = new Map();
      for (const id of idsByTable.get(tableName) ?? []) {
        const value = db._documents[id][equal.fieldPath];
        if (typeof value === "string") push(byValue, value, id);
      }
      idsByString.set(key, byValue);
    }
    return byValue.get(equal.value) ?? [];
  };

  const commit = db.commit.bind(db);
  db.commit = (commitTs) => {
    // Only the outermost commit writes documents, and only if the transaction wrote any.
    if (db._writes.length === 1 && Object.keys(db._writes[0]).length > 0) listed = null;
    commit(commitTs);
  };
  // The index range of the query being answered, for _iterateDocs below.
  let source: QuerySource | null = null;
  const resolveQuerySource = db._resolveQuerySource.bind(db);
  db._resolveQuerySource = (query) => {
    source = query.source;
    try {
      return resolveQuerySource(query);
    } finally {
      source = null;
    }
  };
  // convex-test's own _iterateDocs, with the committed ids from the lists: the table's, or those
  // with the range's string in its field. Ids written in the open transaction are added as before.
  db._iterateDocs = (tableName, callback) => {
    const range = source?.type === "IndexRange" ? source.range : undefined;
    const equal = range?.find((filter) => filter.type === "Eq" && typeof filter.value === "string" && !filter.fieldPath.includes("."));
    const ids = new Set(committedIds(tableName, equal as { fieldPath: string; value: string } | undefined));
    for (const writes of db._writes) {
      for (const id of Object.keys(writes)) if (tableNameFromId(id) === tableName) ids.add(id);
    }
    for (const id of ids) {
      const document = db.get(tableName, id);
      if (document !== null) callback(document);
    }
  };
}

/** Every page of a paginated query, `numItems` at a time, first to last; fails past 50 pages. */
export async function allPages<T>(
  fetchPage: (paginationOpts: PaginationOptions) => Promise<PaginationResult<T>>,
  numItems: number,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  while (pages.length < 50) {
    const result = await fetchPage({ numItems, cursor });
    pages.push(result.page);
    if (result.isDone) return pages;
    cursor = result.continueCursor;
  }
  throw new Error("the query did not finish within 50 pages");
}

/** A Convex Auth identity: subject "userId|sessionId", issuer our own site. */
export function passwordIdentity(userId: Id<"users">, session: Id<"authSessions">) {
  return { subject: `${userId}|${session}`, issuer: SITE_URL, tokenIdentifier: `${SITE_URL}|${userId}|${session}` };
}

/** A session of the user's own (as signing in leaves one), and its identity. */
export async function signedInIdentity(t: TestBackend, userId: Id<"users">) {
  const session = await t.run((ctx) => ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 30 * 24 * 60 * 60 * 1000 }));
  return passwordIdentity(userId, session);
}

/** A Clerk identity: stable subject, Clerk's issuer, email and name claims. */
export function clerkIdentity(subject: string, email: string, name: string) {
  const issuer = "https://clerk.household.test";
  return { subject, issuer, tokenIdentifier: `${issuer}|${subject}`, email, name };
}

type Role = "admin" | "member";

/** A signed-up account (Convex Auth users row) and, unless `waiting`, its member row. */
export async function seedAccount(
  t: TestBackend,
  opts: { name: string; email: string; role?: Role; waiting?: boolean },
) {
  return t.run(async (ctx) => {
    const userId = await ctx.db.insert("users", { email: opts.email, name: opts.name });
    let memberId: Id<"members"> | null = null;
    if (!opts.waiting) {
      const role = opts.role ?? "member";
      memberId = await ctx.db.insert("members", {
        name: opts.name,
        email: opts.email,
        accountKey: userId,
        role,
        memberType: "Other",
        status: "offline",
        pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
      });
    }
    const session = await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 30 * 24 * 60 * 60 * 1000 });
    return { userId, memberId, identity: passwordIdentity(userId, session) };
  });
}

/** The four roles of the access tests: signed out, waiting, member, admin. */
export async function seedRoles(t: TestBackend) {
  const admin = await seedAccount(t, { name: "Ada Admin", email: "ada@household.test", role: "admin" });
  const member = await seedAccount(t, { name: "Max Member", email: "max@household.test" });
  const waiting = await seedAccount(t, { name: "Wendy Waiting", email: "wendy@household.test", waiting: true });
  return {
    admin: { ...admin, as: t.withIdentity(admin.identity) },
    member: { ...member, as: t.withIdentity(member.identity) },
    waiting: { ...waiting, as: t.withIdentity(waiting.identity) },
    signedOut: { as: t },
  };
}

/** What entering the emailed code leaves on a Convex Auth users row: a proven email. */
export async function markEmailVerified(t: TestBackend, userId: Id<"users">) {
  await t.run((ctx) => ctx.db.patch("users", userId, { emailVerificationTime: Date.now() }));
}

/** A Clerk identity whose token carries `email_verified: true` (README: the JWT template). */
export function verifiedClerkIdentity(subject: string, email: string, name: string) {
  return { ...clerkIdentity(subject, email, name), emailVerified: true };
}

/** The edit form's arguments for a member as stored (no `image`: the photo stays as it is). */
export function memberEditOf(member: Doc<"members"> | null) {
  if (member === null) throw new Error("no such member");
  return { memberId: member._id, name: member.name, memberType: member.memberType, color: member.color ?? "blue", email: member.email ?? "" };
}
