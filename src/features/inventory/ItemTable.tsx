import { Checkbox, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ItemActions } from "./ItemActions";
import { ItemBadges } from "./ItemBadges";
import type { ItemHandlers } from "./itemActions";
import { ItemPhoto } from "./ItemPhoto";
import type { InventoryItem } from "./types";

type Props = { items: InventoryItem[]; isAdmin: boolean; selected: ReadonlySet<string>; handlers: ItemHandlers };

/** The spec's table: Item, Image, Category, Qty, Condition, Actions (plus a column to select rows for a move). */
export function ItemTable({ items, isAdmin, selected, handlers }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t("inventory.table.label")} data-testid="item-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <Text srOnly>{t("inventory.table.select")}</Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t("inventory.table.item")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("inventory.table.image")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("inventory.table.category")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("inventory.table.quantity")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("inventory.table.condition")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("inventory.table.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item._id} data-selected={selected.has(item._id) ? "" : undefined}>
              <Table.Cell>
                <Checkbox.Root checked={selected.has(item._id)} onCheckedChange={() => handlers.onToggleSelected(item)} colorPalette="green">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label srOnly>{t("inventory.grid.select", { name: item.name })}</Checkbox.Label>
                </Checkbox.Root>
              </Table.Cell>
              {/* The scroll area keeps cells on one line; a long name wraps instead of pushing Qty and Actions off screen. */}
              <Table.Cell fontWeight="medium" minW="32" maxW="sm" whiteSpace="normal" overflowWrap="anywhere">
                {item.isContainer ? (
                  <button
                    type="button"
                    onClick={() => handlers.onOpen(item)}
                    style={{ textAlign: "start", textDecoration: "underline", cursor: "pointer", fontWeight: 600 }}
                  >
                    {item.name}
                  </button>
                ) : (
                  item.name
                )}
                {(item.isContainer || item.pendingRequest) && (
                  <ItemBadges item={item} showCondition={false} />
                )}
              </Table.Cell>
              <Table.Cell>
                <ItemPhoto url={item.imageUrl} name={item.name} isContainer={item.isContainer} h="10" w="14" rounded="sm" />
              </Table.Cell>
              <Table.Cell minW="24" maxW="48" whiteSpace="normal" overflowWrap="anywhere">
                {item.category}
              </Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell>{t(`inventory.conditions.${item.condition}`)}</Table.Cell>
              <Table.Cell>
                <ItemActions item={item} isAdmin={isAdmin} handlers={handlers} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
