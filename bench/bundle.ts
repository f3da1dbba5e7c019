// How much JavaScript a first visit downloads. Builds the app for production,
// serves the build, opens `/` and `/login` in Debian's Chromium (each in a
// fresh context, so nothing is cached) and adds up the gzip size of every
// script the page fetched: until the visitor uses the page (the build's copy
// fetches none of the app's code before), and once they have (a Tab key, and
// the app has taken over). Also lists the largest chunks overall.
//
//   npm run bench:bundle
//   -> bundle initial_js_gz_kb=… once_used_js_gz_kb=… largest_route_gz_kb=…
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildApp, launchChromium, serveBuild } from "./lib/browser";

const outDir = join(process.cwd(), ".local-data", "bench-dist");
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

async function scriptsFetchedBy(baseUrl: string, path: string): Promise<{ beforeUse: string[]; onceUsed: string[] }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === baseUrl && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(baseUrl + path, { waitUntil: "load" });
    // The first screen is up once its heading shows; give lazy chunks a moment to settle.
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const beforeUse = [...scripts];
    // The visitor's first key: the app's code arrives and takes the page over.
    await page.keyboard.press("Tab");
    await page.locator("#prerendered").waitFor({ state: "detached", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await context.close();
    return { beforeUse, onceUsed: [...scripts] };
  } finally {
    await browser.close();
  }
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  // A backend URL that answers nothing: the signed-out screens render without one.
  await buildApp(outDir, "http://127.0.0.1:9");
  const server = await serveBuild(outDir, 0);
  const baseUrl = server.url;

  const assetsDir = join(outDir, "assets");
  const allChunks = readdirSync(assetsDir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ name: f, gz: gzipSize(join(assetsDir, f)) }));
  const sizeOf = (pathname: string) => gzipSize(join(outDir, pathname));

  const rows: { page: string; scripts: number; gz: number; usedScripts: number; usedGz: number }[] = [];
  const initialChunks = new Set<string>();
  const total = (scripts: string[]) => scripts.reduce((sum, s) => sum + sizeOf(s), 0);
  for (const path of ["/", "/login"]) {
    const { beforeUse, onceUsed } = await scriptsFetchedBy(baseUrl, path);
    onceUsed.forEach((s) => initialChunks.add(s.replace(/^\/assets\//, "")));
    rows.push({ page: path, scripts: beforeUse.length, gz: total(beforeUse), usedScripts: onceUsed.length, usedGz: total(onceUsed) });
    if (process.argv.includes("--verbose")) {
      const sized = onceUsed.map((s) => ({ s, gz: sizeOf(s), early: beforeUse.includes(s) })).sort((a, b) => b.gz - a.gz);
      console.log(`\n${path} (* before use):`);
      for (const { s, gz, early } of sized) console.log(`  ${kb(gz).toString().padStart(6)} KB  ${s}${early ? " *" : ""}`);
    }
  }
  await server.close();

  console.log("\nJavaScript of a first visit (gzip -9), before the visitor uses the page and once they have:");
  console.log("| page | scripts | gzip KB | once used: scripts | gzip KB |\n| --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(`| ${row.page} | ${row.scripts} | ${kb(row.gz)} | ${row.usedScripts} | ${kb(row.usedGz)} |`);

  const routeChunks = allChunks.filter((c) => !initialChunks.has(c.name)).sort((a, b) => b.gz - a.gz);
  console.log("\nLargest chunks not loaded by / or /login once used:");
  console.log("| chunk | gzip KB |\n| --- | --- |");
  for (const chunk of routeChunks.slice(0, 8)) console.log(`| ${chunk.name} | ${kb(chunk.gz)} |`);
  console.log(`\nAll chunks: ${allChunks.length}, ${kb(allChunks.reduce((s, c) => s + c.gz, 0))} KB gzip in all`);

  const initial = Math.max(...rows.map((r) => r.gz));
  const used = Math.max(...rows.map((r) => r.usedGz));
  console.log(`bundle initial_js_gz_kb=${kb(initial)} once_used_js_gz_kb=${kb(used)} largest_route_gz_kb=${kb(routeChunks[0]?.gz ?? 0)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
