// Scale of the home inventory: a room of 5,000 items in containers
// five deep. Each room query must read a number of documents that does not
// grow with the room, proven with convex-test's `documentsRead` limit: every
// call passes at its bound and is refused one below it (so the check can fail).
//
// What convex-test counts: one document per document a query yields to the
// function (`take`, `first`, `unique`, iteration), per non-null `db.get`, and
// per document of a `.paginate()` page. For a search query it scans the table
// itself in JavaScript (uncounted) and counts only the results it returns —
// which is also what a search reads on real Convex, where the search index
// finds the matches and only the `take(n)` results are fetched. So a search's
// figure here is its results, and `take(50)` bounds it on both.
//
// The data is built once; the limit object is the one convex-test reads when
// each transaction starts, so each check sets it just before its call. Were
// convex-test ever to copy it instead, the "one below is refused" halves fail.
import { beforeAll, describe, expect, test } from "vitest";
import { convexTest } from "convex-test";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { adminPageAccess, defaultPageAccess } from "./lib/access";
import schema from "./schema";
import { modules, signedInIdentity } from "./test.setup";

const ROOM_ITEMS = 5_000;
const LOOSE = 160; // At the room's top level, each with a pending deletion request.
const FANOUT = [10, 2, 2, 2, 2]; // Wardrobes › Cabinets › Drawers › Boxes › Storage Bins: 310 containers.
const LEVEL_NAMES = ["Wardrobe", "Cabinet", "Drawer", "Box", "Storage Bin"];
const TORCHES = 50; // In the first (deepest) bin, each with a pending deletion request.
const PER_BIN = 28; // Socks in every bin.
const KITCHEN_TORCHES = 2;

// Resolving the caller reads their session, their users row and their member row.
const VIEWER = 3;
// requireRoomAccess: the room and the member's grant for it.
const ROOM_ACCESS = 2;

const UNLIMITED = 1_000_000;
const limits = { documentsRead: UNLIMITED };
let t: ReturnType<typeof convexTest>;
let member: ReturnType<ReturnType<typeof convexTest>["withIdentity"]>;
let ids: { big: Id<"rooms">; kitchen: Id<"rooms">; study: Id<"rooms">; deepBin: Id<"items">; trail: string[] };

async function buildHouse() {
  t = convexTest({ schema, modules, transactionLimits: limits });
  const built = await t.run(async (ctx) => {
    const people = [];
    for (const [i, role] of (["admin", "member"] as const).entries()) {
      const userId = await ctx.db.insert("users", { email: `person${i}@household.test` });
      const memberId = await ctx.db.insert("members", {
        name: `Person ${i}`,
        accountKey: userId,
        role,
        memberType: "Other",
        status: "offline",
        pageAccess: role === "admin" ? adminPageAccess : defaultPageAccess,
      });
      people.push({ userId, memberId });
    }
    const memberId = people[1].memberId;
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen" });
    const big = await ctx.db.insert("rooms", { name: "Big Room", type: "other" });
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other" });
    await ctx.db.insert("roomMembers", { roomId: kitchen, memberId });
    await ctx.db.insert("roomMembers", { roomId: big, memberId });
    await ctx.db.insert("roomAccessRequests", { roomId: study, memberId, status: "pending" });

    const counts = new Map<Id<"rooms">, number>();
    const item = async (roomId: Id<"rooms">, name: string, parentId?: Id<"items">, pending = false) => {
      const isContainer = LEVEL_NAMES.includes(name);
      const id = await ctx.db.insert("items", {
        roomId,
        ...(parentId ? { parentId } : {}),
        name,
        quantity: 1,
        category: "Things",
        condition: "good",
        isContainer,
        lastUpdated: 1,
      });
      counts.set(roomId, (counts.get(roomId) ?? 0) + 1);
      if (pending) {
        await ctx.db.insert("itemRequests", {
          roomId,
          action: "delete",
          name,
          quantity: 1,
          category: "Things",
          condition: "good",
          isContainer,
          originalItemId: id,
          requestedBy: memberId,
          status: "pending",
        });
      }
      return id;
    };

    for (let i = 0; i < LOOSE; i++) await item(big, `Loose thing ${i}`, undefined, true);
    const bins: Id<"items">[] = [];
    const grow = async (level: number, parentId?: Id<"items">) => {
      for (let i = 0; i < FANOUT[level]; i++) {
        const id = await item(big, LEVEL_NAMES[level], parentId);
        if (level === FANOUT.length - 1) bins.push(id);
        else await grow(level + 1, id);
      }
    };
    await grow(0);
    for (let n = 0; n < TORCHES; n++) await item(big, `Torch ${n}`, bins[0], true);
    for (const bin of bins) for (let n = 0; n < PER_BIN; n++) await item(big, `Sock ${n}`, bin);

    for (let n = 0; n < KITCHEN_TORCHES; n++) await item(kitchen, `Torch ${n}`, undefined, true);
    for (let n = 0; n < 10; n++) await item(kitchen, `Cup ${n}`);
    for (let n = 0; n < 5; n++) await item(study, `Torch ${n}`);
    for (const [roomId, count] of counts) await ctx.db.insert("roomItemCounts", { roomId, count });
    return { people, kitchen, big, study, deepBin: bins[0], bigCount: counts.get(big) };
  });
  expect(built.bigCount).toBe(ROOM_ITEMS);
  member = t.withIdentity(await signedInIdentity(t, built.people[1].userId));
  ids = { big: built.big, kitchen: built.kitchen, study: built.study, deepBin: built.deepBin, trail: LEVEL_NAMES };
}

/** Runs the call refused at `bound - 1` documents read, then allowed at `bound`. */
async function readsExactly<T>(bound: number, call: () => Promise<T>): Promise<T> {
  try {
    limits.documentsRead = bound - 1;
    await expect(call()).rejects.toThrow("Scanned too many documents");
    limits.documentsRead = bound;
    return await call();
  } finally {
    limits.documentsRead = UNLIMITED;
  }
}

beforeAll(buildHouse, 60_000);

describe(`documents read in a room of ${ROOM_ITEMS.toLocaleString("en")} items, containers ${FANOUT.length} deep`, () => {
  const page = { numItems: 50, cursor: null };

  test("inventory.contents: a page of 50 at the top level reads the page and each item's pending request", async () => {
    // 2 + 2 + 50 items + 50 pending requests = 104, whatever the room holds.
    const result = await readsExactly(VIEWER + ROOM_ACCESS + 50 + 50, () =>
      member.query(api.inventory.contents, { roomId: ids.big, paginationOpts: page }),
    );
    expect(result.page).toHaveLength(50);
    expect(result.page.every((item) => item.pendingRequest === "delete")).toBe(true);
    expect(result.isDone).toBe(false);
  });

  test("inventory.contents: a page of 50 five containers deep adds only the container", async () => {
    const result = await readsExactly(VIEWER + ROOM_ACCESS + 1 + 50 + 50, () =>
      member.query(api.inventory.contents, { roomId: ids.big, parentId: ids.deepBin, paginationOpts: page }),
    );
    expect(result.page.map((item) => item.name)).toEqual(Array.from({ length: 50 }, (_, n) => `Torch ${n}`));
  });

  test("inventory.place: the trail five deep reads one document per level", async () => {
    const result = await readsExactly(VIEWER + ROOM_ACCESS + FANOUT.length, () =>
      member.query(api.inventory.place, { roomId: ids.big, parentId: ids.deepBin }),
    );
    expect(result.trail.map((step) => step.name)).toEqual(ids.trail);
  });

  test("inventory.search in the room reads its 50 results, their requests and the 5 containers above them", async () => {
    // Results ≤ 50 (51 read, to know of more), requests ≤ 50, containers ≤ 5 per result: bounded by 4 + 51 + 50 + 250.
    const { hits: result, more } = await readsExactly(VIEWER + ROOM_ACCESS + TORCHES + TORCHES + FANOUT.length, () =>
      member.query(api.inventory.search, { text: "Torch", roomId: ids.big }),
    );
    expect(result).toHaveLength(50);
    // Exactly 50 torches in the room: none left unshown.
    expect(more).toBe(false);
    expect(result.every((item) => item.roomName === "Big Room" && item.path.join("/") === ids.trail.join("/"))).toBe(true);
  });

  test("inventory.search across rooms reads at most 50 results in all, never the Study's", async () => {
    // 2 grants; 2 Kitchen + 49 Big Room results (the 51st says there are more); 2 room names; 50 requests; 5 containers.
    const bound = VIEWER + 2 + 51 + 2 + 50 + FANOUT.length;
    const { hits: result, more } = await readsExactly(bound, () => member.query(api.inventory.search, { text: "Torch" }));
    expect(result).toHaveLength(50);
    expect(more).toBe(true);
    expect(result.filter((item) => item.roomName === "Kitchen")).toHaveLength(KITCHEN_TORCHES);
    expect(result.some((item) => item.roomName === "Study")).toBe(false);
  });

  test("rooms.listForViewer reads the rooms, their counts and the member's grant or request for each, not their items", async () => {
    // 3 rooms and their 3 counts; grants for Kitchen and Big Room; the pending request for the Study.
    const result = await readsExactly(VIEWER + 3 + 3 + 2 + 1, () => member.query(api.rooms.listForViewer, {}));
    expect(result.find((room) => room._id === ids.big)).toMatchObject({ itemCount: ROOM_ITEMS, access: "allowed" });
    expect(result.find((room) => room._id === ids.study)?.access).toBe("pending");
  });
});
