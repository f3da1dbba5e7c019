import { SimpleGrid } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { BookOpen, GraduationCap, Target } from "lucide-react";
import { requirePage } from "../../auth/guards";
import { FeatureCard } from "../../features/layout/FeatureCard";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/education")({
  beforeLoad: ({ context }) => requirePage(context.session, "education"),
  component: Education,
});

function Education() {
  return (
    <>
      <PageHeader title="Education" subtitle="Learning at home and at school." />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FeatureCard icon={<GraduationCap aria-hidden />} title="Academic Progress">
          Follow school reports, grades and milestones for each child.
        </FeatureCard>
        <FeatureCard icon={<BookOpen aria-hidden />} title="Study Materials">
          Keep reading lists, worksheets and revision notes in one place.
        </FeatureCard>
        <FeatureCard icon={<Target aria-hidden />} title="Learning Goals">
          Set goals together and celebrate when they are reached.
        </FeatureCard>
      </SimpleGrid>
    </>
  );
}
