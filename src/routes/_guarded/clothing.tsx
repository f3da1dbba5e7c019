import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/clothing")({
  beforeLoad: ({ context }) => requirePage(context.session, "clothing"),
  component: Clothing,
});

function Clothing() {
  const { t } = useTranslation();
  return <PageHeader title={t("pages.clothing.title")} subtitle={t("pages.clothing.subtitle")} />;
}
