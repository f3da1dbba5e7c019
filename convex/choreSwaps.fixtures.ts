// A chore's turn to ask about, for the swap request tests: a daily rotation of `people` and its
// pending occurrence for `assignee` on `day`, stored directly (nothing logged, nobody told).
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";

export async function choreTurn(
  ctx: MutationCtx,
  assignee: Id<"members">,
  people: Id<"members">[],
  { day = "2030-01-02", title = "Feed the cat" } = {},
): Promise<Id<"tasks">> {
  const choreId = await ctx.db.insert("chores", {
    title,
    partOfDay: "morning",
    points: 5,
    needsApproval: false,
    photoProof: false,
    schedule: { kind: "repeat", start: "2030-01-01", repeat: { freq: "daily", interval: 1 } },
    missable: true,
    assignment: "rotation",
    rotateBy: "occurrence",
    paused: false,
    createdBy: people.at(-1)!,
  });
  for (const [position, memberId] of people.entries()) await ctx.db.insert("choreMembers", { choreId, memberId, position });
  return ctx.db.insert("tasks", {
    title,
    description: "",
    assignedTo: assignee,
    dueDate: day,
    status: "pending",
    priority: "medium",
    createdBy: people.at(-1)!,
    needsApproval: false,
    choreId,
    occurrenceDate: day,
    chore: { points: 5, partOfDay: "morning", photoProof: false, missable: true, anyone: false, turn: 0, reason: { kind: "rotationFirst" } },
  });
}

/** `assignee`'s turn and their waiting request to give it to `to`, stored directly. */
export async function askedSwap(ctx: MutationCtx, assignee: Id<"members">, to: Id<"members">, options: { day?: string; title?: string } = {}) {
  const taskId = await choreTurn(ctx, assignee, [assignee, to], options);
  const task = (await ctx.db.get("tasks", taskId))!;
  const requestId = await ctx.db.insert("choreSwapRequests", {
    memberId: assignee,
    taskId,
    choreId: task.choreId!,
    toMemberId: to,
    title: task.title,
    day: task.occurrenceDate!,
    status: "pending",
  });
  return { taskId, requestId };
}
