import { Badge, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import type { TaskView } from "../../../../../convex/model/tasks";
import { useFormat } from "../../../../i18n/format";
import { TaskActions } from "./TaskActions";
import { TaskFormDialog } from "./TaskFormDialog";

/** Completed tasks waiting for an admin's Approve or Reject, live. */
export function ApprovalQueueCard({ viewer, members }: { viewer: Doc<"members">; members: Doc<"members">[] }) {
  const { t } = useTranslation();
  const tasks = useQuery(api.tasks.awaitingApproval, {});
  return (
    <Card.Root variant="outline" aria-label={t("dashboard.approvals.cardLabel")}>
      <Card.Header>
        <HStack>
          <Card.Title as="h2">{t("dashboard.approvals.title")}</Card.Title>
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
  const { t } = useTranslation();
  const fmt = useFormat();
  const [editing, setEditing] = useState<TaskView | null>(null);
  if (tasks === undefined) return null;
  if (tasks.length === 0) return <Text color="fg.muted">{t("dashboard.approvals.empty")}</Text>;
  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none">
        {tasks.map((task) => (
          <Stack as="li" key={task._id} gap="1" borderBottomWidth="1px" pb="3">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {task.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t("dashboard.approvals.assigneeDue", { name: task.assigneeName, date: fmt.cardDay(task.dueDate) })}
            </Text>
            <TaskActions task={task} viewer={viewer} onEdit={setEditing} />
          </Stack>
        ))}
      </Stack>
      <TaskFormDialog open={editing !== null} onClose={() => setEditing(null)} members={members} task={editing ?? undefined} />
    </>
  );
}
