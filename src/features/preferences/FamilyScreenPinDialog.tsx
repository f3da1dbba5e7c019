import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { pinFormSchema, pinInputProps, usePinErrorText, type PinForm } from "../familyScreen/pinForm";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { fullScreenOnPhones } from "../layout/dialogLayout";

const dialogContentLayout = fullScreenOnPhones("md");

type Props = {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back to (the menu item that opened this is gone by then). */
  finalFocus: () => HTMLElement | null;
};

/**
 * The person's own family-screen PIN: set or change it (typed twice), or
 * remove it. The PIN itself is never shown or sent back; only whether one is set.
 */
export function FamilyScreenPinDialog({ open, onClose, finalFocus }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} finalFocusEl={finalFocus} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title>{t("familyScreen.pinSettings.title")}</Dialog.Title>
            </Dialog.Header>
            {open && <PinFormBody onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PinFormBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const viewer = useQuery(api.members.viewer, {});
  const hasPin = viewer?.status === "signedIn" ? viewer.hasPin : undefined;
  const setOwnPin = useMutation(api.members.setOwnPin);
  const clearOwnPin = useMutation(api.members.clearOwnPin);
  const [removing, setRemoving] = useState(false);
  const { register, handleSubmit, formState } = useForm<PinForm>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: "", repeat: "" } });
  const { errors, isSubmitting } = formState;
  const failed = (error: unknown) => notifyFailure(error, { title: t("common.error"), message: t("familyScreen.pinSettings.failed") });
  const errorText = usePinErrorText();

  const onSubmit = handleSubmit(async ({ pin }) => {
    try {
      await setOwnPin({ pin });
      onClose();
      notifySuccess(t("familyScreen.pinSettings.title"), t("familyScreen.pinSettings.saved"));
    } catch (error) {
      failed(error);
    }
  });

  async function remove() {
    setRemoving(true);
    try {
      await clearOwnPin({});
      notifySuccess(t("familyScreen.pinSettings.title"), t("familyScreen.pinSettings.removed"));
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description color="fg.muted">{t("familyScreen.pinSettings.description")}</Dialog.Description>
          {hasPin !== undefined && (
            <Text fontWeight="semibold" data-testid="pin-state">
              {hasPin ? t("familyScreen.pinSettings.isSet") : t("familyScreen.pinSettings.notSet")}
            </Text>
          )}
          <Field.Root required invalid={!!errors.pin}>
            <Field.Label>{t("familyScreen.pinSettings.pin")}</Field.Label>
            <Input {...pinInputProps} {...register("pin")} />
            <Field.ErrorText>{errorText(errors.pin?.message)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.repeat}>
            <Field.Label>{t("familyScreen.pinSettings.repeat")}</Field.Label>
            <Input {...pinInputProps} {...register("repeat")} />
            <Field.ErrorText>{errorText(errors.repeat?.message)}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack gap="3" wrap="wrap" justify="flex-end" w="full">
          {hasPin && (
            <Button variant="outline" colorPalette="red" me="auto" loading={removing} onClick={() => void remove()}>
              {t("familyScreen.pinSettings.remove")}
            </Button>
          )}
          <Button type="submit" colorPalette="green" loading={isSubmitting}>
            {t("familyScreen.pinSettings.save")}
          </Button>
        </HStack>
      </Dialog.Footer>
    </form>
  );
}
