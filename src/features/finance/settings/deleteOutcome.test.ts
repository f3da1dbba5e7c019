import { describe, expect, test } from "vitest";
import { deleteOutcome } from "./deleteOutcome";

describe("deleteOutcome", () => {
  test("unused is deleted; used by a transaction or a bill is archived", () => {
    expect(deleteOutcome({ transactionCount: 0, outgoingCount: 0 })).toBe("deleted");
    expect(deleteOutcome({ transactionCount: 0 })).toBe("deleted");
    expect(deleteOutcome({ transactionCount: 3, outgoingCount: 0 })).toBe("archived");
    expect(deleteOutcome({ transactionCount: 0, outgoingCount: 1 })).toBe("archived");
  });
});
