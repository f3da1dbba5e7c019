import { describe, expect, test } from "vitest";
import { sniffImageType } from "./imageFiles";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe("sniffImageType: what a file is, from its first bytes", () => {
  test.each([
    ["image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0)],
    ["image/png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ["image/gif", bytes("GIF87a", 1, 0)],
    ["image/gif", bytes("GIF89a", 1, 0)],
    ["image/webp", bytes("RIFF", 0x24, 0, 0, 0, "WEBP")],
  ])("%s", (type, head) => expect(sniffImageType(head)).toBe(type));

  test.each([
    ["text named fake.png", bytes("just some text, 20 b")],
    ["an SVG", bytes("<svg xmlns=")],
    ["a WAV (RIFF but not WebP)", bytes("RIFF", 0x24, 0, 0, 0, "WAVE")],
    ["a PNG cut short", bytes(0x89, "PNG")],
    ["nothing", bytes()],
  ])("%s is no photo", (_, head) => expect(sniffImageType(head)).toBeNull());
});
