import { Box, Card, Checkbox, HStack, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ItemActions } from "./ItemActions";
import { ItemBadges } from "./ItemBadges";
import type { ItemHandlers } from "./itemActions";
import { ItemPhoto } from "./ItemPhoto";
import type { InventoryItem } from "./types";
import { DOT } from "./separators";

type Props = { item: InventoryItem; isAdmin: boolean; selected: boolean; handlers: ItemHandlers };

/** The same item as far as its card shows (a page's items arrive as new objects each time it changes). */
function sameCard(before: Props, after: Props): boolean {
  if (before.isAdmin !== after.isAdmin || before.selected !== after.selected || before.handlers !== after.handlers) return false;
  const keys = Object.keys(after.item) as (keyof InventoryItem)[];
  return keys.length === Object.keys(before.item).length && keys.every((key) => before.item[key] === after.item[key]);
}

/**
 * One item of the grid: photo, name, quantity, category, badges; a container opens on click or
 * Enter. A card redraws only when its own item changes: a room's grid holds hundreds of them,
 * and every change to one page of it used to redraw them all (a few hundred ms for 150 cards).
 */
export const ItemCard = memo(function ItemCard({ item, isAdmin, selected, handlers }: Props) {
  const { t } = useTranslation();
  return (
    <LinkBox asChild>
      <Card.Root
        variant="outline"
        overflow="hidden"
        data-testid="item-card"
        borderColor={selected ? "brand.solid" : undefined}
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={item.isContainer ? { borderColor: "brand.solid", shadow: "sm" } : undefined}
        _focusWithin={item.isContainer ? { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } : undefined}
      >
        <Box position="relative">
          <ItemPhoto url={item.imageUrl} name={item.name} isContainer={item.isContainer} h={{ base: "24", md: "32" }} rounded="0" />
          <Checkbox.Root
            checked={selected}
            onCheckedChange={() => handlers.onToggleSelected(item)}
            position="absolute"
            top="2"
            left="2"
            zIndex="1"
            bg="bg"
            rounded="sm"
            colorPalette="green"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t("inventory.grid.select", { name: item.name })}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        <Card.Body p="3" gap="1">
          <Text fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
            {item.isContainer ? (
              <LinkOverlay asChild>
                <button type="button" onClick={() => handlers.onOpen(item)} style={{ textAlign: "start", cursor: "pointer" }}>
                  {item.name}
                </button>
              </LinkOverlay>
            ) : (
              item.name
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1} overflowWrap="anywhere">
            {[t("inventory.grid.quantity", { quantity: item.quantity }), item.category].join(DOT)}
          </Text>
          <ItemBadges item={item} />
        </Card.Body>
        <Card.Footer p="1" pt="0" justifyContent="flex-end">
          <HStack>
            <ItemActions item={item} isAdmin={isAdmin} handlers={handlers} />
          </HStack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}, sameCard);
