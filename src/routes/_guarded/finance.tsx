import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/finance")({
  beforeLoad: ({ context }) => requirePage(context.session, "finance"),
  component: Finance,
});

function Finance() {
  const { t } = useTranslation();
  return <PageHeader title={t("pages.finance.title")} subtitle={t("pages.finance.subtitle")} />;
}
