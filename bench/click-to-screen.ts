// The dashboard as people see it: two browsers on `npm start`'s stack (Debian
// Chromium). The member clicks Complete on a task that needs approval; the
// sample is the time from that click to the task appearing in the admin's
// Approvals card, both stamped in the pages (performance.timeOrigin
// + now), so Playwright's polling adds nothing.
//
//   npm run bench:click -- [--runs N]
//
// Last line: `click-to-screen runs=N median_ms=… p95_ms=…`
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { option, percentile } from "./lib/stats";

const runs = option("runs", 15);
const appPort = 5410;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-click-"));
const stack = spawn(process.execPath, ["--import", "tsx", "local-backend/start.ts", "--reset"], {
  env: {
    ...process.env,
    APP_PORT: String(appPort),
    LOCAL_BACKEND_PORT: "3410",
    LOCAL_BACKEND_SITE_PORT: "3411",
    LOCAL_BACKEND_DATA_DIR: dataDir,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let demo: Record<string, string> = {};
await new Promise<void>((resolve, reject) => {
  let output = "";
  stack.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of output.matchAll(/^\s+(admin|member)\s+(\S+)\s+password: (\S+)$/gm)) {
      demo = { ...demo, [`${match[1]}Email`]: match[2], [`${match[1]}Password`]: match[3] };
    }
    if (output.includes("App ready")) resolve();
  });
  stack.once("exit", () => reject(new Error(`npm start exited:\n${output}`)));
});

// Whatever happens next, stop the stack before exiting.
process.on("exit", () => stack.kill("SIGKILL"));
stack.stdout!.on("error", () => {});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
async function signIn(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${appPort}` })).newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: "Family Dashboard" }).waitFor();
  return page;
}
const admin = await signIn(demo.adminEmail, demo.adminPassword);
const member = await signIn(demo.memberEmail, demo.memberPassword);
const memberName = (await member.getByRole("list", { name: "Your profile" }).getByRole("listitem").getAttribute("aria-label"))!;
await member.getByRole("button", { name: `View tasks of ${memberName}` }).click();
const memberDialog = member.getByRole("dialog", { name: "Your Tasks" });

const samples: number[] = [];
for (let run = 0; run < runs; run++) {
  const title = `Bench chore ${run}`;
  await admin.getByRole("button", { name: `Assign Task to ${memberName}` }).click();
  await admin.getByRole("textbox", { name: "Title" }).fill(title);
  await admin.getByRole("button", { name: "Assign Task", exact: true }).click();
  await admin.getByRole("dialog").waitFor({ state: "hidden" });
  const complete = memberDialog.getByRole("button", { name: `Complete ${title}` });
  await complete.waitFor();

  // The admin's page stamps the moment the task shows in its queue. (Page
  // scripts are strings: tsx would add helpers the page does not have.)
  const seen = admin.evaluate<number>(`new Promise((resolve) => {
    const found = () => document.querySelector('[data-testid="approvals-card"]')?.textContent?.includes(${JSON.stringify(title)});
    const observer = new MutationObserver(() => {
      if (found()) { observer.disconnect(); resolve(performance.timeOrigin + performance.now()); }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`);
  const clicked = member.evaluate<number>(`new Promise((resolve) => {
    const button = document.querySelector(${JSON.stringify(`[aria-label="Complete ${title}"]`)});
    button.addEventListener("click", () => resolve(performance.timeOrigin + performance.now()), { once: true });
  })`);
  await complete.click();
  samples.push((await seen) - (await clicked));
}

await browser.close();
stack.kill("SIGINT");
await new Promise((resolve) => stack.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });
samples.sort((a, b) => a - b);
console.log(`click-to-screen runs=${runs} median_ms=${percentile(samples, 0.5).toFixed(1)} p95_ms=${percentile(samples, 0.95).toFixed(1)}`);
process.exit(0);
