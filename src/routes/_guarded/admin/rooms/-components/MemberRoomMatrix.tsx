import { Badge, Box, Checkbox, HStack, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RoomTypeIcon } from "../../../../../features/inventory/RoomTypeIcon";
import type { RoomsOverview } from "./types";
import { useSetMemberAccess } from "./useSetMemberAccess";

// The first column stays put while the grid scrolls sideways inside its own box.
const sticky = { position: "sticky", left: "0", zIndex: "1", bg: "bg" } as const;

/** Member-Room Matrix: members × rooms, a box per pair; admins' boxes are ticked and fixed. */
export function MemberRoomMatrix({ overview }: { overview: RoomsOverview }) {
  const { t } = useTranslation();
  const id = useId();
  const setAccess = useSetMemberAccess();
  const { members, rooms } = overview;

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg" id={`${id}-title`}>
        {t("rooms.matrix.title")}
      </Heading>
      <Text color="fg.muted" id={`${id}-hint`}>
        {t("rooms.matrix.hint")}
      </Text>
      {rooms.length === 0 ? (
        <Text color="fg.muted">{t("rooms.access.noRooms")}</Text>
      ) : (
        // Focusable so a keyboard can scroll it; labelled by the heading.
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="l2"
          maxW="full"
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
          data-testid="matrix-scroll"
        >
          <Table.Root size="sm" w="auto" minW="full" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...sticky} minW="36">
                  {t("rooms.matrix.member")}
                </Table.ColumnHeader>
                {rooms.map((room) => (
                  // The scroll area keeps cells on one line: a long room name wraps in its own column instead of over the next.
                  <Table.ColumnHeader key={room._id} textAlign="center" minW="28" maxW="40" verticalAlign="bottom" whiteSpace="normal">
                    <Stack gap="1" align="center">
                      <RoomTypeIcon type={room.type} size={16} />
                      <Text overflowWrap="anywhere">{room.name}</Text>
                    </Stack>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.map((member) => {
                const isAdmin = member.role === "admin";
                const alwaysId = `${id}-${member._id}-always`;
                return (
                  <Table.Row key={member._id}>
                    <Table.Cell as="th" scope="row" {...sticky} fontWeight="medium" textAlign="start" whiteSpace="normal" maxW="48">
                      <HStack gap="2" wrap="wrap">
                        <Text overflowWrap="anywhere">{member.name}</Text>
                        {isAdmin && (
                          <Badge size="sm" colorPalette="purple" id={alwaysId}>
                            {t("rooms.access.always")}
                          </Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                    {rooms.map((room) => (
                      <Table.Cell key={room._id} textAlign="center">
                        <Box display="inline-flex">
                          <Checkbox.Root
                            checked={isAdmin || room.memberIds.includes(member._id)}
                            disabled={isAdmin}
                            onCheckedChange={(e) => void setAccess(room._id, member._id, e.checked === true)}
                            colorPalette="green"
                          >
                            <Checkbox.HiddenInput
                              aria-label={t("rooms.matrix.cell", { member: member.name, room: room.name })}
                              aria-describedby={isAdmin ? alwaysId : undefined}
                            />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Box>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
