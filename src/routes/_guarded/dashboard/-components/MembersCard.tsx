import type { MemberView } from "../../../../../convex/lib/memberView";
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { ClipboardList, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { notifyFailure } from "../../../../features/feedback/notify";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { lazyDialog } from "../../../../components/lazyDialog";

// Loaded when first opened (the task form brings zod and the date picker).
const MemberTasksDialog = lazyDialog(
  () => import("./MemberTasksDialog"),
  "MemberTasksDialog",
  (props) => props.member !== null,
);
const TaskFormDialog = lazyDialog(() => import("./TaskFormDialog"), "TaskFormDialog");

type Props = {
  viewer: MemberView;
  members: MemberView[];
  /** A task a notification opened: the viewer's own list opens at it. */
  openTask?: string;
  /** Whose list holds `openTask`, when not the viewer's (an admin opening another's task). */
  openTaskMember?: string;
  /** The list opened for `openTask` was closed. */
  onTaskShown?: () => void;
};

/** 'Family Members' for admins (everyone), 'Your Profile' for members (themself). */
export function MembersCard({ viewer, members, openTask, openTaskMember, onTaskShown }: Props) {
  const { t } = useTranslation();
  const isAdmin = viewer.role === "admin";
  const shown = isAdmin ? members : members.filter((m) => m._id === viewer._id);
  const [viewingTasksOf, setViewingTasksOf] = useState<MemberView | null>(null);
  const [assigningTo, setAssigningTo] = useState<Id<"members"> | null>(null);
  const today = useFamilyToday();
  const openCounts = useQuery(api.tasks.openCounts, { today });
  const openTasksOf = (memberId: Id<"members">) => openCounts?.find((row) => row.memberId === memberId)?.open;

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{isAdmin ? t("dashboard.members.adminTitle") : t("dashboard.members.memberTitle")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" aria-label={isAdmin ? t("dashboard.members.adminListLabel") : t("dashboard.members.memberListLabel")}>
          {shown.map((member) => (
            <MemberCard
              key={member._id}
              member={member}
              isViewer={member._id === viewer._id}
              canAssign={isAdmin}
              openTasks={openTasksOf(member._id)}
              onViewTasks={() => setViewingTasksOf(member)}
              onAssign={() => setAssigningTo(member._id)}
            />
          ))}
        </SimpleGrid>
      </Card.Body>
      <MemberTasksDialog
        member={viewingTasksOf ?? (openTask !== undefined ? ((isAdmin && members.find((m) => m._id === openTaskMember)) || viewer) : null)}
        viewer={viewer}
        members={members}
        focusTask={viewingTasksOf === null ? openTask : undefined}
        onClose={() => {
          setViewingTasksOf(null);
          if (openTask !== undefined) onTaskShown?.();
        }}
      />
      <TaskFormDialog open={assigningTo !== null} onClose={() => setAssigningTo(null)} members={members} assignee={assigningTo ?? undefined} />
    </Card.Root>
  );
}

type MemberCardProps = {
  member: MemberView;
  isViewer: boolean;
  canAssign: boolean;
  /** Their open tasks (not completed), live; undefined while loading. */
  openTasks: number | undefined;
  onViewTasks: () => void;
  onAssign: () => void;
};

function MemberCard({ member, isViewer, canAssign, openTasks, onViewTasks, onAssign }: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" size="sm" variant="subtle" aria-label={member.name}>
      <Card.Body gap="3">
        <HStack gap="3">
          <MemberAvatar member={member} presence={member.status} />
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {member.name} {isViewer && <Text as="span" color="fg.muted" fontWeight="normal">{t("common.you")}</Text>}
            </Text>
            <HStack gap="1" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t(`common.memberTypes.${member.memberType}`)}
              </Text>
              <Badge size="sm" colorPalette={member.role === "admin" ? "purple" : "gray"}>
                {t(`common.roles.${member.role}`)}
              </Badge>
              <OpenTasksBadge count={openTasks} />
            </HStack>
          </Stack>
        </HStack>
        {isViewer && <BusySwitch member={member} />}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={onViewTasks} aria-label={t("dashboard.members.viewTasksLabel", { name: member.name })}>
            <ClipboardList aria-hidden /> {t("dashboard.members.viewTasks")}
          </Button>
          {canAssign && (
            <Button size="xs" colorPalette="green" onClick={onAssign} aria-label={t("dashboard.members.assignTaskLabel", { name: member.name })}>
              <UserPlus aria-hidden /> {t("dashboard.members.assignTask")}
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** How many tasks the member still has to do; it changes live as tasks are assigned, done or sent back. */
function OpenTasksBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return <span data-loading="" />;
  if (count === 0) return null;
  return (
    <Badge size="sm" colorPalette="blue" variant="surface" data-testid="open-tasks">
      {t("dashboard.members.openTasks", { count })}
    </Badge>
  );
}

/** A member shows "busy" to the family instead of "online". */
function BusySwitch({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const setBusy = useMutation(api.presence.setBusy);
  return (
    <Switch.Root
      size="sm"
      colorPalette="orange"
      checked={member.busy ?? false}
      onCheckedChange={(e) => setBusy({ busy: e.checked }).catch((error) => notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.members.busyFailed") }))}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t("common.presence.busy")}</Switch.Label>
    </Switch.Root>
  );
}
