import { describe, expect, test } from "vitest";
import { redirectSearch, resetPasswordSearch } from "./searchParams";

describe("search params", () => {
  test("keep strings and drop anything else", () => {
    expect(redirectSearch({ redirect: "/finance" })).toEqual({ redirect: "/finance" });
    expect(redirectSearch({ redirect: 42, other: "x" })).toEqual({});
    expect(resetPasswordSearch({ token: "t".repeat(32), email: "a@b.test" })).toEqual({ token: "t".repeat(32), email: "a@b.test" });
    expect(resetPasswordSearch({ token: ["x"] })).toEqual({});
  });
});
