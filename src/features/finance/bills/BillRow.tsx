import { Badge, Box, Button, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { AlertTriangle, Clock, Square, SquareCheckBig, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paymentMethods, paymentTypes, type PaymentMethod, type PaymentType } from "../../../../convex/lib/validators";
import { useFormat } from "../../../i18n/format";
import type { Bill } from "./MonthlyBillsCard";

/** Bills due soon are tinted orange, overdue ones red, always with a badge saying so. */
const accent = {
  overdue: { borderColor: "red.solid", bg: "red.subtle" },
  dueSoon: { borderColor: "orange.solid", bg: "orange.subtle" },
  upcoming: { borderColor: "border", bg: "transparent" },
  paid: { borderColor: "green.solid", bg: "transparent" },
} as const;

const isPaymentMethod = (value: string): value is PaymentMethod => (paymentMethods as readonly string[]).includes(value);
const isPaymentType = (value: string): value is PaymentType => (paymentTypes as readonly string[]).includes(value);

/**
 * One bill: what, how much, when, how it is paid and its category; the Paid toggle (anyone) and
 * Delete (admins). Stacks on a phone; one line of facts and the buttons to the right on a laptop.
 */
/** Brings the bill a link is about into view once the board shows it. */
function scrollToBill(element: HTMLElement | null) {
  element?.scrollIntoView({ block: "center" });
}

export function BillRow({
  bill,
  admin,
  focused = false,
  onToggle,
  onDelete,
}: {
  bill: Bill;
  admin: boolean;
  /** The bill a link (a calendar's chip) is about: scrolled to and outlined. */
  focused?: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const category = bill.categoryArchived ? t("financeCards.deletedName", { name: bill.categoryName }) : bill.categoryName;
  const facts = [
    t("financeCards.bills.due", { date: fmt.cardDay(bill.dueDate) }),
    isPaymentMethod(bill.paymentMethod) ? t(`financeCards.paymentMethods.${bill.paymentMethod}`) : bill.paymentMethod,
    category,
    isPaymentType(bill.paymentType) ? t(`financeCards.paymentTypes.${bill.paymentType}`) : bill.paymentType,
  ];
  const style = accent[bill.status];
  const factsLine = facts.join(" · ");

  return (
    <Box
      as="li"
      aria-label={bill.description}
      data-testid="bill-row"
      data-status={bill.status}
      ref={focused ? scrollToBill : undefined}
      aria-current={focused ? true : undefined}
      outline={focused ? "3px solid" : undefined}
      outlineColor={focused ? "brand.solid" : undefined}
      outlineOffset="2px"
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor="border"
      borderStartColor={style.borderColor}
      bg={style.bg}
      borderRadius="l2"
      p="3"
    >
      <Stack direction={{ base: "column", md: "row" }} gap={{ base: "2", md: "4" }} justify="space-between" align={{ base: "stretch", md: "center" }}>
        <Stack gap="1" minW="0" flex="1">
          <HStack justify="space-between" align="baseline" gap="3">
            <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
              {bill.description}
            </Text>
            <Text fontWeight="bold" flexShrink={0} hideFrom="md">
              {fmt.money(bill.amountPence)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {factsLine}
          </Text>
          <HStack gap="2" wrap="wrap">
            {bill.status === "overdue" && (
              <Badge colorPalette="red" variant="solid">
                <AlertTriangle aria-hidden size={14} /> {t("financeCards.bills.status.overdue")}
              </Badge>
            )}
            {bill.status === "dueSoon" && (
              <Badge colorPalette="orange" variant="solid">
                <Clock aria-hidden size={14} /> {t("financeCards.bills.status.dueSoon")}
              </Badge>
            )}
            {bill.status === "upcoming" && <Badge variant="subtle">{t("financeCards.bills.status.upcoming")}</Badge>}
            {bill.paid && bill.paidByName && (
              <Text fontSize="sm" color="fg.muted">
                {t("financeCards.bills.paidBy", { name: bill.paidByName })}
              </Text>
            )}
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink={0} justify={{ base: "space-between", md: "flex-end" }}>
          <Text fontWeight="bold" hideBelow="md" minW="6rem" textAlign="end">
            {fmt.money(bill.amountPence)}
          </Text>
          <HStack gap="1">
            {/* A toggle: its name stays "Paid: …", aria-pressed says whether it is. */}
            <Button
              size="sm"
              variant={bill.paid ? "solid" : "outline"}
              colorPalette={bill.paid ? "green" : "gray"}
              aria-pressed={bill.paid}
              aria-label={t("financeCards.bills.paidLabel", { name: bill.description })}
              onClick={onToggle}
              minW="6rem"
            >
              {bill.paid ? <SquareCheckBig aria-hidden /> : <Square aria-hidden />} {t("financeCards.bills.paid")}
            </Button>
            {admin && (
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t("financeCards.bills.deleteLabel", { name: bill.description })} onClick={onDelete}>
                <Trash2 aria-hidden />
              </IconButton>
            )}
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
