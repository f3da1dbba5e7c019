import { afterEach, describe, expect, test, vi } from "vitest";
import { PHOTO_MAX_EDGE, fitWithin, preparePhoto } from "./preparePhoto";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

afterEach(() => vi.unstubAllGlobals());

describe("a picked file is what its bytes say, whatever its name", () => {
  test("a PNG is a PNG, even sent as a .jpg", async () => {
    const file = new File([png], "holiday.jpg", { type: "image/jpeg" });
    expect(await preparePhoto(file)).toEqual({ blob: file, type: "image/png" });
  });

  test("a text file named fake.png is no photo", async () => {
    expect(await preparePhoto(new File(["twenty bytes of text"], "fake.png", { type: "image/png" }))).toEqual({
      problem: "IMAGE_TYPE_NOT_ALLOWED",
    });
  });
});

describe("a photo is made smaller before it is uploaded", () => {
  test("a camera's picture is drawn within the edge, in proportion", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: PHOTO_MAX_EDGE, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: PHOTO_MAX_EDGE });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(20000, 10)).toEqual({ width: PHOTO_MAX_EDGE, height: 1 });
  });

  test("over 5 MB and not made smaller (a browser that cannot decode it) is too large", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(await preparePhoto(new File([big], "big.png", { type: "image/png" }))).toEqual({ problem: "IMAGE_TOO_LARGE" });
  });

  test("a file larger than any camera makes is refused before it is decoded", async () => {
    const decode = vi.fn();
    vi.stubGlobal("createImageBitmap", decode);
    const huge = new Uint8Array(40 * 1024 * 1024 + 1);
    huge.set(png);
    expect(await preparePhoto(new File([huge], "huge.png", { type: "image/png" }))).toEqual({ problem: "IMAGE_TOO_LARGE" });
    expect(decode).not.toHaveBeenCalled();
  });

  test("a GIF is kept whole (it may move)", async () => {
    const decode = vi.fn();
    vi.stubGlobal("createImageBitmap", decode);
    const gif = new File([new TextEncoder().encode("GIF89a......")], "wave.gif");
    expect(await preparePhoto(gif)).toEqual({ blob: gif, type: "image/gif" });
    expect(decode).not.toHaveBeenCalled();
  });
});
