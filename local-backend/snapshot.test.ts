// Snapshots for the browser tests: restoreData() puts a kept database back
// while running — documents and pending scheduled jobs as they were, ids still
// counting up, subscribed clients told without reconnecting — and survives a
// restart (it is what is on disk afterwards).
import { afterEach, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(): Promise<FixtureBackend> {
  const fixture = await startFixtureBackend();
  cleanups.push(() => fixture.close());
  return fixture;
}

test("a restored snapshot is the database as it was kept, and live clients see it", async () => {
  const fixture = await started();
  const http = new ConvexHttpClient(fixture.backend.url);
  const kept = (await http.mutation(anyApi.messages.send, { author: "kept", body: "before" })) as string;
  const snapshot = await fixture.backend.snapshotData();

  // Changes after the snapshot: a new message, the kept one deleted through a wipe.
  await http.mutation(anyApi.messages.send, { author: "later", body: "after" });
  await fixture.backend.runInternal("messages:wipe");
  const watcher = fixture.client();
  await waitForValue<unknown[]>(watcher, anyApi.messages.list, {}, (messages) => messages.length === 0);

  // The subscription open before the restore gets the restored data pushed to it.
  const restored = waitForValue<{ _id: string; body: string }[]>(watcher, anyApi.messages.list, {}, (messages) =>
    messages.length === 1 && messages[0]._id === kept && messages[0].body === "before",
  );
  await fixture.backend.restoreData(snapshot);
  await restored;
  // Ids keep counting up past everything ever created, so none is handed out twice.
  const next = (await http.mutation(anyApi.messages.send, { author: "new", body: "x" })) as string;
  expect(next).not.toBe(kept);
  expect(await http.query(anyApi.messages.bodiesBy, { author: "later" })).toEqual([]);

  // Restoring twice gives the same database again: the snapshot is not changed by later writes.
  await fixture.backend.restoreData(snapshot);
  expect(await http.query(anyApi.messages.list, {})).toMatchObject([{ _id: kept, body: "before" }]);
});

test("a scheduled job pending in the snapshot runs after a restore; one scheduled after it does not", async () => {
  const fixture = await started();
  const http = new ConvexHttpClient(fixture.backend.url);
  await http.mutation(anyApi.messages.sendLater, { body: "from the snapshot", delayMs: 400 });
  const snapshot = await fixture.backend.snapshotData();
  await http.mutation(anyApi.messages.sendLater, { body: "dropped by the restore", delayMs: 300 });
  await fixture.backend.restoreData(snapshot);

  await waitForValue<string[]>(fixture.client(), anyApi.messages.bodiesBy, { author: "scheduler" }, (bodies) =>
    bodies.includes("from the snapshot"),
  );
  expect(await http.query(anyApi.messages.bodiesBy, { author: "scheduler" })).toEqual(["from the snapshot"]);
});

test("after a restore and a restart the restored database is what is on disk", async () => {
  const fixture = await started();
  const http = new ConvexHttpClient(fixture.backend.url);
  await http.mutation(anyApi.messages.send, { author: "kept", body: "on disk" });
  const snapshot = await fixture.backend.snapshotData();
  await http.mutation(anyApi.messages.send, { author: "later", body: "gone" });
  await fixture.backend.restoreData(snapshot);
  await fixture.backend.restart();
  expect(await new ConvexHttpClient(fixture.backend.url).query(anyApi.messages.bodiesBy, { author: "kept" })).toEqual(["on disk"]);
  expect(await new ConvexHttpClient(fixture.backend.url).query(anyApi.messages.bodiesBy, { author: "later" })).toEqual([]);
});
