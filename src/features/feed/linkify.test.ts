import { describe, expect, test } from "vitest";
import { linkify, safeHref } from "./linkify";

describe("linkify", () => {
  test("plain text stays one text part", () => {
    expect(linkify("Dinner at 6!\nBring bread.")).toEqual([{ kind: "text", text: "Dinner at 6!\nBring bread." }]);
  });

  test("http(s) addresses become links; the punctuation after them does not", () => {
    expect(linkify("Photos: https://example.org/album?id=1. And http://a.test")).toEqual([
      { kind: "text", text: "Photos: " },
      { kind: "link", text: "https://example.org/album?id=1", href: "https://example.org/album?id=1" },
      { kind: "text", text: ". And " },
      { kind: "link", text: "http://a.test", href: "http://a.test/" },
    ]);
  });

  test("other schemes and markup are never links", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<b>x</b>", "<a href='https://x.test'>x</a>", "ftp://files.test/x"]) {
      const parts = linkify(text);
      expect(parts.filter((p) => p.kind === "link").every((p) => p.href.startsWith("http"))).toBe(true);
      expect(parts.map((p) => p.text).join("")).toBe(text);
    }
    expect(linkify("<script>alert(1)</script>")).toEqual([{ kind: "text", text: "<script>alert(1)</script>" }]);
  });

  test("an address inside quotes stops at the quote", () => {
    expect(linkify(`"https://x.test/a"`)).toEqual([
      { kind: "text", text: `"` },
      { kind: "link", text: "https://x.test/a", href: "https://x.test/a" },
      { kind: "text", text: `"` },
    ]);
  });

  test("safeHref accepts only well-formed http(s) URLs", () => {
    expect(safeHref("https://x.test/a b")).toBe("https://x.test/a%20b");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https://")).toBeNull();
  });
});
