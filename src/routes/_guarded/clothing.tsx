import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { requirePage } from "../../auth/guards";
import { clothingSearch, type ClothingSearch } from "../../features/clothing/clothingSearch";
import { PageHeader } from "../../features/layout/PageHeader";
import { ClothingTabs } from "./clothing/-components/ClothingTabs";

export const Route = createFileRoute("/_guarded/clothing")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "clothing", { quiet: preload, cause }),
  validateSearch: clothingSearch,
  component: Clothing,
});

/** The family's clothes (guarded by the homePlan flag): wardrobe and laundry, outfit plans, and adding items. */
function Clothing() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();

  function show(next: ClothingSearch) {
    void navigate({ search: clothingSearch(next), replace: true });
  }

  return (
    <>
      <PageHeader title={t("pages.clothing.title")} subtitle={t("pages.clothing.subtitle")} />
      <ClothingTabs search={search} onSearch={show} />
    </>
  );
}
