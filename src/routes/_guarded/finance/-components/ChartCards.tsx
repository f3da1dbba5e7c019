import { Box, Button, Card, HStack, Skeleton, Table, Text } from "@chakra-ui/react";
import { BarChart3, Table2 } from "lucide-react";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FinanceSummary } from "../../../../features/finance/types";
import { usePeriodNames } from "../../../../features/finance/usePeriodNames";
import { useFormat } from "../../../../i18n/format";
import { categoryPoints, seriesPoints } from "./chartData";
import { lazyComponent } from "../../../../components/lazyComponent";

// recharts is big: it loads when a chart is first drawn, not with the app.
const SeriesChart = lazyComponent(() => import("./charts"), "SeriesChart");
const CategoryChart = lazyComponent(() => import("./charts"), "CategoryChart");

type Props = { summary: FinanceSummary | undefined; periodName: string };

/** Income vs expenses over the period: its months, weeks or days. */
export function SeriesChartCard({ summary, periodName }: Props) {
  const { t } = useTranslation();
  const names = usePeriodNames();
  const { money } = useFormat();
  const points = summary ? seriesPoints(summary, names.point) : [];
  const busiest = points.reduce<(typeof points)[number] | null>((top, point) => (point.expenses > (top?.expenses ?? 0) ? point : top), null);
  const spoken = summary
    ? [
        t("finance.charts.series.summary", { period: periodName, income: money(summary.incomePence), expenses: money(summary.expensePence) }),
        busiest && points.length > 1 ? t("finance.charts.series.busiest", { when: busiest.longLabel, amount: money(busiest.expenses) }) : "",
      ].join(" ")
    : "";

  return (
    <ChartFrame
      title={t("finance.charts.series.title")}
      testId="series-chart"
      loading={summary === undefined}
      spoken={spoken}
      empty={summary && summary.incomeCount + summary.expenseCount === 0 ? t("finance.charts.series.none") : undefined}
      chart={<SeriesChart points={points} />}
      table={
        <DataTable
          caption={t("finance.charts.series.title")}
          headers={[t("finance.charts.series.point"), t("finance.charts.series.income"), t("finance.charts.series.expenses")]}
          rows={points.map((point) => [point.longLabel, money(point.income), money(point.expenses)])}
        />
      }
    />
  );
}

/** What the period spent, per category. */
export function CategoryChartCard({ summary, periodName }: Props) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const points = summary ? categoryPoints(summary, (name) => t("finance.table.deleted", { name })) : [];
  const spoken =
    points.length === 0
      ? t("finance.charts.categories.none")
      : t("finance.charts.categories.summary", { period: periodName, list: points.map((point) => `${point.name} ${money(point.spent)}`).join(", ") });

  return (
    <ChartFrame
      title={t("finance.charts.categories.title")}
      testId="category-chart"
      loading={summary === undefined}
      spoken={spoken}
      empty={points.length === 0 ? t("finance.charts.categories.none") : undefined}
      chart={<CategoryChart points={points} />}
      table={
        <DataTable
          caption={t("finance.charts.categories.title")}
          headers={[t("finance.charts.categories.category"), t("finance.charts.categories.spent")]}
          rows={points.map((point) => [point.name, money(point.spent)])}
        />
      }
    />
  );
}

type FrameProps = { title: string; testId: string; loading: boolean; spoken: string; empty?: string; chart: ReactNode; table: ReactNode };

/**
 * A chart with its text alternatives: the drawing is one image whose name says the figures,
 * and "Show as table" swaps it for a table of every value.
 */
function ChartFrame({ title, testId, loading, spoken, empty, chart, table }: FrameProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card.Root variant="outline" minW="0" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Card.Title as="h2">{title}</Card.Title>
          {!empty && (
            <Button size="xs" variant="ghost" onClick={() => setAsTable((shown) => !shown)}>
              {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
              {asTable ? t("finance.charts.showChart") : t("finance.charts.showTable")}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Skeleton h="64" rounded="md" aria-label={t("finance.charts.loading")} />
        ) : empty ? (
          <Text color="fg.muted">{empty}</Text>
        ) : asTable ? (
          table
        ) : (
          <Box role="img" aria-label={spoken} data-testid={`${testId}-image`}>
            <Suspense fallback={<Skeleton h="64" rounded="md" aria-label={t("finance.charts.loading")} />}>{chart}</Suspense>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="20rem">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header, i) => (
              <Table.ColumnHeader key={header} textAlign={i === 0 ? "start" : "end"}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${row[0]}-${index}`}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <Table.Cell key={i} overflowWrap="anywhere">
                    {cell}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={i} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {cell}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
