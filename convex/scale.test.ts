// Scale limits (DESIGN.md "Tests and checks"): with ten times a family's data,
// each dashboard query reads a bounded number of documents. convex-test counts
// the documents a function reads and refuses past `documentsRead`, so each
// query runs on a backend whose limit is the bound it must keep.
import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { adminPageAccess, defaultPageAccess } from "./lib/access";
import schema from "./schema";
import { COMPLETED_LISTED } from "./model/tasks";
import { modules, signedInIdentity } from "./test.setup";

const MEMBERS = 10;
const TASKS_PER_MEMBER = 100; // 1,000 tasks
const AWAITING_APPROVAL = 50;
const EVENTS = 200;

async function tenTimesTheFamily(documentsRead: number) {
  const t = convexTest({ schema, modules, transactionLimits: { documentsRead } });
  const ids = await t.run(async (ctx) => {
    const rooms = await Promise.all(
      ["Kitchen", "Living Room", "Master Bedroom"].map((name) => ctx.db.insert("rooms", { name, type: "other" })),
    );
    const people: { userId: Id<"users">; memberId: Id<"members"> }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const userId = await ctx.db.insert("users", { email: `person${i}@household.test` });
      const memberId = await ctx.db.insert("members", {
        name: `Person ${i}`,
        accountKey: userId,
        role: i === 0 ? "admin" : "member",
        memberType: "Other",
        status: "offline",
        pageAccess: i === 0 ? adminPageAccess : defaultPageAccess,
      });
      people.push({ userId, memberId });
    }
    let awaiting = 0;
    for (const [index, person] of people.entries()) {
      for (let n = 0; n < TASKS_PER_MEMBER; n++) {
        const done = n % 3 === 2;
        const needsApproval = done && awaiting < AWAITING_APPROVAL && index > 0;
        if (needsApproval) awaiting++;
        await ctx.db.insert("tasks", {
          title: `Task ${n}`,
          description: "",
          assignedTo: person.memberId,
          dueDate: `2030-01-${String((n % 28) + 1).padStart(2, "0")}`,
          status: done ? "completed" : n % 3 === 1 ? "in-progress" : "pending",
          priority: "medium",
          createdBy: people[0].memberId,
          roomId: rooms[n % rooms.length],
          needsApproval,
          ...(needsApproval ? { approvalStatus: "pending" as const, completedAt: n } : {}),
        });
      }
    }
    for (let n = 0; n < EVENTS; n++) {
      await ctx.db.insert("events", {
        name: `Event ${n}`,
        date: `20${30 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}-01`,
        description: "",
        createdBy: people[0].memberId,
      });
    }
    return people;
  });
  return {
    t,
    admin: t.withIdentity(await signedInIdentity(t, ids[0].userId)),
    member: ids[1],
    memberAs: t.withIdentity(await signedInIdentity(t, ids[1].userId)),
  };
}

// Resolving the caller reads their session, their users row and their member row.
const VIEWER_READS = 3;

describe("documents read per query with 10× data", () => {
  test("members.viewer reads only the caller", async () => {
    const { memberAs } = await tenTimesTheFamily(VIEWER_READS);
    expect((await memberAs.query(api.members.viewer, {})).status).toBe("signedIn");
  });

  test("tasks.forMember reads that member's open tasks and latest completed ones, plus each room and member once", async () => {
    // A third of each member's tasks are completed (n % 3 === 2): 33 of 100, of which the list shows the latest.
    const completed = Math.floor(TASKS_PER_MEMBER / 3);
    const listed = TASKS_PER_MEMBER - completed + Math.min(completed, COMPLETED_LISTED);
    const { memberAs, member } = await tenTimesTheFamily(VIEWER_READS + listed + 3 + 1);
    expect(await memberAs.query(api.tasks.forMember, { memberId: member.memberId })).toHaveLength(listed);
  });

  test("tasks.awaitingApproval reads only the waiting tasks and their people", async () => {
    const { admin } = await tenTimesTheFamily(VIEWER_READS + AWAITING_APPROVAL + MEMBERS + 3);
    expect(await admin.query(api.tasks.awaitingApproval, {})).toHaveLength(AWAITING_APPROVAL);
  });

  test("events.upcoming reads the next six events, not the calendar", async () => {
    const { memberAs } = await tenTimesTheFamily(VIEWER_READS + 6);
    expect(await memberAs.query(api.events.upcoming, { today: "2035-01-01" })).toHaveLength(6);
  });

  test("the limit bites: a query that needs more reads than allowed is refused", async () => {
    const { admin } = await tenTimesTheFamily(VIEWER_READS + AWAITING_APPROVAL - 1);
    await expect(admin.query(api.tasks.awaitingApproval, {})).rejects.toThrow("Scanned too many documents");
  });
});
