// What the local backend shows beyond this machine: nothing. It listens on
// loopback only (another host must be asked for by name), only this machine's
// pages may read its answers or open its WebSocket, and the test endpoints
// (reset, snapshot, outbox) exist only when a test turns them on.
import { afterAll, beforeAll, expect, test } from "vitest";
import WebSocket from "ws";
import { startFixtureBackend, temporaryDataDir, type FixtureBackend } from "./test-support";

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

test("refuses to listen beyond loopback unless that is asked for by name", async () => {
  await expect(startFixtureBackend({ host: "0.0.0.0", dataDir: temporaryDataDir() })).rejects.toThrow(
    /only listens on this machine .* not on 0\.0\.0\.0/,
  );
});

test("a website's page cannot read the backend's answers; the app's page (any loopback origin) can", async () => {
  for (const url of [`${fixture.backend.url}/`, `${fixture.backend.siteUrl}/api/storage/upload?token=x`]) {
    const evil = await fetch(url, { headers: { Origin: "https://evil.example" } });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    const app = await fetch(url, { headers: { Origin: "http://127.0.0.1:5173" } });
    expect(app.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    const preflight = await fetch(url, { method: "OPTIONS", headers: { Origin: "http://localhost:5173" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  }
});

test("a website's page cannot open the sync WebSocket; a client without an origin (Node) can", async () => {
  const open = (origin?: string) =>
    new Promise<boolean>((resolve) => {
      const socket = new WebSocket(`${fixture.backend.url.replace(/^http/, "ws")}/api/1.48.0/sync`, origin ? { origin } : {});
      socket.once("open", () => {
        socket.close();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  expect(await open("https://evil.example")).toBe(false);
  expect(await open("http://127.0.0.1:5173")).toBe(true);
  expect(await open()).toBe(true);
});

test("the test endpoints are off unless a test turns them on", async () => {
  for (const path of ["/_local/reset", "/_local/snapshot", "/_local/restart"]) {
    expect((await fetch(`${fixture.backend.siteUrl}${path}`, { method: "POST" })).status).toBe(404);
  }
  expect((await fetch(`${fixture.backend.siteUrl}/_local/outbox?to=anyone`)).status).toBe(404);
});
