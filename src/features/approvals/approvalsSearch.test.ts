import { describe, expect, test } from "vitest";
import { approvalsSearch } from "./approvalsSearch";

describe("approvalsSearch", () => {
  test("keeps a known kind and a member id", () => {
    expect(approvalsSearch({ kind: "access", member: "m1" })).toEqual({ kind: "access", member: "m1" });
  });
  test("drops an unknown kind, an empty member and anything else", () => {
    expect(approvalsSearch({ kind: "bills", member: "", page: 3 })).toEqual({});
    expect(approvalsSearch({ kind: 7 })).toEqual({});
  });
});
