import { Box, HStack, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { TrendingDown, TrendingUp, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FinanceSummary } from "../../../../features/finance/types";
import { useFormat } from "../../../../i18n/format";

type Props = { summary: FinanceSummary | undefined; periodName: string };

/** Total income, total expenses and savings of the period (savings red, with its minus sign, when negative). */
export function SummaryCards({ summary, periodName }: Props) {
  const { t, i18n } = useTranslation();
  const { money } = useFormat();

  if (summary === undefined) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" aria-busy aria-label={t("finance.summary.label", { period: periodName })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="28" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }

  const { incomePence, expensePence, savingsPence, incomeCount, expenseCount } = summary;
  const rate = incomePence > 0 && savingsPence >= 0 ? new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(savingsPence / incomePence) : null;

  return (
    <SimpleGrid as="section" columns={{ base: 1, sm: 3 }} gap="4" aria-label={t("finance.summary.label", { period: periodName })}>
      <Figure testId="total-income" icon={<TrendingUp aria-hidden />} label={t("finance.summary.income")} value={money(incomePence)} color={{ base: "green.700", _dark: "green.300" }} help={t("finance.summary.count", { count: incomeCount })} />
      <Figure testId="total-expenses" icon={<TrendingDown aria-hidden />} label={t("finance.summary.expenses")} value={money(expensePence)} color={{ base: "red.700", _dark: "red.300" }} help={t("finance.summary.count", { count: expenseCount })} />
      <Figure
        testId="savings"
        icon={<Wallet aria-hidden />}
        label={t("finance.summary.savings")}
        value={money(savingsPence)}
        color={savingsPence < 0 ? { base: "red.700", _dark: "red.300" } : "fg"}
        help={savingsPence < 0 ? t("finance.summary.overspent") : rate ? t("finance.summary.rate", { percent: rate }) : undefined}
      />
    </SimpleGrid>
  );
}

type FigureProps = { testId: string; icon: ReactNode; label: string; value: string; color: string | { base: string; _dark: string }; help?: string };

/** One figure as a term and its description (with its help line as a second one). */
function Figure({ testId, icon, label, value, color, help }: FigureProps) {
  return (
    <Box as="dl" borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid={testId}>
      <HStack as="dt" gap="2" color="fg.muted" textStyle="sm">
        {icon}
        {label}
      </HStack>
      <Text as="dd" color={color} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="semibold" overflowWrap="anywhere">
        {value}
      </Text>
      {help && (
        <Text as="dd" color="fg.muted" textStyle="xs">
          {help}
        </Text>
      )}
    </Box>
  );
}
