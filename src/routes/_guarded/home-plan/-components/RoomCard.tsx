import { Badge, Button, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { Clock, Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { RoomTypeIcon } from "../../../../features/inventory/RoomTypeIcon";
import { DOT } from "../../../../features/inventory/separators";
import type { RoomCardData } from "../../../../features/inventory/types";

const accessLook = {
  allowed: { palette: "green", icon: LockOpen },
  pending: { palette: "orange", icon: Clock },
  denied: { palette: "gray", icon: Lock },
} as const;

/**
 * A room on /home-plan: name, type, item count and the viewer's access. A room
 * one may enter is a link (admins to /admin/rooms/{id}, members into the room);
 * otherwise Request Access, disabled as 'Request Pending' while one waits.
 */
export function RoomCard({ room, isAdmin }: { room: RoomCardData; isAdmin: boolean }) {
  const { t } = useTranslation();
  const requestAccess = useMutation(api.roomAccess.requestRoomAccess);
  const [sending, setSending] = useState(false);
  const look = accessLook[room.access];
  const titleId = `room-${room._id}`;

  async function ask() {
    setSending(true);
    try {
      await requestAccess({ roomId: room._id });
      notifySuccess(t("inventory.rooms.accessRequestedTitle"), t("inventory.rooms.accessRequestedMessage", { room: room.name }));
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.rooms.requestFailed") });
    } finally {
      setSending(false);
    }
  }

  const header = (
    <HStack gap="3" align="start">
      <Stack gap="1" flex="1" minW="0">
        <Card.Title as="h2" id={titleId} overflowWrap="anywhere">
          {room.access === "allowed" ? (
            <LinkOverlay asChild>
              {isAdmin ? (
                <Link to="/admin/rooms/$roomId" params={{ roomId: room._id }}>
                  {room.name}
                </Link>
              ) : (
                <Link to="/home-plan/$roomId" params={{ roomId: room._id }}>
                  {room.name}
                </Link>
              )}
            </LinkOverlay>
          ) : (
            room.name
          )}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          {[t(`inventory.types.${room.type}`), t("inventory.rooms.itemCount", { count: room.itemCount })].join(DOT)}
        </Text>
      </Stack>
      <RoomTypeIcon type={room.type} size={28} color="var(--chakra-colors-brand-fg)" />
    </HStack>
  );

  return (
    <LinkBox asChild>
      <Card.Root
        variant="outline"
        aria-labelledby={titleId}
        role="group"
        data-testid="room-card"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={room.access === "allowed" ? { borderColor: "brand.solid", shadow: "sm" } : undefined}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      >
        <Card.Body gap="3">
          {header}
          <HStack gap="2" justify="space-between" wrap="wrap">
            <Badge colorPalette={look.palette} size="md">
              <look.icon size={12} aria-hidden /> {t(`inventory.rooms.access.${room.access}`)}
            </Badge>
            {room.access !== "allowed" && (
              <Button
                size="sm"
                colorPalette="green"
                variant={room.access === "pending" ? "outline" : "solid"}
                disabled={room.access === "pending"}
                loading={sending}
                onClick={() => void ask()}
              >
                {room.access === "pending" ? t("inventory.rooms.requestPending") : t("inventory.rooms.requestAccess")}
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
