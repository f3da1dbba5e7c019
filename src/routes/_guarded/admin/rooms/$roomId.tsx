import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../../../features/layout/BackButton";
import { PageHeader } from "../../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/rooms/$roomId")({
  component: RoomDetail,
});

function RoomDetail() {
  const { t } = useTranslation();
  const { roomId } = Route.useParams();
  return (
    <>
      <BackButton to="/admin/rooms" />
      <PageHeader title={t("admin.roomDetail.title")} subtitle={t("admin.roomDetail.subtitle", { id: roomId })} />
    </>
  );
}
