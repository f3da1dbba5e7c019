import { Badge, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { InventoryItem } from "./types";

const conditionPalette = { new: "green", good: "teal", fair: "orange", poor: "red" } as const;

/** The item's condition, container and pending-request badges. */
export function ItemBadges({ item, showCondition = true }: { item: InventoryItem; showCondition?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" wrap="wrap">
      {showCondition && <Badge colorPalette={conditionPalette[item.condition]}>{t(`inventory.conditions.${item.condition}`)}</Badge>}
      {item.isContainer && <Badge colorPalette="blue">{t("inventory.grid.container")}</Badge>}
      {item.pendingRequest && (
        <Badge colorPalette="purple" title={t(`inventory.grid.pendingRequest.${item.pendingRequest}`)}>
          {t("inventory.grid.pending")}
        </Badge>
      )}
    </HStack>
  );
}
