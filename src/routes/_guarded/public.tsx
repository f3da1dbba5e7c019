import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/public")({
  beforeLoad: ({ context }) => requirePage(context.session, "public"),
  component: Public,
});

function Public() {
  const { t } = useTranslation();
  return <PageHeader title={t("pages.public.title")} subtitle={t("pages.public.subtitle")} />;
}
