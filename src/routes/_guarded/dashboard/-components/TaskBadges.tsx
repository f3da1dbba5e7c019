import { Badge, HStack } from "@chakra-ui/react";
import type { Doc } from "../../../../../convex/_generated/dataModel";
import { approvalColor, approvalLabel, statusColor, statusLabel } from "./taskLabels";

export function TaskStatusBadges({ task }: { task: Doc<"tasks"> }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={statusColor[task.status]}>{statusLabel[task.status]}</Badge>
      {task.approvalStatus && <Badge colorPalette={approvalColor[task.approvalStatus]}>{approvalLabel[task.approvalStatus]}</Badge>}
    </HStack>
  );
}
