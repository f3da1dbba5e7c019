import { Button, Checkbox, Fieldset, HStack, RadioGroup, Stack, Switch, Text, Wrap } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { reminderLabel } from "../../../../features/calendar/reminderLabel";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { EventScope } from "../../../../../convex/lib/activityLog";
import {
  REMINDERS_MAX,
  allDayReminderChoices,
  calendarEventSchema,
  repeatFormOf,
  timedReminderChoices,
  type CalendarEventForm,
  type CalendarEventValues,
} from "../../../../../convex/lib/calendarSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../../convex/lib/text";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { RepeatFields } from "../../../../features/calendar/RepeatFields";
import { notifySuccess } from "../../../../features/feedback/notify";
import { DateField } from "../../../../features/forms/DateField";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { TextField } from "../../../../features/forms/fields";
import { TimeField } from "../../../../features/forms/TimeField";
import { useInvalidFormToast } from "../../../../features/forms/invalidFormToast";
import { saveForm } from "../../../../features/forms/serverRefusal";
import type { Occurrence } from "./entries";

type Props = {
  /** The occurrence to edit, or null for a new event (on `date`). */
  occurrence: Occurrence | null;
  date: string;
  members: MemberView[];
  viewerId: Id<"members">;
  isAdmin: boolean;
  /** Members may plan for everyone (the family's setting). */
  mayPlanForEveryone: boolean;
  onClose: () => void;
};

const scopes = ["one", "following", "all"] as const;

function formOf(occurrence: Occurrence | null, date: string, viewerId: Id<"members">): CalendarEventForm {
  if (occurrence === null) {
    return {
      name: "",
      notes: "",
      location: "",
      allDay: false,
      date,
      endDate: "",
      startTime: "17:00",
      endTime: "18:00",
      everyone: false,
      memberIds: [viewerId],
      repeat: repeatFormOf(undefined, date),
      reminders: [],
    };
  }
  return {
    name: occurrence.name,
    notes: occurrence.notes ?? "",
    location: occurrence.location ?? "",
    allDay: occurrence.startTime === undefined,
    date: occurrence.date,
    endDate: occurrence.endDate ?? "",
    startTime: occurrence.startTime ?? "17:00",
    endTime: occurrence.endTime ?? "18:00",
    everyone: occurrence.everyone,
    memberIds: occurrence.memberIds,
    repeat: repeatFormOf(occurrence.repeat, occurrence.seriesDate ?? occurrence.date),
    reminders: occurrence.reminders ?? [],
  };
}

/**
 * Adding or changing an event: what, when (all day or from–to, on the family's clock), who it
 * is for, and how it repeats. Changing one occurrence of a repeating event asks how far the
 * change reaches: this one, this and the following ones, or all of them.
 */
export function EventDialog({ occurrence, date, members, viewerId, isAdmin, mayPlanForEveryone, onClose }: Props) {
  const { t } = useTranslation();
    const create = useMutation(api.calendar.createCalendarEvent);
  const update = useMutation(api.calendar.updateCalendarEvent);
  const remove = useMutation(api.calendar.deleteCalendarEvent);
  const form = useForm<CalendarEventForm, unknown, CalendarEventValues>({
    resolver: zodResolver(calendarEventSchema),
    defaultValues: formOf(occurrence, date, viewerId),
  });
  const toastInvalid = useInvalidFormToast();
  const repeating = occurrence !== null && (occurrence.repeat !== undefined || occurrence.seriesId !== undefined);
  const [scope, setScope] = useState<EventScope>("one");
  const [deleting, setDeleting] = useState(false);
  const allDay = useWatch({ control: form.control, name: "allDay" });
  const everyone = useWatch({ control: form.control, name: "everyone" });
  // A reminder the other kind does not offer goes as the kind changes, in the same event (an effect
  // after the render left a moment in which Save met a reminder the kind refuses): it would have no box to take it off.
  const dropRemindersNotOffered = (allDayNow: boolean) => {
    const choices: readonly number[] = allDayNow ? allDayReminderChoices : timedReminderChoices;
    const chosen = form.getValues("reminders") ?? [];
    if (chosen.some((minutes) => !choices.includes(minutes))) form.setValue("reminders", chosen.filter((minutes) => choices.includes(minutes)));
  };
  const start = useWatch({ control: form.control, name: "date" });
  // A repeat is the series' own: one occurrence changed alone does not repeat.
  const showRepeat = !repeating || scope !== "one";
  const mayChoosePeople = isAdmin || mayPlanForEveryone;

  const target = occurrence && { eventId: occurrence.eventId, scope: repeating ? scope : ("all" as const), occurrenceDate: occurrence.occurrenceDate };

  const onSubmit = form.handleSubmit(
    async (values) => {
      await saveForm(
        form,
        async () => {
          if (target) await update({ ...target, event: values });
          else await create({ event: values });
          notifySuccess(t("calendar.saved"), values.name);
          onClose();
        },
        { title: t("calendar.error"), message: t("calendar.saveFailed") },
      );
    },
    (invalid) => toastInvalid(invalid),
  );

  // Deleting more than one occurrence cannot be undone: asked first. One occurrence is skipped at once.
  const [askingDelete, setAskingDelete] = useState(false);
  const deletesMany = repeating && scope !== "one";

  async function onDelete() {
    if (!target) return;
    setDeleting(true);
    try {
      await remove(target);
      notifySuccess(t("calendar.deleted"), occurrence!.name);
      onClose();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <FormDialog
      title={occurrence ? t("calendar.edit") : t("calendar.add")}
      busy={form.formState.isSubmitting || deleting}
      submitLabel={t("calendar.save")}
      onClose={onClose}
      onSubmit={onSubmit}
      width="lg"
      otherAction={
        occurrence?.canEdit ? (
          <Button variant="outline" colorPalette="red" onClick={() => (deletesMany ? setAskingDelete(true) : void onDelete())} loading={deleting}>
            {repeating && scope === "one" ? t("calendar.skipThis") : t("calendar.delete")}
          </Button>
        ) : undefined
      }
    >
      {repeating && (
        <Fieldset.Root>
          <Fieldset.Legend>{t("calendar.scope.legend")}</Fieldset.Legend>
          <RadioGroup.Root value={scope} onValueChange={(e) => setScope(e.value as EventScope)}>
            <Stack gap="2">
              {scopes.map((option) => (
                <RadioGroup.Item key={option} value={option}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`calendar.scope.${option}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
      )}
      <TextField form={form} name="name" label={t("calendar.fields.name")} maxLength={NAME_MAX_LENGTH} required />
      <Controller
        control={form.control}
        name="allDay"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => {
              field.onChange(e.checked);
              dropRemindersNotOffered(e.checked);
            }} colorPalette="green">
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{t("calendar.fields.allDay")}</Switch.Label>
          </Switch.Root>
        )}
      />
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <DateField form={form} name="date" label={t("calendar.fields.date")} required flex="1" />
        {/* Timed events may end on a later day too (a sleepover, a weekend camp). */}
        <DateField form={form} name="endDate" label={t("calendar.fields.endDate")} help={t("calendar.fields.endDateHelp")} flex="1" />
      </Stack>
      {!allDay && (
        <HStack align="start">
          <TimeField form={form} name="startTime" label={t("calendar.fields.startTime")} required flex="1" />
          <TimeField form={form} name="endTime" label={t("calendar.fields.endTime")} required flex="1" />
        </HStack>
      )}
      <Fieldset.Root invalid={form.formState.errors.memberIds !== undefined}>
        <Fieldset.Legend>{t("calendar.fields.who")}</Fieldset.Legend>
        {mayChoosePeople && (
          <Controller
            control={form.control}
            name="everyone"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t("calendar.fields.everyone")}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        )}
        {!everyone && (
          <Controller
            control={form.control}
            name="memberIds"
            render={({ field }) => (
              <Wrap gap="3">
                {members
                  .filter((member) => mayChoosePeople || member._id === viewerId)
                  .map((member) => (
                    <Checkbox.Root
                      key={member._id}
                      checked={field.value.includes(member._id)}
                      onCheckedChange={(e) =>
                        field.onChange(e.checked === true ? [...field.value, member._id] : field.value.filter((m) => m !== member._id))
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{member.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
              </Wrap>
            )}
          />
        )}
        {form.formState.errors.memberIds?.message && (
          <Fieldset.ErrorText>{t(`errors.${form.formState.errors.memberIds.message}.message` as "errors.EVENT_PEOPLE_REQUIRED.message")}</Fieldset.ErrorText>
        )}
      </Fieldset.Root>
      {showRepeat && <RepeatFields form={form} start={start} />}
      <Controller
        control={form.control}
        name="reminders"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const choices: readonly number[] = allDay ? allDayReminderChoices : timedReminderChoices;
          return (
            <Fieldset.Root>
              <Fieldset.Legend>{t("calendar.reminders.legend")}</Fieldset.Legend>
              <Fieldset.HelperText>{t("calendar.reminders.help", { max: REMINDERS_MAX })}</Fieldset.HelperText>
              <Wrap gap="3">
                {choices.map((minutes) => {
                  const on = chosen.includes(minutes);
                  return (
                    <Checkbox.Root
                      key={minutes}
                      checked={on}
                      disabled={!on && chosen.length >= REMINDERS_MAX}
                      onCheckedChange={(e) => field.onChange(e.checked === true ? [...chosen, minutes] : chosen.filter((m) => m !== minutes))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(`calendar.reminders.${reminderLabel(minutes, allDay)}`)}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Wrap>
            </Fieldset.Root>
          );
        }}
      />
      <TextField form={form} name="location" label={t("calendar.fields.location")} maxLength={NAME_MAX_LENGTH} />
      <TextField form={form} name="notes" label={t("calendar.fields.notes")} maxLength={TEXT_MAX_LENGTH} long />
      <ConfirmDialog
        open={askingDelete}
        title={scope === "all" ? t("calendar.confirmDelete.allTitle") : t("calendar.confirmDelete.followingTitle")}
        confirmLabel={t("calendar.delete")}
        destructive
        onConfirm={onDelete}
        onClose={() => setAskingDelete(false)}
      >
        <Text>
          {scope === "all" ? t("calendar.confirmDelete.allBody", { name: occurrence?.name }) : t("calendar.confirmDelete.followingBody", { name: occurrence?.name })}
        </Text>
      </ConfirmDialog>
    </FormDialog>
  );
}
