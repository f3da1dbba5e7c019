import { Box, HStack, Heading, Progress, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Flame, Lock, Medal, ReceiptText, Star, Trophy } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Badge } from "../../../../convex/lib/game";
import { useSignedInMember } from "../../../auth/useSignedInMember";
import { useFamilyToday } from "../../dates/useToday";
import { useFormat } from "../../../i18n/format";
import { SectionCard } from "../../layout/SectionCard";
import { MemberAvatar } from "../../members/MemberAvatar";
import { MAX_STARS, badgeStates, starRow, xpPercent } from "./gameDisplay";

type MyGame = FunctionReturnType<typeof api.transactions.myGame>;
type FamilyRow = FunctionReturnType<typeof api.transactions.familyGame>[number];

const badgeColor: Record<Badge, string> = { bronze: "orange", silver: "gray", gold: "yellow" };

/**
 * The XP game (spec sections 3, 4 and 9): the viewer's level with its stars, XP towards the
 * next level, transactions, streak and the three Accountant badges; and the family leaderboard.
 */
export function GameProgressCard() {
  const { t } = useTranslation();
  // Today from the device: a streak is broken once a whole day passes without a transaction.
  const today = useFamilyToday();
  const game = useQuery(api.transactions.myGame, { today });
  const family = useQuery(api.transactions.familyGame, {});

  return (
    <SectionCard icon={<Trophy aria-hidden />} title={t("financeCards.game.title")} testId="game-card">
      {game === undefined ? (
        <Stack gap="3" aria-busy="true" aria-label={t("financeCards.game.loading")}>
          <Skeleton height="10" />
          <Skeleton height="6" />
          <Skeleton height="16" />
        </Stack>
      ) : (
        <Stack gap="5">
          <LevelAndXp game={game} />
          <Badges earned={game.badges} />
          {family && family.length > 0 && <Leaderboard rows={family} />}
        </Stack>
      )}
    </SectionCard>
  );
}

function LevelAndXp({ game }: { game: MyGame }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="2xl" fontWeight="bold" data-testid="game-level">
          {t("financeCards.game.level", { level: game.level })}
        </Text>
        <HStack gap="0.5" role="img" aria-label={t("financeCards.game.stars", { level: game.level, stars: game.stars, max: MAX_STARS })}>
          {starRow(game.stars).map((filled, i) => (
            <Box key={i} color={filled ? { base: "yellow.500", _dark: "yellow.300" } : "fg.subtle"}>
              <Star aria-hidden size={22} fill={filled ? "currentColor" : "none"} />
            </Box>
          ))}
        </HStack>
      </HStack>
      <Progress.Root value={xpPercent(game.experience, game.nextLevelXp)} max={100} colorPalette="green" size="md" shape="full">
        <HStack justify="space-between" mb="1">
          <Progress.Label>{t("financeCards.game.experience")}</Progress.Label>
          <Text fontSize="sm" fontWeight="medium" data-testid="game-xp">
            {t("financeCards.game.xp", { experience: fmt.number(game.experience), next: fmt.number(game.nextLevelXp) })}
          </Text>
        </HStack>
        <Progress.Track
          aria-valuetext={t("financeCards.game.xp", { experience: fmt.number(game.experience), next: fmt.number(game.nextLevelXp) })}
          aria-label={t("financeCards.game.experience")}
        >
          <Progress.Range />
        </Progress.Track>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t("financeCards.game.hint")}
        </Text>
      </Progress.Root>
      <SimpleGrid columns={2} gap="3">
        <Stat icon={<ReceiptText aria-hidden size={18} />} label={t("financeCards.game.transactions")} value={fmt.number(game.transactions)} />
        <Stat icon={<Flame aria-hidden size={18} />} label={t("financeCards.game.streak")} value={t("financeCards.game.streakDays", { count: game.streak })} />
      </SimpleGrid>
    </Stack>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Stack gap="0" p="3" borderRadius="l2" bg="bg.muted">
      <HStack gap="1" color="fg.muted" fontSize="sm">
        {icon}
        <Text>{label}</Text>
      </HStack>
      <Text fontSize="lg" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

function Badges({ earned }: { earned: Badge[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        {t("financeCards.game.badgesTitle")}
      </Heading>
      <SimpleGrid as="ul" minChildWidth="10rem" gap="2" listStyleType="none" aria-labelledby={headingId}>
        {badgeStates(earned).map(({ badge, threshold, earned: has }) => (
          <HStack
            as="li"
            key={badge}
            gap="2"
            p="2"
            borderRadius="l2"
            borderWidth="1px"
            borderStyle={has ? "solid" : "dashed"}
            colorPalette={badgeColor[badge]}
            bg={has ? "colorPalette.subtle" : "transparent"}
            data-testid="game-badge"
            data-earned={has}
          >
            <Box color={has ? "colorPalette.fg" : "fg.subtle"} flexShrink={0}>
              {has ? <Medal aria-hidden size={22} /> : <Lock aria-hidden size={20} />}
            </Box>
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="semibold" color={has ? "fg" : "fg.muted"}>
                {t(`financeCards.game.badges.${badge}`)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {has ? t("financeCards.game.earned") : t("financeCards.game.locked", { count: threshold })}
              </Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Leaderboard({ rows }: { rows: FamilyRow[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const viewer = useSignedInMember();
  const headingId = useId();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id={headingId}>
        {t("financeCards.game.leaderboard")}
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none" aria-labelledby={headingId}>
        {rows.map((row, index) => (
          <HStack as="li" key={row.memberId} gap="3" data-testid="leaderboard-row">
            <Text w="5" textAlign="end" fontWeight="bold" color="fg.muted" flexShrink={0}>
              {fmt.number(index + 1)}
            </Text>
            <MemberAvatar member={{ _id: row.memberId, name: row.name, avatarUrl: row.avatarUrl, color: row.color }} size="sm" />
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="medium" truncate>
                {row.name} {row.memberId === viewer?._id && t("financeCards.game.you")}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t("financeCards.game.leaderboardRow", { level: row.level, experience: fmt.number(row.experience) })}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
