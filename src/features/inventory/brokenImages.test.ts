import { beforeEach, describe, expect, test, vi } from "vitest";
import { forgetBrokenImages, isKnownBroken, rememberBrokenImage, reportBrokenImage } from "./brokenImages";

describe("broken images", () => {
  beforeEach(forgetBrokenImages);

  test("each address is reported once, however often it fails", () => {
    const notify = vi.fn();
    expect(reportBrokenImage("https://a.test/x.png", notify)).toBe(true);
    expect(reportBrokenImage("https://a.test/x.png", notify)).toBe(false);
    expect(reportBrokenImage("https://a.test/y.png", notify)).toBe(true);
    expect(notify.mock.calls).toEqual([["https://a.test/x.png"], ["https://a.test/y.png"]]);
  });

  test("a card only remembers a broken address; the form still tells it once", () => {
    const notify = vi.fn();
    rememberBrokenImage("https://a.test/z.png");
    expect(isKnownBroken("https://a.test/z.png")).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(reportBrokenImage("https://a.test/z.png", notify)).toBe(true);
    expect(reportBrokenImage("https://a.test/z.png", notify)).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
