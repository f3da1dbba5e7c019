import { describe, expect, test, vi } from "vitest";
import { copyLink, postLink } from "./sharePost";

describe("share a post", () => {
  test("the link opens that post on /public", () => {
    expect(postLink("https://home.example", "k57abc")).toBe("https://home.example/public?post=k57abc");
    expect(postLink("http://127.0.0.1:5173", "a b")).toBe("http://127.0.0.1:5173/public?post=a%20b");
  });

  test("copies to the clipboard when allowed", async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyLink("https://x.test/public?post=1", { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith("https://x.test/public?post=1");
  });

  test("says so when the clipboard is missing or refuses", async () => {
    expect(await copyLink("x", undefined)).toBe(false);
    expect(await copyLink("x", { writeText: () => Promise.reject(new Error("NotAllowedError")) })).toBe(false);
  });
});
