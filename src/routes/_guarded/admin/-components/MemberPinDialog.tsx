import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { Button, Field, Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { showRefusalUnderField } from "../../../../features/forms/serverRefusal";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { pinFormSchema, pinInputProps, usePinErrorText, type PinForm } from "../../../../features/familyScreen/pinForm";
import { FieldErrorText, describedField } from "../../../../features/forms/FieldErrorText";
import { FormDialog } from "../../../../features/forms/FormDialog";

type SetProps = {
  /** The member whose PIN is set (null: closed). */
  member: AdminMemberView | null;
  /** Whether they have one now (live: it changes if they set their own meanwhile). */
  hasPin: boolean;
  onClose: () => void;
};

/**
 * An admin gives a member a family-screen PIN: a child without a sign-in
 * cannot set their own, and one who forgot theirs needs a new one. It replaces
 * any PIN they had and ends a lockout (the server does both). A PIN they have
 * can be cleared from here too, after a confirmation, as one's own PIN is
 * removed from its dialog in Your preferences.
 */
export function SetMemberPinDialog({ member, hasPin, onClose }: SetProps) {
  if (member === null) return null;
  return <SetPinForm key={member._id} member={member} hasPin={hasPin} onClose={onClose} />;
}

function SetPinForm({ member, hasPin, onClose }: { member: AdminMemberView; hasPin: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const setPinFor = useMutation(api.members.setPinFor);
  const form = useForm<PinForm>({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: "", repeat: "" },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const name = member.name;
  const [confirmingClear, setConfirmingClear] = useState(false);

  const onSubmit = handleSubmit(async ({ pin }) => {
    try {
      await setPinFor({ memberId: member._id, pin });
      notifySuccess(t("admin.familyMembers.pinDialog.savedTitle"), t("admin.familyMembers.pinDialog.savedMessage", { name }));
      onClose();
    } catch (error) {
      if (!showRefusalUnderField(form, error))
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.pinDialog.failed") });
    }
  });

  const messageOf = usePinErrorText();
  const pinField = describedField(`${id}-pin`, !!errors.pin);
  const repeatField = describedField(`${id}-repeat`, !!errors.repeat);

  return (
    <FormDialog
      title={t("admin.familyMembers.pinDialog.title", { name })}
      busy={isSubmitting}
      submitLabel={t("admin.familyMembers.pinDialog.submit")}
      onClose={onClose}
      onSubmit={ onSubmit}
      otherAction={
        hasPin && (
          <Button
            variant="outline"
            colorPalette="red"
            me="auto"
            disabled={isSubmitting}
            onClick={() => setConfirmingClear(true)}
            aria-label={t("admin.familyMembers.clearPinLabel", { name })}
          >
            {t("admin.familyMembers.clearPin")}
          </Button>
        )
      }
    >
      <Text color="fg.muted">{t("admin.familyMembers.pinDialog.description", { name })}</Text>
      <Text fontWeight="semibold" data-testid="member-pin-state">
        {hasPin ? t("admin.familyMembers.pinDialog.hasPin", { name }) : t("admin.familyMembers.pinDialog.noPin", { name })}
      </Text>
      <Field.Root required invalid={!!errors.pin} {...pinField.root}>
        <Field.Label>{t("admin.familyMembers.pinDialog.pin")}</Field.Label>
        <Input {...pinInputProps} {...pinField.input} {...register("pin")} />
        <FieldErrorText>{messageOf(errors.pin?.message)}</FieldErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.repeat} {...repeatField.root}>
        <Field.Label>{t("admin.familyMembers.pinDialog.repeat")}</Field.Label>
        <Input {...pinInputProps} {...repeatField.input} {...register("repeat")} />
        <FieldErrorText>{messageOf(errors.repeat?.message)}</FieldErrorText>
      </Field.Root>
      <ClearMemberPinDialog member={member} open={confirmingClear} onClose={() => setConfirmingClear(false)} onCleared={onClose} />
    </FormDialog>
  );
}

type ClearProps = {
  member: AdminMemberView;
  open: boolean;
  onClose: () => void;
  /** Cleared: the PIN dialog it was asked from closes too. */
  onCleared: () => void;
};

/**
 * "Clear the PIN of {name}?", over the PIN dialog: they cannot use the family
 * screen until they get a new one. Cancel is focused first and goes back to
 * the PIN dialog; once cleared, both close and the focus goes back to the
 * row's Set PIN….
 */
function ClearMemberPinDialog({ member, open, onClose, onCleared }: ClearProps) {
  const { t } = useTranslation();
  const clearPin = useMutation(api.members.clearPin);
  const name = member.name;

  async function confirm() {
    try {
      await clearPin({ memberId: member._id });
      notifySuccess(t("admin.familyMembers.clearPinDialog.clearedTitle"), t("admin.familyMembers.clearPinDialog.clearedMessage", { name }));
      onClose();
      onCleared();
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.clearPinDialog.failed") });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t("admin.familyMembers.clearPinDialog.title", { name })}
      confirmLabel={t("admin.familyMembers.clearPinDialog.confirm")}
      destructive
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t("admin.familyMembers.clearPinDialog.body", { name })}</Text>
    </ConfirmDialog>
  );
}
