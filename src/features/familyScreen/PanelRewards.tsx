import { Badge, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useFormat } from "../../i18n/format";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { useStepOnce } from "../feedback/useStepOnce";
import { ScreenSection } from "./ScreenSection";

type Props = { screenKey: string; unlockToken: string };

/**
 * The rewards the unlocked member can spend their points on, each with a big Redeem: the request
 * waits in the approval inbox, as one asked on a phone (children without a sign-in ask here).
 */
export function PanelRewards({ screenKey, unlockToken }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const view = useQuery(api.familyScreen.rewards, { screenKey, unlockToken });
  const redeem = useMutation(api.familyScreen.redeemReward);
  // A child's double tap asks once.
  const { busy, run } = useStepOnce();
  if (view === undefined) return null;
  const waitingFor = new Set(view.pending.map((request) => request.rewardId));
  const ask = (reward: { _id: Id<"rewards">; name: string }) =>
    run(reward._id, async () => {
      try {
        await redeem({ screenKey, unlockToken, rewardId: reward._id });
        notifySuccess(t("rewards.redeemed.title"), t("rewards.redeemed.message", { name: reward.name }));
      } catch (error) {
        notifyFailure(error, { title: t("common.error"), message: t("rewards.redeemed.failed") });
      }
    });
  return (
    <ScreenSection id="panel-rewards" title={t("familyScreen.panel.rewards")} emptyText={t("familyScreen.panel.noRewards")} isEmpty={view.rewards.length === 0}>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t("rewards.list.listLabel")}>
        {view.rewards.map((reward) => {
          const short = reward.cost - view.available;
          const reasonId = `screen-reward-reason-${reward._id}`;
          return (
            <Flex as="li" key={reward._id} gap="3" align="center" wrap="wrap" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }} data-testid="screen-reward">
              <Stack gap="1" flex="1" minW="12rem">
                <Text fontSize="xl" fontWeight="semibold" overflowWrap="anywhere">
                  {reward.name}
                </Text>
                <Text color="fg.muted">
                  {t("rewards.list.cost", { count: reward.cost, points: fmt.number(reward.cost) })}
                  {reward.moneyPence !== null && ` · ${t("rewards.list.money", { amount: fmt.money(reward.moneyPence) })}`}
                </Text>
              </Stack>
              {waitingFor.has(reward._id) ? (
                <Badge colorPalette="orange" size="lg">
                  <Clock aria-hidden size={16} /> {t("rewards.list.waiting")}
                </Badge>
              ) : (
                <Stack gap="1" align="end">
                  <Button
                    size="xl"
                    colorPalette="green"
                    minH="14"
                    loading={busy === reward._id}
                    disabled={short > 0 || busy !== null}
                    aria-label={t("rewards.list.redeemLabel", { name: reward.name })}
                    aria-describedby={short > 0 ? reasonId : undefined}
                    onClick={() => void ask(reward)}
                  >
                    {t("rewards.list.redeem")}
                  </Button>
                  {short > 0 && (
                    <Text id={reasonId} color="fg.muted">
                      {t("rewards.list.needMore", { count: short, points: fmt.number(short) })}
                    </Text>
                  )}
                </Stack>
              )}
            </Flex>
          );
        })}
      </Stack>
    </ScreenSection>
  );
}
