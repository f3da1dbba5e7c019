import { Badge, Box, Button, Card, Flex, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { ArrowLeftRight, Camera, Clock, Flame, Pause, Pencil, Play, Repeat, ShieldCheck, SkipForward, Star, Sun, Trash2, Undo2, UserRoundPlus, Users } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { ChoreIconImage } from "../../../../features/chores/choreIcons";
import { useChoreText, type Chore, type ChoreOccurrence, type ChoresList } from "../../../../features/chores/choreText";
import { MemberAvatar, type AvatarMember } from "../../../../features/members/MemberAvatar";
import { useFormat } from "../../../../i18n/format";
import { CompleteChoreButton } from "./CompleteChoreButton";

export type DayOfChore = { day: string; occurrences: ChoreOccurrence[]; skip: { day: string; reason: string } | null };

/** The viewer's own waiting request to give one of their turns away. */
export type OpenSwapRequest = { _id: string; taskId: string; toName: string };

/** A member's own turns: "Ask to swap" while one is to do, "Withdraw request" once asked. */
export type OwnTurns = {
  viewerId: string;
  requests: Map<string, OpenSwapRequest>;
  onAsk: (occurrence: ChoreOccurrence) => void;
  onWithdraw: (request: OpenSwapRequest) => void;
};

type Props = {
  chore: Chore;
  today: string;
  /** The viewer's streak on it, if they have one. */
  streak: ChoresList["streaks"][number] | undefined;
  /** The family by id (photos); a person no longer listed shows by the chore's own name and colour. */
  members: Map<string, MemberView>;
  /** The admin's actions; a member sees the chore only. */
  admin: boolean;
  onEdit: () => void;
  onPause: () => void;
  onDelete: () => void;
  onSkip: (day: DayOfChore) => void;
  onSwap: (occurrence: ChoreOccurrence) => void;
  /** A member's own turns (not given for an admin, who gives turns away directly). */
  own?: OwnTurns;
  /** The signed-in viewer: their own turns of today and earlier get a Complete. */
  viewerId?: string;
};

const OPEN = new Set(["pending", "in-progress"]);
/** Between two facts on one line. */
const DOT = " · ";
const statusPalette = { done: "green", started: "blue", waitingApproval: "purple" } as const;

/** What an occurrence shows beside its sentence: nothing while it is still to do. */
function statusOf(occurrence: ChoreOccurrence): keyof typeof statusPalette | null {
  if (occurrence.status === "completed") return occurrence.approvalStatus === "pending" ? "waitingApproval" : "done";
  return occurrence.status === "in-progress" ? "started" : null;
}

/** The coming days of a chore: its occurrences from today (and any earlier still open), and the days skipped. */
export function daysOf(chore: Chore, today: string): DayOfChore[] {
  const byDay = new Map<string, DayOfChore>();
  const dayOf = (day: string) => {
    let entry = byDay.get(day);
    if (!entry) byDay.set(day, (entry = { day, occurrences: [], skip: null }));
    return entry;
  };
  for (const occurrence of chore.occurrences) {
    if (occurrence.day >= today || OPEN.has(occurrence.status)) dayOf(occurrence.day).occurrences.push(occurrence);
  }
  for (const skip of chore.skips) dayOf(skip.day).skip = skip;
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

function avatarOf(person: ChoreOccurrence["person"], members: Map<string, MemberView>): AvatarMember {
  return members.get(person._id) ?? { _id: person._id, name: person.name, color: person.color ?? undefined, avatarUrl: undefined };
}

/** One line of what the chore is: an icon and its words. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="start">
      <Box color="fg.muted" pt="0.5" flexShrink={0}>
        {icon}
      </Box>
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

/**
 * A chore: its picture, title and what it pays; how often, when in the day and in which
 * months; who does it and how they share it; and its coming days, each with whose it is and
 * why. An admin edits, pauses, deletes, skips a day or gives one to someone else.
 */
export function ChoreCard({ chore, today, streak, members, admin, onEdit, onPause, onDelete, onSkip, onSwap, own, viewerId }: Props) {
  const { t } = useTranslation();
  const text = useChoreText();
  const fmt = useFormat();
  const titleId = useId();
  const nextId = useId();
  const days = daysOf(chore, today);
  const season = text.season(chore.months);
  const rotation = chore.assignment === "rotation";

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" h="full" data-testid="chore-card" opacity={chore.paused ? 0.85 : 1}>
      <Card.Header pb="2">
        <HStack gap="3" align="start">
          <Flex boxSize="11" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0} borderWidth="1px" borderColor="brand.muted">
            <ChoreIconImage icon={chore.icon} size={24} />
          </Flex>
          <Stack gap="1" flex="1" minW="0">
            <Card.Title as="h2" id={titleId} overflowWrap="anywhere">
              {chore.title}
            </Card.Title>
            <Wrap gap="1.5">
              {chore.paused && (
                <Badge colorPalette="orange" variant="solid">
                  <Pause aria-hidden size={12} /> {t("chores.card.paused")}
                </Badge>
              )}
              <Badge colorPalette="yellow" variant="subtle">
                <Star aria-hidden size={12} /> {t("chores.card.points", { count: chore.points })}
              </Badge>
              {chore.needsApproval && (
                <Badge colorPalette="purple" variant="subtle">
                  <ShieldCheck aria-hidden size={12} /> {t("chores.card.needsApproval")}
                </Badge>
              )}
              {chore.photoProof && (
                <Badge colorPalette="blue" variant="subtle">
                  <Camera aria-hidden size={12} /> {t("chores.card.photoProof")}
                </Badge>
              )}
            </Wrap>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2" gap="4">
        <Stack as="ul" gap="1.5" listStyleType="none">
          <Fact icon={<Repeat aria-hidden size={16} />}>{text.howOften(chore, today)}</Fact>
          {season && <Fact icon={<Sun aria-hidden size={16} />}>{season}</Fact>}
          <Fact icon={<Clock aria-hidden size={16} />}>
            {t(`chores.partsOfDay.${chore.partOfDay}`)}
            {DOT}
            {chore.missable ? t("chores.card.missable") : t("chores.card.staysDue")}
          </Fact>
          <Fact icon={<Users aria-hidden size={16} />}>{text.sharing(chore)}</Fact>
          {streak && (
            <Fact icon={<Flame aria-hidden size={16} />}>
              {t("chores.card.streak", { count: streak.count })}
              {DOT}
              {t("chores.card.best", { best: fmt.number(streak.best) })}
            </Fact>
          )}
        </Stack>
        <Wrap as={rotation ? "ol" : "ul"} gap="2" listStyleType="none" aria-label={rotation ? t("chores.form.order") : t("chores.card.who")}>
          {chore.people.map((person, index) => (
            <HStack as="li" key={person._id} gap="1.5" bg="bg.muted" rounded="full" ps="0.5" pe="3" py="0.5">
              <MemberAvatar member={avatarOf(person, members)} size="sm" />
              <Text fontSize="sm" fontWeight="medium">
                {rotation && `${index + 1}. `}
                {person.name}
              </Text>
            </HStack>
          ))}
        </Wrap>
        <Stack gap="2">
          <Text as="h3" id={nextId} fontWeight="semibold" fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {t("chores.card.next")}
          </Text>
          {days.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t("chores.card.nothingNext")}
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-labelledby={nextId}>
              {days.map((entry) => (
                <ChoreDay
                  key={entry.day}
                  chore={chore}
                  entry={entry}
                  today={today}
                  members={members}
                  admin={admin}
                  onSkip={onSkip}
                  onSwap={onSwap}
                  own={own}
                  viewerId={viewerId}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      {admin && (
        <Card.Footer pt="0" gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("chores.actions.editNamed", { title: chore.title })}>
            <Pencil aria-hidden /> {t("chores.actions.edit")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onPause}
            aria-label={chore.paused ? t("chores.actions.resumeNamed", { title: chore.title }) : t("chores.actions.pauseNamed", { title: chore.title })}
          >
            {chore.paused ? <Play aria-hidden /> : <Pause aria-hidden />} {chore.paused ? t("chores.actions.resume") : t("chores.actions.pause")}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={t("chores.actions.deleteNamed", { title: chore.title })}>
            <Trash2 aria-hidden /> {t("chores.actions.delete")}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function ChoreDay({
  chore,
  entry,
  today,
  members,
  admin,
  onSkip,
  onSwap,
  own,
  viewerId,
}: {
  chore: Chore;
  viewerId?: string;
  entry: DayOfChore;
  today: string;
  members: Map<string, MemberView>;
  admin: boolean;
  onSkip: (day: DayOfChore) => void;
  onSwap: (occurrence: ChoreOccurrence) => void;
  own?: OwnTurns;
}) {
  const { t } = useTranslation();
  const text = useChoreText();
  const heading = text.dayHeading(entry.day, today);
  const open = entry.occurrences.filter((occurrence) => OPEN.has(occurrence.status));
  // Anyone / everyone: the mode is said once for the day, and each of its lines names only its person.
  const shared = (chore.assignment === "anyone" || chore.assignment === "everyone") && entry.occurrences.length > 0 ? chore.assignment : null;
  // A turn can be given only to someone in the chore without one that day (the server's rule):
  // a one-person chore, or anyone / everyone (each already has it), offers no "Ask to swap".
  const taken = new Set(entry.occurrences.map((occurrence) => occurrence.person._id as string));
  const swappable = chore.people.some((person) => !taken.has(person._id));
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="2.5" data-testid="chore-day" data-day={entry.day}>
      <HStack justify="space-between" gap="2" mb={entry.occurrences.length > 0 || entry.skip ? "1.5" : "0"}>
        <Text as="h4" fontWeight="semibold" fontSize="sm">
          {heading}
        </Text>
        {admin && open.length > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onSkip(entry)} aria-label={t("chores.actions.skipNamed", { day: heading })}>
            <SkipForward aria-hidden /> {t("chores.actions.skip")}
          </Button>
        )}
      </HStack>
      {entry.skip && (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="chore-skip">
          {entry.skip.reason ? t("chores.card.skipped", { reason: entry.skip.reason }) : t("chores.card.skippedNoReason")}
        </Text>
      )}
      {shared && (
        <Text fontSize="sm" color="fg.muted" mb="1" data-testid="chore-day-mode">
          {t(shared === "anyone" ? "chores.card.modeAnyone" : "chores.card.modeEveryone")}
        </Text>
      )}
      {entry.occurrences.length > 0 && (
        <Stack as="ul" gap="1.5" listStyleType="none">
          {entry.occurrences.map((occurrence) => {
            const person = occurrence.person;
            const reason = text.reason(occurrence.reason, person.name, occurrence.day);
            const modeOnly = occurrence.reason.kind === "anyone" || occurrence.reason.kind === "everyone";
            const sentence = modeOnly ? person.name : text.namesPerson(occurrence.reason) ? reason : t("chores.card.named", { name: person.name, reason });
            const status = statusOf(occurrence);
            const asked = own?.requests.get(occurrence.taskId);
            const mayAsk = own !== undefined && swappable && !asked && person._id === own.viewerId && occurrence.status === "pending" && occurrence.day >= today;
            // A later day's turn waits for its day (the server refuses it too).
            const mayComplete = viewerId !== undefined && person._id === viewerId && OPEN.has(occurrence.status) && occurrence.day <= today;
            return (
              <Flex as="li" key={occurrence.taskId} gap="2" align="center" wrap="wrap" data-testid="chore-occurrence">
                <MemberAvatar member={avatarOf(person, members)} size="sm" />
                <Text fontSize="sm" flex="1" minW="40">
                  {sentence}
                </Text>
                {status && (
                  <Badge colorPalette={statusPalette[status]} variant="subtle">
                    {t(`chores.card.status.${status}`)}
                  </Badge>
                )}
                {mayComplete && (
                  <CompleteChoreButton taskId={occurrence.taskId} title={chore.title} day={heading} photoProof={chore.photoProof} needsApproval={chore.needsApproval} />
                )}
                {admin && OPEN.has(occurrence.status) && (
                  <Button
                    size="xs"
                    variant="outline"
                    ms="auto"
                    onClick={() => onSwap(occurrence)}
                    aria-label={t("chores.actions.giveToNamed", { name: person.name, day: heading })}
                  >
                    <UserRoundPlus aria-hidden /> {t("chores.actions.giveTo")}
                  </Button>
                )}
                {mayAsk && (
                  <Button size="xs" variant="outline" ms="auto" onClick={() => own.onAsk(occurrence)} aria-label={t("chores.actions.askSwapNamed", { day: heading })}>
                    <ArrowLeftRight aria-hidden /> {t("chores.actions.askSwap")}
                  </Button>
                )}
                {own && asked && (
                  <Flex basis="full" gap="2" align="center" wrap="wrap" data-testid="swap-asked">
                    <Text fontSize="sm" color="fg.muted" flex="1" minW="40">
                      {t("chores.swapRequest.asked", { name: asked.toName })}
                    </Text>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => own.onWithdraw(asked)}
                      aria-label={t("chores.actions.withdrawSwapNamed", { day: heading })}
                    >
                      <Undo2 aria-hidden /> {t("chores.actions.withdrawSwap")}
                    </Button>
                  </Flex>
                )}
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

