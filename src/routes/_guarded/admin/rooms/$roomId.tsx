import { Heading, Stack } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { RoomInventory } from "../../../../features/inventory/RoomInventory";
import { navigationToRoomView, roomViewFromSearch, roomViewSearch, type RoomView } from "../../../../features/inventory/roomViewSearch";
import { AdminOnlyBoundary } from "./-components/AdminOnlyNotice";
import { InlineRoomName } from "./-components/InlineRoomName";
import { RoomAccessCard } from "./-components/RoomAccessCard";
import { BackButtons, RoomGoneBoundary, RoomNotFound } from "./-components/RoomNotFound";
import { RoomStats } from "./-components/RoomStats";
import { LoadingSpinner } from "../../../../components/LoadingSpinner";

// Where one is in the room's inventory ({ in?, tab?, q? }), the same URL shape as /home-plan/$roomId.
export const Route = createFileRoute("/_guarded/admin/rooms/$roomId")({
  validateSearch: roomViewSearch,
  component: RoomDetail,
});

/**
 * Admin → a room (spec section 2): its name (renamed in place), type, ID,
 * authorized member and pending request counts, who has access, and its
 * inventory. 'Room Not Found' for an unknown id, and as soon as the room is
 * deleted elsewhere while the page is open.
 */
function RoomDetail() {
  const { roomId } = Route.useParams();
  // Keyed by the room: going to another room from 'Room Not Found' starts afresh.
  return (
    <AdminOnlyBoundary>
      <RoomGoneBoundary key={roomId}>
        <RoomDetailContent />
      </RoomGoneBoundary>
    </AdminOnlyBoundary>
  );
}

function RoomDetailContent() {
  const { t } = useTranslation();
  const { roomId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const detail = useQuery(api.rooms.adminDetail, { roomId });

  if (detail === undefined) {
    return (
      <>
        <BackButtons />
        <LoadingSpinner label={t("rooms.loading")} />
      </>
    );
  }
  if (detail === null) return <RoomNotFound />;

  const view = roomViewFromSearch(search);
  function go(next: RoomView) {
    void navigate(navigationToRoomView(search, next));
  }

  return (
    <>
      <BackButtons />
      <InlineRoomName roomId={detail._id} name={detail.name} variant="title" />
      <Stack gap="6">
        <RoomStats
          id={detail._id}
          type={detail.type}
          authorizedMemberCount={detail.authorizedMemberCount}
          pendingRequestCount={detail.pendingRequestCount}
        />
        <RoomAccessCard roomId={detail._id} />
        <Section title={t("rooms.detail.inventoryTitle")}>
          <RoomInventory roomId={detail._id} containerId={view.containerId} tab={view.tab} query={view.query} onNavigate={go} />
        </Section>
      </Stack>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  // Not a card: the inventory has cards and tabs of its own, and a phone needs its full width.
  return (
    <Stack as="section" gap="3" minW="0" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
