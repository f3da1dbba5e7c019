import { beforeEach, describe, expect, test, vi } from "vitest";
import { forgetBrokenImages, reportBrokenImage } from "./brokenImages";

describe("broken images", () => {
  beforeEach(forgetBrokenImages);

  test("each address is reported once, however often it fails", () => {
    const notify = vi.fn();
    expect(reportBrokenImage("https://a.test/x.png", notify)).toBe(true);
    expect(reportBrokenImage("https://a.test/x.png", notify)).toBe(false);
    expect(reportBrokenImage("https://a.test/y.png", notify)).toBe(true);
    expect(notify.mock.calls).toEqual([["https://a.test/x.png"], ["https://a.test/y.png"]]);
  });
});
