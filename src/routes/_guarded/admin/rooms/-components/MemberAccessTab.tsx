import { Alert, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MemberAvatar } from "../../../../../features/members/MemberAvatar";
import { RoomTypeIcon } from "../../../../../features/inventory/RoomTypeIcon";
import { AccessSwitchRow } from "./AccessSwitchRow";
import type { OverviewMember, RoomsOverview } from "./types";
import { useSetMemberAccess } from "./useSetMemberAccess";

type Props = {
  overview: RoomsOverview;
  /** The member picked (from the URL); unknown or none → the first member who is not an admin. */
  memberId: string | undefined;
  onMember: (memberId: string) => void;
};

/** Member Access: pick a family member, switch each room on or off for them. */
export function MemberAccessTab({ overview, memberId, onMember }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const setAccess = useSetMemberAccess();
  const { members, rooms } = overview;
  const member = members.find((m) => m._id === memberId) ?? members.find((m) => m.role !== "admin") ?? members[0];
  if (member === undefined) return null;
  const isAdmin = member.role === "admin";

  return (
    <Stack gap="5">
      <Field.Root maxW="sm">
        <Field.Label htmlFor={`${id}-member`}>{t("rooms.access.member")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id={`${id}-member`} value={member._id} onChange={(event) => onMember(event.target.value)}>
            {members.map((m) => (
              <option key={m._id} value={m._id}>
                {m.role === "admin" ? t("rooms.access.adminOption", { name: m.name }) : m.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <MemberHeading member={member} />
      {isAdmin && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t("rooms.access.adminAlways", { name: member.name })}</Alert.Description>
        </Alert.Root>
      )}
      {rooms.length === 0 ? (
        <Text color="fg.muted">{t("rooms.access.noRooms")}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label={t("rooms.list.label")}>
          {rooms.map((room) => (
            <AccessSwitchRow
              key={room._id}
              icon={<RoomTypeIcon type={room.type} size={18} />}
              name={room.name}
              allowed={room.memberIds.includes(member._id)}
              always={isAdmin}
              onChange={(allowed) => void setAccess(room._id, member._id, allowed)}
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2.5"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function MemberHeading({ member }: { member: OverviewMember }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3">
      <MemberAvatar member={member} />
      <Stack gap="0">
        <Text fontWeight="semibold">{member.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`common.roles.${member.role}`)}
        </Text>
      </Stack>
    </HStack>
  );
}
