import { SimpleGrid } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { Activity, Dumbbell, HeartPulse } from "lucide-react";
import { requirePage } from "../../auth/guards";
import { FeatureCard } from "../../features/layout/FeatureCard";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/health-fitness")({
  beforeLoad: ({ context }) => requirePage(context.session, "healthFitness"),
  component: HealthFitness,
});

function HealthFitness() {
  return (
    <>
      <PageHeader title="Health & Fitness" subtitle="Keep the whole family moving and well." />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FeatureCard icon={<HeartPulse aria-hidden />} title="Health Metrics">
          Track weight, sleep and check-ups for each member of the family.
        </FeatureCard>
        <FeatureCard icon={<Dumbbell aria-hidden />} title="Workouts">
          Plan family walks, sports and exercise sessions for the week.
        </FeatureCard>
        <FeatureCard icon={<Activity aria-hidden />} title="Activity Log">
          Look back at what everyone has done to stay active.
        </FeatureCard>
      </SimpleGrid>
    </>
  );
}
