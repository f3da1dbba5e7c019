// The start-up self-check passes on the installed convex-test, and refuses an
// instance whose internals behave otherwise, naming the assumption.
import { describe, expect, test } from "vitest";
import type { ConvexTestGlobal } from "./internals";
import { checkConvexTestOnce, ConvexTestAssumptionError, runSelfCheck, type SelfCheckTampering } from "./self-check";

test("passes on the installed convex-test", async () => {
  expect(await runSelfCheck()).toBeGreaterThan(0);
  expect(checkConvexTestOnce()).toBe(checkConvexTestOnce());
  await checkConvexTestOnce();
});

async function failure(tampering: SelfCheckTampering): Promise<ConvexTestAssumptionError> {
  const error: unknown = await runSelfCheck(tampering).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConvexTestAssumptionError);
  return error as ConvexTestAssumptionError;
}

/** Replaces a field of `target` with one that ignores assignments, as if convex-test kept the value elsewhere. */
function ignoreWrites<T extends object>(target: T, key: keyof T & string): void {
  const value = target[key];
  Object.defineProperty(target, key, { get: () => value, set: () => {}, configurable: true });
}

describe("refuses convex-test internals that changed", () => {
  test("an accessor method gone", async () => {
    const error = await failure({ accessor: ({ fetch: _fetch, ...rest }) => rest as never });
    expect(error.assumption).toMatch(/accessor has .*fetch/);
    expect(error.detail).toBe("missing: fetch");
    expect(error.message).toMatch(/Failed assumption: the convexTest\(\) accessor/);
    expect(error.message).toMatch(/Written for convex-test 0\.0\.\d+ and convex 1\.\d+\.\d+ \(pinned in package\.json\); installed: convex-test 0\.0\.\d+, convex 1\.\d+\.\d+/);
  });

  test("the convex global out of reach", async () => {
    const error = await failure({ accessor: (accessor) => ({ ...accessor, run: async () => null }) as never });
    expect(error.assumption).toMatch(/convex global .* AsyncLocalStorage\.run/);
  });

  test("syscalls no longer looked up on the convex global", async () => {
    const error = await failure({ global: (global) => ignoreWrites(global, "syscall") });
    expect(error.assumption).toMatch(/^1\.0\/queryStream/);
    expect(error.detail).toMatch(/reads: \[\]/);
  });

  test("commits no longer made through transactionManager.commit", async () => {
    const error = await failure({ global: (global) => ignoreWrites(global.transactionManager, "commit") });
    expect(error.assumption).toMatch(/transactionManager\.commit\(false\)/);
    expect(error.detail).toBe("0 commits reported for one insert");
  });

  test("another end-of-range cursor", async () => {
    const renameEndCursor = (global: ConvexTestGlobal) => {
      const original = global.asyncSyscall;
      global.asyncSyscall = async (op, jsonArgs) => {
        const result = await original(op, jsonArgs.replaceAll('"_end_cursor"', '"END"'));
        return op === "1.0/queryPage" ? result.replaceAll('"_end_cursor"', '"END"') : result;
      };
    };
    const error = await failure({ global: renameEndCursor });
    expect(error.assumption).toMatch(/^1\.0\/queryPage .*'_end_cursor'/);
  });

  test("db._nextDocId no longer the id counter", async () => {
    const counterElsewhere = (global: ConvexTestGlobal) => {
      let next = 10_000;
      const db = global.components[""].db as unknown as { _generateId(table: string): string };
      db._generateId = (table) => `${next++}`.padStart(32 - table.length, "0") + table;
    };
    const error = await failure({ global: counterElsewhere });
    expect(error.assumption).toMatch(/^db\._nextDocId numbers the next document/);
  });
});
