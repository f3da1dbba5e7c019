// The recharts part of the dashboard, loaded only when a chart shows (React.lazy in
// ChartCards.tsx): recharts and @chakra-ui/charts stay out of the first load.
import { Chart, useChart } from "@chakra-ui/charts";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { useFormat } from "../../../../i18n/format";
import type { CategoryPoint, SeriesPoint } from "./chartData";

/** Short amounts for an axis: £1.2K. */
function useCompactMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "GBP", currencyDisplay: "narrowSymbol", notation: "compact", maximumFractionDigits: 1 });
  return (pence: number) => format.format(pence / 100);
}

/** Income and expenses side by side for each point of the period. Its parent is the text alternative (role="img"). */
export function SeriesChart({ points }: { points: SeriesPoint[] }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const compact = useCompactMoney();
  const chart = useChart({
    data: points,
    series: [
      { name: "income", color: "green.fg", label: t("finance.charts.series.income") },
      { name: "expenses", color: "red.fg", label: t("finance.charts.series.expenses") },
    ],
  });
  return (
    <Chart.Root chart={chart} h="64" aspectRatio="auto">
      <BarChart data={chart.data} accessibilityLayer={false} responsive margin={{ left: 4, right: 4 }}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("label")} tickLine={false} stroke={chart.color("border")} interval="preserveStartEnd" />
        <YAxis tickLine={false} axisLine={false} tickFormatter={compact} width={56} />
        <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip nameKey="longLabel" formatter={(value: number) => money(value)} />} />
        <Legend itemSorter={null} content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} maxBarSize={40} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** One bar per category the period spent on, biggest first. */
export function CategoryChart({ points }: { points: CategoryPoint[] }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const compact = useCompactMoney();
  const chart = useChart({ data: points, series: [{ name: "spent", color: "red.fg", label: t("finance.charts.categories.spent") }] });
  return (
    <Chart.Root chart={chart} h={`${Math.max(3, points.length) * 2.75 + 3}rem`} aspectRatio="auto">
      <BarChart layout="vertical" data={chart.data} accessibilityLayer={false} responsive margin={{ left: 4, right: 16 }}>
        <CartesianGrid stroke={chart.color("border.muted")} horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={compact} />
        <YAxis type="category" dataKey={chart.key("name")} tickLine={false} stroke={chart.color("border")} width={112} tickFormatter={(name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name)} />
        <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip nameKey="name" formatter={(value: number) => money(value)} />} />
        {chart.series.map((item) => (
          <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[0, 4, 4, 0]} maxBarSize={28} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
