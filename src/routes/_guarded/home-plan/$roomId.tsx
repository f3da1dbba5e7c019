import { Badge, HStack } from "@chakra-ui/react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { requirePage } from "../../../auth/guards";
import { RoomInventory } from "../../../features/inventory/RoomInventory";
import { RoomTypeIcon } from "../../../features/inventory/RoomTypeIcon";
import { navigationToRoomView, roomViewFromSearch, roomViewSearch, type RoomView } from "../../../features/inventory/roomViewSearch";
import { PageHeader } from "../../../features/layout/PageHeader";
import { BackToRooms } from "./-components/BackToRooms";
import { RoomRefusal } from "./-components/RoomRefusal";
import { LoadingSpinner } from "../../../components/LoadingSpinner";

export const Route = createFileRoute("/_guarded/home-plan/$roomId")({
  beforeLoad: ({ context, preload, cause }) => requirePage(context.session, "homePlan", { quiet: preload, cause }),
  validateSearch: roomViewSearch,
  component: RoomPage,
  errorComponent: RoomRefusal,
});

/** One room opened in place from /home-plan, with a way back to the room list; the URL says where in the room one is. */
function RoomPage() {
  const { t } = useTranslation();
  const { roomId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // The server refuses a room one may not enter; RoomRefusal then explains.
  const room = useQuery(api.rooms.get, { roomId });
  const view = roomViewFromSearch(search);

  function go(next: RoomView) {
    void navigate(navigationToRoomView(search, next));
  }

  return (
    <>
      <BackToRooms />
      {room === undefined ? (
        <LoadingSpinner label={t("inventory.room.loading")} />
      ) : (
        <>
          <PageHeader title={room.name}>
            <HStack gap="2" mt="2" color="fg.muted">
              <RoomTypeIcon type={room.type} size={18} />
              <Badge variant="subtle">{t(`inventory.types.${room.type}`)}</Badge>
              <Badge variant="subtle">{t("inventory.rooms.itemCount", { count: room.itemCount })}</Badge>
            </HStack>
          </PageHeader>
          <RoomInventory roomId={room._id} containerId={view.containerId} tab={view.tab} query={view.query} onNavigate={go} />
        </>
      )}
    </>
  );
}
