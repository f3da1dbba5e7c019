import { describe, expect, test } from "vitest";
import { inspectFile } from "./usePhotoField";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe("a picked file is what its bytes say, whatever its name", () => {
  test("a PNG is a PNG, even sent as a .jpg", async () => {
    expect(await inspectFile(new File([png], "holiday.jpg", { type: "image/jpeg" }))).toEqual({ type: "image/png" });
  });

  test("a text file named fake.png is no photo", async () => {
    expect(await inspectFile(new File(["twenty bytes of text"], "fake.png", { type: "image/png" }))).toEqual({
      problem: "IMAGE_TYPE_NOT_ALLOWED",
    });
  });

  test("a real photo over 5 MB is too large", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(await inspectFile(new File([big], "big.png", { type: "image/png" }))).toEqual({ problem: "IMAGE_TOO_LARGE" });
  });
});
