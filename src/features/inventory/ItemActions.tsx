import { HStack, IconButton } from "@chakra-ui/react";
import { FolderInput, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ItemHandlers } from "./itemActions";
import type { InventoryItem } from "./types";

/**
 * Edit (admins only), Move and Delete for one item. Delete is there for
 * everyone (spec section 6): a member's becomes a deletion request.
 */
export function ItemActions({ item, isAdmin, handlers }: { item: InventoryItem; isAdmin: boolean; handlers: ItemHandlers }) {
  const { t } = useTranslation();
  const name = item.name;
  return (
    <HStack gap="0.5" position="relative" zIndex="1">
      {isAdmin && (
        <IconButton size="sm" variant="ghost" aria-label={t("inventory.actions.edit", { name })} onClick={() => handlers.onEdit(item)}>
          <Pencil />
        </IconButton>
      )}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={isAdmin ? t("inventory.actions.move", { name }) : t("inventory.actions.requestMove", { name })}
        onClick={() => handlers.onMove([item])}
      >
        <FolderInput />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={isAdmin ? t("inventory.actions.delete", { name }) : t("inventory.actions.requestDeletion", { name })}
        onClick={() => handlers.onDelete(item)}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
