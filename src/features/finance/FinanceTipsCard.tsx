import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { Lightbulb, ListChecks, Percent, PiggyBank, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../layout/SectionCard";

const tips = [
  { key: "track", icon: <ListChecks aria-hidden size={20} /> },
  { key: "budget", icon: <PiggyBank aria-hidden size={20} /> },
  { key: "emergency", icon: <ShieldCheck aria-hidden size={20} /> },
  { key: "rule", icon: <Percent aria-hidden size={20} /> },
] as const satisfies readonly { key: string; icon: ReactNode }[];

/** The spec's four finance tips (section 2): track expenses, budget monthly, an emergency fund, 50/30/20. */
export function FinanceTipsCard() {
  const { t } = useTranslation();
  return (
    <SectionCard icon={<Lightbulb aria-hidden />} title={t("financeCards.tips.title")} testId="tips-card">
      <Stack as="ul" gap="4" listStyleType="none">
        {tips.map((tip) => (
          <HStack as="li" key={tip.key} align="start" gap="3">
            <Box color="brand.fg" bg="brand.subtle" borderRadius="full" p="2" flexShrink={0}>
              {tip.icon}
            </Box>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold">{t(`financeCards.tips.${tip.key}.title`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`financeCards.tips.${tip.key}.text`)}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  );
}
