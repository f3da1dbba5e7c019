import type { MemberView } from "../../../../../convex/lib/memberView";
import { Badge, Card, CloseButton, Dialog, HStack, Portal, Stack, Table, Text, useBreakpointValue, Wrap } from "@chakra-ui/react";
import { Clock, ShieldCheck, Star } from "lucide-react";
import { useQuery } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { TaskView } from "../../../../../convex/lib/taskSchema";
import { useFormat } from "../../../../i18n/format";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { fullScreenOnPhones } from "../../../../features/layout/dialogLayout";
import { TaskActions } from "./TaskActions";
import { TaskStatusBadges } from "./TaskBadges";
import { TaskFormDialog } from "./TaskFormDialog";
import { priorityColor, taskDialogTitle } from "./taskLabels";
import { YourApprovals } from "./YourApprovals";
import { LoadingSpinner } from "../../../../components/LoadingSpinner";

/** Full screen on a phone, as tall as its content from 768 px. */
const dialogContentLayout = fullScreenOnPhones("4xl", { scrollInside: true });

type Props = {
  member: MemberView | null;
  viewer: MemberView;
  members: MemberView[];
  /** The task a notification is about: marked, and scrolled to. */
  focusTask?: string;
  onClose: () => void;
};

/** Brings the task a notification is about into view once the list shows it. */
function scrollToTask(element: HTMLElement | null) {
  element?.scrollIntoView({ block: "center" });
}

/** A member's tasks: a table from 768 px, a card list below (spec section 2). */
export function MemberTasksDialog({ member, viewer, members, focusTask, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={member !== null} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            {member && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{taskDialogTitle(t, viewer, member)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <MemberTasks member={member} viewer={viewer} members={members} focusTask={focusTask} />
                  {viewer.role === "admin" && viewer._id === member._id && <YourApprovals viewer={viewer} members={members} />}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("common.actions.close")} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MemberTasks({ member, viewer, members, focusTask }: Omit<Props, "onClose" | "member"> & { member: MemberView }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  // Chores' later days are on the chores page; the list holds today's.
  const today = useFamilyToday();
  const tasks = useQuery(api.tasks.forMember, { memberId: member._id, today });
  const layout = useBreakpointValue({ base: "cards", md: "table" }) ?? "cards";
  const [editing, setEditing] = useState<TaskView | null>(null);
  const showActions = viewer.role === "admin" || viewer._id === member._id;

  if (tasks === undefined) return <LoadingSpinner label={t("dashboard.tasks.loading")} />;
  if (tasks.length === 0) return <Text color="fg.muted">{t("dashboard.tasks.empty")}</Text>;

  return (
    <>
      {layout === "cards" ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t("dashboard.tasks.listLabel")}>
          {tasks.map((task) => (
            <Card.Root
              as="li"
              key={task._id}
              size="sm"
              variant="outline"
              ref={task._id === focusTask ? scrollToTask : undefined}
              aria-current={task._id === focusTask ? true : undefined}
              borderColor={task._id === focusTask ? "brand.solid" : undefined}
              borderWidth={task._id === focusTask ? "2px" : undefined}
            >
              <Card.Body gap="2">
                <HStack justify="space-between" align="start">
                  <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
                    {task.title}
                  </Text>
                  <KindBadges task={task} />
                </HStack>
                {task.description && (
                  <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-line">
                    {task.description}
                  </Text>
                )}
                <Text fontSize="sm">
                  {t("dashboard.tasks.due", { date: fmt.cardDay(task.dueDate) })}
                  {task.roomName ? ` · ${task.roomName}` : ""}
                </Text>
                <TaskStatusBadges task={task} />
                {showActions && <TaskActions task={task} viewer={viewer} onEdit={setEditing} />}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t("dashboard.tasks.listLabel")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("dashboard.tasks.columns.title")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.tasks.columns.description")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.tasks.columns.dueDate")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.tasks.columns.priority")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("dashboard.tasks.columns.status")}</Table.ColumnHeader>
                {showActions && <Table.ColumnHeader>{t("dashboard.tasks.columns.actions")}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tasks.map((task) => (
                <Table.Row
                  key={task._id}
                  ref={task._id === focusTask ? scrollToTask : undefined}
                  aria-current={task._id === focusTask ? true : undefined}
                  bg={task._id === focusTask ? "bg.emphasized" : undefined}
                >
                  {/* The scroll area keeps cells on one line: a title wraps (long words anywhere) instead of pushing the other columns away. */}
                  <Table.Cell fontWeight="medium" minW="36" whiteSpace="normal" overflowWrap="anywhere">
                    {task.title}
                  </Table.Cell>
                  <Table.Cell color="fg.muted" minW="36" overflowWrap="anywhere" whiteSpace="pre-line">
                    {task.description}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{fmt.tableDay(task.dueDate)}</Table.Cell>
                  <Table.Cell>
                    <KindBadges task={task} />
                  </Table.Cell>
                  <Table.Cell>
                    <TaskStatusBadges task={task} />
                  </Table.Cell>
                  {showActions && (
                    <Table.Cell>
                      <TaskActions task={task} viewer={viewer} onEdit={setEditing} />
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <TaskFormDialog open={editing !== null} onClose={() => setEditing(null)} members={members} task={editing ?? undefined} />
    </>
  );
}

/**
 * A chore shows what it earns, when in the day and whether an admin approves it (it has no
 * priority of its own); any other task shows its priority.
 */
function KindBadges({ task }: { task: TaskView }) {
  const { t } = useTranslation();
  if (task.chore === undefined) {
    return (
      <Badge colorPalette={priorityColor[task.priority]} flexShrink={0}>
        {t(`dashboard.priority.${task.priority}`)}
      </Badge>
    );
  }
  return (
    <Wrap gap="1" flexShrink={0} justify="flex-end" data-testid="chore-badges">
      <Badge colorPalette="yellow" variant="subtle">
        <Star aria-hidden size={12} /> {t("chores.card.points", { count: task.chore.points })}
      </Badge>
      {task.chore.partOfDay !== "any" && (
        <Badge variant="subtle">
          <Clock aria-hidden size={12} /> {t(`chores.partsOfDay.${task.chore.partOfDay}`)}
        </Badge>
      )}
      {task.needsApproval && (
        <Badge colorPalette="purple" variant="subtle">
          <ShieldCheck aria-hidden size={12} /> {t("chores.card.needsApproval")}
        </Badge>
      )}
    </Wrap>
  );
}
