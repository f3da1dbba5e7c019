import { searchableText } from "../../../convex/lib/inventorySearch";
import { Badge, Button, ButtonGroup, Stack, Tabs, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { Eye, LayoutGrid, Table2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { isAdmin as isAdminMember } from "../../../convex/lib/access";
import { DeleteItemDialog } from "./DeleteItemDialog";
import { ItemFormDialog, type ItemFormTarget } from "./ItemFormDialog";
import type { ItemHandlers } from "./itemActions";
import { MoveItemsDialog } from "./MoveItemsDialog";
import { PendingRequests } from "./PendingRequests";
import { PlaceBoundary } from "./PlaceBoundary";
import { QuickPickBar } from "./QuickPickBar";
import { RoomContents, type ItemsView } from "./RoomContents";
import type { RoomTab, RoomView } from "./roomViewSearch";
import { RoomTrail } from "./RoomTrail";
import { SearchBox } from "./SearchBox";
import { SearchResults } from "./SearchResults";
import type { InventoryItem, SearchHit } from "./types";
import { useSignedInMember } from "../../auth/useSignedInMember";
import { LoadingSpinner } from "../../components/LoadingSpinner";

export type RoomInventoryProps = {
  roomId: Id<"rooms">;
  /** The container open; undefined at the room's top level. */
  containerId?: Id<"items">;
  tab: RoomTab;
  query: string;
  /** Go to another view of the room: the whole next view (absent fields are the defaults). */
  onNavigate: (next: RoomView) => void;
};

/**
 * One room's inventory (spec section 2, "Room inventory view"), for members on
 * /home-plan/{id} and admins on /admin/rooms/{id}: the trail through nested
 * containers, the quick-pick bar, the Inventory tab (search, grid or table,
 * add/edit/delete/move) and the Pending Requests tab. Where one is lives in
 * the caller's URL (`containerId`, `tab`, `query`).
 */
export function RoomInventory(props: RoomInventoryProps) {
  // A container deleted or moved away while open: say so and offer the room's top level.
  return (
    <PlaceBoundary
      resetKey={props.containerId ?? ""}
      open={props.containerId !== undefined}
      onTopLevel={() => props.onNavigate({ tab: props.tab })}
    >
      <RoomInventoryView {...props} />
    </PlaceBoundary>
  );
}

function RoomInventoryView({ roomId, containerId, tab, query, onNavigate }: RoomInventoryProps) {
  const { t } = useTranslation();
  const viewer = useSignedInMember();
  const isAdmin = viewer !== null && isAdminMember(viewer);
  const place = useQuery(api.inventory.place, { roomId, parentId: containerId });
  const requests = useQuery(api.itemRequests.forRoom, { roomId });
  const searchText = query.trim();
  const searchable = searchableText(searchText);
  const found = useQuery(api.inventory.search, searchable ? { text: searchable, roomId } : "skip");

  const [view, setView] = useState<ItemsView>("grid");
  const [form, setForm] = useState<ItemFormTarget | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [moving, setMoving] = useState<InventoryItem[] | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  if (place === undefined) return <LoadingSpinner label={t("inventory.room.loading")} />;
  const container = place.trail.at(-1);
  const here = { containerId, tab, query };

  const handlers: Omit<ItemHandlers, "onToggleSelected"> = {
    onOpen: (item) => onNavigate({ containerId: item._id, tab }),
    onEdit: (item) => setForm({ kind: "edit", item }),
    onDelete: setDeleting,
    onMove: setMoving,
  };
  const add = (prefill?: { name: string; category: string; isContainer: boolean }) =>
    setForm({ kind: "add", roomId, parentId: containerId, placeName: container?.name ?? place.room.name, prefill });

  function openHit(hit: SearchHit) {
    onNavigate({ containerId: hit.isContainer ? hit._id : hit.parentId, tab: "inventory" });
  }

  const pendingCount = requests?.length ?? 0;
  return (
    <Stack gap="4">
      {/* At the top level the page's title already names the room. */}
      {place.trail.length > 0 && (
        <RoomTrail roomName={place.room.name} trail={place.trail} onOpen={(id) => onNavigate({ containerId: id, tab })} />
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onNavigate({ ...here, tab: e.value as RoomTab })}
        variant="line"
        colorPalette="green"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="inventory">{t("inventory.room.tabs.inventory")}</Tabs.Trigger>
          <Tabs.Trigger value="pending">
            {t("inventory.room.tabs.pending")}
            {pendingCount > 0 && (
              <>
                <Badge colorPalette="red" variant="solid" rounded="full" aria-hidden data-testid="pending-count">
                  {pendingCount}
                </Badge>
                <VisuallyHidden>{t("inventory.room.pendingCount", { count: pendingCount })}</VisuallyHidden>
              </>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inventory">
          <Stack gap="4">
            <QuickPickBar type={place.room.type} onPick={add} />
            <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ base: "stretch", md: "center" }}>
              {!isAdmin && (
                <Badge colorPalette="gray" size="lg" alignSelf={{ base: "start", md: "center" }} flexShrink={0}>
                  <Eye size={14} aria-hidden /> {t("inventory.room.viewOnly")}
                </Badge>
              )}
              <SearchBox
                label={t("inventory.search.roomLabel", { room: place.room.name })}
                placeholder={t("inventory.search.roomPlaceholder")}
                value={query}
                onSearch={(text) => onNavigate({ ...here, query: text })}
              />
              <ButtonGroup size="sm" variant="outline" attached flexShrink={0} role="group" aria-label={t("inventory.view.label")}>
                <Button aria-pressed={view === "grid"} variant={view === "grid" ? "solid" : "outline"} onClick={() => setView("grid")}>
                  <LayoutGrid aria-hidden /> {t("inventory.view.grid")}
                </Button>
                <Button aria-pressed={view === "table"} variant={view === "table" ? "solid" : "outline"} onClick={() => setView("table")}>
                  <Table2 aria-hidden /> {t("inventory.view.table")}
                </Button>
              </ButtonGroup>
            </Stack>
            {searchText ? (
              <SearchResults found={searchable ? found : null} showRoom={false} onOpen={openHit} />
            ) : (
              <RoomContents
                key={containerId ?? "top"}
                roomId={roomId}
                containerId={containerId}
                containerName={container?.name}
                isAdmin={isAdmin}
                view={view}
                handlers={handlers}
                onAdd={() => add()}
                addButtonRef={addButton}
              />
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="pending">
          <PendingRequests requests={requests} isAdmin={isAdmin} viewerId={viewer?._id} />
        </Tabs.Content>
      </Tabs.Root>
      {/* A room's first item replaces the empty state and its Add button: focus goes to the Add tile beside the item. */}
      <ItemFormDialog target={form} isAdmin={isAdmin} onClose={() => setForm(null)} focusAfterClose={() => addButton.current} />
      <DeleteItemDialog
        item={deleting}
        isAdmin={isAdmin}
        placeName={container?.name ?? place.room.name}
        onClose={() => setDeleting(null)}
      />
      {moving !== null && moving.length > 0 && (
        <MoveItemsDialog items={moving} fromRoomId={roomId} isAdmin={isAdmin} onClose={() => setMoving(null)} />
      )}
    </Stack>
  );
}
