// Draws the installable app's icons (public/pwa-*.png, apple-touch-icon.png,
// pwa-icon.svg, also the favicon) from one SVG house mark, offline: Debian's Chromium renders the
// SVG and Playwright screenshots it at each size. Rerun after changing the mark:
//
//   node --import tsx scripts/pwa-icons.ts
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

// src/theme.ts's brand.solid (Chakra's green.700): white on it is 5:1.
const green = "#116932";
const house = "M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2Z";

/** The house on a rounded green tile (browsers show "any" icons as drawn). */
const roundedTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${green}"/><path d="${house}" fill="#fff"/></svg>`;

/**
 * Full-bleed green with the house shrunk into the middle: launchers crop a
 * maskable icon (and iOS rounds its touch icon) to their own shape, keeping
 * only the central circle of 80 % of the width.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/><path d="${house}" fill="#fff" transform="translate(32 33) scale(0.78) translate(-32 -33)"/></svg>`;

const icons: { file: string; svg: string; size: number; transparent: boolean }[] = [
  { file: "pwa-192.png", svg: roundedTile, size: 192, transparent: true },
  { file: "pwa-512.png", svg: roundedTile, size: 512, transparent: true },
  { file: "pwa-maskable-512.png", svg: fullBleed, size: 512, transparent: false },
  { file: "apple-touch-icon.png", svg: fullBleed, size: 180, transparent: false },
];

async function main() {
  const publicDir = join(process.cwd(), "public");
  writeFileSync(join(publicDir, "pwa-icon.svg"), roundedTile + "\n");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.screenshot({
        path: join(publicDir, icon.file),
        omitBackground: icon.transparent,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      await page.close();
      console.log(`public/${icon.file} ${icon.size}x${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
