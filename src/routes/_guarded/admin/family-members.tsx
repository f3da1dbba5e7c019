import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/family-members")({
  component: FamilyMembers,
});

function FamilyMembers() {
  const { t } = useTranslation();
  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("admin.familyMembers.title")} subtitle={t("admin.familyMembers.subtitle")} />
    </>
  );
}
