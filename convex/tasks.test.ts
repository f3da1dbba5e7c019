import { convexTest } from "convex-test";
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import schema from "./schema";
import { modules, newBackend, seedRoles } from "./test.setup";

type Roles = Awaited<ReturnType<typeof seedRoles>>;

const tomorrow = "2030-01-02";

async function setup(needsApproval = true) {
  const t = newBackend();
  const roles = await seedRoles(t);
  const taskId = await roles.admin.as.mutation(api.tasks.assignTask, {
    title: "  Tidy the living room ",
    description: "Board games back on the shelf",
    assignedTo: roles.member.memberId!,
    dueDate: tomorrow,
    needsApproval,
  });
  const task = () => t.run((ctx) => ctx.db.get("tasks", taskId));
  return { t, roles, taskId, task };
}

async function allTasks(t: ReturnType<typeof newBackend>) {
  return t.run((ctx) => ctx.db.query("tasks").collect());
}

describe("assignTask", () => {
  test("an admin assigns a task with the spec's defaults", async () => {
    const { task, roles } = await setup();
    expect(await task()).toMatchObject({
      title: "Tidy the living room",
      status: "pending",
      priority: "medium",
      createdBy: roles.admin.memberId,
      needsApproval: true,
    });
    expect((await task())?.approvalStatus).toBeUndefined();
  });

  test("a title is required", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await expect(
      admin.as.mutation(api.tasks.assignTask, {
        title: "   ",
        description: "",
        assignedTo: member.memberId!,
        dueDate: tomorrow,
        needsApproval: false,
      }),
    ).rejects.toThrow("Please add a title for the task");
    await expect(
      admin.as.mutation(api.tasks.assignTask, {
        title: "Shop",
        description: "",
        assignedTo: member.memberId!,
        dueDate: "2030-02-31",
        needsApproval: false,
      }),
    ).rejects.toThrow("Please choose a due date for the task");
    expect(await allTasks(t)).toHaveLength(0);
  });

  test("members, the waiting and the signed out cannot assign, and nothing is written", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const args = { title: "Shop", description: "", assignedTo: roles.member.memberId!, dueDate: tomorrow, needsApproval: false };
    await expect(roles.member.as.mutation(api.tasks.assignTask, args)).rejects.toThrow("Only admins can assign tasks");
    await expect(roles.waiting.as.mutation(api.tasks.assignTask, args)).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.mutation(api.tasks.assignTask, args)).rejects.toThrow("Please log in");
    expect(await allTasks(t)).toHaveLength(0);
  });
});

describe("the task life cycle", () => {
  test("pending → in-progress → completed → approved, with the approver recorded", async () => {
    const { roles, taskId, task } = await setup();
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    expect((await task())?.status).toBe("in-progress");
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    expect(await task()).toMatchObject({ status: "completed", approvalStatus: "pending" });
    const queue = await roles.admin.as.query(api.tasks.awaitingApproval, {});
    expect(queue.map((q) => [q._id, q.assigneeName])).toEqual([[taskId, "Max Member"]]);

    await roles.admin.as.mutation(api.tasks.approveTask, { taskId });
    expect(await task()).toMatchObject({ status: "completed", approvalStatus: "approved", approvedBy: roles.admin.memberId });
    expect(await roles.admin.as.query(api.tasks.awaitingApproval, {})).toEqual([]);
  });

  test("a rejected task goes back to in-progress with who sent it back, and can be completed again", async () => {
    const { roles, taskId, task } = await setup();
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    await roles.admin.as.mutation(api.tasks.rejectTask, { taskId });
    expect(await task()).toMatchObject({ status: "in-progress", approvalStatus: "rejected", rejectedBy: roles.admin.memberId });
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    // A new completion waits for a new decision: neither the old rejecter nor an approver is left on it.
    const again = await task();
    expect(again).toMatchObject({ status: "completed", approvalStatus: "pending" });
    expect(again?.rejectedBy).toBeUndefined();
    expect(again?.approvedBy).toBeUndefined();
    await roles.admin.as.mutation(api.tasks.approveTask, { taskId });
    expect(await task()).toMatchObject({ approvalStatus: "approved", approvedBy: roles.admin.memberId });
  });

  test("deciding a decided task is refused naming the admin who decided it", async () => {
    const { roles, taskId, task } = await setup();
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    await roles.admin.as.mutation(api.tasks.rejectTask, { taskId });
    for (const decide of [api.tasks.approveTask, api.tasks.rejectTask]) {
      await expect(roles.admin.as.mutation(decide, { taskId })).rejects.toMatchObject({
        data: { code: "REQUEST_DECIDED_BY", message: "Ada Admin already decided this request." },
      });
    }
    expect(await task()).toMatchObject({ status: "in-progress", approvalStatus: "rejected" });
  });

  test("a task that needs no approval is simply done", async () => {
    const { roles, taskId, task } = await setup(false);
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    expect(await task()).toMatchObject({ status: "completed" });
    expect((await task())?.approvalStatus).toBeUndefined();
    await expect(roles.admin.as.mutation(api.tasks.approveTask, { taskId })).rejects.toThrow(
      "This task cannot move to that step.",
    );
  });

  test("steps out of order are refused", async () => {
    const { roles, taskId } = await setup();
    await expect(roles.admin.as.mutation(api.tasks.approveTask, { taskId })).rejects.toThrow("cannot move to that step");
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    await expect(roles.member.as.mutation(api.tasks.startTask, { taskId })).rejects.toThrow("cannot move to that step");
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    await expect(roles.member.as.mutation(api.tasks.completeTask, { taskId })).rejects.toThrow("cannot move to that step");
  });
});

describe("who may change a task", () => {
  async function otherMembersTask(roles: Roles) {
    // A task for the admin: the member must not touch it.
    return roles.admin.as.mutation(api.tasks.assignTask, {
      title: "Pay the council tax",
      description: "",
      assignedTo: roles.admin.memberId!,
      dueDate: tomorrow,
      needsApproval: false,
    });
  }

  test("a member cannot move someone else's task", async () => {
    const { t, roles } = await setup();
    const adminsTask: Id<"tasks"> = await otherMembersTask(roles);
    await expect(roles.member.as.mutation(api.tasks.startTask, { taskId: adminsTask })).rejects.toThrow(
      "You can only update your own tasks.",
    );
    await expect(roles.member.as.mutation(api.tasks.completeTask, { taskId: adminsTask })).rejects.toThrow(
      "You can only update your own tasks.",
    );
    expect((await t.run((ctx) => ctx.db.get("tasks", adminsTask)))?.status).toBe("pending");
  });

  test("a member cannot approve, reject or edit, and nothing changes", async () => {
    const { roles, taskId, task } = await setup();
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    const before = await task();
    await expect(roles.member.as.mutation(api.tasks.approveTask, { taskId })).rejects.toThrow(
      "This action requires admin privileges.",
    );
    await expect(roles.member.as.mutation(api.tasks.rejectTask, { taskId })).rejects.toThrow(
      "This action requires admin privileges.",
    );
    await expect(
      roles.member.as.mutation(api.tasks.editTask, {
        taskId,
        title: "Mine now",
        description: "",
        assignedTo: roles.member.memberId!,
        dueDate: tomorrow,
        needsApproval: false,
      }),
    ).rejects.toThrow("Only admins can assign tasks");
    await expect(roles.waiting.as.mutation(api.tasks.approveTask, { taskId })).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.mutation(api.tasks.completeTask, { taskId })).rejects.toThrow("Please log in");
    expect(await task()).toEqual(before);
  });

  test("an admin edits a task", async () => {
    const { roles, taskId, task } = await setup();
    await roles.admin.as.mutation(api.tasks.editTask, {
      taskId,
      title: "Tidy the kitchen",
      description: "Wipe the table too",
      assignedTo: roles.admin.memberId!,
      dueDate: "2030-01-05",
      priority: "high",
      needsApproval: false,
    });
    expect(await task()).toMatchObject({
      title: "Tidy the kitchen",
      assignedTo: roles.admin.memberId,
      priority: "high",
      dueDate: "2030-01-05",
      needsApproval: false,
    });
  });
});

describe("tasks.forMember", () => {
  test("a member sees their own tasks, sorted by due date, and not others'", async () => {
    const { roles } = await setup();
    await roles.admin.as.mutation(api.tasks.assignTask, {
      title: "Earlier",
      description: "",
      assignedTo: roles.member.memberId!,
      dueDate: "2030-01-01",
      needsApproval: false,
    });
    const own = await roles.member.as.query(api.tasks.forMember, { memberId: roles.member.memberId! });
    expect(own.map((task) => task.title)).toEqual(["Earlier", "Tidy the living room"]);
    await expect(roles.member.as.query(api.tasks.forMember, { memberId: roles.admin.memberId! })).rejects.toThrow(
      "This action requires admin privileges.",
    );
    expect(await roles.admin.as.query(api.tasks.forMember, { memberId: roles.member.memberId! })).toHaveLength(2);
    await expect(roles.waiting.as.query(api.tasks.forMember, { memberId: roles.member.memberId! })).rejects.toThrow();
  });

  test("a task just completed shows, 'Approval pending', after three weeks' worth of completed ones", async () => {
    const { t, roles } = await setup();
    const memberId = roles.member.memberId!;
    await t.run(async (ctx) => {
      for (let i = 0; i < 120; i++) {
        await ctx.db.insert("tasks", {
          title: `Done ${i}`,
          description: "",
          assignedTo: memberId,
          dueDate: "2030-01-01",
          status: "completed",
          completedAt: i,
          priority: "low",
          createdBy: roles.admin.memberId!,
          needsApproval: false,
        });
      }
    });
    const taskId = await roles.admin.as.mutation(api.tasks.assignTask, {
      title: "Water the plants",
      description: "",
      assignedTo: memberId,
      dueDate: tomorrow,
      needsApproval: true,
    });
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    const tasks = await roles.member.as.query(api.tasks.forMember, { memberId });
    expect(tasks.find((task) => task._id === taskId)).toMatchObject({ status: "completed", approvalStatus: "pending" });
    // The newest completions are the ones shown; the oldest drop off.
    expect(tasks.some((task) => task.title === "Done 119")).toBe(true);
    expect(tasks.some((task) => task.title === "Done 0")).toBe(false);
  });

  test("open tasks come first, soonest due (overdue) at the top, then completed ones, newest completion first", async () => {
    const { t, roles } = await setup();
    const memberId = roles.member.memberId!;
    await t.run(async (ctx) => {
      for (let i = 0; i < 20; i++) {
        await ctx.db.insert("tasks", {
          title: `Done ${i}`,
          description: "",
          assignedTo: memberId,
          dueDate: `2029-10-${String(i + 1).padStart(2, "0")}`,
          status: "completed",
          completedAt: 1000 + i,
          priority: "low",
          createdBy: roles.admin.memberId!,
          needsApproval: false,
        });
      }
      await ctx.db.insert("tasks", {
        title: "Overdue",
        description: "",
        assignedTo: memberId,
        dueDate: "2029-12-01",
        status: "in-progress",
        priority: "high",
        createdBy: roles.admin.memberId!,
        needsApproval: false,
      });
    });
    const titles = (await roles.member.as.query(api.tasks.forMember, { memberId })).map((task) => task.title);
    expect(titles.slice(0, 2)).toEqual(["Overdue", "Tidy the living room"]);
    expect(titles.slice(2)).toEqual(Array.from({ length: 20 }, (_, i) => `Done ${19 - i}`));
  });

  test("the approval queue is for admins only", async () => {
    const { roles } = await setup();
    await expect(roles.member.as.query(api.tasks.awaitingApproval, {})).rejects.toThrow(
      "This action requires admin privileges.",
    );
  });
});

describe("task text limits and refusals (DESIGN.md decision 16)", () => {
  const base = (roles: Roles) => ({
    description: "",
    assignedTo: roles.member.memberId!,
    dueDate: tomorrow,
    needsApproval: false,
  });

  test("titles are at most 100 characters and descriptions 2,000; nothing longer is stored", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    await expect(roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "x".repeat(100_000) })).rejects.toMatchObject({
      data: { code: "NAME_TOO_LONG", message: "Names and titles can be at most 100 characters long" },
    });
    await expect(roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "x".repeat(101) })).rejects.toThrow(
      "at most 100 characters",
    );
    await expect(
      roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "Shop", description: "y".repeat(2001) }),
    ).rejects.toMatchObject({ data: { code: "TEXT_TOO_LONG" } });
    expect(await allTasks(t)).toHaveLength(0);

    // Exactly at the limits is fine (surrounding spaces do not count).
    await roles.admin.as.mutation(api.tasks.assignTask, {
      ...base(roles),
      title: ` ${"x".repeat(100)} `,
      description: "y".repeat(2000),
    });
    expect(await allTasks(t)).toHaveLength(1);
  });

  test("an edit is held to the same limits", async () => {
    const { roles, taskId, task } = await setup();
    const before = await task();
    await expect(
      roles.admin.as.mutation(api.tasks.editTask, { taskId, ...base(roles), title: "x".repeat(101) }),
    ).rejects.toMatchObject({ data: { code: "NAME_TOO_LONG" } });
    await expect(
      roles.admin.as.mutation(api.tasks.editTask, { taskId, ...base(roles), title: "Fine", description: "y".repeat(2001) }),
    ).rejects.toMatchObject({ data: { code: "TEXT_TOO_LONG" } });
    expect(await task()).toEqual(before);
  });

  test("a new task is due today or later by the server's clock; an edit may keep the date it has", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2030-06-15T10:00:00Z"));
      const t = newBackend();
      const roles = await seedRoles(t);
      await expect(
        roles.admin.as.mutation(api.tasks.assignTask, {
          ...base(roles),
          title: "Shop",
          dueDate: "2030-06-13",
        }),
      ).rejects.toMatchObject({
        data: { code: "TASK_DUE_IN_PAST", field: "dueDate" },
      });
      // A day of slack for time zones still behind UTC.
      const taskId = await roles.admin.as.mutation(api.tasks.assignTask, {
        ...base(roles),
        title: "Shop",
        dueDate: "2030-06-14",
      });
      vi.setSystemTime(new Date("2030-07-01T10:00:00Z"));
      await roles.admin.as.mutation(api.tasks.editTask, {
        taskId,
        ...base(roles),
        title: "Shop for shoes",
        dueDate: "2030-06-14",
      });
      await expect(
        roles.admin.as.mutation(api.tasks.editTask, {
          taskId,
          ...base(roles),
          title: "Shop",
          dueDate: "2030-06-20",
        }),
      ).rejects.toMatchObject({
        data: { code: "TASK_DUE_IN_PAST", field: "dueDate" },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test("Quick Actions' task form needs a description too", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    await expect(
      roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "Shop", description: "  ", requireDescription: true }),
    ).rejects.toMatchObject({ data: { code: "FIELD_REQUIRED",
        field: "description",
        message: "Please fill in this field",
      } });
    expect(await allTasks(t)).toHaveLength(0);
    await roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "Shop", description: "Milk", requireDescription: true });
    // The member card's Assign Task asks only for a title.
    await roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "Sweep" });
    expect(await allTasks(t)).toHaveLength(2);
  });

  test("editing a task without a title is an update failure, not a creation failure", async () => {
    const { roles, taskId, task } = await setup();
    const before = await task();
    await expect(roles.admin.as.mutation(api.tasks.editTask, { taskId, ...base(roles), title: "  " })).rejects.toMatchObject({
      data: { code: "TASK_UPDATE_FAILED", title: "Task Update Failed", message: "Please add a title for the task" },
    });
    await expect(
      roles.admin.as.mutation(api.tasks.editTask, { taskId, ...base(roles), title: "Tidy", dueDate: "someday" }),
    ).rejects.toMatchObject({ data: { code: "TASK_UPDATE_DUE_DATE", title: "Task Update Failed" } });
    expect(await task()).toEqual(before);
    // A new task keeps the spec's creation title.
    await expect(roles.admin.as.mutation(api.tasks.assignTask, { ...base(roles), title: "" })).rejects.toMatchObject({
      data: { code: "TASK_TITLE_REQUIRED", title: "Task Creation Failed" },
    });
  });
});

describe("tasks.openCounts", () => {
  test("counts each member's open tasks: an admin sees everyone's, a member their own", async () => {
    const { roles, taskId } = await setup();
    const counts = async (as: Roles["admin"]["as"]) =>
      Object.fromEntries((await as.query(api.tasks.openCounts, {})).map((row) => [row.memberId, row.open]));
    expect(await counts(roles.admin.as)).toEqual({ [roles.admin.memberId!]: 0, [roles.member.memberId!]: 1 });
    expect(await counts(roles.member.as)).toEqual({ [roles.member.memberId!]: 1 });

    // Started is still open; completed is not; sent back is open again.
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    expect((await counts(roles.member.as))[roles.member.memberId!]).toBe(1);
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    expect((await counts(roles.member.as))[roles.member.memberId!]).toBe(0);
    await roles.admin.as.mutation(api.tasks.rejectTask, { taskId });
    expect((await counts(roles.admin.as))[roles.member.memberId!]).toBe(1);

    await expect(roles.waiting.as.query(api.tasks.openCounts, {})).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.query(api.tasks.openCounts, {})).rejects.toThrow("Please log in");
  });

  test("needs the dashboard page", async () => {
    const { t, roles } = await setup();
    await t.run((ctx) =>
      ctx.db.patch("members", roles.member.memberId!, {
        pageAccess: { ...defaultPageAccess, dashboard: false },
      }),
    );
    await expect(roles.member.as.query(api.tasks.openCounts, {})).rejects.toMatchObject({ data: { code: "PAGE_ACCESS_DENIED" } });
  });

  test("reads only the members and their open tasks, through the index", async () => {
    // Two members with 4 open and 6 completed tasks each, and one with none: the
    // admin's count reads the caller (3: session, user, member), the 3 members and the 8 open tasks.
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead: 3 + 3 + 8 } });
    const roles = await seedRoles(t);
    await t.run(async (ctx) => {
      const members = await ctx.db.query("members").collect();
      for (const member of members) {
        for (let n = 0; n < 10; n++) {
          await ctx.db.insert("tasks", {
            title: `Task ${n}`,
            description: "",
            assignedTo: member._id,
            dueDate: tomorrow,
            status: n < 2 ? "pending" : n < 4 ? "in-progress" : "completed",
            priority: "medium",
            createdBy: roles.admin.memberId!,
            needsApproval: false,
          });
        }
      }
      await ctx.db.insert("members", {
        name: "Third",
        role: "member",
        memberType: "Other",
        status: "offline",
        pageAccess: defaultPageAccess,
      });
    });
    const rows = await roles.admin.as.query(api.tasks.openCounts, {});
    expect(rows.map((row) => row.open).sort()).toEqual([0, 4, 4]);
  });
});
