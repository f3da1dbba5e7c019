// Shared by the suites that check a refused call writes nothing (rooms,
// access requests, deleting a room). Two dots in the name: Convex does not
// deploy it.
import { expect } from "vitest";
import { tableNameFromId } from "../local-backend/internals";
import { errorCatalogue, type ErrorCode } from "./lib/errors";
import schema from "./schema";
import { committedDocuments, type TestBackend } from "./test.setup";

/** Every document of every table and every scheduled function: a refusal leaves all of it as it was. */
export async function everything(t: TestBackend) {
  // Read from convex-test's store, not with a query per table: the same documents in the same
  // order (by creation time, as a table scan returns them), at a small part of the cost.
  const docs: Record<string, Record<string, unknown>[]> = {};
  for (const table of [...Object.keys(schema.tables), "_scheduled_functions"]) docs[table] = [];
  for (const doc of await committedDocuments(t)) docs[tableNameFromId(doc._id) ?? ""]?.push(structuredClone(doc));
  for (const table of Object.values(docs)) table.sort((a, b) => Number(a._creationTime) - Number(b._creationTime));
  return docs;
}

/** The call is refused with the code's exact message (or `message`), and nothing is written. */
export async function expectRefused(t: TestBackend, call: () => Promise<unknown>, code: ErrorCode, message?: string) {
  const before = await everything(t);
  const attempt = call();
  await expect(attempt).rejects.toThrow(message ?? errorCatalogue[code].message);
  await expect(attempt).rejects.toMatchObject({ data: { code } });
  expect(await everything(t)).toEqual(before);
}

/** As expectRefused, and the refusal names the input it is about: the form shows it under that field. */
export async function expectRefusedOn(t: TestBackend, call: () => Promise<unknown>, code: ErrorCode, field: string) {
  const before = await everything(t);
  const attempt = call();
  await expect(attempt).rejects.toMatchObject({
    data: { code, field, message: errorCatalogue[code].message },
  });
  expect(await everything(t)).toEqual(before);
}
