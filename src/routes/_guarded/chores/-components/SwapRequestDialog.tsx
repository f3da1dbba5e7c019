import { Field, Fieldset, HStack, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { ErrorCode } from "../../../../../convex/lib/errors";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { useChoreText, type Chore, type ChoreOccurrence } from "../../../../features/chores/choreText";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { FieldErrorText, describedField } from "../../../../features/forms/FieldErrorText";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";
import { refusalField } from "../../../../features/forms/serverRefusal";
import { MemberAvatar, type AvatarMember } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";

type Props = {
  chore: Chore;
  occurrence: ChoreOccurrence;
  today: string;
  members: Map<string, MemberView>;
  onClose: () => void;
};

type Errors = Partial<Record<"memberId" | "note" | "taskId", ErrorCode>>;

/**
 * "Ask to swap": the member whose turn it is asks to give it to someone else in the chore, with
 * a short note; an admin decides in the approval inbox. Those who already have it that day are
 * not offered.
 */
export function SwapRequestDialog({ chore, occurrence, today, members, onClose }: Props) {
  const { t } = useTranslation();
  const text = useChoreText();
  const fmt = useFormat();
  const errorText = useFieldErrorText();
  const noteId = useId();
  const ask = useMutation(api.choreSwaps.ask);
  const taken = new Set(chore.occurrences.filter((other) => other.day === occurrence.day).map((other) => other.person._id as string));
  const choices = chore.people.filter((person) => !taken.has(person._id));
  const [memberId, setMemberId] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const heading = text.dayHeading(occurrence.day, today);
  const noteField = describedField(noteId, errors.note !== undefined);
  const avatarOf = (person: Chore["people"][number]): AvatarMember =>
    members.get(person._id) ?? { _id: person._id, name: person.name, color: person.color ?? undefined, avatarUrl: undefined };

  async function onSubmit() {
    const to = choices.find((person) => person._id === memberId);
    if (!to) {
      setErrors({ memberId: "FIELD_REQUIRED" });
      return;
    }
    // Mirrors the server's limit so the note is refused before it is sent.
    if (note.trim().length > NAME_MAX_LENGTH) {
      setErrors({ note: "CHORE_SWAP_NOTE" });
      return;
    }
    setBusy(true);
    try {
      await ask({ taskId: occurrence.taskId, memberId: to._id as Id<"members">, note });
      notifySuccess(t("chores.swapRequest.done", { name: to.name }), chore.title);
      onClose();
    } catch (refusal) {
      const field = refusalField(refusal, ["memberId", "note", "taskId"] as const);
      if (field) setErrors({ [field.field]: field.code });
      else notifyFailure(refusal, { title: t("chores.error"), message: t("chores.actionFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t("chores.swapRequest.title", { title: chore.title, day: heading })}
      busy={busy}
      submitLabel={t("chores.swapRequest.confirm")}
      submitDisabled={choices.length === 0}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Text color="fg.muted">{t("chores.swapRequest.intro")}</Text>
      {errors.taskId && (
        <Text role="alert" color={{ base: "red.700", _dark: "red.300" }} data-testid="swap-request-error">
          {errorText(errors.taskId)}
        </Text>
      )}
      {choices.length === 0 ? (
        <Text>{t(chore.people.length < 2 ? "chores.swapRequest.nobodyElse" : "chores.swapRequest.nobody")}</Text>
      ) : (
        <Fieldset.Root invalid={errors.memberId !== undefined}>
          <Fieldset.Legend>{t("chores.swapRequest.person")}</Fieldset.Legend>
          <RadioGroup.Root
            value={memberId}
            onValueChange={(e) => {
              setMemberId(e.value ?? "");
              setErrors((current) => ({ ...current, memberId: undefined, taskId: undefined }));
            }}
            colorPalette="green"
          >
            <Stack gap="2.5">
              {choices.map((person) => (
                <RadioGroup.Item key={person._id} value={person._id}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <HStack gap="2">
                      <MemberAvatar member={avatarOf(person)} size="sm" />
                      {person.name}
                    </HStack>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.memberId && <Fieldset.ErrorText color={{ base: "red.700", _dark: "red.300" }}>{errorText(errors.memberId)}</Fieldset.ErrorText>}
        </Fieldset.Root>
      )}
      <Field.Root invalid={errors.note !== undefined} {...noteField.root}>
        <Field.Label>{t("chores.swapRequest.note")}</Field.Label>
        <Textarea
          name="note"
          value={note}
          rows={2}
          autoComplete="off"
          placeholder={t("chores.swapRequest.notePlaceholder")}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
          {...noteField.input}
        />
        {!errors.note && (
          <Field.HelperText>{t("common.forms.counter", { used: fmt.number(note.trim().length), max: fmt.number(NAME_MAX_LENGTH) })}</Field.HelperText>
        )}
        <FieldErrorText>{errorText(errors.note)}</FieldErrorText>
      </Field.Root>
    </FormDialog>
  );
}
