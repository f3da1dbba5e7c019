import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import { approvalColor, statusColor } from "./taskLabels";

export function TaskStatusBadges({ task }: { task: Doc<"tasks"> }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={statusColor[task.status]}>{t(`dashboard.taskStatus.${task.status}`)}</Badge>
      {task.approvalStatus && (
        <Badge colorPalette={approvalColor[task.approvalStatus]}>{t(`dashboard.approvalStatus.${task.approvalStatus}`)}</Badge>
      )}
    </HStack>
  );
}
