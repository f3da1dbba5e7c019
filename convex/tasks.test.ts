import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newBackend, seedRoles } from "./test.setup";

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

  test("a rejected task goes back to in-progress and can be completed again", async () => {
    const { roles, taskId, task } = await setup();
    await roles.member.as.mutation(api.tasks.startTask, { taskId });
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    await roles.admin.as.mutation(api.tasks.rejectTask, { taskId });
    expect(await task()).toMatchObject({ status: "in-progress", approvalStatus: "rejected" });
    await roles.member.as.mutation(api.tasks.completeTask, { taskId });
    expect(await task()).toMatchObject({ status: "completed", approvalStatus: "pending" });
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

  test("the approval queue is for admins only", async () => {
    const { roles } = await setup();
    await expect(roles.member.as.query(api.tasks.awaitingApproval, {})).rejects.toThrow(
      "This action requires admin privileges.",
    );
  });
});
