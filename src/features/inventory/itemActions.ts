import type { InventoryItem } from "./types";

/** What a card or a table row can ask the room view to do with its item. */
export type ItemHandlers = {
  onOpen: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  onMove: (items: InventoryItem[]) => void;
  onToggleSelected: (item: InventoryItem) => void;
};
