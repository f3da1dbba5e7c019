// A route's `validateSearch` and `beforeLoad` stay in the route tree, which is
// part of the first load (TanStack's code splitting moves only components).
// zod there costs ~24 KB gzip on every first visit (bench:bundle showed 246.9 →
// 270.7 KB when it slipped in), so route files and the search checks they use
// never import it; forms and components behind the split may.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const routesDir = __dirname;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("-") ? [] : routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsZod = (source: string) => /from\s+["']zod(\/[^"']*)?["']/.test(source);

/** The module a route's `validateSearch: name` comes from, if it is imported. */
function searchCheckModule(file: string, source: string): string | null {
  const name = source.match(/validateSearch:\s*([A-Za-z_$][\w$]*)\s*,/)?.[1];
  if (name === undefined) return null;
  const from = source.match(new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["'](\\.[^"']+)["']`))?.[1];
  return from === undefined ? null : resolve(dirname(file), `${from}.ts`);
}

describe("the first load", () => {
  const files = routeFiles(routesDir);

  test("finds the route files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  test.each(files.map((file) => [file.slice(routesDir.length + 1), file]))("%s and its search check import no zod", (_, file) => {
    const source = readFileSync(file, "utf8");
    expect(importsZod(source), file).toBe(false);
    const check = searchCheckModule(file, source);
    if (check !== null) expect(importsZod(readFileSync(check, "utf8")), check).toBe(false);
  });

  test("the check notices zod", () => {
    expect(importsZod('import { z } from "zod";')).toBe(true);
    expect(importsZod('import { z } from "zod/mini";')).toBe(true);
  });
});
