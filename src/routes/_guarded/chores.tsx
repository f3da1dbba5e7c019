import { Tabs } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { Gift, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { choresSearch, choresTabs, type ChoresTab } from "../../features/chores/choresSearch";
import { PageHeader } from "../../features/layout/PageHeader";
import { ChoresPanel } from "./chores/-components/ChoresPanel";
import { RewardsPanel } from "./chores/-components/RewardsPanel";

// Chores come with the dashboard (its page flag): they are the family's everyday tasks.
export const Route = createFileRoute("/_guarded/chores")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "dashboard", { quiet: preload, cause, name: "chores" }),
  validateSearch: choresSearch,
  component: Chores,
});

const icons = { chores: ListChecks, points: Gift } as const;

/** Recurring chores (whose turn, why) and the points they earn with the rewards they buy. The open tab is in the URL. */
function Chores() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab: ChoresTab = search.tab ?? "chores";

  function show(next: ChoresTab) {
    void navigate({ search: choresSearch({ tab: next }), replace: true });
  }

  return (
    <>
      <PageHeader title={t("common.pages.chores")} subtitle={t("chores.subtitle")} />
      <Tabs.Root value={tab} onValueChange={(e) => show(e.value as ChoresTab)} colorPalette="green" lazyMount unmountOnExit>
        <Tabs.List aria-label={t("chores.tabs.label")} flexWrap="wrap" mb="4">
          {choresTabs.map((value) => {
            const Icon = icons[value];
            return (
              <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
                <Icon aria-hidden size={16} />
                {t(`chores.tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="chores">
          <ChoresPanel />
        </Tabs.Content>
        <Tabs.Content value="points">
          <RewardsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
