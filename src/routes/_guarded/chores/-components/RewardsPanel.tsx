import { Badge, Box, Button, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { format } from "date-fns";
import { Archive, Clock, Gift, History as HistoryIcon, Pencil, Plus, Star, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { poundsFromPence } from "../../../../../convex/lib/money";
import {
  REWARD_COST_MAX,
  rewardFormDefaults,
  rewardFormFrom,
  rewardFormSchema,
  type RewardForm,
  type RewardInput,
} from "../../../../../convex/lib/rewardSchema";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { useStepOnce } from "../../../../features/feedback/useStepOnce";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { AmountField, TextField } from "../../../../features/forms/fields";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useDecimalMark } from "../../../../features/forms/useDecimalMark";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";
import { InfoDialog } from "../../../../features/layout/InfoDialog";
import { SectionCard } from "../../../../features/layout/SectionCard";
import { useDeleteDialog } from "../../../../features/layout/useDeleteDialog";
import { useFormat } from "../../../../i18n/format";

type Overview = FunctionReturnType<typeof api.rewards.list>;
type Reward = Overview["rewards"][number];

/** Add a reward, or edit one: null is closed. */
type RewardTarget = { kind: "add" } | { kind: "edit"; reward: Reward };

/**
 * Points you can spend (DESIGN.md decision 22): the viewer's balance and recent points, the
 * rewards with a Redeem button (the request waits in the approval inbox; points are taken when
 * an admin approves), and for admins the reward list to keep and everyone's balance.
 */
export function RewardsPanel() {
  const { t } = useTranslation();
  const overview = useQuery(api.rewards.list, {});
  const [editing, setEditing] = useState<RewardTarget | null>(null);
  const archiving = useDeleteDialog(overview?.rewards);
  const archive = useMutation(api.rewards.archiveReward);
  const admin = overview?.admin === true;

  return (
    <SectionCard
      icon={<Gift aria-hidden />}
      title={t("rewards.title")}
      testId="rewards-panel"
      action={
        admin && (
          <Button size="sm" colorPalette="green" onClick={() => setEditing({ kind: "add" })}>
            <Plus aria-hidden /> {t("rewards.admin.add")}
          </Button>
        )
      }
    >
      {overview === undefined ? (
        <Stack gap="3" aria-busy="true" aria-label={t("rewards.loading")}>
          <Skeleton height="16" />
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      ) : (
        <Stack gap="6">
          <Balance overview={overview} />
          <RewardList overview={overview} onEdit={(reward) => setEditing({ kind: "edit", reward })} onArchive={archiving.ask} />
          <Waiting overview={overview} />
          <History overview={overview} />
          {overview.everyone !== undefined && <Everyone people={overview.everyone} rewards={overview.rewards} />}
        </Stack>
      )}
      {admin && <RewardFormDialog target={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={archiving.open}
        title={t("rewards.admin.archiveTitle", { name: archiving.subject?.name ?? "" })}
        confirmLabel={t("rewards.admin.archive")}
        destructive
        onConfirm={async () => {
          const reward = archiving.subject;
          if (reward === null) return;
          try {
            await archive({ rewardId: reward._id });
            notifySuccess(t("rewards.admin.archivedTitle"), t("rewards.admin.archivedMessage", { name: reward.name }));
            archiving.close();
          } catch (error) {
            notifyFailure(error, { title: t("common.error"), message: t("rewards.admin.archiveFailed") });
          }
        }}
        onClose={archiving.close}
      >
        <Text>{t("rewards.admin.archiveBody")}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}

/** Points not yet counted on by a request waiting for approval: what the viewer can still ask for. */
function unpromised(overview: Overview): number {
  return overview.balance - overview.pending.reduce((sum, request) => sum + request.cost, 0);
}

function Balance({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const promised = overview.balance - unpromised(overview);
  return (
    <Stack gap="0" p="4" borderRadius="l2" bg="bg.muted" data-testid="rewards-balance">
      <Text fontSize="sm" color="fg.muted">
        {t("rewards.balance.label")}
      </Text>
      <HStack gap="2" align="baseline">
        <Star aria-hidden size={28} />
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="rewards-balance-value">
          {fmt.number(overview.balance)}
        </Text>
        <Text fontSize="lg" color="fg.muted">
          {t("rewards.balance.unit", { count: overview.balance })}
        </Text>
      </HStack>
      {promised > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t("rewards.balance.promised", { count: promised, points: fmt.number(promised) })}
        </Text>
      )}
    </Stack>
  );
}

function RewardList({ overview, onEdit, onArchive }: { overview: Overview; onEdit: (reward: Reward) => void; onArchive: (reward: Reward) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const redeem = useMutation(api.rewards.redeem);
  const [busy, setBusy] = useState<string | null>(null);
  const available = unpromised(overview);
  const waitingFor = new Set(overview.pending.map((request) => request.rewardId));

  async function ask(reward: Reward) {
    setBusy(reward._id);
    try {
      await redeem({ rewardId: reward._id });
      notifySuccess(t("rewards.redeemed.title"), t("rewards.redeemed.message", { name: reward.name }));
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rewards.redeemed.failed") });
    } finally {
      setBusy(null);
    }
  }

  if (overview.rewards.length === 0) {
    return (
      <EmptyStateBox
        icon={<Gift aria-hidden />}
        title={t("rewards.list.emptyTitle")}
        description={overview.admin ? t("rewards.list.emptyAdmin") : t("rewards.list.emptyMember")}
      />
    );
  }
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold">
        {t("rewards.list.title")}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t("rewards.list.listLabel")}>
        {overview.rewards.map((reward) => {
          const short = reward.cost - available;
          const reasonId = `reward-reason-${reward._id}`;
          return (
            <Box as="li" key={reward._id} borderWidth="1px" borderRadius="l2" p="3" data-testid="reward-row">
              <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ base: "stretch", sm: "center" }}>
                <RewardLine
                  name={reward.name}
                  cost={reward.cost}
                  note={reward.moneyPence === null ? undefined : t("rewards.list.money", { amount: fmt.money(reward.moneyPence) })}
                />
                <HStack gap="2" flexShrink={0} wrap="wrap">
                  {waitingFor.has(reward._id) ? (
                    <Badge colorPalette="orange" variant="subtle" data-testid="reward-waiting">
                      <Clock aria-hidden size={14} /> {t("rewards.list.waiting")}
                    </Badge>
                  ) : (
                    <Stack gap="1" align={{ base: "stretch", sm: "end" }}>
                      <Button
                        size="sm"
                        colorPalette="green"
                        disabled={short > 0 || busy !== null}
                        loading={busy === reward._id}
                        aria-label={t("rewards.list.redeemLabel", { name: reward.name })}
                        aria-describedby={short > 0 ? reasonId : undefined}
                        onClick={() => void ask(reward)}
                      >
                        {t("rewards.list.redeem")}
                      </Button>
                      {short > 0 && (
                        <Text id={reasonId} fontSize="xs" color="fg.muted">
                          {t("rewards.list.needMore", { count: short, points: fmt.number(short) })}
                        </Text>
                      )}
                    </Stack>
                  )}
                  {overview.admin && (
                    <>
                      <IconButton size="sm" variant="ghost" aria-label={t("rewards.admin.editLabel", { name: reward.name })} onClick={() => onEdit(reward)}>
                        <Pencil aria-hidden />
                      </IconButton>
                      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t("rewards.admin.archiveLabel", { name: reward.name })} onClick={() => onArchive(reward)}>
                        <Archive aria-hidden />
                      </IconButton>
                    </>
                  )}
                </HStack>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** A reward's name over its cost in points, then what else there is to say about it after a dot (its pocket money, the points still missing). */
function RewardLine({ name, cost, note }: { name: string; cost: number; note?: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" overflowWrap="anywhere">
        {name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t("rewards.list.cost", { count: cost, points: fmt.number(cost) })}
        {note !== undefined && ` · ${note}`}
      </Text>
    </Stack>
  );
}

/** The viewer's requests still waiting (one for a reward since taken off the list shows here only); each may be withdrawn. */
function Waiting({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const withdraw = useMutation(api.rewards.withdraw);
  // A double click withdraws once.
  const { busy, run } = useStepOnce();
  const withdrawRequest = (request: Overview["pending"][number]) =>
    run(request._id, async () => {
      try {
        await withdraw({ redemptionId: request._id });
        notifySuccess(t("rewards.waiting.withdrawn"));
      } catch (error) {
        notifyFailure(error, { title: t("common.error"), message: t("rewards.waiting.withdrawFailed") });
      }
    });
  if (overview.pending.length === 0) return null;
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold">
        {t("rewards.waiting.title")}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-label={t("rewards.waiting.listLabel")}>
        {overview.pending.map((request) => (
          <HStack as="li" key={request._id} gap="2" justify="space-between" data-testid="reward-request">
            <Text overflowWrap="anywhere">{request.name}</Text>
            <HStack gap="2" flexShrink={0}>
              <Text fontSize="sm" color="fg.muted">
                {t("rewards.list.cost", { count: request.cost, points: fmt.number(request.cost) })}
              </Text>
              <Button
                size="xs"
                variant="outline"
                loading={busy === request._id}
                disabled={busy !== null}
                onClick={() => void withdrawRequest(request)}
                aria-label={t("rewards.waiting.withdrawLabel", { name: request.name })}
              >
                {t("rewards.waiting.withdraw")}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** The local calendar day of a moment, as the day formatters take it. */
const dayOf = (at: number) => format(at, "yyyy-MM-dd");

/** Points with their sign written out, not only coloured: "+5", "−20". */
const signed = (points: number, number: (value: number) => string) => `${points >= 0 ? "+" : "−"}${number(Math.abs(points))}`;

type HistoryRow = Overview["history"][number];

function History({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold">
        {t("rewards.history.title")}
      </Text>
      <HistoryRows rows={overview.history} listLabel={t("rewards.history.listLabel")} empty={t("rewards.history.empty")} />
    </Stack>
  );
}

/** Points rows, newest first: the day, what for, and the points with their sign. */
function HistoryRows({ rows, listLabel, empty }: { rows: HistoryRow[]; listLabel: string; empty: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={listLabel} data-testid="points-history">
      {rows.map((row) => {
        const earned = row.points >= 0;
        return (
          <HStack as="li" key={row._id} gap="3" justify="space-between">
            <HStack gap="3" minW="0">
              <Text fontSize="sm" color="fg.muted" flexShrink={0} minW="4.5rem">
                <time dateTime={new Date(row.at).toISOString()}>{fmt.cardDay(dayOf(row.at))}</time>
              </Text>
              <Text overflowWrap="anywhere">{row.title}</Text>
            </HStack>
            <Text
              fontWeight="semibold"
              flexShrink={0}
              color={earned ? { base: "green.700", _dark: "green.300" } : { base: "red.700", _dark: "red.300" }}
              aria-label={t(earned ? "rewards.history.earned" : "rewards.history.spent", { count: Math.abs(row.points), points: fmt.number(Math.abs(row.points)) })}
            >
              {signed(row.points, fmt.number)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** An admin reads one person's points history (read live while it is open). */
function PersonHistoryDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const data = useQuery(api.rewards.history, { memberId: person._id });
  return (
    <InfoDialog title={t("rewards.personHistory.title", { name: person.name })} onClose={onClose} closeVariant="outline">
      {data === undefined ? (
        <Stack gap="2" aria-busy="true" aria-label={t("rewards.loading")}>
          <Skeleton height="6" />
          <Skeleton height="6" />
        </Stack>
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold">{t("rewards.everyone.points", { count: data.balance, points: fmt.number(data.balance) })}</Text>
          <HistoryRows
            rows={data.history}
            listLabel={t("rewards.personHistory.listLabel", { name: person.name })}
            empty={t("rewards.personHistory.empty", { name: person.name })}
          />
        </Stack>
      )}
    </InfoDialog>
  );
}

type Person = NonNullable<Overview["everyone"]>[number];

function Everyone({ people, rewards }: { people: NonNullable<Overview["everyone"]>; rewards: Reward[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [redeemingFor, setRedeemingFor] = useState<Person | null>(null);
  const [reading, setReading] = useState<Person | null>(null);
  // Someone may go (or their points change) while the dialog is open: it shows them as they are now.
  const current = redeemingFor === null ? null : (people.find((person) => person._id === redeemingFor._id) ?? null);
  return (
    <Stack gap="2">
      <HStack gap="2">
        <Users aria-hidden size={18} />
        <Text as="h3" fontWeight="semibold">
          {t("rewards.everyone.title")}
        </Text>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" aria-label={t("rewards.everyone.title")} data-testid="everyone-points">
        {people.map((person) => (
          <HStack as="li" key={person._id} gap="2" justify="space-between">
            <Text overflowWrap="anywhere">{person.name}</Text>
            <HStack gap="2" flexShrink={0}>
              <Text fontWeight="semibold">{t("rewards.everyone.points", { count: person.balance, points: fmt.number(person.balance) })}</Text>
              <Button size="xs" variant="ghost" onClick={() => setReading(person)} aria-label={t("rewards.everyone.historyLabel", { name: person.name })}>
                <HistoryIcon aria-hidden /> {t("rewards.everyone.history")}
              </Button>
              {/* A child without a sign-in cannot ask on a phone: an admin redeems for them. */}
              {!person.signsIn && rewards.length > 0 && (
                <Button size="xs" variant="outline" onClick={() => setRedeemingFor(person)}>
                  {t("rewards.redeemFor.button", { name: person.name })}
                </Button>
              )}
            </HStack>
          </HStack>
        ))}
      </Stack>
      {reading !== null && <PersonHistoryDialog person={reading} onClose={() => setReading(null)} />}
      {current !== null && <RedeemForDialog person={current} rewards={rewards} onClose={() => setRedeemingFor(null)} />}
    </Stack>
  );
}

/** An admin redeems for a child: each reward the child's points cover, approved at once. */
function RedeemForDialog({ person, rewards, onClose }: { person: Person; rewards: Reward[]; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const redeemFor = useMutation(api.rewards.redeemFor);
  const { busy, run } = useStepOnce();
  const redeem = (reward: Reward) =>
    run(reward._id, async () => {
      try {
        await redeemFor({ memberId: person._id, rewardId: reward._id });
        notifySuccess(t("rewards.redeemed.title"), t("rewards.redeemFor.done", { reward: reward.name, name: person.name }));
        onClose();
      } catch (error) {
        notifyFailure(error, { title: t("common.error"), message: t("rewards.redeemed.failed") });
      }
    });
  return (
    <InfoDialog title={t("rewards.redeemFor.title", { name: person.name })} onClose={onClose} closeVariant="outline" busy={busy !== null}>
      <Stack gap="3">
        <Text>{t("rewards.redeemFor.intro", { count: person.available, points: fmt.number(person.available), name: person.name })}</Text>
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t("rewards.redeemFor.listLabel", { name: person.name })}>
          {rewards.map((reward) => {
            const short = reward.cost - person.available;
            return (
              <HStack as="li" key={reward._id} gap="2" justify="space-between">
                <RewardLine
                  name={reward.name}
                  cost={reward.cost}
                  note={short > 0 ? t("rewards.list.needMore", { count: short, points: fmt.number(short) }) : undefined}
                />
                <Button
                  size="sm"
                  colorPalette="green"
                  flexShrink={0}
                  disabled={short > 0 || busy !== null}
                  loading={busy === reward._id}
                  aria-label={t("rewards.list.redeemLabel", { name: reward.name })}
                  onClick={() => void redeem(reward)}
                >
                  {t("rewards.list.redeem")}
                </Button>
              </HStack>
            );
          })}
        </Stack>
      </Stack>
    </InfoDialog>
  );
}

/** Name, cost in points and optional pocket money in pounds; the shared schema checks both sides. */
function RewardFormDialog({ target, onClose }: { target: RewardTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return <RewardFormBody target={target} onClose={onClose} />;
}

function RewardFormBody({ target, onClose }: { target: RewardTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const addReward = useMutation(api.rewards.addReward);
  const updateReward = useMutation(api.rewards.updateReward);
  const mark = useDecimalMark();
  const schema = useMemo(() => rewardFormSchema(mark), [mark]);
  const form = useForm<RewardForm, unknown, RewardInput>({
    resolver: zodResolver(schema),
    defaultValues: target.kind === "edit" ? rewardFormFrom(target.reward, mark) : rewardFormDefaults,
  });

  const onSubmit = form.handleSubmit(async (reward) => {
    await saveForm(
      form,
      async () => {
        if (target.kind === "edit") {
          await updateReward({ rewardId: target.reward._id, reward });
          notifySuccess(t("rewards.form.updatedTitle"), t("rewards.form.updatedMessage", { name: reward.name }));
        } else {
          await addReward({ reward });
          notifySuccess(t("rewards.form.addedTitle"), t("rewards.form.addedMessage", { name: reward.name }));
        }
        onClose();
      },
      { title: t("common.error"), message: t("rewards.form.failed") },
      { moneyPence: "money" },
    );
  });

  const editing = target.kind === "edit";
  return (
    <FormDialog
      title={editing ? t("rewards.form.editTitle") : t("rewards.form.addTitle")}
      busy={form.formState.isSubmitting}
      submitLabel={editing ? t("rewards.form.submitEdit") : t("rewards.form.submitAdd")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label={t("rewards.form.name")} maxLength={NAME_MAX_LENGTH} required />
      <TextField
        form={form}
        name="cost"
        label={t("rewards.form.cost")}
        help={t("rewards.form.costHelp", { max: fmt.number(REWARD_COST_MAX) })}
        required
        maxW={{ sm: "12rem" }}
      />
      <AmountField
        form={form}
        name="money"
        label={t("rewards.form.money")}
        help={t("rewards.form.moneyHelp", { example: poundsFromPence(500, mark) })}
        maxW={{ sm: "16rem" }}
      />
      {editing && (
        <Text fontSize="sm" color="fg.muted">
          {t("rewards.form.editNote")}
        </Text>
      )}
    </FormDialog>
  );
}
