import type { Doc } from "../../../../../convex/_generated/dataModel";
import type { ApprovalStatus, Priority, TaskStatus } from "../../../../../convex/lib/validators";

export const statusLabel: Record<TaskStatus, string> = { pending: "Pending", "in-progress": "In progress", completed: "Completed" };
export const statusColor: Record<TaskStatus, string> = { pending: "gray", "in-progress": "blue", completed: "green" };
export const priorityLabel: Record<Priority, string> = { low: "Low", medium: "Medium", high: "High" };
export const priorityColor: Record<Priority, string> = { low: "gray", medium: "yellow", high: "red" };
export const approvalLabel: Record<ApprovalStatus, string> = {
  pending: "Approval pending",
  approved: "Approved",
  rejected: "Sent back",
};
export const approvalColor: Record<ApprovalStatus, string> = { pending: "orange", approved: "green", rejected: "red" };

/** Spec section 2: the member task dialog's title. */
export function taskDialogTitle(viewer: Pick<Doc<"members">, "_id" | "role">, member: Pick<Doc<"members">, "_id" | "name">) {
  if (viewer.role === "admin") {
    return viewer._id === member._id ? "Your Tasks & Approvals" : `Tasks Assigned to ${member.name}`;
  }
  return "Your Tasks";
}
