import { Card, Skeleton, Stack } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { MemberAvatar } from "../../../../../features/members/MemberAvatar";
import { AccessSwitchRow } from "./AccessSwitchRow";
import { useSetMemberAccess } from "./useSetMemberAccess";

/** Room detail's "Who has access": a switch per member; admins always have access. */
export function RoomAccessCard({ roomId }: { roomId: Id<"rooms"> }) {
  const { t } = useTranslation();
  const overview = useQuery(api.rooms.adminOverview, {});
  const setAccess = useSetMemberAccess();
  const room = overview?.rooms.find((r) => r._id === roomId);

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t("rooms.detail.accessTitle")}</Card.Title>
        <Card.Description>{t("rooms.detail.accessHint")}</Card.Description>
      </Card.Header>
      <Card.Body pt="3">
        {overview === undefined || room === undefined ? (
          <Skeleton h="24" />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t("rooms.detail.accessTitle")}>
            {overview.members.map((member) => (
              <AccessSwitchRow
                key={member._id}
                icon={<MemberAvatar member={member} size="sm" />}
                name={member.name}
                allowed={room.memberIds.includes(member._id)}
                always={member.role === "admin"}
                onChange={(allowed) => void setAccess(roomId, member._id, allowed)}
                py="1"
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
