import { Button, Flex, Heading, HStack, IconButton, SegmentGroup } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { periodContaining, shiftPeriod, type Period } from "../../../../../convex/lib/periods";
import { periodViews } from "../../../../features/finance/periodSearch";
import { isCurrentPeriod, switchKind } from "../../../../features/finance/periodView";
import { usePeriodNames } from "../../../../features/finance/usePeriodNames";

type Props = { period: Period; today: string; onChange: (period: Period) => void };

/** Daily / Weekly / Monthly / Yearly, the period's name between previous and next, and a way back to now. */
export function PeriodBar({ period, today, onChange }: Props) {
  const { t } = useTranslation();
  const names = usePeriodNames();
  const current = isCurrentPeriod(period, today);

  return (
    <Flex direction={{ base: "column", lg: "row" }} gap="3" align={{ base: "stretch", lg: "center" }} justify="space-between" mb="6" data-testid="period-bar">
      <SegmentGroup.Root
        value={period.kind}
        onValueChange={(e) => {
          const kind = periodViews.find((view) => view === e.value);
          if (kind && kind !== period.kind) onChange(switchKind(period, kind, today));
        }}
        aria-label={t("finance.period.label")}
        size={{ base: "sm", sm: "md" }}
        w={{ base: "full", lg: "auto" }}
        data-testid="period-views"
      >
        <SegmentGroup.Indicator />
        {periodViews.map((kind) => (
          <SegmentGroup.Item key={kind} value={kind} flex={{ base: "1", lg: "initial" }} minW="0" px={{ base: "1.5", sm: "3" }} justifyContent="center">
            <SegmentGroup.ItemText>{t(`finance.period.views.${kind}`)}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
      <HStack gap="2" flexWrap="wrap" justify={{ base: "space-between", lg: "flex-end" }}>
        <HStack gap="1" flex={{ base: "1", lg: "initial" }} minW="0">
          <IconButton variant="outline" size="sm" aria-label={t("finance.period.previous")} onClick={() => onChange(shiftPeriod(period, -1))}>
            <ChevronLeft />
          </IconButton>
          <Heading as="h2" size="md" textAlign="center" flex="1" minW={{ lg: "16rem" }} aria-live="polite" data-testid="period-label">
            {names.label(period)}
          </Heading>
          <IconButton variant="outline" size="sm" aria-label={t("finance.period.next")} onClick={() => onChange(shiftPeriod(period, 1))}>
            <ChevronRight />
          </IconButton>
        </HStack>
        <Button variant="ghost" size="sm" disabled={current} onClick={() => onChange(periodContaining(period.kind, today))}>
          {t(`finance.period.current.${period.kind}`)}
        </Button>
      </HStack>
    </Flex>
  );
}
