import { de } from "date-fns/locale/de";
import { describe, expect, test } from "vitest";
import { postTime } from "./postTime";

const now = new Date(2026, 4, 20, 12, 0).getTime();
const minutes = (n: number) => n * 60_000;

describe("postTime", () => {
  test("recent posts say how long ago", () => {
    expect(postTime(now - minutes(5), now, "MMM dd, yyyy")).toBe("5 minutes ago");
    expect(postTime(now - minutes(60 * 24 * 3), now, "MMM dd, yyyy")).toBe("3 days ago");
  });

  test("a clock behind the server's never says 'in …'", () => {
    expect(postTime(now + minutes(2), now, "MMM dd, yyyy")).toBe("less than a minute ago");
  });

  test("from a week back, the table date of spec section 9", () => {
    expect(postTime(new Date(2026, 4, 13, 9, 0).getTime(), now, "MMM dd, yyyy")).toBe("May 13, 2026");
  });

  test("in the reader's language", () => {
    expect(postTime(now - minutes(5), now, "dd. MMM yyyy", de)).toBe("vor 5 Minuten");
  });
});
