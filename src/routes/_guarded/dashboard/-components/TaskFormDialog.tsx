import type { MemberView } from "../../../../../convex/lib/memberView";
import { Checkbox, Field, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { addDays } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Doc, Id } from "../../../../../convex/_generated/dataModel";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../../../convex/lib/text";
import { priorities, type Priority } from "../../../../../convex/lib/validators";
import { todayString } from "../../../../features/dates/useToday";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { fieldOfRefusal, useFieldErrors } from "./fieldErrors";
import { SimpleFormDialog } from "./SimpleFormDialog";

type TaskField = "title" | "description" | "dueDate";

type Props = {
  open: boolean;
  onClose: () => void;
  members: MemberView[];
  /** Assign Task on a member card fixes the assignee; Quick Actions lets the admin pick. */
  assignee?: Id<"members">;
  /** Editing an existing task instead of assigning a new one. */
  task?: Doc<"tasks">;
  /** Quick Actions' task form: every field required (spec section 5). */
  requireEveryField?: boolean;
};

/** Assign (or edit) a task. Mounted only while open, so each opening starts from the task or the defaults. */
export function TaskFormDialog(props: Props) {
  return props.open ? <TaskForm {...props} /> : null;
}

function TaskForm({ onClose, members, assignee, task, requireEveryField }: Props) {
  const { t } = useTranslation();
  const rooms = useQuery(api.rooms.names, {});
  const assignTask = useMutation(api.tasks.assignTask);
  const editTask = useMutation(api.tasks.editTask);
  const [title, setTitle] = useState(task?.title ?? "");
  const [description, setDescription] = useState(task?.description ?? "");
  const [assignedTo, setAssignedTo] = useState<string>(task?.assignedTo ?? assignee ?? members[0]?._id ?? "");
  const [dueDate, setDueDate] = useState(task?.dueDate ?? todayString(addDays(new Date(), 1)));
  const [priority, setPriority] = useState<Priority>(task?.priority ?? "medium");
  const [roomId, setRoomId] = useState<string>(task?.roomId ?? "");
  const [needsApproval, setNeedsApproval] = useState(task?.needsApproval ?? true);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors<TaskField>();
  const { errors } = fieldErrors;
  const assigneeName = members.find((m) => m._id === assignedTo)?.name ?? "";
  // Editing fails as an update ("Task Update Failed"), not as a creation.
  const failedTitle = task ? t("dashboard.taskForm.updateFailedTitle") : t("dashboard.taskForm.failedTitle");

  async function onSubmit() {
    if (!title.trim()) {
      fieldErrors.show({ title: t("dashboard.taskForm.titleRequired") });
      return notifyError(failedTitle, t("dashboard.taskForm.titleRequired"));
    }
    const missing = {
      ...(requireEveryField && !description.trim() ? { description: t("dashboard.fieldRequired") } : {}),
      ...(dueDate ? {} : { dueDate: t("errors.DUE_DATE_REQUIRED.message") }),
    };
    if (fieldErrors.show(missing)) {
      return notifyError(failedTitle, requireEveryField ? t("dashboard.fillEveryField") : t("errors.DUE_DATE_REQUIRED.message"));
    }
    const input = {
      title,
      description,
      assignedTo: assignedTo as Id<"members">,
      dueDate,
      priority,
      needsApproval,
      ...(roomId ? { roomId: roomId as Id<"rooms"> } : {}),
    };
    setBusy(true);
    try {
      if (task) {
        await editTask({ taskId: task._id, ...input });
        notifySuccess(t("dashboard.taskForm.updatedTitle"), t("dashboard.taskForm.updatedMessage", { title: title.trim() }));
      } else {
        await assignTask({ ...input, ...(requireEveryField ? { requireDescription: true } : {}) });
        notifySuccess(t("dashboard.taskForm.assignedTitle"), t("dashboard.taskForm.assignedMessage", { title: title.trim(), name: assigneeName }));
      }
      onClose();
    } catch (error) {
      fieldErrors.show(
        fieldOfRefusal<TaskField>(error, {
          TASK_TITLE_REQUIRED: "title",
          TASK_UPDATE_FAILED: "title",
          NAME_TOO_LONG: "title",
          TEXT_TOO_LONG: "description",
          ALL_FIELDS_REQUIRED: "description",
          DUE_DATE_REQUIRED: "dueDate",
          TASK_UPDATE_DUE_DATE: "dueDate",
        }),
      );
      notifyFailure(error, { title: failedTitle, message: t("dashboard.taskForm.failed") });
    } finally {
      setBusy(false);
    }
  }

  const heading = task
    ? t("dashboard.taskForm.editTitle")
    : assignee
      ? t("dashboard.taskForm.assignTitle", { name: assigneeName })
      : t("dashboard.taskForm.addTitle");
  return (
    <SimpleFormDialog
      title={heading}
      open
      busy={busy}
      submitLabel={task ? t("dashboard.taskForm.save") : t("dashboard.taskForm.assign")}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
    >
      <Field.Root required {...fieldErrors.root("title")}>
        <Field.Label>
          {t("dashboard.taskForm.title")} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={title}
          maxLength={NAME_MAX_LENGTH}
          {...fieldErrors.input("title")}
          onChange={(e) => {
            setTitle(e.target.value);
            fieldErrors.clear("title");
          }}
        />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root required={requireEveryField} {...fieldErrors.root("description")}>
        <Field.Label>
          {t("dashboard.taskForm.description")} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={description}
          maxLength={TEXT_MAX_LENGTH}
          {...fieldErrors.input("description")}
          onChange={(e) => {
            setDescription(e.target.value);
            fieldErrors.clear("description");
          }}
          rows={3}
        />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      {!assignee && (
        <Field.Root required>
          <Field.Label>{t("dashboard.taskForm.assignTo")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={assignedTo} onChange={(e) => setAssignedTo(e.target.value)}>
              {members.map((member) => (
                <option key={member._id} value={member._id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <Field.Root required {...fieldErrors.root("dueDate")}>
          <Field.Label>
            {t("dashboard.taskForm.dueDate")} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="date"
            value={dueDate}
            {...fieldErrors.input("dueDate")}
            onChange={(e) => {
              setDueDate(e.target.value);
              fieldErrors.clear("dueDate");
            }}
          />
          <Field.ErrorText>{errors.dueDate}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("dashboard.taskForm.priority")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
              {priorities.map((p) => (
                <option key={p} value={p}>
                  {t(`dashboard.priority.${p}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <Field.Root>
        <Field.Label>{t("dashboard.taskForm.room")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            <option value="">{t("dashboard.taskForm.noRoom")}</option>
            {rooms?.map((room) => (
              <option key={room._id} value={room._id}>
                {room.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root checked={needsApproval} onCheckedChange={(e) => setNeedsApproval(!!e.checked)} colorPalette="green">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("dashboard.taskForm.needsApproval")}</Checkbox.Label>
      </Checkbox.Root>
    </SimpleFormDialog>
  );
}
