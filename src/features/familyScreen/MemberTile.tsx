import { Badge, Box, Card, Flex, HStack, Stack, Text, chakra } from "@chakra-ui/react";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { memberColor } from "../../../convex/lib/memberColors";
import { ChoreIconImage } from "../chores/choreIcons";
import { MemberAvatar } from "../members/MemberAvatar";
import { ChoreChart, ChoresTodayProgress, isTodaysChore, PointsBalance } from "./ChoreChart";
import { avatarOf, type ScreenEvent, type ScreenMember } from "./screenTypes";

type Props = { member: ScreenMember; initials?: string; today: string; todayEvents: ScreenEvent[]; locked: boolean; onTap?: () => void };

/**
 * One member on the family screen: a big face in their colour, their status
 * dot and points, today's events for them, today's chores by part of day, and
 * their other tasks due today (overdue first, marked). The whole tile is the
 * button that opens their PIN pad: its name button stretches over the card, so
 * the chores and tasks stay readable lists and not a button's label.
 */
export function MemberTile({ member, initials, today, todayEvents, locked, onTap }: Props) {
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
      <Card.Body gap="4" p={{ base: "4", md: "5", lg: "3", xl: "5" }}>
        {/* A column per person on a landscape tablet: the face above the name, so the name keeps its width. */}
        <Flex gap={{ base: "4", lg: "2" }} direction={{ base: "row", lg: "column" }} align={{ base: "center", lg: "flex-start" }}>
          <Box transform={{ base: "scale(1.25)", lg: "none" }} transformOrigin="left center" me={{ base: "4", lg: "0" }}>
            <MemberAvatar member={avatarOf(member)} size="lg" presence={member.status} initials={initials} />
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
            {/* A narrow column leaves a full name no room on one line: it takes two. */}
            <Text as="span" lineClamp="2" overflowWrap="break-word">
              {member.name}
            </Text>
          </chakra.button>
          <HStack gap="3">
            {/* Points are a chore thing: someone without any has no "★ 0" to look at. */}
            {(member.points !== 0 || member.choresToday.total > 0) && <PointsBalance points={member.points} />}
            {locked && (
              <Box color="fg.muted" aria-hidden data-testid="tile-locked">
                <Lock size={28} />
              </Box>
            )}
          </HStack>
        </Flex>
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
        <TileChores member={member} today={today} />
        <TileTasks member={member} today={today} />
      </Card.Body>
    </Card.Root>
  );
}

function TileChores({ member, today }: { member: ScreenMember; today: string }) {
  const chores = member.tasks.filter((task) => isTodaysChore(task, today));
  if (chores.length === 0) return null;
  return (
    <Stack gap="3">
      <ChoresTodayProgress choresToday={member.choresToday} chores={chores} />
      <ChoreChart tasks={chores} color={memberColor(member)} size="tile" ownerName={member.name} />
    </Stack>
  );
}

/** Tasks a tile lists besides today's chores: the wall view is glanced at, the rest is counted. */
export const TILE_TASKS = 5;

function TileTasks({ member, today }: { member: ScreenMember; today: string }) {
  const { t } = useTranslation();
  const all = member.tasks.filter((task) => !isTodaysChore(task, today));
  const tasks = all.slice(0, TILE_TASKS);
  const more = all.length - tasks.length + member.moreTasks;
  if (tasks.length === 0) {
    if (member.choresToday.total > 0) return null;
    return (
      <Text color="fg.muted" fontSize="lg">
        {t("familyScreen.view.noTasks")}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t("familyScreen.view.tasksLabel", { name: member.name })}>
      {tasks.map((task) => (
        <HStack as="li" key={task._id} gap="2" align="start" fontSize="lg">
          {task.chore && (
            <Box flexShrink={0} color="fg.muted" aria-hidden="true">
              <ChoreIconImage icon={task.chore.icon} size={24} />
            </Box>
          )}
          {/* Two lines at most: six tiles side by side on a tablet leave a long title a word a line, and the wall is glanced at (the panel has it whole). */}
          <Text flex="1" minW="0" overflowWrap="anywhere" lineClamp={2}>
            {task.title}
          </Text>
          {task.overdue && (
            <Badge colorPalette="red" variant="solid" size="md" flexShrink={0}>
              {t("familyScreen.view.overdue")}
            </Badge>
          )}
        </HStack>
      ))}
      {(more > 0 || member.moreAtLeast) && (
        <Text as="li" color="fg.muted" fontSize="lg" fontWeight="semibold" data-testid="tile-more">
          {member.moreAtLeast ? t("familyScreen.view.moreAtLeast", { count: more }) : t("familyScreen.view.more", { count: more })}
        </Text>
      )}
    </Stack>
  );
}
