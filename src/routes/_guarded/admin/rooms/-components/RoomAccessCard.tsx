import { Card, HStack, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import type { Id } from "../../../../../../convex/_generated/dataModel";
import { MemberAvatar } from "../../../../../features/members/MemberAvatar";
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
            {overview.members.map((member) => {
              const isAdmin = member.role === "admin";
              return (
                <HStack as="li" key={member._id} gap="3" py="1" minW="0">
                  <MemberAvatar member={member} size="sm" />
                  <Switch.Root
                    checked={isAdmin || room.memberIds.includes(member._id)}
                    disabled={isAdmin}
                    onCheckedChange={(e) => void setAccess(roomId, member._id, e.checked)}
                    colorPalette="green"
                    flex="1"
                    minW="0"
                    justifyContent="space-between"
                    flexDirection="row-reverse"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label minW="0" overflowWrap="anywhere">
                      {member.name}
                      {isAdmin && (
                        <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                          {t("rooms.access.always")}
                        </Text>
                      )}
                    </Switch.Label>
                  </Switch.Root>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
