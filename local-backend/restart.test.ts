// restart(): the whole backend stops and starts again in-process, as a new
// process would (data reloaded from db.json + WAL, same ports); connected
// clients are cut off and reconnect by themselves. POST /_local/restart is the
// browser tests' way to ask for it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { testEndpoints } from "./test-endpoints";
import { RawSyncSocket, startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

let fixture: FixtureBackend | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

test("data survives a restart and a connected client reconnects and sees later writes", async () => {
  fixture = await startFixtureBackend();
  const { backend } = fixture;
  const live = fixture.client();
  await live.mutation(anyApi.counters.set, { name: "restart", value: 1 });
  await live.mutation(anyApi.counters.increment, { name: "restart" });
  const seen: Array<number | null> = [];
  live.onUpdate(anyApi.counters.get, { name: "restart" }, (value: number | null) => seen.push(value));
  await waitForValue(live, anyApi.counters.get, { name: "restart" }, (value) => value === 2);
  // The last writes are only in the WAL (the snapshot is from start), so the restart replays it.
  expect(readFileSync(path.join(fixture.dataDir, "db.wal"), "utf8")).toContain("restart");

  const { url, siteUrl } = backend;
  let dropped = false;
  const stopWatching = live.client.subscribeToConnectionState((state) => {
    if (!state.isWebSocketConnected) dropped = true;
  });
  await backend.restart();
  stopWatching();
  expect(dropped).toBe(true);
  expect([backend.url, backend.siteUrl]).toEqual([url, siteUrl]);
  expect(existsSync(path.join(fixture.dataDir, "LOCK"))).toBe(true);

  // Another client writes after the restart; the first one, reconnected by itself, sees it.
  const http = new ConvexHttpClient(url);
  expect(await http.query(anyApi.counters.get, { name: "restart" })).toBe(2);
  await http.mutation(anyApi.counters.increment, { name: "restart" });
  await waitForValue(live, anyApi.counters.get, { name: "restart" }, (value) => value === 3, 20_000);
  expect(live.client.connectionState().isWebSocketConnected).toBe(true);
  expect(live.client.connectionState().connectionCount).toBeGreaterThanOrEqual(2);
  expect(seen.at(-1)).toBe(3);
  // The restarted backend carries on as usual: internal calls, and a second restart.
  expect(await backend.runInternal("counters:get", { name: "restart" })).toBe(3);
  await backend.restart();
  expect(await http.query(anyApi.counters.get, { name: "restart" })).toBe(3);
});

test("POST /_local/restart answers once the backend listens again", async () => {
  const started = await startFixtureBackend({ extraSiteRoutes: testEndpoints(() => started.backend, async () => []) });
  fixture = started;
  const http = new ConvexHttpClient(started.backend.url);
  await http.mutation(anyApi.counters.set, { name: "endpoint", value: 7 });
  const live = started.client();
  await waitForValue(live, anyApi.counters.get, { name: "endpoint" }, (value) => value === 7);

  const response = await fetch(`${started.backend.siteUrl}/_local/restart`, { method: "POST" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ restartedInMs: expect.any(Number) });
  // Listening again at once, on both ports, with the data.
  expect(await http.query(anyApi.counters.get, { name: "endpoint" })).toBe(7);
  expect((await fetch(`${started.backend.siteUrl}/_local/outbox?to=nobody`)).status).not.toBe(503);
  await http.mutation(anyApi.counters.set, { name: "endpoint", value: 8 });
  await waitForValue(live, anyApi.counters.get, { name: "endpoint" }, (value) => value === 8, 20_000);
});

test("a WebSocket opened while the restarted backend loads its functions waits instead of being refused", async () => {
  fixture = await startFixtureBackend();
  const { backend } = fixture;
  const restarted = backend.restart();
  const refusals: string[] = [];
  let socket: RawSyncSocket | null = null;
  // Until the new listener is up the port refuses connections; once it listens, an upgrade is held, never answered 503.
  for (let attempt = 0; socket === null && attempt < 500; attempt++) {
    try {
      socket = await RawSyncSocket.open(backend.url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/ECONNREFUSED|ECONNRESET|socket hang up/.test(message)) refusals.push(message);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  await restarted;
  expect(refusals).toEqual([]);
  expect(socket).not.toBeNull();
  await socket?.close();
});
