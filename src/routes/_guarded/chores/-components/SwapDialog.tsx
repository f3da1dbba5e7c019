import { Fieldset, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { useChoreText, type Chore, type ChoreOccurrence } from "../../../../features/chores/choreText";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";
import { refusalField } from "../../../../features/forms/serverRefusal";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";

type Props = {
  chore: Chore;
  occurrence: ChoreOccurrence;
  today: string;
  members: MemberView[];
  onClose: () => void;
};

/**
 * "Give to…": an admin gives one occurrence to someone else in the family (the rotation goes
 * on as if it had not moved). Those who already have the chore that day are not offered.
 */
export function SwapDialog({ chore, occurrence, today, members, onClose }: Props) {
  const { t } = useTranslation();
  const text = useChoreText();
  const errorText = useFieldErrorText();
  const swap = useMutation(api.chores.swapOccurrence);
  const taken = new Set(chore.occurrences.filter((other) => other.day === occurrence.day).map((other) => other.person._id as string));
  const choices = members.filter((member) => !taken.has(member._id));
  const [memberId, setMemberId] = useState<string>("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const heading = text.dayHeading(occurrence.day, today);

  async function onSubmit() {
    const to = choices.find((member) => member._id === memberId);
    if (!to) {
      setError("FIELD_REQUIRED");
      return;
    }
    setBusy(true);
    try {
      await swap({ taskId: occurrence.taskId, memberId: to._id as Id<"members"> });
      notifySuccess(t("chores.swap.done", { name: to.name }), chore.title);
      onClose();
    } catch (refusal) {
      const field = refusalField(refusal, ["memberId"] as const);
      if (field) setError(field.code);
      else notifyFailure(refusal, { title: t("chores.error"), message: t("chores.actionFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t("chores.swap.title", { title: chore.title, day: heading })}
      busy={busy}
      submitLabel={t("chores.swap.confirm")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Text color="fg.muted">{t("chores.swap.current", { name: occurrence.person.name })}</Text>
      <Fieldset.Root invalid={error !== undefined}>
        <Fieldset.Legend>{t("chores.swap.person")}</Fieldset.Legend>
        <RadioGroup.Root
          value={memberId}
          onValueChange={(e) => {
            setMemberId(e.value ?? "");
            setError(undefined);
          }}
          colorPalette="green"
        >
          <Stack gap="2.5">
            {choices.map((member) => (
              <RadioGroup.Item key={member._id} value={member._id}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <HStack gap="2">
                    <MemberAvatar member={member} size="sm" />
                    {member.name}
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {error && <Fieldset.ErrorText color={{ base: "red.700", _dark: "red.300" }}>{errorText(error)}</Fieldset.ErrorText>}
      </Fieldset.Root>
    </FormDialog>
  );
}
