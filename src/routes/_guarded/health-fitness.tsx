import { SimpleGrid } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { Activity, Dumbbell, HeartPulse } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { FeatureCard } from "../../features/layout/FeatureCard";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/health-fitness")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "healthFitness", { quiet: preload, cause }),
  component: HealthFitness,
});

function HealthFitness() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.healthFitness.title")} subtitle={t("pages.healthFitness.subtitle")} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FeatureCard icon={<HeartPulse aria-hidden />} title={t("pages.healthFitness.metrics.title")}>
          {t("pages.healthFitness.metrics.text")}
        </FeatureCard>
        <FeatureCard icon={<Dumbbell aria-hidden />} title={t("pages.healthFitness.workouts.title")}>
          {t("pages.healthFitness.workouts.text")}
        </FeatureCard>
        <FeatureCard icon={<Activity aria-hidden />} title={t("pages.healthFitness.activity.title")}>
          {t("pages.healthFitness.activity.text")}
        </FeatureCard>
      </SimpleGrid>
    </>
  );
}
