import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/home-plan")({
  beforeLoad: ({ context }) => requirePage(context.session, "homePlan"),
  component: HomePlan,
});

function HomePlan() {
  const { t } = useTranslation();
  return <PageHeader title={t("pages.homePlan.title")} subtitle={t("pages.homePlan.subtitle")} />;
}
