import { Button } from "@chakra-ui/react";
import { useAction, useMutation } from "convex/react";
import { Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { ProofPhotoStep } from "../../../../features/chores/ProofPhotoStep";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { useStepOnce } from "../../../../features/feedback/useStepOnce";

type Props = { taskId: string; title: string; day: string; photoProof: boolean; needsApproval: boolean };

/** The viewer's own turn, ticked off on the chores page; a chore that wants a photo asks for it first. */
export function CompleteChoreButton({ taskId, title, day, photoProof, needsApproval }: Props) {
  const { t } = useTranslation();
  const complete = useMutation(api.tasks.completeTask);
  const generateUploadUrl = useMutation(api.tasks.generateUploadUrl);
  const checkUpload = useAction(api.tasks.checkUpload);
  const [askingPhoto, setAskingPhoto] = useState(false);
  // A double click completes once.
  const { busy, run } = useStepOnce();
  const done = () =>
    notifySuccess(t("chores.actions.doneTitle"), needsApproval ? t("chores.actions.doneForApproval", { title }) : t("chores.actions.doneMessage", { title }));
  const completeNow = () =>
    run("complete", async () => {
      try {
        await complete({ taskId: taskId as Id<"tasks"> });
        done();
      } catch (error) {
        notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.taskActions.failed") });
      }
    });
  return (
    <>
      <Button
        size="xs"
        colorPalette="green"
        ms="auto"
        loading={busy !== null}
        disabled={busy !== null}
        onClick={() => (photoProof ? setAskingPhoto(true) : void completeNow())}
        aria-label={t("chores.actions.completeNamed", { title, day })}
      >
        <Check aria-hidden /> {t("dashboard.taskActions.complete")}
      </Button>
      {askingPhoto && (
        <ProofPhotoStep
          taskTitle={title}
          uploads={{ generateUploadUrl: () => generateUploadUrl({}), checkUpload: (storageId) => checkUpload({ storageId }) }}
          onSend={async (photo) => {
            await complete({ taskId: taskId as Id<"tasks">, photo });
            done();
          }}
          onClose={() => setAskingPhoto(false)}
        />
      )}
    </>
  );
}
