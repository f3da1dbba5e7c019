import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { TaskView } from "../../../../../convex/lib/taskSchema";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { approvalColor, isOverdue, statusColor } from "./taskLabels";

export function TaskStatusBadges({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  const today = useFamilyToday();
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={statusColor[task.status]}>{t(`dashboard.taskStatus.${task.status}`)}</Badge>
      {task.approvalStatus && (
        <Badge colorPalette={approvalColor[task.approvalStatus]}>{t(`dashboard.approvalStatus.${task.approvalStatus}`)}</Badge>
      )}
      {isOverdue(task, today) && (
        <Badge colorPalette="red" variant="solid">
          {t("dashboard.tasks.overdue")}
        </Badge>
      )}
    </HStack>
  );
}
