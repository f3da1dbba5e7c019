// The chore chart of the family screen: a member's chores of today grouped by part of day,
// each with its picture (big: for a child who cannot read yet), its points and their streak,
// the member's points balance, and a small celebration once the day's chores are all done.
// The tile and the unlocked member's panel share it, so both look the same.
import { Badge, Box, Circle, Flex, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Check, Clock, Flame, Moon, PartyPopper, Star, Sun, Sunrise, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { partsOfDay, type PartOfDay } from "../../../convex/lib/choreSchema";
import type { MemberColor } from "../../../convex/lib/memberColors";
import { ChoreIconImage } from "../chores/choreIcons";
import { PhotoProofBadge } from "../chores/PhotoProofBadge";
import type { ChartTask } from "./screenTypes";

/** A streak shows from its second time in a row: one done is not yet a run. */
export const STREAK_SHOWN_FROM = 2;

const partIcons: Record<PartOfDay, LucideIcon> = { morning: Sunrise, afternoon: Sun, evening: Moon, any: Clock };

export type ChoreGroup<T extends ChartTask> = { part: PartOfDay; tasks: T[] };

/** Today's chores by part of day (only parts that have some), the ones still to do first in each. */
export function groupByPartOfDay<T extends ChartTask>(tasks: T[]): ChoreGroup<T>[] {
  return partsOfDay
    .map((part) => {
      const inPart = tasks.filter((task) => task.chore?.partOfDay === part);
      return { part, tasks: [...inPart.filter((task) => task.status !== "completed"), ...inPart.filter((task) => task.status === "completed")] };
    })
    .filter((group) => group.tasks.length > 0);
}

/** Whether a task is one of `today`'s chores (an overdue one that stays due is listed with the other tasks). */
export function isTodaysChore(task: ChartTask & { dueDate: string }, today: string): boolean {
  return task.chore !== null && task.dueDate === today;
}

type Size = "tile" | "panel";
const iconSizes: Record<Size, { box: string; icon: number; title: string }> = {
  tile: { box: "12", icon: 34, title: "lg" },
  panel: { box: "16", icon: 44, title: "xl" },
};

type ChartProps<T extends ChartTask> = {
  tasks: T[];
  color: MemberColor;
  size: Size;
  /** Names the lists for a screen reader ("Morning chores of Sam"). */
  ownerName: string;
  /** The panel's buttons for one chore (Complete…). */
  action?: (task: T) => ReactNode;
};

/** Today's chores, a titled list per part of day. */
export function ChoreChart<T extends ChartTask>({ tasks, color, size, ownerName, action }: ChartProps<T>) {
  return (
    <Stack gap={size === "tile" ? "3" : "5"} data-testid="chore-chart">
      {groupByPartOfDay(tasks).map((group) => (
        <ChoreGroupList key={group.part} group={group} color={color} size={size} ownerName={ownerName} action={action} />
      ))}
    </Stack>
  );
}

function ChoreGroupList<T extends ChartTask>({ group, color, size, ownerName, action }: Omit<ChartProps<T>, "tasks"> & { group: ChoreGroup<T> }) {
  const { t } = useTranslation();
  const PartIcon = partIcons[group.part];
  const part = t(`familyScreen.chores.parts.${group.part}`);
  return (
    <Stack gap="2">
      <HStack gap="2" color="fg.muted" fontSize={size === "tile" ? "sm" : "md"} fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" aria-hidden="true">
        <PartIcon size={18} />
        <Text as="span">{part}</Text>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t("familyScreen.chores.groupLabel", { part, name: ownerName })} data-part-of-day={group.part}>
        {group.tasks.map((task) => (
          <ChoreRow key={task._id} task={task} color={color} size={size} withActions={action !== undefined} action={action?.(task)} />
        ))}
      </Stack>
    </Stack>
  );
}

type RowProps = { task: ChartTask; color: MemberColor; size: Size; withActions: boolean; action?: ReactNode };

function ChoreRow({ task, color, size, withActions, action }: RowProps) {
  const { t, i18n } = useTranslation();
  const chore = task.chore!;
  // Waiting for an admin's approval is neither to do nor done yet.
  const waiting = task.awaitingApproval;
  const done = task.status === "completed" && !waiting;
  const dims = iconSizes[size];
  const points = new Intl.NumberFormat(i18n.language, { signDisplay: "always" }).format(chore.points);
  return (
    // The panel's button goes under the chore on a phone, at the end of the line, with its points kept beside the title.
    <Flex as="li" gap="3" align="center" wrap="wrap" data-testid="chore-row" data-done={done || undefined}>
      <HStack gap="3" minH="12" flex="1 1 16rem" minW="0">
        <Box position="relative" flexShrink={0}>
          <Circle size={dims.box} bg={done ? "green.muted" : `${color}.subtle`} color={done ? "green.fg" : `${color}.fg`}>
            <ChoreIconImage icon={chore.icon} size={dims.icon} />
          </Circle>
          {done && (
            <Circle size="6" bg="green.solid" color="green.contrast" position="absolute" bottom="-1" right="-1" borderWidth="2px" borderColor="bg.panel">
              <Check size={14} strokeWidth={3} aria-hidden="true" />
            </Circle>
          )}
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Text fontSize={dims.title} fontWeight="medium" overflowWrap="anywhere" textDecoration={done ? "line-through" : undefined} color={done ? "fg.muted" : undefined}>
            {task.title}
          </Text>
          {done && (
            <Text fontSize="sm" color="green.fg" fontWeight="semibold">
              {t("familyScreen.chores.done")}
            </Text>
          )}
          {waiting && (
            <Text fontSize="sm" color="orange.fg" fontWeight="semibold" data-testid="chore-waiting">
              {t("familyScreen.chores.waitingApproval")}
            </Text>
          )}
        </Stack>
        {chore.streak >= STREAK_SHOWN_FROM && (
          <HStack gap="0.5" color="orange.fg" fontWeight="bold" fontSize={dims.title} flexShrink={0} data-testid="chore-streak">
            <Flame size={size === "tile" ? 20 : 24} aria-hidden="true" />
            <Text as="span" aria-hidden="true">
              {chore.streak}
            </Text>
            <VisuallyHidden>{t("familyScreen.chores.streak", { count: chore.streak })}</VisuallyHidden>
          </HStack>
        )}
        {chore.photoProof && <PhotoProofBadge size={size === "tile" ? "md" : "lg"} />}
        {chore.points > 0 && (
          <Badge colorPalette="yellow" variant="subtle" size="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0} data-testid="chore-points">
            <Text as="span" aria-hidden="true">
              {points}
            </Text>
            <VisuallyHidden>{t("familyScreen.chores.reward", { count: chore.points })}</VisuallyHidden>
          </Badge>
        )}
      </HStack>
      {/* A done chore keeps the button's room on a wide screen, so the points stay in one column. */}
      {withActions && (
        <Box ms="auto" flexShrink={0} minW={{ md: "8rem" }} display={{ base: action ? "flex" : "none", md: "flex" }} justifyContent="flex-end">
          {action}
        </Box>
      )}
    </Flex>
  );
}

/** "★ 120": the member's points to spend. */
export function PointsBalance({ points, size = "tile" }: { points: number; size?: Size }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge colorPalette="yellow" variant="subtle" size="lg" fontSize={size === "tile" ? "lg" : "xl"} gap="1.5" px="3" py="1" rounded="full" flexShrink={0} data-testid="points-balance">
      <Star size={size === "tile" ? 16 : 20} fill="currentColor" aria-hidden="true" />
      <Text as="span" aria-hidden="true" fontVariantNumeric="tabular-nums">
        {new Intl.NumberFormat(i18n.language).format(points)}
      </Text>
      <VisuallyHidden>{t("familyScreen.chores.balance", { count: points })}</VisuallyHidden>
    </Badge>
  );
}

/**
 * "All done today!": a party popper that pops in, with a ring bursting out of it twice. Under
 * reduced motion the theme stops every animation, and the ring stays a still halo.
 */
export function AllDone({ size = "tile" }: { size?: Size }) {
  const { t } = useTranslation();
  return (
    <HStack
      gap="3"
      px="3"
      py="2"
      rounded="l3"
      bg="green.subtle"
      color="green.fg"
      fontWeight="bold"
      fontSize={size === "tile" ? "lg" : "xl"}
      animationName="scale-in, fade-in"
      animationDuration="slow"
      // The ring bursts out of the popper: not over the tile's other lines.
      overflow="hidden"
      data-testid="all-done"
    >
      <Box position="relative" flexShrink={0} lineHeight="0">
        <Circle
          size="full"
          position="absolute"
          inset="0"
          bg="green.muted"
          opacity={0.6}
          animation="ping 0.9s cubic-bezier(0, 0, 0.2, 1) 2 forwards"
          aria-hidden="true"
        />
        <Box position="relative" p="1.5">
          <PartyPopper size={size === "tile" ? 26 : 32} aria-hidden="true" />
        </Box>
      </Box>
      <Text as="span">{t("familyScreen.chores.allDone")}</Text>
    </HStack>
  );
}

/**
 * How the member's day of chores is going, on the tile and in the panel alike: "All done today!" or
 * "2 of 5 done". A chore waiting for an admin's approval is not done yet (the server counts it done).
 */
export function ChoresTodayProgress({ choresToday, chores, size = "tile" }: { choresToday: { done: number; total: number }; chores: { awaitingApproval: boolean }[]; size?: Size }) {
  const done = choresToday.done - chores.filter((task) => task.awaitingApproval).length;
  return done === choresToday.total ? <AllDone size={size} /> : <ChoreProgress done={done} total={choresToday.total} />;
}

/** "2 of 5 done": how the member's day is going. */
export function ChoreProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Text as="span" color="fg.muted" fontSize="md" fontVariantNumeric="tabular-nums">
      {t("familyScreen.chores.progress", { done, total })}
    </Text>
  );
}
