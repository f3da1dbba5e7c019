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
  // This room's grants only: the overview of every room reruns at each item added anywhere.
  const access = useQuery(api.rooms.memberAccess, { roomId });
  const setAccess = useSetMemberAccess();

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t("rooms.detail.accessTitle")}</Card.Title>
        <Card.Description>{t("rooms.detail.accessHint")}</Card.Description>
      </Card.Header>
      <Card.Body pt="3">
        {access === undefined || access === null ? (
          <Skeleton h="24" />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t("rooms.detail.accessTitle")}>
            {access.members.map((member) => (
              <AccessSwitchRow
                key={member._id}
                icon={<MemberAvatar member={member} size="sm" />}
                name={member.name}
                allowed={access.memberIds.includes(member._id)}
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
