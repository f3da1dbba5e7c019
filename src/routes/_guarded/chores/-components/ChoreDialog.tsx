import { Checkbox, Fieldset, HStack, IconButton, RadioGroup, Stack, Text, VisuallyHidden, Wrap, chakra } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useId, useRef } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { repeatFormOf } from "../../../../../convex/lib/calendarSchema";
import {
  CHORE_PEOPLE_MAX,
  assignmentModes,
  choreFormSchema,
  choreIcons,
  partsOfDay,
  rotateByChoices,
  scheduleKinds,
  type ChoreForm,
  type ChoreFormValues,
} from "../../../../../convex/lib/choreSchema";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { RepeatFields } from "../../../../features/calendar/RepeatFields";
import { choreIconComponents } from "../../../../features/chores/choreIcons";
import type { Chore } from "../../../../features/chores/choreText";
import { notifySuccess } from "../../../../features/feedback/notify";
import { DateField } from "../../../../features/forms/DateField";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";
import { SelectField, TextField } from "../../../../features/forms/fields";
import { useInvalidFormToast } from "../../../../features/forms/invalidFormToast";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useChoreText } from "../../../../features/chores/choreText";

type Props = {
  /** The chore to change, or null for a new one. */
  chore: Chore | null;
  today: string;
  members: MemberView[];
  onClose: () => void;
};

const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const missedChoices = ["missable", "staysDue"] as const;

/** The form's values for a chore as saved (or a new one, starting today, every day). */
function formOf(chore: Chore | null, today: string): ChoreForm {
  if (chore === null) {
    return {
      title: "",
      icon: "",
      partOfDay: "any",
      points: 5,
      needsApproval: false,
      photoProof: false,
      scheduleKind: "repeat",
      start: today,
      repeat: { ...repeatFormOf(undefined, today), freq: "daily" },
      afterDays: 3,
      months: [],
      missable: true,
      assignment: "fixed",
      rotateBy: "occurrence",
      memberIds: [],
    };
  }
  const { schedule } = chore;
  return {
    title: chore.title,
    icon: chore.icon ?? "",
    partOfDay: chore.partOfDay,
    points: chore.points,
    needsApproval: chore.needsApproval,
    photoProof: chore.photoProof,
    scheduleKind: schedule.kind,
    start: schedule.start,
    repeat: schedule.kind === "repeat" ? repeatFormOf(schedule.repeat, schedule.start) : { ...repeatFormOf(undefined, schedule.start), freq: "daily" },
    afterDays: schedule.kind === "after" ? schedule.days : 3,
    months: chore.months,
    missable: chore.missable,
    assignment: chore.assignment,
    rotateBy: chore.rotateBy,
    memberIds: chore.people.map((person) => person._id),
  };
}

/**
 * Adding or changing a recurring chore: what it is (and its picture), when it comes round
 * (a calendar rule, or some days after it was last done; all year or in some months), what
 * it pays, and who does it: one person, turns in an order, anyone first, or everyone.
 */
export function ChoreDialog({ chore, today, members, onClose }: Props) {
  const { t } = useTranslation();
  const create = useMutation(api.chores.createChore);
  const update = useMutation(api.chores.updateChore);
  const form = useForm<ChoreForm, unknown, ChoreFormValues>({
    resolver: zodResolver(choreFormSchema),
    defaultValues: formOf(chore, today),
  });
  const toastInvalid = useInvalidFormToast();
  const scheduleKind = useWatch({ control: form.control, name: "scheduleKind" });
  const assignment = useWatch({ control: form.control, name: "assignment" });
  const start = useWatch({ control: form.control, name: "start" });

  const onSubmit = form.handleSubmit(
    async (values) => {
      await saveForm(
        form,
        async () => {
          if (chore) await update({ choreId: chore._id, chore: values });
          else await create({ chore: values });
          notifySuccess(t("chores.saved"), values.title);
          onClose();
        },
        { title: t("chores.error"), message: t("chores.saveFailed") },
      );
    },
    (invalid) => toastInvalid(invalid),
  );

  return (
    <FormDialog
      title={chore ? t("chores.edit") : t("chores.add")}
      busy={form.formState.isSubmitting}
      submitLabel={t("chores.save")}
      onClose={onClose}
      onSubmit={onSubmit}
      width="lg"
    >
      <TextField form={form} name="title" label={t("chores.form.title")} maxLength={NAME_MAX_LENGTH} required />
      <IconPicker control={form.control} />
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <SelectField form={form} name="partOfDay" label={t("chores.form.partOfDay")} flex="1">
          {partsOfDay.map((part) => (
            <option key={part} value={part}>
              {t(`chores.partsOfDay.${part}`)}
            </option>
          ))}
        </SelectField>
        <TextField form={form} name="points" label={t("chores.form.points")} required flex="1" />
      </Stack>
      <Stack gap="2">
        <BooleanBox control={form.control} name="needsApproval" label={t("chores.form.needsApproval")} />
        <BooleanBox control={form.control} name="photoProof" label={t("chores.form.photoProof")} />
      </Stack>
      <Controller
        control={form.control}
        name="scheduleKind"
        render={({ field }) => (
          <ChoiceGroup
            legend={t("chores.form.schedule")}
            value={field.value}
            onChange={field.onChange}
            choices={scheduleKinds.map((kind) => ({ value: kind, label: t(`chores.form.scheduleKinds.${kind}`) }))}
          />
        )}
      />
      <DateField form={form} name="start" label={t("chores.form.start")} required maxW={{ sm: "xs" }} />
      {scheduleKind === "repeat" ? (
        <RepeatFields form={form} start={start} allowNone={false} />
      ) : (
        <TextField form={form} name="afterDays" label={t("chores.form.afterDays")} required maxW="xs" />
      )}
      <MonthsField control={form.control} />
      <Controller
        control={form.control}
        name="missable"
        render={({ field }) => (
          <ChoiceGroup
            legend={t("chores.form.missed")}
            value={field.value ? "missable" : "staysDue"}
            onChange={(value) => field.onChange(value === "missable")}
            choices={missedChoices.map((choice) => ({ value: choice, label: t(`chores.form.${choice}`) }))}
          />
        )}
      />
      <Controller
        control={form.control}
        name="assignment"
        render={({ field }) => (
          <ChoiceGroup
            legend={t("chores.form.assignment")}
            value={field.value}
            onChange={field.onChange}
            choices={assignmentModes.map((mode) => ({ value: mode, label: t(`chores.form.assignmentChoices.${mode}`) }))}
          />
        )}
      />
      {assignment === "rotation" && (
        <Controller
          control={form.control}
          name="rotateBy"
          render={({ field }) => (
            <ChoiceGroup
              legend={t("chores.form.rotateBy")}
              value={field.value}
              onChange={field.onChange}
              horizontal
              choices={rotateByChoices.map((choice) => ({ value: choice, label: t(`chores.form.rotateByChoices.${choice}`) }))}
            />
          )}
        />
      )}
      <PeopleField control={form.control} members={members} rotation={assignment === "rotation"} />
    </FormDialog>
  );
}

type ChoreControl = Control<ChoreForm, unknown, ChoreFormValues>;

/** A radio group of a few choices, each a line (or side by side). */
function ChoiceGroup({
  legend,
  value,
  onChange,
  choices,
  horizontal = false,
}: {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: string }[];
  horizontal?: boolean;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} colorPalette="green">
        <Stack gap="2" direction={horizontal ? { base: "column", sm: "row" } : "column"} columnGap="5">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

function BooleanBox({ control, name, label }: { control: ChoreControl; name: "needsApproval" | "photoProof"; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="green">
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/**
 * The chore's picture: a radio group of pictures, each named for a screen reader (and on
 * hover). Native radios: arrow keys move between them, as in any radio group.
 */
function IconPicker({ control }: { control: ChoreControl }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Controller
      control={control}
      name="icon"
      render={({ field }) => (
        <Fieldset.Root role="radiogroup">
          <Fieldset.Legend>{t("chores.form.icon")}</Fieldset.Legend>
          <Fieldset.HelperText>{t("chores.form.iconHelp")}</Fieldset.HelperText>
          <Wrap gap="1.5">
            {choreIcons.map((icon) => {
              const Icon = choreIconComponents[icon];
              const checked = field.value === icon;
              const name = t(`chores.icons.${icon}`);
              return (
                <chakra.label
                  key={icon}
                  title={name}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="11"
                  rounded="md"
                  borderWidth={checked ? "2px" : "1px"}
                  borderColor={checked ? "brand.solid" : "border"}
                  bg={checked ? "brand.muted" : "bg"}
                  color={checked ? "brand.fg" : "fg.muted"}
                  cursor="pointer"
                  _hover={{ bg: checked ? "brand.muted" : "bg.muted", color: "fg" }}
                  css={{ "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } }}
                >
                  <VisuallyHidden asChild>
                    <input type="radio" name={`${id}-icon`} value={icon} checked={checked} onChange={() => field.onChange(icon)} onBlur={field.onBlur} />
                  </VisuallyHidden>
                  <Icon aria-hidden size={22} />
                  <VisuallyHidden>{name}</VisuallyHidden>
                </chakra.label>
              );
            })}
          </Wrap>
        </Fieldset.Root>
      )}
    />
  );
}

/** The months it is done in: twelve boxes, none ticked meaning all year. */
function MonthsField({ control }: { control: ChoreControl }) {
  const { t } = useTranslation();
  const text = useChoreText();
  return (
    <Controller
      control={control}
      name="months"
      render={({ field }) => (
        <Fieldset.Root>
          <Fieldset.Legend>{t("chores.form.months")}</Fieldset.Legend>
          <Fieldset.HelperText>{t("chores.form.monthsHelp")}</Fieldset.HelperText>
          <Wrap gap="3" columnGap="4">
            {months.map((month) => (
              <Checkbox.Root
                key={month}
                size="sm"
                colorPalette="green"
                minW="28"
                checked={field.value.includes(month)}
                onCheckedChange={(e) => field.onChange(e.checked === true ? [...field.value, month].sort((a, b) => a - b) : field.value.filter((m) => m !== month))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{text.day(`2030-${String(month).padStart(2, "0")}-01`, "month")}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Fieldset.Root>
      )}
    />
  );
}

/**
 * Who does it: a box per family member. For turns, the chosen people in their order (the
 * form's list is the order), each moved up or down by a button.
 */
function PeopleField({ control, members, rotation }: { control: ChoreControl; members: MemberView[]; rotation: boolean }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const orderId = useId();
  // Stack types its element as a div; it renders the ol.
  const list = useRef<HTMLDivElement>(null);
  const names = new Map(members.map((member) => [member._id as string, member.name]));
  return (
    <Controller
      control={control}
      name="memberIds"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const move = (index: number, by: -1 | 1) => {
          const next = [...chosen];
          [next[index], next[index + by]] = [next[index + by], next[index]];
          field.onChange(next);
          // The pressed button may now be disabled (first or last place): the focus stays with the person moved.
          const direction = by === -1 ? "up" : "down";
          const other = by === -1 ? "down" : "up";
          requestAnimationFrame(() => {
            const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-person="${chosen[index]}"]`);
            const target = [...(buttons ?? [])].find((b) => b.dataset.move === direction && !b.disabled) ?? [...(buttons ?? [])].find((b) => b.dataset.move === other);
            target?.focus();
          });
        };
        return (
          <Stack gap="3">
            <Fieldset.Root invalid={fieldState.error !== undefined}>
              <Fieldset.Legend>{t("chores.form.people")}</Fieldset.Legend>
              <Wrap gap="3" columnGap="5">
                {members.map((member) => (
                  <Checkbox.Root
                    key={member._id}
                    colorPalette="green"
                    checked={chosen.includes(member._id)}
                    disabled={!chosen.includes(member._id) && chosen.length >= CHORE_PEOPLE_MAX}
                    onCheckedChange={(e) => field.onChange(e.checked === true ? [...chosen, member._id] : chosen.filter((m) => m !== member._id))}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{member.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
              {fieldState.error?.message && <Fieldset.ErrorText color={{ base: "red.700", _dark: "red.300" }}>{errorText(fieldState.error.message)}</Fieldset.ErrorText>}
            </Fieldset.Root>
            {rotation && chosen.length > 1 && (
              <Stack gap="1.5">
                <Text fontWeight="medium" fontSize="sm" id={orderId}>
                  {t("chores.form.order")}
                </Text>
                <Stack as="ol" gap="1.5" aria-labelledby={orderId} listStyleType="none" ref={list}>
                  {chosen.map((memberId, index) => {
                    const name = names.get(memberId) ?? "";
                    return (
                      <HStack as="li" key={memberId} gap="2" borderWidth="1px" rounded="md" ps="3" pe="1" py="1">
                        <Text flex="1" minW="0" overflowWrap="anywhere">
                          {index + 1}. {name}
                        </Text>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          data-person={memberId}
                          data-move="up"
                          aria-label={t("chores.form.moveUp", { name })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUp aria-hidden />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          data-person={memberId}
                          data-move="down"
                          aria-label={t("chores.form.moveDown", { name })}
                          disabled={index === chosen.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDown aria-hidden />
                        </IconButton>
                      </HStack>
                    );
                  })}
                </Stack>
              </Stack>
            )}
          </Stack>
        );
      }}
    />
  );
}
