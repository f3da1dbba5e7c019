// The data directory's lock: a second backend on the same directory is refused while the first runs, and a
// backend killed with -9 whose parent has not reaped it yet (a zombie) no longer holds the directory.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, expect, test } from "vitest";
import { DataStore, isAlive } from "./persistence";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function dataDirWithLockOf(pid: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "lock-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "LOCK"), String(pid));
  return dir;
}

/** A running shell whose own child has exited unreaped: the shell's pid (alive) and the zombie's. */
async function processWithZombie(): Promise<{ alive: number; zombie: number }> {
  // `exec sleep` replaces the shell with a process that never waits for the backgrounded child.
  const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
  cleanups.push(() => parent.kill("SIGKILL"));
  const [line] = await createInterface({ input: parent.stdout! })[Symbol.asyncIterator]().next().then((r) => [r.value as string]);
  const zombie = Number(line);
  // The child exits at once; wait until the kernel shows it as a zombie.
  const stateOf = () => {
    const stat = readFileSync(`/proc/${zombie}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  };
  for (let tries = 0; stateOf() !== "Z"; tries++) {
    if (tries > 500) throw new Error("the child never became a zombie");
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { alive: parent.pid!, zombie };
}

test.skipIf(process.platform !== "linux")("a running backend's lock refuses a second one; a killed, unreaped one's does not", async () => {
  const { alive, zombie } = await processWithZombie();
  expect(isAlive(alive)).toBe(true);
  expect(isAlive(zombie)).toBe(false);
  expect(() => new DataStore(dataDirWithLockOf(alive))).toThrow(/is in use by another local backend \(pid \d+\)/);
  const freed = dataDirWithLockOf(zombie);
  new DataStore(freed);
  expect(readFileSync(path.join(freed, "LOCK"), "utf8")).toBe(String(process.pid));
});

test("a lock left by a process that is gone is taken over", () => {
  // Pids are at most 2^22 on Linux: this one runs nowhere.
  const dir = dataDirWithLockOf(2 ** 22 + 7);
  new DataStore(dir);
  expect(readFileSync(path.join(dir, "LOCK"), "utf8")).toBe(String(process.pid));
});
