import { Button, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Plane } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api } from "../../../../../convex/_generated/api";
import { addDays } from "../../../../../convex/lib/calendarSchema";
import { isCalendarDay } from "../../../../../convex/lib/dates";
import type { ErrorCode } from "../../../../../convex/lib/errors";
import { useChoreText, type ChoresList } from "../../../../features/chores/choreText";
import { notifySuccess } from "../../../../features/feedback/notify";
import { DateField } from "../../../../features/forms/DateField";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useSingleSubmit } from "../../../../features/forms/useSingleSubmit";
import { SectionCard } from "../../../../features/layout/SectionCard";

const code = (c: ErrorCode) => c;

// The server's rule (model/chores.ts setAway): two days, the second not before the first.
const awaySchema = z
  .object({ away: z.boolean(), from: z.string(), to: z.string() })
  .superRefine((form, ctx) => {
    if (!form.away) return;
    if (!isCalendarDay(form.from)) ctx.addIssue({ code: "custom", path: ["from"], message: code(form.from === "" ? "FIELD_REQUIRED" : "INVALID_DATE") });
    if (!isCalendarDay(form.to)) ctx.addIssue({ code: "custom", path: ["to"], message: code(form.to === "" ? "FIELD_REQUIRED" : "INVALID_DATE") });
    else if (isCalendarDay(form.from) && form.to < form.from) ctx.addIssue({ code: "custom", path: ["to"], message: code("AWAY_DATES") });
  });
type AwayForm = z.input<typeof awaySchema>;

/**
 * "We're away" (DESIGN.md decision 21), for admins: one switch for the family, with the day
 * they leave and the day they are back. Saved, it pauses chores, freezes streaks and mutes
 * chore reminders for those days. Mounted again (by its key) when the saved dates change.
 */
export function AwayCard({ away, today }: { away: ChoresList["away"]; today: string }) {
  const { t } = useTranslation();
  const text = useChoreText();
  const setAway = useMutation(api.chores.setAway);
  const form = useForm<AwayForm>({
    resolver: zodResolver(awaySchema),
    defaultValues: { away: away !== null, from: away?.from ?? today, to: away?.to ?? addDays(today, 7) },
  });
  const on = useWatch({ control: form.control, name: "away" });

  const onSubmit = form.handleSubmit(async (values) => {
    await saveForm(
      form,
      async () => {
        await setAway({ away: values.away ? { from: values.from, to: values.to } : null });
        notifySuccess(
          t("chores.away.saved"),
          values.away ? t("chores.away.savedAway", { from: text.day(values.from, "dayLong"), to: text.day(values.to, "dayLong") }) : t("chores.away.savedHome"),
        );
      },
      { title: t("chores.error"), message: t("chores.away.failed") },
    );
  });

  const { submit } = useSingleSubmit(onSubmit);

  return (
    <SectionCard icon={<Plane aria-hidden />} title={t("chores.away.title")} testId="away-card">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t("chores.away.help")}
          </Text>
          <Controller
            control={form.control}
            name="away"
            render={({ field }) => (
              <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="green">
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>{t("chores.away.switch")}</Switch.Label>
              </Switch.Root>
            )}
          />
          {on && (
            <Stack direction={{ base: "column", sm: "row" }} gap="3" maxW="2xl">
              <DateField form={form} name="from" label={t("chores.away.from")} required flex="1" />
              <DateField form={form} name="to" label={t("chores.away.to")} required flex="1" min={today} />
            </Stack>
          )}
          <HStack>
            <Button type="submit" colorPalette="green" size="sm" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              {t("chores.away.save")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
