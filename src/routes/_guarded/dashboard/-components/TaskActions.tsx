import { Button, HStack } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import type { FunctionReference } from "convex/server";
import { api } from "../../../../../convex/_generated/api";
import type { Doc, Id } from "../../../../../convex/_generated/dataModel";
import type { TaskView } from "../../../../../convex/model/tasks";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";

type TaskMutation = FunctionReference<"mutation", "public", { taskId: Id<"tasks"> }>;

function useTaskStep(mutation: TaskMutation, done: { title: string; message: string }) {
  const run = useMutation(mutation);
  return async (taskId: Id<"tasks">) => {
    try {
      await run({ taskId });
      notifySuccess(done.title, done.message);
    } catch (error) {
      notifyFailure(error, { title: "Error", message: "The task could not be updated." });
    }
  };
}

/** What the viewer may do with a task: its assignee moves it on; an admin approves, rejects, edits. */
export function TaskActions({ task, viewer, onEdit }: { task: TaskView; viewer: Doc<"members">; onEdit: (task: TaskView) => void }) {
  const start = useTaskStep(api.tasks.startTask, { title: "Task Updated", message: "Task started." });
  const complete = useTaskStep(api.tasks.completeTask, {
    title: "Task Updated",
    message: task.needsApproval ? "Task completed and sent for approval." : "Task completed.",
  });
  const approve = useTaskStep(api.tasks.approveTask, { title: "Task Approved", message: `"${task.title}" is approved.` });
  const reject = useTaskStep(api.tasks.rejectTask, { title: "Task Rejected", message: "The task was sent back for completion." });
  const isAssignee = task.assignedTo === viewer._id;
  const isAdmin = viewer.role === "admin";
  const awaitingApproval = task.status === "completed" && task.approvalStatus === "pending";

  return (
    <HStack gap="2" wrap="wrap">
      {isAssignee && task.status === "pending" && (
        <Button size="xs" variant="outline" onClick={() => start(task._id)} aria-label={`Start ${task.title}`}>
          Start
        </Button>
      )}
      {isAssignee && task.status !== "completed" && (
        <Button size="xs" colorPalette="green" onClick={() => complete(task._id)} aria-label={`Complete ${task.title}`}>
          Complete
        </Button>
      )}
      {isAdmin && awaitingApproval && (
        <>
          <Button size="xs" colorPalette="green" onClick={() => approve(task._id)} aria-label={`Approve ${task.title}`}>
            Approve
          </Button>
          <Button size="xs" colorPalette="red" variant="outline" onClick={() => reject(task._id)} aria-label={`Reject ${task.title}`}>
            Reject
          </Button>
        </>
      )}
      {isAdmin && (
        <Button size="xs" variant="ghost" onClick={() => onEdit(task)} aria-label={`Edit ${task.title}`}>
          Edit
        </Button>
      )}
    </HStack>
  );
}
