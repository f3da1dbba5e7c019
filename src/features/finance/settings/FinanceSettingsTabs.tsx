import { Badge, Tabs } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { useFormat } from "../../../i18n/format";
import { CategoriesTab } from "./CategoriesTab";
import { ItemTypesTab } from "./ItemTypesTab";
import { LoadingSpinner } from "../../../components/LoadingSpinner";

type Overview = FunctionReturnType<typeof api.financeSettings.overview>;
export type SettingsCategory = Overview["categories"][number];
export type SettingsItemType = Overview["itemTypes"][number];

export const financeSettingsTabs = ["categories", "itemTypes"] as const;
export type FinanceSettingsTab = (typeof financeSettingsTabs)[number];

/**
 * Admin → Finance Settings: categories (with budgets) and item types, live. The overview is an
 * admin query: if the viewer stops being an admin while the page is open, its refusal goes to
 * the guarded layout's friendly refusal screen, and the guard then sends them on.
 */
export function FinanceSettingsTabs({ tab, onTab }: { tab: FinanceSettingsTab; onTab: (tab: FinanceSettingsTab) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const overview = useQuery(api.financeSettings.overview, {});

  return (
    <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as FinanceSettingsTab)} colorPalette="green" lazyMount unmountOnExit>
      <Tabs.List aria-label={t("financeSettings.tabs.label")} flexWrap="wrap">
        {financeSettingsTabs.map((value) => (
          <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap">
            {t(`financeSettings.tabs.${value}`)}
            {overview && (
              <Badge variant="subtle" size="sm">
                {fmt.number(value === "categories" ? overview.categories.length : overview.itemTypes.length)}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Each tab's panel exists from the start (its trigger points at it), loading or not. */}
      <Tabs.Content value="categories">
        {overview === undefined ? <LoadingSpinner mt="6" label={t("financeSettings.loading")} /> : <CategoriesTab categories={overview.categories} />}
      </Tabs.Content>
      <Tabs.Content value="itemTypes">
        {overview === undefined ? <LoadingSpinner mt="6" label={t("financeSettings.loading")} /> : <ItemTypesTab itemTypes={overview.itemTypes} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}
