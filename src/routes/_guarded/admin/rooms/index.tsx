import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../../../features/layout/BackButton";
import { PageHeader } from "../../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/rooms/")({
  component: Rooms,
});

function Rooms() {
  const { t } = useTranslation();
  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("admin.rooms.title")} subtitle={t("admin.rooms.subtitle")} />
    </>
  );
}
