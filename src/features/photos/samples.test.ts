import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isHttpUrl } from "../../../convex/lib/photoSchema";
import { sampleImageUrl, sampleImages, sampleOf } from "./samples";

describe("sample images", () => {
  test("four, each a file of the site, offered as an http(s) address the server accepts", () => {
    expect(sampleImages).toHaveLength(4);
    for (const sample of sampleImages) {
      expect(existsSync(join(__dirname, "../../../public/samples", `${sample}.svg`))).toBe(true);
      const url = sampleImageUrl(sample, "https://home.example");
      expect(isHttpUrl(url)).toBe(true);
      expect(sampleOf(url, "https://home.example")).toBe(sample);
    }
    expect(sampleOf("https://elsewhere.example/samples/sofa.svg", "https://home.example")).toBeNull();
  });
});
