import { Badge, Tabs } from "@chakra-ui/react";
import { CalendarDays, Plus, Shirt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isAdmin } from "../../../../../convex/lib/access";
import { useSignedInMember } from "../../../../auth/useSignedInMember";
import { AddClothingForm } from "../../../../features/clothing/AddClothingForm";
import { clothingTabs, type ClothingSearch, type ClothingTab } from "../../../../features/clothing/clothingSearch";
import { OutfitsTab } from "../../../../features/clothing/OutfitsTab";
import { WardrobeTab } from "../../../../features/clothing/WardrobeTab";

const icons = { wardrobe: Shirt, outfits: CalendarDays, add: Plus } as const;

type Props = { search: ClothingSearch; onSearch: (next: ClothingSearch) => void };

/**
 * Wardrobe, Outfits and Add Item (spec section 2): Add Item is labelled 'Admin Only' and
 * disabled for members (the server refuses them too). The open tab is in the URL.
 */
export function ClothingTabs({ search, onSearch }: Props) {
  const { t } = useTranslation();
  const viewer = useSignedInMember();
  const admin = viewer !== null && isAdmin(viewer);
  // A member sent a link to ?tab=add sees the wardrobe.
  const tab: ClothingTab = search.tab === "add" && !admin ? "wardrobe" : (search.tab ?? "wardrobe");

  function show(next: ClothingTab) {
    onSearch({ ...search, tab: next === "wardrobe" ? undefined : next });
  }

  return (
    <Tabs.Root value={tab} onValueChange={(e) => show(e.value as ClothingTab)} colorPalette="green" lazyMount unmountOnExit>
      <Tabs.List aria-label={t("clothing.tabs.label")} flexWrap="wrap" mb="4">
        {clothingTabs.map((value) => {
          const Icon = icons[value];
          const locked = value === "add" && !admin;
          return (
            <Tabs.Trigger key={value} value={value} disabled={locked} flexShrink={0} whiteSpace="nowrap">
              <Icon aria-hidden size={16} />
              {t(`clothing.tabs.${value}`)}
              {locked && (
                <Badge colorPalette="gray" variant="outline" size="sm">
                  {t("clothing.tabs.adminOnly")}
                </Badge>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="wardrobe">
        <WardrobeTab view={search.view ?? "all"} onView={(view) => onSearch({ ...search, view: view === "all" ? undefined : view })} />
      </Tabs.Content>
      <Tabs.Content value="outfits">
        <OutfitsTab memberId={search.member} onMember={(member) => onSearch({ ...search, member })} />
      </Tabs.Content>
      {admin && (
        <Tabs.Content value="add">
          <AddClothingForm />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
