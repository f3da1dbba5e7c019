import { Box, Button, Grid, SimpleGrid, Stack, Wrap } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { Download, Plus } from "lucide-react";
import { memo, useCallback, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Period } from "../../../../../convex/lib/periods";
import { notifySuccess } from "../../../../features/feedback/notify";
import { FinanceTipsCard } from "../../../../features/finance/FinanceTipsCard";
import { MonthlyBillsCard } from "../../../../features/finance/bills/MonthlyBillsCard";
import { BudgetsCard } from "../../../../features/finance/budgets/BudgetsCard";
import { GameProgressCard } from "../../../../features/finance/game/GameProgressCard";
import { LevelUpCelebration } from "../../../../features/finance/game/LevelUpCelebration";
import { budgetMonthFor } from "../../../../features/finance/periodView";
import { TransactionFormDialog, type TransactionFormTarget } from "../../../../features/finance/TransactionFormDialog";
import type { FinanceSummary, FinanceTransaction, GameOutcome } from "../../../../features/finance/types";
import { usePeriodNames } from "../../../../features/finance/usePeriodNames";
import { useTransactionExport } from "../../../../features/finance/useTransactionCsv";
import { PageHeader } from "../../../../features/layout/PageHeader";
import { CategoryChartCard, SeriesChartCard } from "./ChartCards";
import { ImportButton } from "./ImportButton";
import { PeriodBar } from "./PeriodBar";
import { SummaryCards } from "./SummaryCards";
import { TransactionsCard as TransactionsCardBody } from "./TransactionsCard";

type Props = {
  period: Period;
  today: string;
  onPeriodChange: (period: Period) => void;
  /** A bill a link is about (a calendar's chip), and the month it was due in. */
  focusBill?: string;
  focusBillMonth?: string;
};

/**
 * /finance: the period's totals, charts and transactions, then the bills board, budgets, the
 * game and the tips. Every figure follows the period chosen and updates live.
 */
export function FinanceDashboard({ period, today, onPeriodChange, focusBill, focusBillMonth }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TransactionFormTarget | null>(null);
  const [celebrating, setCelebrating] = useState<number | null>(null);

  /** After an add or an import: a level-up is celebrated, a new badge told. */
  const played = useCallback(
    (game: GameOutcome) => {
      if (game.leveledUp) setCelebrating(game.level);
      for (const badge of game.newBadges) notifySuccess(t("finance.form.badgeTitle"), t(`finance.form.badges.${badge}`));
    },
    [t],
  );
  const add = useCallback(() => setForm({ kind: "add" }), []);
  const edit = useCallback((transaction: FinanceTransaction) => setForm({ kind: "edit", transaction }), []);
  const close = useCallback(() => setForm(null), []);

  return (
    <>
      <DashboardContent
        period={period}
        today={today}
        onPeriodChange={onPeriodChange}
        onAdd={add}
        onEdit={edit}
        onImported={played}
        focusBill={focusBill}
        focusBillMonth={focusBillMonth}
      />
      <TransactionFormDialog target={form} today={today} onClose={close} onAdded={played} />
      <LevelUpCelebration level={celebrating} onDone={() => setCelebrating(null)} />
    </>
  );
}

type ContentProps = Props & {
  onAdd: () => void;
  onEdit: (transaction: FinanceTransaction) => void;
  onImported: (game: GameOutcome) => void;
};

// Each redraws for its own props and queries only: the charts for the (deferred) totals, the
// rest not for the totals at all.
const SeriesChart = memo(SeriesChartCard);
const CategoryChart = memo(CategoryChartCard);
const TransactionsCard = memo(TransactionsCardBody);
const Bills = memo(MonthlyBillsCard);
const Budgets = memo(BudgetsCard);
const Game = memo(GameProgressCard);
const Tips = memo(FinanceTipsCard);

/**
 * Everything but the dialogs. Memoised: opening or closing a form redraws the form alone, not
 * the charts, the table and the cards (with recharts, a redraw of the page took longer than
 * the save it followed).
 */
const DashboardContent = memo(function DashboardContent({ period, today, onPeriodChange, onAdd, onEdit, onImported, focusBill, focusBillMonth }: ContentProps) {
  const { t } = useTranslation();
  const names = usePeriodNames();
  const periodName = names.label(period);
  const summary = useLastSummary(period);
  // The charts follow a moment later: the totals and the table show a change first.
  const chartSummary = useDeferredValue(summary.value);
  const { exportCsv, busy: exporting } = useTransactionExport();

  return (
    <>
      <PageHeader title={t("pages.finance.title")} subtitle={t("pages.finance.subtitle")}>
        <Wrap gap="2" mt="4">
          <Button colorPalette="green" onClick={onAdd} flexBasis={{ base: "100%", sm: "auto" }}>
            <Plus aria-hidden /> {t("finance.actions.add")}
          </Button>
          <Button variant="outline" onClick={() => void exportCsv(period)} loading={exporting} flexGrow={{ base: 1, sm: 0 }}>
            <Download aria-hidden /> {t("finance.actions.export")}
          </Button>
          <ImportButton today={today} onImported={onImported} flexGrow={{ base: 1, sm: 0 }} />
        </Wrap>
      </PageHeader>
      <PeriodBar period={period} today={today} onChange={onPeriodChange} />
      <Stack gap="6">
        <Box opacity={summary.stale ? 0.6 : 1} transition="opacity 0.2s" aria-busy={summary.stale || undefined}>
          <SummaryCards summary={summary.value} periodName={periodName} />
        </Box>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <SeriesChart summary={chartSummary} periodName={periodName} />
          <CategoryChart summary={chartSummary} periodName={periodName} />
        </SimpleGrid>
        <TransactionsCard period={period} periodName={periodName} onEdit={onEdit} />
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="4" alignItems="start">
          <Stack gap="4" minW="0">
            <Bills today={today} focusBill={focusBill} focusMonth={focusBillMonth} />
            <Budgets month={budgetMonthFor(period, today)} />
          </Stack>
          <Stack gap="4" minW="0">
            <Game />
            <Tips />
          </Stack>
        </Grid>
      </Stack>
    </>
  );
});

/**
 * The period's summary, live. While a newly chosen period loads, the last one stays on screen
 * (dimmed) instead of the cards and charts blinking out.
 */
function useLastSummary(period: Period): { value: FinanceSummary | undefined; stale: boolean } {
  const current = useQuery(api.transactions.summary, { period });
  const [last, setLast] = useState<FinanceSummary | undefined>(current);
  if (current !== undefined && current !== last) setLast(current);
  return { value: current ?? last, stale: current === undefined && last !== undefined };
}
