import { Alert, Button, Card, Field, Input, Stack, Switch } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useEffect, useId, useMemo } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { familySettingsSchema, type FamilySettingsForm as FormValues } from "../../../../../convex/lib/familySettingsSchema";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { currentZoneName } from "../../../../../convex/lib/timeZone";
import { colorModes } from "../../../../../convex/lib/validators";
import { notifySuccess } from "../../../../features/feedback/notify";
import { useViewerSettings } from "../../../../features/preferences/ViewerSettings";
import { FormField } from "../../../../features/forms/FormField";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useSingleSubmit } from "../../../../features/forms/useSingleSubmit";
import { SelectField, TextField } from "../../../../features/forms/fields";
import { TimeField } from "../../../../features/forms/TimeField";
import { i18n, switchLanguage } from "../../../../i18n";
import { languageNames, supportedLanguages } from "../../../../i18n/languages";

/**
 * The family-wide settings (spec section 2, System settings). The same zod
 * schema checks the form here and the mutation on the server. The form follows
 * live changes made elsewhere until the admin starts editing it.
 */
export function FamilySettingsForm() {
  const { t } = useTranslation();
  const viewer = useViewerSettings();
  const family = viewer?.family;
  const saved = useMemo(() => family && toForm(family), [family]);
  const save = useMutation(api.settings.saveFamilySettings);
  const formId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(familySettingsSchema),
    defaultValues: saved,
    mode: "onBlur",
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;

  useEffect(() => {
    if (saved && !isDirty) reset(saved);
  }, [saved, isDirty, reset]);

  const changedElsewhere = isDirty && JSON.stringify(saved) !== JSON.stringify(formState.defaultValues);

  const { submit } = useSingleSubmit(
    handleSubmit(async (values) => {
      await saveForm(
        form,
        async () => {
          const stored = await save({
            ...values,
            autoLogoutMinutes: Number(values.autoLogoutMinutes),
          });
          reset(toForm(stored));
          // A new family language is this admin's too unless they chose their own: the screen
          // switches to it, and the toast says "saved" in it, not in the language just left.
          const language = viewer?.personal.language ?? stored.language;
          await switchLanguage(language);
          const say = i18n.getFixedT(language);
          notifySuccess(say("settings.page.saved"), say("settings.page.savedMessage"));
        },
        {
          title: t("common.error"),
          message: t("settings.page.saveFailed"),
        },
      );
    }),
  );

  if (!saved) return null;
  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            {changedElsewhere && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t("settings.page.changedElsewhere")}</Alert.Description>
              </Alert.Root>
            )}
            <TextField form={form} name="familyName" label={t("settings.page.familyName")} help={t("settings.page.familyNameHelp")} maxLength={NAME_MAX_LENGTH} required />

            <SettingSwitch form={form} name="notifications" label={t("settings.page.notifications")} help={t("settings.page.notificationsHelp")} />

            <FormField
              id={`${formId}-autoLogout`}
              label={t("settings.page.autoLogout")}
              error={errors.autoLogoutMinutes?.message}
              help={t("settings.page.autoLogoutHelp")}
              required
            >
              {(input) => <Input type="number" inputMode="numeric" min={0} max={1440} step={1} maxW="40" {...register("autoLogoutMinutes", { valueAsNumber: true })} {...input} />}
            </FormField>

            <SelectField form={form} name="language" label={t("settings.page.language")} help={t("settings.page.languageHelp")} maxW="xs">
              {supportedLanguages.map((language) => (
                <option key={language} value={language} lang={language}>
                  {languageNames[language]}
                </option>
              ))}
            </SelectField>

            <SelectField form={form} name="colorMode" label={t("settings.page.colorMode")} help={t("settings.page.colorModeHelp")} maxW="xs">
              {colorModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`settings.colorModes.${mode}`)}
                </option>
              ))}
            </SelectField>

            <TimeZoneField form={form} saved={family?.timeZone !== undefined} savedZone={family?.timeZone} />

            <DimTimes form={form} />

            <SettingSwitch
              form={form}
              name="membersPlanForEveryone"
              label={t("settings.page.membersPlanForEveryone")}
              help={t("settings.page.membersPlanForEveryoneHelp")}
            />

            <Button type="submit" colorPalette="green" alignSelf="start" loading={isSubmitting}>
              {t("settings.page.save")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** The zone this device is in: what the form proposes until an admin has saved the family's. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The form shows "no dimming" as two empty times (the server stores neither), this admin's
 * own time zone as the family's until one is saved, and members planning only for themselves
 * until an admin allows more.
 */
function toForm(settings: FormValues): FormValues {
  return {
    ...settings,
    screenDimFrom: settings.screenDimFrom ?? "",
    screenDimTo: settings.screenDimTo ?? "",
    timeZone: settings.timeZone ?? deviceTimeZone(),
    membersPlanForEveryone: settings.membersPlanForEveryone ?? false,
  };
}

/** An on/off setting with its help below, saved with the form. */
function SettingSwitch({
  form,
  name,
  label,
  help,
}: {
  form: UseFormReturn<FormValues>;
  name: "notifications" | "membersPlanForEveryone";
  label: string;
  help: string;
}) {
  return (
    <Field.Root>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch.Root name={field.name} checked={field.value ?? false} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="green">
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        )}
      />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
}

/** The regions the picker groups zones by (an IANA name's first part). */
const zoneRegions = ["Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific"] as const;
type ZoneRegion = (typeof zoneRegions)[number] | "Other";

/**
 * Every zone the browser knows by its current IANA name (no legacy "Asia/Calcutta"), with the
 * saved and proposed ones whatever the list holds, grouped by region.
 */
function timeZoneGroups(current: string | undefined): [ZoneRegion, string[]][] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = [...new Set([...known.map(currentZoneName), "UTC", ...(current ? [current] : [])])].sort();
  const groups = new Map<ZoneRegion, string[]>();
  for (const zone of zones) {
    const first = zone.split("/")[0];
    const region: ZoneRegion = zone.includes("/") && (zoneRegions as readonly string[]).includes(first) ? (first as ZoneRegion) : "Other";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...zoneRegions, "Other" as const].filter((region) => groups.has(region)).map((region) => [region, groups.get(region)!]);
}

/** A zone as people read it within its region: "New York", "Argentina / Buenos Aires". */
const zoneName = (zone: string) => (zone.includes("/") ? zone.split("/").slice(1) : [zone]).map((part) => part.replace(/_/g, " ")).join(" / ");

/** The family's time zone: "today", due dates and the morning reminders follow it. */
function TimeZoneField({ form, saved, savedZone }: { form: UseFormReturn<FormValues>; saved: boolean; savedZone: string | undefined }) {
  const { t } = useTranslation();
  const current = form.watch("timeZone");
  const groups = useMemo(() => timeZoneGroups(current), [current]);
  const help = saved ? t("settings.page.timeZoneHelp") : `${t("settings.page.timeZoneHelp")} ${t("settings.page.timeZoneUnsaved")}`;
  const moving = savedZone !== undefined && current !== savedZone;
  return (
    <Stack gap="2">
      <SelectField form={form} name="timeZone" label={t("settings.page.timeZone")} help={help} maxW="sm">
        {groups.map(([region, zones]) => (
          <optgroup key={region} label={t(`settings.zoneRegions.${region}`)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneName(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      {moving && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t("settings.page.timeZoneMove", { from: savedZone, to: current })}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** The family screen's night dimming: both times or neither, checked by the shared schema. */
function DimTimes({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="4" align="start">
      <TimeField form={form} name="screenDimFrom" label={t("familyScreen.start.dimFrom")} help={t("familyScreen.start.dimHelp")} maxW="xs" />
      <TimeField form={form} name="screenDimTo" label={t("familyScreen.start.dimTo")} maxW="xs" />
    </Stack>
  );
}
