import { Button, HStack, Progress, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { AlertTriangle, PiggyBank, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { isAdmin } from "../../../../convex/lib/access";
import { useSignedInMember } from "../../../auth/useSignedInMember";
import { useFormat } from "../../../i18n/format";
import { EmptyStateBox } from "../../layout/EmptyStateBox";
import { SectionCard } from "../../layout/SectionCard";
import { monthLabel } from "../bills/billBoard";
import { budgetLevel, budgetPercent } from "./budgetShare";

type Budget = FunctionReturnType<typeof api.financeSettings.monthBudgets>[number];

const palette = { under: "green", near: "orange", over: "red" } as const;

/** Spent against budget per budgeted category for one month ("yyyy-MM"), over-budget in red and in words. */
export function BudgetsCard({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const viewer = useSignedInMember();
  const admin = viewer !== null && isAdmin(viewer);
  const budgets = useQuery(api.financeSettings.monthBudgets, { month });
  const monthName = monthLabel(month, i18n.language);

  return (
    <SectionCard
      icon={<PiggyBank aria-hidden />}
      title={t("financeCards.budgets.title")}
      testId="budgets-card"
      header={
        <Text color="fg.muted" fontSize="sm">
          {monthName}
        </Text>
      }
    >
      {budgets === undefined ? (
        <Stack gap="3" aria-busy="true" aria-label={t("financeCards.budgets.loading")}>
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : budgets.length === 0 ? (
        <EmptyStateBox
          icon={<PiggyBank aria-hidden />}
          title={t("financeCards.budgets.emptyTitle")}
          description={admin ? t("financeCards.budgets.emptyAdmin") : t("financeCards.budgets.emptyMember")}
        >
          {admin && (
            // Long labels (French, German) wrap instead of widening a phone screen.
            <Button asChild size="sm" variant="outline" mt="2" whiteSpace="normal" h="auto" minH="8" py="1.5" maxW="full">
              <Link to="/admin/finance-settings">
                <Settings aria-hidden /> {t("financeCards.budgets.setBudgets")}
              </Link>
            </Button>
          )}
        </EmptyStateBox>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label={t("financeCards.budgets.listLabel", { month: monthName })}>
          {budgets.map((budget) => (
            <BudgetRow key={budget.categoryId} budget={budget} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function BudgetRow({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const level = budgetLevel(budget.spentPence, budget.budgetPence);
  const spent = fmt.money(budget.spentPence);
  const total = fmt.money(budget.budgetPence);
  return (
    <Stack as="li" gap="1" data-testid="budget-row" data-over={budget.over}>
      <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
          {budget.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t("financeCards.budgets.spentOf", { spent, budget: total })}
        </Text>
      </HStack>
      <Progress.Root value={budgetPercent(budget.spentPence, budget.budgetPence)} max={100} colorPalette={palette[level]} size="sm" shape="full">
        <Progress.Track aria-label={t("financeCards.budgets.progressLabel", { name: budget.name, spent, budget: total })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {budget.over ? (
        <HStack gap="1" color="fg.error" fontSize="sm" fontWeight="semibold">
          <AlertTriangle size={16} aria-hidden />
          <Text>{t("financeCards.budgets.over", { amount: fmt.money(budget.spentPence - budget.budgetPence) })}</Text>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t("financeCards.budgets.left", { amount: fmt.money(budget.remainingPence) })}
        </Text>
      )}
    </Stack>
  );
}
