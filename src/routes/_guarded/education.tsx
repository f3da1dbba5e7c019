import { SimpleGrid } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { BookOpen, GraduationCap, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { FeatureCard } from "../../features/layout/FeatureCard";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/education")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "education", { quiet: preload, cause }),
  component: Education,
});

function Education() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.education.title")} subtitle={t("pages.education.subtitle")} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FeatureCard icon={<GraduationCap aria-hidden />} title={t("pages.education.progress.title")}>
          {t("pages.education.progress.text")}
        </FeatureCard>
        <FeatureCard icon={<BookOpen aria-hidden />} title={t("pages.education.materials.title")}>
          {t("pages.education.materials.text")}
        </FeatureCard>
        <FeatureCard icon={<Target aria-hidden />} title={t("pages.education.goals.title")}>
          {t("pages.education.goals.text")}
        </FeatureCard>
      </SimpleGrid>
    </>
  );
}
