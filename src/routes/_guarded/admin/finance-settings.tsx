import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";
import { FinanceSettingsTabs, type FinanceSettingsTab } from "../../../features/finance/settings/FinanceSettingsTabs";
import { optionalChoice, type Search } from "../../../features/navigation/searchParams";

// Listed here, not imported: validateSearch stays in the first load, the tabs' forms (and zod) do not.
const tabs = ["categories", "itemTypes"] as const satisfies readonly FinanceSettingsTab[];

/** The open tab lives in the URL, so reload, Back and a shared link keep it; anything unknown falls back. */
function financeSettingsSearch(search: Search): { tab?: FinanceSettingsTab } {
  const tab = optionalChoice(tabs, search.tab);
  return tab && tab !== "categories" ? { tab } : {};
}

// The admin guard is the parent layout's (_guarded/admin.tsx), as for every admin page.
export const Route = createFileRoute("/_guarded/admin/finance-settings")({
  validateSearch: financeSettingsSearch,
  component: FinanceSettings,
});

/** Admin → Finance Settings (spec section 2): categories with budgets, and item types. */
function FinanceSettings() {
  const { t } = useTranslation();
  const { tab = "categories" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("financeSettings.title")} subtitle={t("financeSettings.subtitle")} />
      <FinanceSettingsTabs
        tab={tab}
        onTab={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next === "categories" ? undefined : next }), replace: true })}
      />
    </>
  );
}
