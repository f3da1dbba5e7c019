import { Alert, Button, Card, Field, Input, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useEffect, useMemo } from "react";
import { Controller, useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { familySettingsSchema, type FamilySettingsForm as FormValues } from "../../../../../convex/lib/familySettingsSchema";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { colorModes } from "../../../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { useViewerSettings } from "../../../../features/preferences/ViewerSettings";
import { languageNames, supportedLanguages } from "../../../../i18n/languages";

/**
 * The family-wide settings (spec section 2, System settings). The same zod
 * schema checks the form here and the mutation on the server. The form follows
 * live changes made elsewhere until the admin starts editing it.
 */
export function FamilySettingsForm() {
  const { t } = useTranslation();
  const family = useViewerSettings()?.family;
  const saved = useMemo(() => family && toForm(family), [family]);
  const save = useMutation(api.settings.saveFamilySettings);
  const form = useForm<FormValues>({ resolver: zodResolver(familySettingsSchema), defaultValues: saved, mode: "onBlur" });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;

  useEffect(() => {
    if (saved && !isDirty) reset(saved);
  }, [saved, isDirty, reset]);

  if (!saved) return null;
  const changedElsewhere = isDirty && JSON.stringify(saved) !== JSON.stringify(formState.defaultValues);

  /** Field errors are error codes (lib/errors.ts), shown in the reader's language. */
  const errorText = (code: string | undefined) => (code ? t(`errors.${code as "AUTO_LOGOUT_MIN"}.message`) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const stored = await save({ ...values, autoLogoutMinutes: Number(values.autoLogoutMinutes) });
      reset(toForm(stored));
      notifySuccess(t("settings.page.saved"), t("settings.page.savedMessage"));
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("settings.page.saveFailed") });
    }
  });

  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="5">
            {changedElsewhere && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t("settings.page.changedElsewhere")}</Alert.Description>
              </Alert.Root>
            )}
            <Field.Root required invalid={!!errors.familyName}>
              <Field.Label>
                {t("settings.page.familyName")} <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register("familyName")} maxLength={NAME_MAX_LENGTH} autoComplete="off" />
              <Field.HelperText>{t("settings.page.familyNameHelp")}</Field.HelperText>
              <Field.ErrorText>{errorText(errors.familyName?.message)}</Field.ErrorText>
            </Field.Root>

            <Field.Root>
              <Controller
                control={control}
                name="notifications"
                render={({ field }) => (
                  <Switch.Root
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(e) => field.onChange(e.checked)}
                    colorPalette="green"
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{t("settings.page.notifications")}</Switch.Label>
                  </Switch.Root>
                )}
              />
              <Field.HelperText>{t("settings.page.notificationsHelp")}</Field.HelperText>
            </Field.Root>

            <Field.Root required invalid={!!errors.autoLogoutMinutes}>
              <Field.Label>
                {t("settings.page.autoLogout")} <Field.RequiredIndicator />
              </Field.Label>
              <Input type="number" inputMode="numeric" min={0} max={1440} step={1} maxW="40" {...register("autoLogoutMinutes", { valueAsNumber: true })} />
              <Field.HelperText>{t("settings.page.autoLogoutHelp")}</Field.HelperText>
              <Field.ErrorText>{errorText(errors.autoLogoutMinutes?.message)}</Field.ErrorText>
            </Field.Root>

            <Field.Root>
              <Field.Label>{t("settings.page.language")}</Field.Label>
              <NativeSelect.Root maxW="xs">
                <NativeSelect.Field {...register("language")}>
                  {supportedLanguages.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {languageNames[language]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t("settings.page.languageHelp")}</Field.HelperText>
            </Field.Root>

            <Field.Root>
              <Field.Label>{t("settings.page.colorMode")}</Field.Label>
              <NativeSelect.Root maxW="xs">
                <NativeSelect.Field {...register("colorMode")}>
                  {colorModes.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`settings.colorModes.${mode}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t("settings.page.colorModeHelp")}</Field.HelperText>
            </Field.Root>

            <DimTimes register={register} errors={errors} errorText={errorText} />

            <Button type="submit" colorPalette="green" alignSelf="start" loading={isSubmitting}>
              {t("settings.page.save")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** The form shows "no dimming" as two empty times (the server stores neither). */
function toForm(settings: FormValues): FormValues {
  return { ...settings, screenDimFrom: settings.screenDimFrom ?? "", screenDimTo: settings.screenDimTo ?? "" };
}

type DimTimesProps = {
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  errorText: (code: string | undefined) => string | undefined;
};

/** The family screen's night dimming (issue 14): both times or neither, checked by the shared schema. */
function DimTimes({ register, errors, errorText }: DimTimesProps) {
  const { t } = useTranslation();
  const error = errors.screenDimFrom?.message ?? errors.screenDimTo?.message;
  const helpId = "screen-dim-help";
  return (
    <Stack gap="1.5">
      <Stack direction={{ base: "column", sm: "row" }} gap="4">
        <Field.Root invalid={!!error}>
          <Field.Label>{t("familyScreen.start.dimFrom")}</Field.Label>
          <Input type="time" maxW="40" aria-describedby={helpId} {...register("screenDimFrom")} />
        </Field.Root>
        <Field.Root invalid={!!error}>
          <Field.Label>{t("familyScreen.start.dimTo")}</Field.Label>
          <Input type="time" maxW="40" aria-describedby={helpId} {...register("screenDimTo")} />
          <Field.ErrorText>{errorText(error)}</Field.ErrorText>
        </Field.Root>
      </Stack>
      <Text id={helpId} fontSize="xs" color="fg.muted">
        {t("familyScreen.start.dimHelp")}
      </Text>
    </Stack>
  );
}
