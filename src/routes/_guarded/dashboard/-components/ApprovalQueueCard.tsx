import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../../../../convex/_generated/api";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import type { TaskView } from "../../../../../convex/model/tasks";
import { formatCardDay } from "../../../../features/dates/formatDay";
import { TaskActions } from "./TaskActions";
import { TaskFormDialog } from "./TaskFormDialog";

/** Completed tasks waiting for an admin's Approve or Reject, live. */
export function ApprovalQueueCard({ viewer, members }: { viewer: Doc<"members">; members: Doc<"members">[] }) {
  const tasks = useQuery(api.tasks.awaitingApproval, {});
  return (
    <Card.Root variant="outline" aria-label="Tasks awaiting approval">
      <Card.Header>
        <HStack>
          <Card.Title as="h2">Awaiting Approval</Card.Title>
          {tasks && tasks.length > 0 && (
            <Badge colorPalette="orange" variant="solid">
              {tasks.length}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <ApprovalQueueList viewer={viewer} members={members} tasks={tasks} />
      </Card.Body>
    </Card.Root>
  );
}

/** The queue itself, also shown in the admin's own task dialog ("Your Tasks & Approvals"). */
export function ApprovalQueueList({
  viewer,
  members,
  tasks,
}: {
  viewer: Doc<"members">;
  members: Doc<"members">[];
  tasks: TaskView[] | undefined;
}) {
  const [editing, setEditing] = useState<TaskView | null>(null);
  if (tasks === undefined) return null;
  if (tasks.length === 0) return <Text color="fg.muted">No tasks are waiting for approval</Text>;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none">
        {tasks.map((task) => (
          <Stack as="li" key={task._id} gap="1" borderBottomWidth="1px" pb="3">
            <Text fontWeight="medium">{task.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {task.assigneeName} · due {formatCardDay(task.dueDate)}
            </Text>
            <TaskActions task={task} viewer={viewer} onEdit={setEditing} />
          </Stack>
        ))}
      </Stack>
      <TaskFormDialog open={editing !== null} onClose={() => setEditing(null)} members={members} task={editing ?? undefined} />
    </>
  );
}
