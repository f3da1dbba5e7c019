import { HStack } from "@chakra-ui/react";
import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isHouseholdErrorData } from "../../../../../../convex/lib/errorData";
import { BackButton } from "../../../../../features/layout/BackButton";
import { PageHeader } from "../../../../../features/layout/PageHeader";

/** Spec section 2: a room detail page has back buttons to /admin/rooms and /admin. */
export function BackButtons() {
  return (
    <HStack gap="2" wrap="wrap">
      <BackButton to="/admin/rooms" />
      <BackButton to="/admin" />
    </HStack>
  );
}

/** 'Room Not Found' (spec section 8), with the ways back. */
export function RoomNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <BackButtons />
      <PageHeader title={t("rooms.detail.notFound")} subtitle={t("rooms.detail.notFoundMessage")} />
    </>
  );
}

function isRoomNotFound(error: unknown): boolean {
  return error instanceof ConvexError && isHouseholdErrorData(error.data) && error.data.code === "ROOM_NOT_FOUND";
}

/**
 * A room deleted while its page is open: rooms.adminDetail then answers null
 * and the page says 'Room Not Found'; should one of the inventory's queries
 * be refused (ROOM_NOT_FOUND) before that answer arrives, the page says the
 * same instead of showing the refusal screen. Anything else goes on.
 */
export class RoomGoneBoundary extends Component<{ children: ReactNode }, { error: unknown; caught: boolean }> {
  state = { error: null as unknown, caught: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  render() {
    if (!this.state.caught) return this.props.children;
    if (isRoomNotFound(this.state.error)) return <RoomNotFound />;
    throw this.state.error;
  }
}
