import { describe, expect, test } from "vitest";
import { keepUsedVariables } from "./cssCopy";

describe("the prerendered copy's CSS", () => {
  test("keeps the variables its rules and markup use, and what those use in turn; drops the rest", () => {
    const rules = [
      ":root { --colors-green-600: #16a34a; --colors-red-600: #dc2626; --spacing-4: 1rem; --radii-md: 0.375rem; }",
      ".dark { --colors-bg: var(--colors-gray-950); --colors-gray-950: #111; --colors-unused: #fff; }",
      ".css-1 { color: var(--colors-green-600); padding: var(--spacing-4, 16px); }",
      ".css-2 { background: var(--colors-bg); }",
      ":root { --only-unused: 1px; }",
      "@media (min-width: 48rem) { .css-3 { margin: var(--margin-from-markup); } }",
    ];
    const kept = keepUsedVariables(rules, ['<div style="border-radius: var(--radii-md)"></div>']);
    expect(kept).toEqual([
      ":root { --colors-green-600: #16a34a;  --spacing-4: 1rem; --radii-md: 0.375rem; }",
      ".dark { --colors-bg: var(--colors-gray-950); --colors-gray-950: #111;  }",
      ".css-1 { color: var(--colors-green-600); padding: var(--spacing-4, 16px); }",
      ".css-2 { background: var(--colors-bg); }",
      "@media (min-width: 48rem) { .css-3 { margin: var(--margin-from-markup); } }",
    ]);
  });
});
