import type { TFunction } from "i18next";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import type { ApprovalStatus, Priority, TaskStatus } from "../../../../../convex/lib/validators";

// Labels come from i18next: t(`dashboard.taskStatus.${status}`), t(`dashboard.priority.${priority}`),
// t(`dashboard.approvalStatus.${approvalStatus}`). Only the colours live here.
export const statusColor: Record<TaskStatus, string> = { pending: "gray", "in-progress": "blue", completed: "green" };
export const priorityColor: Record<Priority, string> = { low: "gray", medium: "yellow", high: "red" };
export const approvalColor: Record<ApprovalStatus, string> = { pending: "orange", approved: "green", rejected: "red" };

/** Spec section 2: the member task dialog's title. */
export function taskDialogTitle(t: TFunction, viewer: Pick<Doc<"members">, "_id" | "role">, member: Pick<Doc<"members">, "_id" | "name">) {
  if (viewer.role === "admin") {
    return viewer._id === member._id ? t("dashboard.tasks.yoursAndApprovals") : t("dashboard.tasks.assignedTo", { name: member.name });
  }
  return t("dashboard.tasks.yours");
}

/** Past its due day and not done yet (`today` is the reader's calendar day, yyyy-MM-dd). */
export function isOverdue(task: Pick<Doc<"tasks">, "dueDate" | "status">, today: string): boolean {
  return task.status !== "completed" && task.dueDate < today;
}
