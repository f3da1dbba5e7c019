// What changed in a member's task list that they should hear about while the
// task dialog is closed: a task newly assigned to them, and an admin's
// decision on one they completed. Their own steps (start, complete) say nothing.
import type { Id } from "../../../convex/_generated/dataModel";
import type { TaskView } from "../../../convex/model/tasks";

export type TaskSnapshot = Pick<TaskView, "_id" | "title" | "approvalStatus" | "createdBy" | "approvedBy">;

export type TaskNotice = { kind: "assigned" | "approved" | "rejected"; title: string };

/**
 * The notices between two loads of the viewer's tasks. The first load
 * (`previous` null) is what was already there: it says nothing. What the
 * viewer did themself (assigning a task to themself, approving their own)
 * already had its toast, so it says nothing here either.
 */
export function taskNotices(previous: readonly TaskSnapshot[] | null, current: readonly TaskSnapshot[], viewerId: Id<"members">): TaskNotice[] {
  if (previous === null) return [];
  const before = new Map(previous.map((task) => [task._id, task]));
  const notices: TaskNotice[] = [];
  for (const task of current) {
    const old = before.get(task._id);
    if (old === undefined) {
      if (task.createdBy !== viewerId) notices.push({ kind: "assigned", title: task.title });
      continue;
    }
    if (task.approvalStatus === old.approvalStatus) continue;
    if (task.approvalStatus === "approved" && task.approvedBy !== viewerId) notices.push({ kind: "approved", title: task.title });
    if (task.approvalStatus === "rejected") notices.push({ kind: "rejected", title: task.title });
  }
  return notices;
}
