import type { MemberView } from "../../../../../convex/lib/memberView";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { TaskView } from "../../../../../convex/lib/taskSchema";
import { useFormat } from "../../../../i18n/format";
import { TaskActions } from "./TaskActions";
import { lazyDialog } from "../../../../components/lazyDialog";

// Loaded when an approval is first edited (the task form brings zod and the date picker).
const TaskFormDialog = lazyDialog(() => import("./TaskFormDialog"), "TaskFormDialog");

/**
 * "Your Tasks & Approvals" (spec section 2): an admin looking at their own
 * tasks also sees the completed tasks waiting for them, live, to approve,
 * reject or edit in place. Every other kind of request waits in the approval
 * inbox and its dashboard card.
 */
export function YourApprovals({ viewer, members }: { viewer: MemberView; members: MemberView[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const tasks = useQuery(api.tasks.awaitingApproval, {});
  const [editing, setEditing] = useState<TaskView | null>(null);
  return (
    <Stack gap="3" mt="6" aria-label={t("dashboard.approvals.yours")} role="group">
      <Heading as="h3" size="md">
        {t("dashboard.approvals.yours")}
      </Heading>
      {tasks === undefined ? null : tasks.length === 0 ? (
        <Text color="fg.muted">{t("dashboard.approvals.empty")}</Text>
      ) : (
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
      )}
      <TaskFormDialog open={editing !== null} onClose={() => setEditing(null)} members={members} task={editing ?? undefined} />
    </Stack>
  );
}
