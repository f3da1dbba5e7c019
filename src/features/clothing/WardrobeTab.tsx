import { SegmentGroup, Skeleton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { Shirt } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { isAdmin } from "../../../convex/lib/access";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { useDeleteDialog } from "../layout/useDeleteDialog";
import type { ClothingHandlers } from "./ClothingCard";
import { wardrobeViews, type WardrobeView } from "./clothingSearch";
import { DeleteClothingDialog } from "./DeleteClothingDialog";
import { EditClothingDialog } from "./EditClothingDialog";
import { LaundryBasket } from "./LaundryBasket";
import type { ClothingView } from "./types";
import { useFamily } from "./useFamily";
import { useToggleLaundry } from "./useToggleLaundry";
import { WardrobeFiltersBar } from "./WardrobeFiltersBar";
import { WardrobeGrid } from "./WardrobeGrid";
import { isFiltered, noFilters, type WardrobeFilters } from "./wardrobeFilters";

type Props = { view: WardrobeView; onView: (view: WardrobeView) => void };

/** The Wardrobe tab: all clothes with five filters, or the laundry basket; live either way. */
export function WardrobeTab({ view, onView }: Props) {
  const { t } = useTranslation();
  const { viewer, members, byId } = useFamily();
  const admin = viewer !== null && isAdmin(viewer);
  const [filters, setFilters] = useState<WardrobeFilters>(noFilters);
  const laundry = useToggleLaundry();
  const [editing, setEditing] = useState<ClothingView | null>(null);
  const items = useQuery(api.clothing.listWardrobe, view === "all" ? { ...filters, memberId: filters.memberId as Id<"members"> | undefined } : "skip");
  const basket = useQuery(api.clothing.laundryBasket, view === "basket" ? {} : "skip");
  const deleting = useDeleteDialog(view === "all" ? items : basket);
  const handlers: ClothingHandlers = { onToggleLaundry: laundry.press, isToggling: laundry.isBusy, onEdit: setEditing, onDelete: deleting.ask };

  return (
    <Stack gap="5">
      <SegmentGroup.Root
        value={view}
        onValueChange={(e) => {
          const next = wardrobeViews.find((v) => v === e.value);
          if (next) onView(next);
        }}
        aria-label={t("clothing.wardrobe.views")}
        size="sm"
        alignSelf="flex-start"
        data-testid="wardrobe-views"
      >
        <SegmentGroup.Indicator />
        {wardrobeViews.map((v) => (
          <SegmentGroup.Item key={v} value={v}>
            <SegmentGroup.ItemText>{t(`clothing.wardrobe.${v}`)}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>

      {view === "basket" ? (
        <LaundryBasket basket={basket} owners={byId} handlers={handlers} />
      ) : (
        <>
          <WardrobeFiltersBar filters={filters} members={members ?? []} viewerId={viewer?._id} onChange={setFilters} />
          {items === undefined ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy aria-label={t("clothing.wardrobe.loading")}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h="64" rounded="lg" />
              ))}
            </SimpleGrid>
          ) : items.length === 0 ? (
            isFiltered(filters) ? (
              <EmptyStateBox icon={<Shirt />} title={t("clothing.wardrobe.noMatch")} description={t("clothing.wardrobe.noMatchHint")} />
            ) : (
              <EmptyStateBox icon={<Shirt />} title={t("clothing.wardrobe.empty")} description={admin ? t("clothing.wardrobe.emptyAdmin") : t("clothing.wardrobe.emptyMember")} />
            )
          ) : (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t("clothing.wardrobe.count", { count: items.length })}
              </Text>
              <WardrobeGrid items={items} owners={byId} handlers={handlers} testId="wardrobe-grid" />
            </Stack>
          )}
        </>
      )}
      <EditClothingDialog item={editing} onClose={() => setEditing(null)} />
      <DeleteClothingDialog item={deleting.subject} open={deleting.open} onClose={deleting.close} />
    </Stack>
  );
}
