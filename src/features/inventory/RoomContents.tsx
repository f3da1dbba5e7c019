import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { usePaginatedQuery } from "convex/react";
import { FolderInput, PackageOpen, Plus, X } from "lucide-react";
import { useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { ItemCard } from "./ItemCard";
import type { ItemHandlers } from "./itemActions";
import { ItemTable } from "./ItemTable";
import type { InventoryItem } from "./types";
import { LoadingSpinner } from "../../components/LoadingSpinner";

/** Items per page of the grid; "Load more" adds as many again (a room may hold thousands). */
export const PAGE_SIZE = 50;

export type ItemsView = "grid" | "table";

type Props = {
  roomId: Id<"rooms">;
  containerId?: Id<"items">;
  /** The open container's name (for its empty state); undefined at the room's top level. */
  containerName?: string;
  isAdmin: boolean;
  view: ItemsView;
  handlers: Omit<ItemHandlers, "onToggleSelected">;
  onAdd: () => void;
  /** The Add button shown beside the items (the grid's tile or below the table). */
  addButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * What lies in one place of a room, a page at a time, as the grid (2 columns on
 * a phone up to 5 on a wide screen, with the Add tile) or the table. Items can
 * be selected for a move; the selection belongs to this place.
 */
export function RoomContents({ roomId, containerId, containerName, isAdmin, view, handlers, onAdd, addButtonRef }: Props) {
  const { t } = useTranslation();
  const { results, status, loadMore } = usePaginatedQuery(
    api.inventory.contents,
    { roomId, parentId: containerId },
    { initialNumItems: PAGE_SIZE },
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Items deleted or moved away meanwhile drop out of the selection.
  const chosen = results.filter((item) => selected.has(item._id));
  // The same handlers on every render (calling the latest ones), so a memoized card redraws
  // only for its own item: the room view above redraws whenever the room changes.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const all = useMemo<ItemHandlers>(
    () => ({
      onOpen: (item) => latest.current.onOpen(item),
      onEdit: (item) => latest.current.onEdit(item),
      onDelete: (item) => latest.current.onDelete(item),
      onMove: (items) => latest.current.onMove(items),
      onToggleSelected: (item: InventoryItem) =>
        setSelected((current) => {
          const next = new Set(current);
          if (next.has(item._id)) next.delete(item._id);
          else next.add(item._id);
          return next;
        }),
    }),
    [],
  );
  const addLabel = isAdmin ? t("inventory.grid.add") : t("inventory.grid.requestNew");

  if (status === "LoadingFirstPage") {
    return (
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4, xl: 5 }} gap="3" aria-busy aria-label={t("inventory.grid.loading")}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="48" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }

  if (results.length === 0) {
    return (
      <EmptyStateBox
        icon={<PackageOpen />}
        title={containerName ? t("inventory.empty.container", { container: containerName }) : t("inventory.empty.room")}
        description={t("inventory.empty.addFirst")}
      >
        <Button colorPalette="green" onClick={onAdd}>
          <Plus aria-hidden /> {addLabel}
        </Button>
      </EmptyStateBox>
    );
  }

  return (
    <Stack gap="4">
      {chosen.length > 0 && (
        <HStack
          gap="2"
          wrap="wrap"
          p="2"
          ps="3"
          rounded="md"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
          role="region"
          aria-label={t("inventory.selection.label")}
          position="sticky"
          top="2"
          zIndex="docked"
        >
          <Text fontWeight="medium" flex="1" minW="max-content">
            {t("inventory.selection.count", { count: chosen.length })}
          </Text>
          <Button size="sm" colorPalette="green" onClick={() => handlers.onMove(chosen)}>
            <FolderInput aria-hidden /> {isAdmin ? t("inventory.selection.move") : t("inventory.selection.requestMove")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            <X aria-hidden /> {t("inventory.selection.clear")}
          </Button>
        </HStack>
      )}
      {view === "grid" ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4, xl: 5 }} gap="3" aria-label={t("inventory.grid.label")} data-testid="item-grid">
          {results.map((item) => (
            <li key={item._id}>
              <ItemCard item={item} isAdmin={isAdmin} selected={selected.has(item._id)} handlers={all} />
            </li>
          ))}
          <li>
            <Button
              ref={addButtonRef}
              onClick={onAdd}
              variant="outline"
              borderStyle="dashed"
              borderWidth="2px"
              w="full"
              h="full"
              minH="48"
              flexDirection="column"
              gap="2"
              whiteSpace="normal"
              color="fg.muted"
            >
              <Plus aria-hidden />
              {addLabel}
            </Button>
          </li>
        </SimpleGrid>
      ) : (
        <Stack gap="3">
          <ItemTable items={results} isAdmin={isAdmin} selected={selected} handlers={all} />
          <Button ref={addButtonRef} alignSelf="start" variant="outline" onClick={onAdd}>
            <Plus aria-hidden /> {addLabel}
          </Button>
        </Stack>
      )}
      {status === "CanLoadMore" && (
        <Button alignSelf="center" variant="outline" onClick={() => loadMore(PAGE_SIZE)}>
          {t("inventory.grid.loadMore")}
        </Button>
      )}
      {status === "LoadingMore" && <LoadingSpinner alignSelf="center" label={t("inventory.grid.loading")} />}
    </Stack>
  );
}
