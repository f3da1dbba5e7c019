import { Badge, Box, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InlineRoomName } from "./InlineRoomName";
import { RoomTypeIcon } from "../../../../../features/inventory/RoomTypeIcon";
import type { OverviewRoom } from "./types";

/** One room on Room Management: type, name (renamed in place), counts, details and delete. */
export function RoomRow({ room, onDelete }: { room: OverviewRoom; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" variant="outline" aria-label={room.name} data-testid="room-row">
      <Card.Body p={{ base: "3", md: "4" }}>
        <Stack direction={{ base: "column", md: "row" }} gap="3" justify="space-between" align={{ base: "stretch", md: "center" }}>
          <HStack gap="3" align="flex-start" minW="0" flex="1">
            <Box color="brand.fg" pt="2" flexShrink={0}>
              <RoomTypeIcon type={room.type} size={22} />
            </Box>
            <Stack gap="1" minW="0" flex="1">
              <InlineRoomName roomId={room._id} name={room.name} variant="row" />
              <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                <Badge variant="subtle" size="sm">
                  {t(`rooms.types.${room.type}`)}
                </Badge>
                <Text>
                  {t("rooms.list.facts", {
                    items: t("rooms.list.items", { count: room.itemCount }),
                    members: t("rooms.list.members", { count: room.memberIds.length }),
                  })}
                </Text>
              </HStack>
              {(room.pendingAccessRequests > 0 || room.pendingItemRequests > 0) && (
                <HStack gap="2" wrap="wrap">
                  {room.pendingAccessRequests > 0 && (
                    <Badge colorPalette="orange" variant="subtle">
                      {t("rooms.list.pendingAccess", { count: room.pendingAccessRequests })}
                    </Badge>
                  )}
                  {room.pendingItemRequests > 0 && (
                    <Badge colorPalette="blue" variant="subtle">
                      {t("rooms.list.pendingItems", { count: room.pendingItemRequests })}
                    </Badge>
                  )}
                </HStack>
              )}
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap" flexShrink={0} justify={{ base: "flex-start", md: "flex-end" }}>
            <Button asChild size="sm" variant="outline">
              <Link to="/admin/rooms/$roomId" params={{ roomId: room._id }} aria-label={t("rooms.list.openLabel", { name: room.name })}>
                {t("rooms.list.open")} <ChevronRight aria-hidden />
              </Link>
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onDelete}
              aria-label={t("rooms.list.deleteLabel", { name: room.name })}
            >
              <Trash2 aria-hidden /> {t("rooms.list.delete")}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
