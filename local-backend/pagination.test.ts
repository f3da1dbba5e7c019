// Paginated subscriptions stay gap-free while rows are inserted: a re-run
// page keeps its journaled end cursor, so a row inserted inside page one
// grows page one instead of pushing its last row out of both pages.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import { RawSyncSocket, startFixtureBackend, type FixtureBackend } from "./test-support";

type Item = { rank: number; label: string };
type Paginated = { results: Item[]; status: string; loadMore(numItems: number): boolean };

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

function watchPages(client: ConvexClient) {
  let latest: Paginated | undefined;
  const listeners = new Set<() => void>();
  // Typed as PaginationResult by convex, but called with { results, status, loadMore }.
  client.onPaginatedUpdate_experimental(anyApi.items.page, {}, { initialNumItems: 3 }, (result: unknown) => {
    latest = result as Paginated;
    for (const listener of listeners) listener();
  });
  return {
    current: () => latest,
    until(predicate: (result: Paginated) => boolean, timeoutMs = 5000): Promise<Paginated> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest && predicate(latest)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(latest);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out; last result ${JSON.stringify(latest?.results.map((item) => item.rank))}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

const ranks = (result: Paginated) => result.results.map((item) => item.rank);

test("pages stay gap-free under inserts", async () => {
  const writer = fixture.client();
  for (const rank of [10, 20, 30, 40, 50, 60, 70, 80]) await writer.mutation(anyApi.items.add, { rank, label: `item ${rank}` });

  const pages = watchPages(fixture.client());
  await pages.until((result) => result.status === "CanLoadMore" && result.results.length === 3);
  pages.current()?.loadMore(3);
  expect(ranks(await pages.until((result) => result.results.length === 6))).toEqual([10, 20, 30, 40, 50, 60]);

  // Inside page one, at the boundary between the pages, and inside page two.
  await writer.mutation(anyApi.items.add, { rank: 15, label: "item 15" });
  await writer.mutation(anyApi.items.add, { rank: 35, label: "item 35" });
  await writer.mutation(anyApi.items.add, { rank: 55, label: "item 55" });
  const grown = await pages.until((result) => result.results.length === 9);
  expect(ranks(grown)).toEqual([10, 15, 20, 30, 35, 40, 50, 55, 60]);

  pages.current()?.loadMore(10);
  expect(ranks(await pages.until((result) => result.status === "Exhausted"))).toEqual([10, 15, 20, 30, 35, 40, 50, 55, 60, 70, 80]);
});

test("a page re-added with its journal (after a reconnect) keeps its end", async () => {
  const socket = await RawSyncSocket.open(fixture.backend.url);
  socket.send({ type: "Connect", sessionId: "journal", connectionCount: 1, lastCloseReason: null, clientTs: Date.now() });
  const args = { paginationOpts: { numItems: 2, cursor: null, id: 99 } };
  socket.send({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: [{ type: "Add", queryId: 0, udfPath: "items:page", args: [args] }],
  });
  const first = await socket.next((message) => message.type === "Transition");
  const update = (first.modifications as Array<{ value: { page: Item[] }; journal: string }>)[0];
  expect(update.value.page.map((item) => item.rank)).toEqual([10, 15]);
  expect(update.journal).toEqual(expect.any(String));

  // A new socket re-adds the query with the journal, after a row went in before the end.
  await fixture.client().mutation(anyApi.items.add, { rank: 12, label: "item 12" });
  const again = await RawSyncSocket.open(fixture.backend.url);
  again.send({ type: "Connect", sessionId: "journal", connectionCount: 2, lastCloseReason: null, clientTs: Date.now() });
  again.send({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: [{ type: "Add", queryId: 0, udfPath: "items:page", args: [args], journal: update.journal }],
  });
  const replay = await again.next((message) => message.type === "Transition");
  const page = (replay.modifications as Array<{ value: { page: Item[] } }>)[0].value.page;
  expect(page.map((item) => item.rank)).toEqual([10, 12, 15]);
  await socket.close();
  await again.close();
});
