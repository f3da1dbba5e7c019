import { Stack } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";
import { FamilyScreenSettings } from "../../../features/familyScreen/FamilyScreenSettings";
import { FamilySettingsForm } from "./-components/FamilySettingsForm";

export const Route = createFileRoute("/_guarded/admin/settings")({
  component: SystemSettingsPage,
});

function SystemSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <BackButton to="/admin" label={t("common.backTo.admin")} />
      <PageHeader title={t("settings.page.title")} subtitle={t("settings.page.subtitle")} />
      <Stack gap="6">
        <FamilySettingsForm />
        <FamilyScreenSettings />
      </Stack>
    </>
  );
}
