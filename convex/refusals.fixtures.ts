// Shared by the suites that check a refused call writes nothing (rooms,
// access requests, deleting a room). Two dots in the name: Convex does not
// deploy it.
import { expect } from "vitest";
import type { TableNames } from "./_generated/dataModel";
import { errorCatalogue, type ErrorCode } from "./lib/errors";
import schema from "./schema";
import type { TestBackend } from "./test.setup";

/** Every document of every table and every scheduled function: a refusal leaves all of it as it was. */
export async function everything(t: TestBackend) {
  return t.run(async (ctx) => {
    const docs: Record<string, unknown[]> = {};
    for (const table of Object.keys(schema.tables) as TableNames[]) docs[table] = await ctx.db.query(table).collect();
    docs._scheduled_functions = await ctx.db.system.query("_scheduled_functions").collect();
    return docs;
  });
}

/** The call is refused with the code's exact message (or `message`), and nothing is written. */
export async function expectRefused(t: TestBackend, call: () => Promise<unknown>, code: ErrorCode, message?: string) {
  const before = await everything(t);
  const attempt = call();
  await expect(attempt).rejects.toThrow(message ?? errorCatalogue[code].message);
  await expect(attempt).rejects.toMatchObject({ data: { code } });
  expect(await everything(t)).toEqual(before);
}
