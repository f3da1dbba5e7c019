import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/spiritual-life")({
  beforeLoad: ({ context }) => requirePage(context.session, "spiritualLife"),
  component: SpiritualLife,
});

function SpiritualLife() {
  const { t } = useTranslation();
  return <PageHeader title={t("pages.spiritualLife.title")} subtitle={t("pages.spiritualLife.subtitle")} />;
}
