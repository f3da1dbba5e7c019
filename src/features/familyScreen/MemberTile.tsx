import { Badge, Box, Card, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { memberColor } from "../../../convex/lib/memberColors";
import { MemberAvatar } from "../members/MemberAvatar";
import { avatarOf, type ScreenEvent, type ScreenMember } from "./screenTypes";

type Props = { member: ScreenMember; todayEvents: ScreenEvent[]; locked: boolean; onTap?: () => void };

/**
 * One member on the family screen: a big face in their colour, their status
 * dot, today's events for them, and what they have to do today (overdue first, marked). The whole tile
 * is the button that opens their PIN pad: its name button stretches over the
 * card, so the tasks stay a readable list and not a button's label.
 */
export function MemberTile({ member, todayEvents, locked, onTap }: Props) {
  const { t } = useTranslation();
  const color = memberColor(member);
  return (
    <Card.Root
      as="li"
      position="relative"
      variant="outline"
      borderTopWidth="6px"
      borderTopColor={`${color}.solid`}
      _hover={onTap ? { bg: "bg.muted" } : undefined}
      data-testid="member-tile"
      aria-label={member.name}
    >
      <Card.Body gap="4" p={{ base: "4", md: "5" }}>
        <HStack gap="4">
          <Box transform="scale(1.25)" transformOrigin="left center" me="4">
            <MemberAvatar member={avatarOf(member)} size="lg" presence={member.status} />
          </Box>
          <chakra.button
            type="button"
            onClick={onTap}
            disabled={!onTap}
            aria-label={locked ? t("familyScreen.view.lockedLabel", { name: member.name }) : t("familyScreen.view.openLabel", { name: member.name })}
            textAlign="start"
            fontSize={{ base: "xl", md: "2xl" }}
            fontWeight="bold"
            minW="0"
            flex="1"
            minH="14"
            cursor={onTap ? "pointer" : "default"}
            outline="none"
            // The button covers the whole tile: tap anywhere on it.
            _after={{ content: '""', position: "absolute", inset: "0", rounded: "l3" }}
            _focusVisible={{ _after: { outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } }}
          >
            {/* Three tiles a row on a landscape tablet leave a full name no room on one line: it takes two. */}
            <Text as="span" lineClamp="2" overflowWrap="break-word">
              {member.name}
            </Text>
          </chakra.button>
          {locked && (
            <Box color="fg.muted" aria-hidden data-testid="tile-locked">
              <Lock size={28} />
            </Box>
          )}
        </HStack>
        {todayEvents.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t("familyScreen.view.todayEventsLabel", { name: member.name })}>
            {todayEvents.map((event) => (
              <HStack as="li" key={event._id} gap="2" fontSize="lg" color={`${color}.fg`}>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
                  {event.startTime ?? t("familyScreen.view.allDay")}
                </Text>
                <Text minW="0" overflowWrap="anywhere">
                  {event.title}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
        <TileTasks member={member} />
      </Card.Body>
    </Card.Root>
  );
}

function TileTasks({ member }: { member: ScreenMember }) {
  const { t } = useTranslation();
  if (member.tasks.length === 0) {
    return (
      <Text color="fg.muted" fontSize="lg">
        {t("familyScreen.view.noTasks")}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t("familyScreen.view.tasksLabel", { name: member.name })}>
      {member.tasks.map((task) => (
        <HStack as="li" key={task._id} gap="2" align="start" fontSize="lg">
          <Text flex="1" minW="0" overflowWrap="anywhere">
            {task.title}
          </Text>
          {task.overdue && (
            <Badge colorPalette="red" variant="solid" size="md" flexShrink={0}>
              {t("familyScreen.view.overdue")}
            </Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
