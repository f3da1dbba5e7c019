import type { MemberView } from "../../../../../convex/lib/memberView";
import { Button, HStack } from "@chakra-ui/react";
import { useAction, useMutation } from "convex/react";
import type { FunctionReference } from "convex/server";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { TaskView } from "../../../../../convex/lib/taskSchema";
import { PhotoProofBadge } from "../../../../features/chores/PhotoProofBadge";
import { ProofPhotoStep } from "../../../../features/chores/ProofPhotoStep";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { useStepOnce } from "../../../../features/feedback/useStepOnce";

type TaskMutation = FunctionReference<"mutation", "public", { taskId: Id<"tasks"> }>;

function useTaskStep(mutation: TaskMutation, done: { title: string; message: string }) {
  const { t } = useTranslation();
  const run = useMutation(mutation);
  return async (taskId: Id<"tasks">) => {
    try {
      await run({ taskId });
      notifySuccess(done.title, done.message);
    } catch (error) {
      notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.taskActions.failed") });
    }
  };
}

/** What the viewer may do with a task: its assignee moves it on; an admin approves, rejects, edits. */
export function TaskActions({ task, viewer, onEdit }: { task: TaskView; viewer: MemberView; onEdit: (task: TaskView) => void }) {
  const { t } = useTranslation();
  const title = task.title;
  const start = useTaskStep(api.tasks.startTask, { title: t("dashboard.taskActions.updatedTitle"), message: t("dashboard.taskActions.started") });
  const complete = useTaskStep(api.tasks.completeTask, {
    title: t("dashboard.taskActions.updatedTitle"),
    message: task.needsApproval ? t("dashboard.taskActions.completedForApproval") : t("dashboard.taskActions.completed"),
  });
  const completeTask = useMutation(api.tasks.completeTask);
  const generateUploadUrl = useMutation(api.tasks.generateUploadUrl);
  const checkUpload = useAction(api.tasks.checkUpload);
  // A chore that wants a photo as proof asks for it before it completes.
  const wantsPhoto = task.chore?.photoProof === true;
  const [askingPhoto, setAskingPhoto] = useState(false);
  const approve = useTaskStep(api.tasks.approveTask, {
    title: t("dashboard.taskActions.approvedTitle"),
    message: t("dashboard.taskActions.approvedMessage", { title }),
  });
  const reject = useTaskStep(api.tasks.rejectTask, {
    title: t("dashboard.taskActions.rejectedTitle"),
    message: t("dashboard.taskActions.rejectedMessage"),
  });
  // One step at a time: a double click completes (or approves) once.
  const { busy, run } = useStepOnce();
  const stepProps = (key: string, step: (taskId: Id<"tasks">) => Promise<void>) => ({
    loading: busy === key,
    disabled: busy !== null,
    onClick: () => void run(key, () => step(task._id)),
  });
  const startStep = stepProps("start", start);
  const completeStep = stepProps("complete", complete);
  const approveStep = stepProps("approve", approve);
  const rejectStep = stepProps("reject", reject);
  const isAssignee = task.assignedTo === viewer._id;
  const isAdmin = viewer.role === "admin";
  const awaitingApproval = task.status === "completed" && task.approvalStatus === "pending";

  return (
    <HStack gap="2" wrap="wrap">
      {isAssignee && task.status === "pending" && (
        <Button size="xs" variant="outline" {...startStep} aria-label={t("dashboard.taskActions.startLabel", { title })}>
          {t("dashboard.taskActions.start")}
        </Button>
      )}
      {wantsPhoto && task.status !== "completed" && <PhotoProofBadge size="sm" />}
      {isAssignee && task.status !== "completed" && (
        <Button
          size="xs"
          colorPalette="green"
          {...completeStep}
          onClick={wantsPhoto ? () => setAskingPhoto(true) : completeStep.onClick}
          aria-label={t("dashboard.taskActions.completeLabel", { title })}
        >
          {t("dashboard.taskActions.complete")}
        </Button>
      )}
      {askingPhoto && (
        <ProofPhotoStep
          taskTitle={title}
          uploads={{ generateUploadUrl: () => generateUploadUrl({}), checkUpload: (storageId) => checkUpload({ storageId }) }}
          onSend={async (photo) => {
            await completeTask({ taskId: task._id, photo });
            notifySuccess(
              t("dashboard.taskActions.updatedTitle"),
              task.needsApproval ? t("dashboard.taskActions.completedForApproval") : t("dashboard.taskActions.completed"),
            );
          }}
          onClose={() => setAskingPhoto(false)}
        />
      )}
      {isAdmin && awaitingApproval && (
        <>
          <Button size="xs" colorPalette="green" {...approveStep} aria-label={t("dashboard.taskActions.approveLabel", { title })}>
            {t("common.actions.approve")}
          </Button>
          <Button size="xs" colorPalette="red" variant="outline" {...rejectStep} aria-label={t("dashboard.taskActions.rejectLabel", { title })}>
            {t("common.actions.reject")}
          </Button>
        </>
      )}
      {isAdmin && (
        <Button size="xs" variant="ghost" onClick={() => onEdit(task)} aria-label={t("dashboard.taskActions.editLabel", { title })}>
          {t("common.actions.edit")}
        </Button>
      )}
    </HStack>
  );
}
