// The sync protocol with real clients: live updates, errors as the client
// sees them, internal functions, scheduled functions, and the wire details
// (version chain, ordering, resent mutations) checked on a raw socket.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import { decodeTs, RawSyncSocket, startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

type Message = { author: string; body: string };

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

describe("live queries", () => {
  test("a subscription sees another client's mutation", async () => {
    const watcher = fixture.client();
    const writer = fixture.client();
    const seen = waitForValue<Message[]>(watcher, anyApi.messages.list, {}, (messages) =>
      messages.some((message) => message.body === "hello from writer"),
    );
    await writer.mutation(anyApi.messages.send, { author: "writer", body: "hello from writer" });
    expect((await seen).at(-1)).toMatchObject({ author: "writer", body: "hello from writer" });
  });

  test("writes made by an action's mutation reach subscribers", async () => {
    const client = fixture.client();
    const seen = waitForValue<Message[]>(client, anyApi.messages.list, {}, (messages) =>
      messages.some((message) => message.body === "via action"),
    );
    await client.action(anyApi.messages.sendViaAction, { body: "via action" });
    await seen;
  });

  test("a scheduled function runs on a timer and its write reaches subscribers", async () => {
    const client = fixture.client();
    const started = Date.now();
    const seen = waitForValue<Message[]>(client, anyApi.messages.list, {}, (messages) =>
      messages.some((message) => message.body === "later" && message.author === "scheduler"),
    );
    await client.mutation(anyApi.messages.sendLater, { body: "later", delayMs: 300 });
    await seen;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  test("a failing scheduled function is marked failed and the backend carries on", async () => {
    const client = fixture.client();
    await client.mutation(anyApi.messages.scheduleFailure, {});
    const jobs = await waitForValue<Array<{ name: string; state: { kind: string; error?: string } }>>(
      client,
      anyApi.messages.jobs,
      {},
      (list) => list.some((job) => job.name === "messages:explode" && job.state.kind === "failed"),
    );
    expect(jobs.find((job) => job.name === "messages:explode")?.state.error).toMatch(/scheduled boom/);
    await client.mutation(anyApi.messages.send, { author: "after", body: "still up" });
  });
});

describe("errors reach the client", () => {
  test("a signed-out call gets the function's own error", async () => {
    const client = fixture.client();
    await expect(client.mutation(anyApi.messages.sendAsMe, { body: "x" })).rejects.toThrow(/Not signed in/);
  });

  test("bad arguments get the validator's error", async () => {
    const client = fixture.client();
    await expect(client.mutation(anyApi.messages.send, { author: "a" })).rejects.toThrow(/Validator error.*body/);
    await expect(client.mutation(anyApi.messages.send, { author: 1, body: "b" })).rejects.toThrow(/Validator error/);
  });

  test("internal functions are refused", async () => {
    const client = fixture.client();
    await expect(client.mutation(anyApi.messages.wipe, {})).rejects.toThrow(/Could not find public function for 'messages:wipe'/);
    const http = new ConvexHttpClient(fixture.backend.url);
    await expect(http.mutation(anyApi.messages.deliver, { body: "x" })).rejects.toThrow(/Could not find public function/);
    // …but the backend itself may run them.
    await fixture.backend.runInternal("messages:deliver", { body: "internal ok" });
  });

  test("a ConvexError arrives with its data (WebSocket and HTTP)", async () => {
    const expected = { code: "NOT_ALLOWED", message: "Only admins can do that", count: 3n };
    const client = fixture.client();
    const error = await client.mutation(anyApi.messages.refuse, {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<typeof expected>).data).toEqual(expected);
    const http = new ConvexHttpClient(fixture.backend.url);
    const httpError = await http.mutation(anyApi.messages.refuse, {}).catch((thrown: unknown) => thrown);
    expect((httpError as ConvexError<typeof expected>).data).toEqual(expected);
  });
});

describe("wire protocol", () => {
  const connect = (socket: RawSyncSocket, sessionId: string, connectionCount: number) =>
    socket.send({ type: "Connect", sessionId, connectionCount, lastCloseReason: null, clientTs: Date.now() });

  test("transitions chain their versions; the mutation response precedes its transition", async () => {
    const socket = await RawSyncSocket.open(fixture.backend.url);
    connect(socket, "chain-session", 0);
    socket.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "messages:list", args: [{}] }],
    });
    const first = await socket.next((message) => message.type === "Transition");
    expect(first.startVersion).toEqual({ querySet: 0, identity: 0, ts: "AAAAAAAAAAA=" });
    expect((first.endVersion as { querySet: number }).querySet).toBe(1);

    socket.send({ type: "Mutation", requestId: 0, udfPath: "messages:send", args: [{ author: "raw", body: "chain" }] });
    const response = await socket.next((message) => message.type === "MutationResponse");
    const responseIndex = socket.received.indexOf(response);
    const reaching = await socket.next(
      (message) => message.type === "Transition" && decodeTs((message.endVersion as { ts: string }).ts) >= decodeTs(response.ts),
    );
    expect(socket.received.indexOf(reaching)).toBeGreaterThan(responseIndex);

    const transitions = socket.received.filter((message) => message.type === "Transition");
    for (let index = 1; index < transitions.length; index++) {
      expect(transitions[index].startVersion).toEqual(transitions[index - 1].endVersion);
    }
    await socket.close();
  });

  test("a mutation resent after a reconnect is answered, not applied twice", async () => {
    const mutation = {
      type: "Mutation",
      requestId: 7,
      udfPath: "counters:increment",
      args: [{ name: "resend" }],
    };
    const first = await RawSyncSocket.open(fixture.backend.url);
    connect(first, "resend-session", 0);
    first.send(mutation);
    const original = await first.next((message) => message.type === "MutationResponse");
    await first.close();

    const second = await RawSyncSocket.open(fixture.backend.url);
    connect(second, "resend-session", 1);
    second.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    second.send(mutation);
    const resent = await second.next((message) => message.type === "MutationResponse");
    expect(resent).toMatchObject({ success: true, result: 1, ts: original.ts });
    await second.next(
      (message) => message.type === "Transition" && decodeTs((message.endVersion as { ts: string }).ts) >= decodeTs(original.ts),
    );
    await second.close();
    const http = new ConvexHttpClient(fixture.backend.url);
    expect(await http.query(anyApi.counters.get, { name: "resend" })).toBe(1);
  });

  test("a subscription reading an index range reruns for writes in the range (before or after), not for others of its table", async () => {
    const socket = await RawSyncSocket.open(fixture.backend.url);
    connect(socket, "range-session", 0);
    const first = await fixture.backend.runInternal("messages:send", { author: "range-alice", body: "first" });
    socket.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [
        { type: "Add", queryId: 0, udfPath: "messages:bodiesByEachRun", args: [{ author: "range-alice" }] },
        { type: "Add", queryId: 1, udfPath: "messages:getEachRun", args: [{ id: first }] },
      ],
    });
    await socket.next((message) => message.type === "Transition");
    let requestId = 0;
    /** Runs a mutation; the queries (by id) its Transition carried an update for. */
    const rerunBy = async (udfPath: string, args: Record<string, unknown>) => {
      const from = socket.received.length;
      socket.send({ type: "Mutation", requestId: requestId++, udfPath, args: [args] });
      const response = await socket.next((message) => message.type === "MutationResponse", from);
      expect(response.success).toBe(true);
      const reached = await socket.next(
        (message) => message.type === "Transition" && decodeTs((message.endVersion as { ts: string }).ts) >= decodeTs(response.ts),
        from,
      );
      const updates = socket.received
        .slice(from, socket.received.indexOf(reached) + 1)
        .filter((message) => message.type === "Transition")
        .flatMap((message) => message.modifications as Array<{ type: string; queryId: number; value?: { bodies?: string[] } }>);
      return { queries: updates.map((update) => update.queryId).sort(), updates, result: response.result };
    };

    // Same table, outside both reads: nothing reruns.
    const bob = await rerunBy("messages:send", { author: "range-bob", body: "elsewhere" });
    expect(bob.queries).toEqual([]);
    // Into the range: the range's query reruns, the other document's does not.
    const second = await rerunBy("messages:send", { author: "range-alice", body: "second" });
    expect(second.queries).toEqual([0]);
    expect(second.updates[0].value?.bodies).toEqual(["first", "second"]);
    // Moved out of the range (in it before, not after): it reruns.
    const moved = await rerunBy("messages:reassign", { id: second.result, author: "range-carol" });
    expect(moved.queries).toEqual([0]);
    expect(moved.updates[0].value?.bodies).toEqual(["first"]);
    // The document read by id: both read it.
    expect((await rerunBy("messages:reassign", { id: first, author: "range-alice" })).queries).toEqual([0, 1]);
    // Outside again, where the moved one went.
    expect((await rerunBy("messages:send", { author: "range-carol", body: "third" })).queries).toEqual([]);
    await socket.close();
  });

  test("a page and a take rerun for writes up to where they stopped, not past it", async () => {
    for (const rank of [10, 20, 30, 40]) await fixture.backend.runInternal("items:add", { rank, label: "stop" });
    const socket = await RawSyncSocket.open(fixture.backend.url);
    connect(socket, "stop-session", 0);
    socket.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [
        { type: "Add", queryId: 0, udfPath: "items:pageEachRun", args: [{ paginationOpts: { numItems: 2, cursor: null } }] },
        { type: "Add", queryId: 1, udfPath: "items:firstTwoEachRun", args: [{}] },
      ],
    });
    await socket.next((message) => message.type === "Transition");
    let requestId = 0;
    const rerunBy = async (rank: number) => {
      const from = socket.received.length;
      socket.send({ type: "Mutation", requestId: requestId++, udfPath: "items:add", args: [{ rank, label: "stop" }] });
      const response = await socket.next((message) => message.type === "MutationResponse", from);
      const reached = await socket.next(
        (message) => message.type === "Transition" && decodeTs((message.endVersion as { ts: string }).ts) >= decodeTs(response.ts as string),
        from,
      );
      return socket.received
        .slice(from, socket.received.indexOf(reached) + 1)
        .filter((message) => message.type === "Transition")
        .flatMap((message) => (message.modifications as Array<{ queryId: number }>).map((update) => update.queryId))
        .sort();
    };
    // Both stopped at rank 20 (a page of two, the take's second row).
    expect(await rerunBy(35)).toEqual([]);
    expect(await rerunBy(15)).toEqual([0, 1]);
    // The page keeps its end (its journal), so it grew; the take now stops at 15.
    expect(await rerunBy(17)).toEqual([0]);
    await socket.close();
  });
});
