import { searchableText } from "../../../../convex/lib/inventorySearch";
import { Button, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { Download, House, Shirt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { optionalString, type Search } from "../../../features/navigation/searchParams";
import { api } from "../../../../convex/_generated/api";
import { hasPageAccess, isAdmin } from "../../../../convex/lib/access";
import { requirePage } from "../../../auth/guards";
import { EmptyStateBox } from "../../../features/layout/EmptyStateBox";
import { SearchBox } from "../../../features/inventory/SearchBox";
import { SearchResults } from "../../../features/inventory/SearchResults";
import type { SearchHit } from "../../../features/inventory/types";
import { useInventoryExport } from "../../../features/inventory/useInventoryExport";
import { useSignedInMember } from "../../../auth/useSignedInMember";
import { PageHeader } from "../../../features/layout/PageHeader";
import { RoomCard } from "./-components/RoomCard";

export const Route = createFileRoute("/_guarded/home-plan/")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "homePlan", { quiet: preload, cause }),
  validateSearch: (search: Search): { q?: string } => {
    const q = optionalString(search.q);
    return q ? { q } : {};
  },
  component: HomePlan,
});

/** Home Inventory: the rooms as cards, a search over every room one may enter, and the CSV export. */
function HomePlan() {
  const { t } = useTranslation();
  const viewer = useSignedInMember();
  const navigate = useNavigate({ from: Route.fullPath });
  const { q = "" } = Route.useSearch();
  const query = q.trim();
  const rooms = useQuery(api.rooms.listForViewer, {});
  const searchable = searchableText(query);
  const found = useQuery(api.inventory.search, searchable ? { text: searchable } : "skip");
  const { exportCsv, busy } = useInventoryExport();
  const admin = viewer !== null && isAdmin(viewer);

  function openHit(hit: SearchHit) {
    const containerId = hit.isContainer ? hit._id : hit.parentId;
    void navigate({ to: "/home-plan/$roomId", params: { roomId: hit.roomId }, search: containerId ? { in: containerId } : {} });
  }

  return (
    <>
      <PageHeader title={t("pages.homePlan.title")} subtitle={t("pages.homePlan.subtitle")} />
      <Stack gap="6">
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ base: "stretch", md: "center" }}>
          <SearchBox
            label={t("inventory.search.allRoomsLabel")}
            placeholder={t("inventory.search.allRoomsPlaceholder")}
            value={q}
            onSearch={(text) => void navigate({ search: text.trim() ? { q: text } : {}, replace: true })}
          />
          <Button variant="outline" onClick={() => void exportCsv()} loading={busy} flexShrink={0}>
            <Download aria-hidden /> {t("inventory.export.button")}
          </Button>
          {/* The clothing page is not in the top navigation; it opens from here (it needs this page's flag too). */}
          {viewer !== null && hasPageAccess(viewer, "clothing") && (
            <Button asChild variant="outline" flexShrink={0}>
              <Link to="/clothing">
                <Shirt aria-hidden /> {t("clothing.openFromHomePlan")}
              </Link>
            </Button>
          )}
        </Stack>
        {query ? (
          <SearchResults found={searchable ? found : null} showRoom onOpen={openHit} />
        ) : rooms === undefined ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy aria-label={t("inventory.rooms.loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="32" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : rooms.length === 0 ? (
          <EmptyStateBox icon={<House />} title={t("inventory.rooms.none")} description={admin ? t("inventory.rooms.noneAdmin") : t("inventory.rooms.noneMember")} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="room-cards">
            {rooms.map((room) => (
              <RoomCard key={room._id} room={room} isAdmin={admin} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
