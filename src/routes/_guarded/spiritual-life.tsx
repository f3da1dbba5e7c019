import { SimpleGrid, Stack } from "@chakra-ui/react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { HandHeart, Library, Sunrise } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { FeatureCard } from "../../features/layout/FeatureCard";
import { PageHeader } from "../../features/layout/PageHeader";
import { passageFromSearch, scriptureSearch, searchForPassage, type Passage } from "../../features/scripture/scriptureSearch";
import { ScriptureReader } from "./spiritual-life/-components/ScriptureReader";

export const Route = createFileRoute("/_guarded/spiritual-life")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "spiritualLife", { quiet: preload, cause }),
  validateSearch: scriptureSearch,
  component: SpiritualLife,
});

/** Scripture reading (the passage chosen is in the URL) and the spec's three static cards. */
function SpiritualLife() {
  const { t } = useTranslation();
  const passage = passageFromSearch(Route.useSearch());
  const navigate = useNavigate({ from: Route.fullPath });

  function choose(next: Passage) {
    // Each tick of a verse is not a page of its own for Back.
    void navigate({ search: searchForPassage(next), replace: true });
  }

  return (
    <>
      <PageHeader title={t("pages.spiritualLife.title")} subtitle={t("pages.spiritualLife.subtitle")} />
      <Stack gap="6">
        <ScriptureReader passage={passage} onChange={choose} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FeatureCard icon={<Sunrise aria-hidden />} title={t("scripture.cards.reflections.title")}>
            {t("scripture.cards.reflections.text")}
          </FeatureCard>
          <FeatureCard icon={<Library aria-hidden />} title={t("scripture.cards.study.title")}>
            {t("scripture.cards.study.text")}
          </FeatureCard>
          <FeatureCard icon={<HandHeart aria-hidden />} title={t("scripture.cards.prayer.title")}>
            {t("scripture.cards.prayer.text")}
          </FeatureCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}
