// A chore that asks for a photo as proof: "Complete" first takes the photo, shows it, and
// sends it. The same step on the family screen (the unlocked member's upload functions) and
// on a member's own device (api.tasks'): the caller binds the two functions it may use.
import { Alert, Box, Button, CloseButton, Dialog, Image, Portal, Stack, Text } from "@chakra-ui/react";
import { Camera } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../convex/_generated/dataModel";
import type { HouseholdErrorData } from "../../../convex/lib/errorData";
import type { ErrorCode } from "../../../convex/lib/errors";
import { imageAccept } from "../../../convex/lib/imageFiles";
import { describeServerError, serverErrorOf } from "../feedback/notify";
import { fullScreenOnPhones } from "../layout/dialogLayout";
import { preparePhoto } from "../photos/preparePhoto";

/**
 * The two upload steps (convex/lib/photoUploads.ts), already bound to who uploads: as
 * PhotoUploads in forms/usePhotoField.ts, but called, since the family screen's carry its
 * key and unlock token too.
 */
export type ProofUploads = {
  generateUploadUrl: () => Promise<string>;
  checkUpload: (storageId: Id<"_storage">) => Promise<{ refused: HouseholdErrorData | null }>;
};

type Props = {
  taskTitle: string;
  uploads: ProofUploads;
  /** Completes the task with the checked photo; a refusal it throws is shown in the step. */
  onSend: (photo: Id<"_storage">) => Promise<void>;
  onClose: () => void;
  /** The family screen's big buttons, or the app's. */
  size?: "screen" | "app";
};

const dialogWidth = { screen: "xl", app: "md" } as const;

type Picked = { file: Blob; type: string; preview: string };

/** Uploads a checked file the Convex way: a one-off URL, a POST of the bytes, the server's own check. */
async function uploadProof(uploads: ProofUploads, picked: Picked): Promise<{ storageId: Id<"_storage"> } | { refused: HouseholdErrorData }> {
  const response = await fetch(await uploads.generateUploadUrl(), {
    method: "POST",
    headers: { "Content-Type": picked.type },
    body: picked.file,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
  const { refused } = await uploads.checkUpload(storageId);
  return refused ? { refused } : { storageId };
}

/** Mount only while open: each opening starts without a photo. */
export function ProofPhotoStep({ taskTitle, uploads, onSend, onClose, size = "app" }: Props) {
  const { t } = useTranslation();
  const cameraInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.preview)), [picked]);
  const big = size === "screen";

  /** The reason in the reader's language: the code's own message, as the server's refusals show. */
  const reasonOf = (code: string) => describeServerError({ code: code as ErrorCode, title: "", message: t("chores.proof.failed") }).message;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so taking the same photo again still counts as a change.
    event.target.value = "";
    if (!file) return;
    const prepared = await preparePhoto(file);
    if ("problem" in prepared) {
      setPicked(null);
      setProblem(reasonOf(prepared.problem));
      return;
    }
    setProblem(null);
    setPicked({ file: prepared.blob, type: prepared.type, preview: URL.createObjectURL(prepared.blob) });
  }

  async function send() {
    if (!picked || sending) return;
    setSending(true);
    setProblem(null);
    try {
      const uploaded = await uploadProof(uploads, picked);
      if ("refused" in uploaded) {
        // The server deleted the file: a new photo is needed.
        setPicked(null);
        setProblem(describeServerError(uploaded.refused).message);
        return;
      }
      await onSend(uploaded.storageId);
      onClose();
    } catch (error) {
      setProblem(serverErrorOf(error)?.message ?? t("chores.proof.failed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !sending && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...fullScreenOnPhones(dialogWidth[size], { scrollInside: true })} data-testid="proof-photo-step">
            <Dialog.Header>
              <Dialog.Title fontSize={big ? "2xl" : undefined} overflowWrap="anywhere">
                {t("chores.proof.title", { title: taskTitle })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize={big ? "lg" : "md"}>
                  {t("chores.proof.help")}
                </Text>
                {picked ? (
                  <Image
                    src={picked.preview}
                    alt={t("chores.proof.previewAlt", { title: taskTitle })}
                    w="100%"
                    // Leaves the buttons in sight on a landscape tablet (768 px high).
                    maxH="34dvh"
                    objectFit="contain"
                    rounded="l2"
                    bg="bg.muted"
                    data-testid="proof-preview"
                  />
                ) : (
                  <Box
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    h={big ? "48" : "32"}
                    rounded="l2"
                    borderWidth="2px"
                    borderStyle="dashed"
                    color="fg.muted"
                    aria-hidden="true"
                  >
                    <Camera size={big ? 64 : 40} />
                  </Box>
                )}
                {problem && (
                  <Alert.Root status="error" role="alert" data-testid="proof-problem">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{problem}</Alert.Title>
                  </Alert.Root>
                )}
                {/* The button is what the keyboard and a screen reader reach; `capture` opens a tablet's or phone's camera. */}
                <Button
                  size={big ? "2xl" : "lg"}
                  minH={big ? "20" : undefined}
                  variant={picked ? "outline" : "solid"}
                  colorPalette="blue"
                  disabled={sending}
                  onClick={() => cameraInput.current?.click()}
                >
                  <Camera aria-hidden /> {picked ? t("chores.proof.retake") : t("chores.proof.take")}
                </Button>
                <input
                  ref={cameraInput}
                  type="file"
                  accept={imageAccept}
                  capture="environment"
                  hidden
                  onChange={(event) => void pick(event)}
                  data-testid="proof-file"
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" size={big ? "xl" : "md"} onClick={onClose} disabled={sending}>
                {t("common.actions.cancel")}
              </Button>
              <Button colorPalette="green" size={big ? "xl" : "md"} loading={sending} disabled={!picked} onClick={() => void send()}>
                {t("chores.proof.send")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
