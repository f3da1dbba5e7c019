// The task form's rules (spec sections 4 and 5), shared by the dashboard's task form (react-hook-form's
// zod resolver) and the server (model/tasks.ts). Each message is an error code of lib/errors.ts
// on the field it is about; a new task's say "Task Creation Failed", an edit's "Task Update Failed".
import { z } from "zod";
import type { Doc } from "../_generated/dataModel";
import { isCalendarDay } from "./dates";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";
import { priorities } from "./validators";

const code = (c: ErrorCode) => c;

export type TaskRules = {
  purpose: "create" | "update";
  /** Quick Actions' form: every field is required, the description too (spec section 5). */
  requireDescription?: boolean;
  /** The earliest due date a task may be given ("yyyy-MM-dd"); none: any. */
  earliestDue?: string;
  /** An edit may keep the due date the task has, even if it has passed. */
  currentDue?: string;
};

/** The form: text as typed, the room "" for none. */
export function taskFormSchema({ purpose, requireDescription = false, earliestDue, currentDue }: TaskRules) {
  const create = purpose === "create";
  const description = z.string().trim().max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG"));
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, code(create ? "TASK_TITLE_REQUIRED" : "TASK_UPDATE_FAILED"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    description: requireDescription ? description.min(1, code("FIELD_REQUIRED")) : description,
    assignedTo: z.string().min(1, code("NOT_FOUND")),
    dueDate: z
      .string()
      .refine(isCalendarDay, code(create ? "DUE_DATE_REQUIRED" : "TASK_UPDATE_DUE_DATE"))
      .refine((day) => earliestDue === undefined || day >= earliestDue || day === currentDue, code("TASK_DUE_IN_PAST")),
    priority: z.enum(priorities, code("UNKNOWN_CHOICE")),
    roomId: z.string(),
    needsApproval: z.boolean(),
  });
}

export type TaskForm = z.input<ReturnType<typeof taskFormSchema>>;
export type TaskFormValues = z.output<ReturnType<typeof taskFormSchema>>;

/**
 * A task as the dashboard shows it, with its room's and assignee's names: what its rows, actions and
 * edit form use, not the stored document (no proof photo's storage id, no who-decided ids, no turn records).
 */
export type TaskView = Pick<
  Doc<"tasks">,
  "_id" | "_creationTime" | "title" | "description" | "assignedTo" | "dueDate" | "status" | "priority" | "roomId" | "needsApproval" | "approvalStatus" | "completedAt"
> & {
  chore?: Pick<NonNullable<Doc<"tasks">["chore"]>, "points" | "partOfDay" | "icon" | "photoProof">;
  roomName: string | null;
  assigneeName: string;
  /** A chore's photo as proof, once sent: where to see it (never its storage id). */
  photoUrl?: string;
};
