import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, useParams, type ErrorComponentProps } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { isHouseholdErrorData } from "../../../../../convex/lib/errorData";
import { serverErrorOf } from "../../../../features/feedback/notify";
import { useDocumentTitle } from "../../../../features/layout/useDocumentTitle";
import { RouteRefusalScreen } from "../../../-components/RouteRefusalScreen";
import { BackToRooms } from "./BackToRooms";

/** The room's own refusals; anything else is the signed-in pages' usual screen. */
const roomCodes = new Set(["ROOM_ACCESS_DENIED", "ROOM_NOT_FOUND", "NOT_FOUND"]);

/**
 * A room one may not enter ('Access denied: You don't have access to {room}')
 * or that does not exist ('Room Not Found') is explained in the page, with the
 * way back to the room list — never the router's error screen.
 */
export function RoomRefusal(props: ErrorComponentProps) {
  const { error } = props;
  const refusal = serverErrorOf(error);
  const code = error instanceof ConvexError && isHouseholdErrorData(error.data) ? error.data.code : null;
  if (refusal === null || code === null || !roomCodes.has(code)) return <RouteRefusalScreen {...props} />;
  return <RoomRefusalScreen code={code} title={refusal.title} message={refusal.message} reset={props.reset} />;
}

function RoomRefusalScreen({ code, title, message, reset }: { code: string; title: string; message: string; reset: () => void }) {
  const { t } = useTranslation();
  const notFound = code !== "ROOM_ACCESS_DENIED";
  useRoomOpensAgain(!notFound, reset);
  const heading = notFound ? t("inventory.room.notFoundTitle") : title;
  useDocumentTitle(heading);
  return (
    <>
      <BackToRooms />
      <Stack role="alert" gap="3" py={{ base: "2", md: "6" }} maxW="2xl" data-testid="room-refusal">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {heading}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {notFound ? t("inventory.room.notFoundMessage") : message}
        </Text>
        {!notFound && <Text>{t("inventory.room.askForAccess")}</Text>}
        <HStack pt="2">
          <Button asChild colorPalette="green">
            <Link to="/home-plan">{t("inventory.room.toRoomList")}</Link>
          </Button>
        </HStack>
      </Stack>
    </>
  );
}

/** Refused a room, the page watches the viewer's access to it and opens the room, live, once an admin lets them in. */
function useRoomOpensAgain(denied: boolean, reset: () => void) {
  const { roomId } = useParams({ strict: false });
  const rooms = useQuery(api.rooms.listForViewer, denied ? {} : "skip");
  const allowed = rooms?.some((room) => room._id === roomId && room.access === "allowed") ?? false;
  useEffect(() => {
    if (allowed) reset();
  }, [allowed, reset]);
}
