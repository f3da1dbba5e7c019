import type { MemberView } from "../../../../../convex/lib/memberView";
import { Checkbox, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { taskFormSchema, type TaskForm, type TaskFormValues, type TaskView } from "../../../../../convex/lib/taskSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../../convex/lib/text";
import { priorities } from "../../../../../convex/lib/validators";
import { todayString, useFamilyTimeZone } from "../../../../features/dates/useToday";
import { shiftPeriod } from "../../../../../convex/lib/periods";
import { notifySuccess } from "../../../../features/feedback/notify";
import { DateField } from "../../../../features/forms/DateField";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFormDraft } from "../../../../features/forms/useFormDraft";
import { SelectField, TextField } from "../../../../features/forms/fields";
import { useInvalidFormToast } from "../../../../features/forms/invalidFormToast";
import { saveForm } from "../../../../features/forms/serverRefusal";

type Props = {
  open: boolean;
  onClose: () => void;
  members: MemberView[];
  /** Assign Task on a member card fixes the assignee; Quick Actions lets the admin pick. */
  assignee?: Id<"members">;
  /** Editing an existing task instead of assigning a new one. */
  task?: TaskView;
  /** Quick Actions' task form: every field required (spec section 5). */
  requireEveryField?: boolean;
};

/** Assign (or edit) a task. Mounted only while open, so each opening starts from the task or the defaults. */
export function TaskFormDialog(props: Props) {
  return props.open ? <TaskFormBody {...props} /> : null;
}

function TaskFormBody({ onClose, members, assignee, task, requireEveryField }: Props) {
  const { t } = useTranslation();
  const rooms = useQuery(api.rooms.names, {});
  const assignTask = useMutation(api.tasks.assignTask);
  const editTask = useMutation(api.tasks.editTask);
  const today = todayString(useFamilyTimeZone());
  // The reader's today is the earliest due date; an edit may keep the date the task has.
  const schema = useMemo(
    () =>
      taskFormSchema({
        purpose: task ? "update" : "create",
        requireDescription: requireEveryField,
        earliestDue: today,
        currentDue: task?.dueDate,
      }),
    [task, requireEveryField, today],
  );
  // The calendar offers the same days, from today (or the earlier day the task already has).
  const earliestOffered = task?.dueDate && task.dueDate < today ? task.dueDate : today;
  const form = useForm<TaskForm, unknown, TaskFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: task?.title ?? "",
      description: task?.description ?? "",
      assignedTo: task?.assignedTo ?? assignee ?? members[0]?._id ?? "",
      dueDate: task?.dueDate ?? shiftPeriod({ kind: "day", key: today }, 1).key,
      priority: task?.priority ?? "medium",
      roomId: task?.roomId ?? "",
      needsApproval: task?.needsApproval ?? true,
    },
  });
  const draft = useFormDraft(form, task ? `task:${task._id}` : `task:new:${assignee ?? ""}`);
  const assignedTo = useWatch({ control: form.control, name: "assignedTo" });
  const assigneeName = members.find((m) => m._id === assignedTo)?.name ?? "";
  // Editing fails as an update ("Task Update Failed"), not as a creation.
  const failedTitle = task ? t("dashboard.taskForm.updateFailedTitle") : t("dashboard.taskForm.failedTitle");
  const toastInvalid = useInvalidFormToast();

  const onSubmit = form.handleSubmit(
    async (values) => {
      const input = {
        ...values,
        assignedTo: values.assignedTo as Id<"members">,
        roomId: values.roomId ? (values.roomId as Id<"rooms">) : undefined,
      };
      await saveForm(
        form,
        async () => {
          if (task) {
            await editTask({ taskId: task._id, ...input });
            notifySuccess(t("dashboard.taskForm.updatedTitle"), t("dashboard.taskForm.updatedMessage", { title: values.title }));
          } else {
            await assignTask({
              ...input,
              ...(requireEveryField ? { requireDescription: true } : {}),
            });
            notifySuccess(
              t("dashboard.taskForm.assignedTitle"),
              t("dashboard.taskForm.assignedMessage", {
                title: values.title,
                name: assigneeName,
              }),
            );
          }
          draft.clear();
          onClose();
        },
        {
          title: failedTitle,
          message: t("dashboard.taskForm.failed"),
        },
      );
    },
    // Every problem is marked at once under its field; the spec's toast says it too.
    (invalid) => toastInvalid(invalid, failedTitle),
  );

  const heading = task
    ? t("dashboard.taskForm.editTitle")
    : assignee
      ? t("dashboard.taskForm.assignTitle", { name: assigneeName })
      : t("dashboard.taskForm.addTitle");
  return (
    <FormDialog
      title={heading}
      busy={form.formState.isSubmitting}
      submitLabel={task ? t("dashboard.taskForm.save") : t("dashboard.taskForm.assign")}
      onClose={onClose}
      onSubmit={onSubmit}
      width="lg"
      draft={draft}
    >
      <TextField form={form} name="title" label={t("dashboard.taskForm.title")} maxLength={NAME_MAX_LENGTH} required />
      <TextField form={form} name="description" label={t("dashboard.taskForm.description")} maxLength={TEXT_MAX_LENGTH} long required={requireEveryField} />
      {!assignee && (
        <SelectField form={form} name="assignedTo" label={t("dashboard.taskForm.assignTo")} required>
          {members.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      )}
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <DateField form={form} name="dueDate" min={earliestOffered} label={t("dashboard.taskForm.dueDate")} required />
        <SelectField form={form} name="priority" label={t("dashboard.taskForm.priority")}>
          {priorities.map((p) => (
            <option key={p} value={p}>
              {t(`dashboard.priority.${p}`)}
            </option>
          ))}
        </SelectField>
      </Stack>
      <SelectField form={form} name="roomId" label={t("dashboard.taskForm.room")} placeholder={t("dashboard.taskForm.noRoom")} placeholderSelectable>
        {rooms?.map((room) => (
          <option key={room._id} value={room._id}>
            {room.name}
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="needsApproval"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} colorPalette="green">
            <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t("dashboard.taskForm.needsApproval")}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
