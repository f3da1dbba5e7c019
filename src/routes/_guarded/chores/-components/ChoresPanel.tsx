import { Alert, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { ListChecks, Plane, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { isAdmin } from "../../../../../convex/lib/access";
import { awayFromToday } from "../../../../../convex/lib/choreSchema";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { useSignedInMember } from "../../../../auth/useSignedInMember";
import { useChoreText, type Chore, type ChoreOccurrence } from "../../../../features/chores/choreText";
import { useFamilyToday } from "../../../../features/dates/useToday";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";
import { useDeleteDialog } from "../../../../features/layout/useDeleteDialog";
import { AwayCard } from "./AwayCard";
import { ChoreCard, type DayOfChore, type OpenSwapRequest, type OwnTurns } from "./ChoreCard";
import { ChoreDialog } from "./ChoreDialog";
import { SkipDialog } from "./SkipDialog";
import { SwapDialog } from "./SwapDialog";
import { SwapRequestDialog } from "./SwapRequestDialog";

type Editing = { chore: Chore | null } | null;

/**
 * The chores tab: the family's away notice, a card per chore (a member's own, read-only; every
 * chore for an admin, with its actions), and for admins "Add chore" and the away switch.
 */
export function ChoresPanel() {
  const { t } = useTranslation();
  const text = useChoreText();
  const today = useFamilyToday();
  const viewer = useSignedInMember();
  const admin = viewer !== null && isAdmin(viewer);
  const data = useQuery(api.chores.list, { today });
  const members = useQuery(api.members.list, {});
  const byId = useMemo(() => new Map<string, MemberView>((members ?? []).map((member) => [member._id, member])), [members]);
  const [editing, setEditing] = useState<Editing>(null);
  const [skipping, setSkipping] = useState<{ choreId: string; entry: DayOfChore } | null>(null);
  const [swapping, setSwapping] = useState<{ choreId: string; occurrence: ChoreOccurrence } | null>(null);
  const [asking, setAsking] = useState<{ choreId: string; occurrence: ChoreOccurrence } | null>(null);
  // A member's own waiting swap requests (an admin gives turns away directly).
  const mySwaps = useQuery(api.choreSwaps.mine, admin || viewer === null ? "skip" : {});
  const withdrawSwap = useMutation(api.choreSwaps.withdraw);
  const deleting = useDeleteDialog(data?.chores);
  const setPaused = useMutation(api.chores.setPaused);
  const remove = useMutation(api.chores.deleteChore);
  // Dialogs follow the live chore: deleted meanwhile, they close.
  const choreOf = (id: string | undefined) => data?.chores.find((chore) => chore._id === id);
  const skipChore = choreOf(skipping?.choreId);
  const swapChore = choreOf(swapping?.choreId);
  const askChore = choreOf(asking?.choreId);
  // Stored away dates that are past are no longer "away": the banner and the switch say so.
  const away = data ? awayFromToday(data.away, today) : null;
  const swapRequests = useMemo(() => new Map<string, OpenSwapRequest>((mySwaps ?? []).map((request) => [request.taskId, request])), [mySwaps]);

  async function withdraw(request: OpenSwapRequest) {
    try {
      await withdrawSwap({ requestId: request._id as Id<"choreSwapRequests"> });
      notifySuccess(t("chores.swapRequest.withdrawn"));
    } catch (error) {
      notifyFailure(error, { title: t("chores.error"), message: t("chores.actionFailed") });
    }
  }

  const ownTurns = (choreId: string): OwnTurns | undefined =>
    admin || viewer === null || mySwaps === undefined
      ? undefined
      : {
          viewerId: viewer._id,
          requests: swapRequests,
          onAsk: (occurrence) => setAsking({ choreId, occurrence }),
          onWithdraw: (request) => void withdraw(request),
        };

  async function togglePaused(chore: Chore) {
    try {
      await setPaused({ choreId: chore._id, paused: !chore.paused });
      notifySuccess(chore.paused ? t("chores.actions.resumed", { title: chore.title }) : t("chores.actions.paused", { title: chore.title }));
    } catch (error) {
      notifyFailure(error, { title: t("chores.error"), message: t("chores.actionFailed") });
    }
  }

  async function confirmDelete() {
    const chore = deleting.subject;
    if (!chore) return;
    try {
      await remove({ choreId: chore._id });
      notifySuccess(t("chores.delete.deleted"), chore.title);
      deleting.close();
    } catch (error) {
      notifyFailure(error, { title: t("chores.error"), message: t("chores.actionFailed") });
    }
  }

  if (data === undefined || members === undefined) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t("chores.loading")}>
        <Skeleton height="40" />
        <Skeleton height="40" />
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {away && (
        <Alert.Root status="info" data-testid="away-notice">
          <Alert.Indicator>
            <Plane aria-hidden />
          </Alert.Indicator>
          <Alert.Title fontWeight="normal">{t("chores.away.notice", { from: text.day(away.from, "dayLong"), to: text.day(away.to, "dayLong") })}</Alert.Title>
        </Alert.Root>
      )}
      {admin && (
        <HStack justify="flex-end">
          <Button colorPalette="green" onClick={() => setEditing({ chore: null })}>
            <Plus aria-hidden /> {t("chores.add")}
          </Button>
        </HStack>
      )}
      {data.chores.length === 0 ? (
        <EmptyStateBox icon={<ListChecks aria-hidden />} title={t("chores.empty.title")} description={admin ? t("chores.empty.admin") : t("chores.empty.member")} />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="4" listStyleType="none" aria-label={t("chores.listLabel")}>
          {data.chores.map((chore) => (
            <li key={chore._id}>
              <ChoreCard
                chore={chore}
                today={today}
                streak={data.streaks.find((streak) => streak.choreId === chore._id)}
                members={byId}
                admin={admin}
                onEdit={() => setEditing({ chore })}
                onPause={() => void togglePaused(chore)}
                onDelete={() => deleting.ask(chore)}
                onSkip={(entry) => setSkipping({ choreId: chore._id, entry })}
                onSwap={(occurrence) => setSwapping({ choreId: chore._id, occurrence })}
                own={ownTurns(chore._id)}
                viewerId={viewer?._id}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {admin && <AwayCard key={away ? `${away.from}-${away.to}` : "home"} away={away} today={today} />}
      {editing && <ChoreDialog chore={editing.chore} today={today} members={members} onClose={() => setEditing(null)} />}
      {skipping && skipChore && <SkipDialog chore={skipChore} entry={skipping.entry} today={today} onClose={() => setSkipping(null)} />}
      {swapping && swapChore && (
        <SwapDialog chore={swapChore} occurrence={swapping.occurrence} today={today} members={members} onClose={() => setSwapping(null)} />
      )}
      {asking && askChore && (
        <SwapRequestDialog chore={askChore} occurrence={asking.occurrence} today={today} members={byId} onClose={() => setAsking(null)} />
      )}
      {admin && (
        <ConfirmDialog
          open={deleting.open}
          title={t("chores.delete.title", { title: deleting.subject?.title ?? "" })}
          confirmLabel={t("chores.delete.confirm")}
          destructive
          onConfirm={confirmDelete}
          onClose={deleting.close}
        >
          <Text>{t("chores.delete.body")}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
