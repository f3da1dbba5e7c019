import { Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { FunnelX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Doc } from "../../../convex/_generated/dataModel";
import { clothingCategories, laundryStatuses, occasionTags, seasonTags } from "../../../convex/lib/validators";
import { SelectField } from "./SelectField";
import { isFiltered, noFilters, withFilter, type WardrobeFilters } from "./wardrobeFilters";

type Props = {
  filters: WardrobeFilters;
  members: readonly Pick<Doc<"members">, "_id" | "name">[];
  viewerId: string | undefined;
  onChange: (filters: WardrobeFilters) => void;
};

/** Member, category, season, occasion and laundry status; each "any" until chosen. */
export function WardrobeFiltersBar({ filters, members, viewerId, onChange }: Props) {
  const { t } = useTranslation();
  const any = { value: "", label: t("clothing.filters.any") };
  const set = (key: keyof WardrobeFilters) => (value: string) => onChange(withFilter(filters, key, value));
  return (
    <Stack as="section" aria-label={t("clothing.filters.label")} gap="2" direction={{ base: "column", lg: "row" }} align={{ lg: "end" }}>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3" flex="1">
        <SelectField
          label={t("clothing.filters.member")}
          value={filters.memberId ?? ""}
          onChange={set("memberId")}
          testId="filter-member"
          options={[
            { value: "", label: t("clothing.filters.everyone") },
            ...members.map((m) => ({ value: m._id, label: m._id === viewerId ? t("clothing.filters.me", { name: m.name }) : m.name })),
          ]}
        />
        <SelectField
          label={t("clothing.filters.category")}
          value={filters.category ?? ""}
          onChange={set("category")}
          testId="filter-category"
          options={[any, ...clothingCategories.map((c) => ({ value: c, label: t(`clothing.categories.${c}`) }))]}
        />
        <SelectField
          label={t("clothing.filters.season")}
          value={filters.season ?? ""}
          onChange={set("season")}
          options={[any, ...seasonTags.map((s) => ({ value: s, label: t(`clothing.seasons.${s}`) }))]}
        />
        <SelectField
          label={t("clothing.filters.occasion")}
          value={filters.occasion ?? ""}
          onChange={set("occasion")}
          options={[any, ...occasionTags.map((o) => ({ value: o, label: t(`clothing.occasions.${o}`) }))]}
        />
        <SelectField
          label={t("clothing.filters.laundry")}
          value={filters.laundryStatus ?? ""}
          onChange={set("laundryStatus")}
          testId="filter-laundry"
          options={[any, ...laundryStatuses.map((s) => ({ value: s, label: t(`clothing.laundry.${s}`) }))]}
        />
      </SimpleGrid>
      <Button variant="ghost" size="sm" onClick={() => onChange(noFilters)} disabled={!isFiltered(filters)} alignSelf={{ base: "flex-end", lg: "auto" }}>
        <FunnelX aria-hidden /> {t("clothing.filters.clear")}
      </Button>
    </Stack>
  );
}
