import { Badge, Box, Button, Flex, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useAction, useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useFormat } from "../../i18n/format";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { useStepOnce } from "../feedback/useStepOnce";
import { ChoreIconImage } from "../chores/choreIcons";
import { PhotoProofBadge } from "../chores/PhotoProofBadge";
import { ProofPhotoStep, type ProofUploads } from "../chores/ProofPhotoStep";
import { MemberAvatar } from "../members/MemberAvatar";
import { notificationSentence } from "../notifications/notificationText";
import { ChoreChart, ChoresTodayProgress, isTodaysChore, PointsBalance } from "./ChoreChart";
import { PanelRewards } from "./PanelRewards";
import { ScreenSection } from "./ScreenSection";
import { avatarOf, type MemberPanelView, type PanelTask } from "./screenTypes";

type Props = { screenKey: string; unlockToken: string; today: string; onDone: () => void };

/**
 * What an unlocked member sees: their points, today's chores by part of day
 * (as on their tile) with a big Complete each, their other open tasks with
 * Start and Complete, the rewards their points buy, and their latest notifications (marked read once shown),
 * then a big Done. The server does every step as that member, and only while
 * the unlock lasts.
 */
export function MemberPanel({ screenKey, unlockToken, today, onDone }: Props) {
  const { t } = useTranslation();
  const panel = useQuery(api.familyScreen.memberPanel, { screenKey, unlockToken, today });
  const steps = usePanelSteps(screenKey, unlockToken);
  if (panel === undefined) return null;
  const chores = panel.tasks.filter((task) => isTodaysChore(task, today));
  const others = panel.tasks.filter((task) => !isTodaysChore(task, today));
  return (
    <Stack as="main" gap={{ base: "4", md: "6" }} px={{ base: "3", md: "8" }} py={{ base: "4", md: "6" }} maxW="5xl" mx="auto" minH="100dvh">
      <Flex gap="4" align="center" wrap="wrap" justify="space-between">
        <HStack gap="4" minW="0" wrap="wrap">
          <MemberAvatar member={avatarOf(panel.member)} size="lg" />
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} overflowWrap="anywhere">
            {t("familyScreen.panel.title", { name: panel.member.name })}
          </Heading>
          {(panel.member.points !== 0 || panel.choresToday.total > 0) && <PointsBalance points={panel.member.points} size="panel" />}
        </HStack>
        <Button size="2xl" colorPalette="green" minW="40" onClick={onDone}>
          {t("familyScreen.panel.done")}
        </Button>
      </Flex>
      {chores.length > 0 && (
        <ScreenSection id="panel-chores" title={t("familyScreen.panel.chores")} emptyText="" isEmpty={false}>
          <Stack gap="4">
            <ChoresTodayProgress choresToday={panel.choresToday} chores={chores} size="panel" />
            <ChoreChart
              tasks={chores}
              color={panel.member.color}
              size="panel"
              ownerName={panel.member.name}
              action={(task) =>
                // A chore waiting for approval says so in its row.
                task.status === "completed" ? null : <CompleteButton task={task} steps={steps} />
              }
            />
          </Stack>
        </ScreenSection>
      )}
      {/* Chores only, all listed above: no empty "Your tasks" beneath them. */}
      {(others.length > 0 || chores.length === 0) && <PanelTasks tasks={others} steps={steps} />}
      <PanelRewards screenKey={screenKey} unlockToken={unlockToken} />
      <PanelNotifications panel={panel} screenKey={screenKey} unlockToken={unlockToken} />
    </Stack>
  );
}

type Steps = ReturnType<typeof usePanelSteps>;

/** Start and Complete as the unlocked member, one step at a time: a child's double tap on Complete completes once. */
function usePanelSteps(screenKey: string, unlockToken: string) {
  const { t } = useTranslation();
  const startTask = useMutation(api.familyScreen.startTask);
  const completeTask = useMutation(api.familyScreen.completeTask);
  const generateUploadUrl = useMutation(api.familyScreen.generateUploadUrl);
  const checkUpload = useAction(api.familyScreen.checkUpload);
  const { busy, run } = useStepOnce();
  const completed = (task: PanelTask) =>
    task.needsApproval ? t("dashboard.taskActions.completedForApproval") : t("dashboard.taskActions.completed");

  function step(key: string, send: () => Promise<unknown>, message: string) {
    return run(key, async () => {
      try {
        await send();
        notifySuccess(t("dashboard.taskActions.updatedTitle"), message);
      } catch (error) {
        notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.taskActions.failed") });
      }
    });
  }

  return {
    busy,
    start: (taskId: Id<"tasks">) => step(`start:${taskId}`, () => startTask({ screenKey, unlockToken, taskId }), t("dashboard.taskActions.started")),
    complete: (task: PanelTask) =>
      step(
        `complete:${task._id}`,
        () => completeTask({ screenKey, unlockToken, taskId: task._id }),
        completed(task),
      ),
    /** The photo step's own upload functions, as the unlocked member. */
    uploads: {
      generateUploadUrl: () => generateUploadUrl({ screenKey, unlockToken }),
      checkUpload: (storageId) => checkUpload({ screenKey, unlockToken, storageId }),
    } satisfies ProofUploads,
    /** A photo chore's completion: a refusal is thrown for the photo step to show, not toasted. */
    completeWithPhoto: async (task: PanelTask, photo: Id<"_storage">) => {
      await completeTask({ screenKey, unlockToken, taskId: task._id, photo });
      notifySuccess(t("dashboard.taskActions.updatedTitle"), completed(task));
    },
  };
}

/** Complete; a chore that wants a photo asks for it first. */
function CompleteButton({ task, steps }: { task: PanelTask; steps: Steps }) {
  const { t } = useTranslation();
  const [askingPhoto, setAskingPhoto] = useState(false);
  const wantsPhoto = task.chore?.photoProof === true;
  return (
    <>
      <Button
        size="xl"
        colorPalette="green"
        minH="14"
        loading={steps.busy === `complete:${task._id}`}
        disabled={steps.busy !== null}
        onClick={() => (wantsPhoto ? setAskingPhoto(true) : void steps.complete(task))}
        aria-label={t("dashboard.taskActions.completeLabel", { title: task.title })}
      >
        {t("dashboard.taskActions.complete")}
      </Button>
      {askingPhoto && (
        <ProofPhotoStep
          size="screen"
          taskTitle={task.title}
          uploads={steps.uploads}
          onSend={(photo) => steps.completeWithPhoto(task, photo)}
          onClose={() => setAskingPhoto(false)}
        />
      )}
    </>
  );
}

function PanelTasks({ tasks, steps }: { tasks: PanelTask[]; steps: Steps }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ScreenSection id="panel-tasks" title={t("familyScreen.panel.tasks")} emptyText={t("familyScreen.panel.noTasks")} isEmpty={tasks.length === 0}>
      <Stack as="ul" gap="3" listStyleType="none">
        {tasks.map((task) => (
          <Flex as="li" key={task._id} gap="3" align="center" wrap="wrap" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
            {task.chore && (
              <Box flexShrink={0} color="fg.muted" aria-hidden="true">
                <ChoreIconImage icon={task.chore.icon} size={32} />
              </Box>
            )}
            <Stack gap="1" flex="1" minW="12rem">
              <Text fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">
                {task.title}
              </Text>
              <HStack gap="2" wrap="wrap" color="fg.muted">
                <Text>{t("familyScreen.panel.due", { date: fmt.cardDay(task.dueDate) })}</Text>
                {task.roomName && <Text>{task.roomName}</Text>}
                {task.overdue && (
                  <Badge colorPalette="red" variant="solid">
                    {t("familyScreen.view.overdue")}
                  </Badge>
                )}
                {task.status === "in-progress" && <Badge colorPalette="blue">{t("familyScreen.panel.inProgress")}</Badge>}
                {task.awaitingApproval && <Badge colorPalette="orange">{t("dashboard.approvalStatus.pending")}</Badge>}
                {task.chore?.photoProof && <PhotoProofBadge />}
              </HStack>
            </Stack>
            {task.status !== "completed" && (
              <HStack gap="3">
                {task.status === "pending" && (
                  <Button
                    size="xl"
                    variant="outline"
                    minH="14"
                    loading={steps.busy === `start:${task._id}`}
                    disabled={steps.busy !== null}
                    onClick={() => void steps.start(task._id)}
                    aria-label={t("dashboard.taskActions.startLabel", { title: task.title })}
                  >
                    {t("dashboard.taskActions.start")}
                  </Button>
                )}
                <CompleteButton task={task} steps={steps} />
              </HStack>
            )}
          </Flex>
        ))}
      </Stack>
    </ScreenSection>
  );
}

function PanelNotifications({ panel, screenKey, unlockToken }: { panel: MemberPanelView; screenKey: string; unlockToken: string }) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const markRead = useMutation(api.familyScreen.markNotificationsRead);
  const unread = panel.notifications.some((notification) => notification.readAt === undefined);
  // Shown is read: the member is looking at them.
  useEffect(() => {
    if (unread) markRead({ screenKey, unlockToken }).catch(() => undefined);
  }, [unread, markRead, screenKey, unlockToken]);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  const format = { money: fmt.money, day: fmt.cardDay, list: (parts: string[]) => list.format(parts) };
  const sentences = panel.notifications
    .map((notification) => ({
      id: notification._id,
      unread: notification.readAt === undefined,
      text: notificationSentence(t, format, notification.actorName || t("notifications.someone"), notification.details, notification.aboutReader),
    }))
    .filter((row): row is { id: typeof row.id; unread: boolean; text: string } => row.text !== null);
  return (
    <ScreenSection id="panel-notifications" title={t("familyScreen.panel.notifications")} emptyText={t("familyScreen.panel.noNotifications")} isEmpty={sentences.length === 0}>
      <Stack as="ul" gap="2" listStyleType="none">
        {sentences.map((row) => (
          <Text as="li" key={row.id} fontSize="lg" fontWeight={row.unread ? "semibold" : "normal"}>
            {row.text}
          </Text>
        ))}
      </Stack>
    </ScreenSection>
  );
}
