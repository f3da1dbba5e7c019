import { Badge, Button, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { AlertTriangle, CheckCircle2, ChevronLeft, ChevronRight, Clock, Plus, ReceiptText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { isAdmin } from "../../../../convex/lib/access";
import { useSignedInMember } from "../../../auth/useSignedInMember";
import { useFormat } from "../../../i18n/format";
import { notifyFailure } from "../../feedback/notify";
import { EmptyStateBox } from "../../layout/EmptyStateBox";
import { SectionCard } from "../../layout/SectionCard";
import { useDeleteDialog } from "../../layout/useDeleteDialog";
import { AddBillDialog } from "./AddBillDialog";
import { BillRow } from "./BillRow";
import { DeleteBillDialog } from "./DeleteBillDialog";
import { monthLabel, shiftMonth, withPaid } from "./billBoard";

export type BillsBoard = FunctionReturnType<typeof api.outgoings.board>;
export type Bill = BillsBoard["rows"][number];

/**
 * The monthly bills board (the spec's monthly outgoings card): a month's bills by due day with
 * what is still unpaid, what is due in the next 7 days and what is overdue. Anyone on the
 * Finance page marks a bill paid or unpaid; admins add and delete bills (the server checks both).
 */
/** `focusBill` (a calendar's bill chip): that bill, shown in `focusMonth`, the month it was due in. */
export function MonthlyBillsCard({ today, focusBill, focusMonth }: { today: string; focusBill?: string; focusMonth?: string }) {
  const { t, i18n } = useTranslation();
  const viewer = useSignedInMember();
  const admin = viewer !== null && isAdmin(viewer);
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(focusMonth ?? thisMonth);
  const [adding, setAdding] = useState(false);
  const board = useQuery(api.outgoings.board, { month, today });
  const deleting = useDeleteDialog(board?.rows);
  const monthName = monthLabel(month, i18n.language);

  // The screen changes at once; the server's answer (or its refusal) replaces the guess.
  const setPaid = useMutation(api.outgoings.setPaid).withOptimisticUpdate((store, args) => {
    const query = { month: args.month, today };
    const current = store.getQuery(api.outgoings.board, query);
    if (current) store.setQuery(api.outgoings.board, query, withPaid(current, args.outgoingId, args.paid, today, viewer?.name));
  });

  async function toggle(bill: Bill) {
    try {
      await setPaid({ outgoingId: bill._id, month, paid: !bill.paid });
    } catch (error) {
      notifyFailure(error, { title: t("financeCards.error"), message: t("financeCards.bills.toggleFailed") });
    }
  }

  return (
    <SectionCard
      icon={<ReceiptText aria-hidden />}
      title={t("financeCards.bills.title")}
      testId="bills-card"
      action={
        admin && (
          <Button size="sm" colorPalette="green" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {t("financeCards.bills.add")}
          </Button>
        )
      }
      header={
        <HStack as="nav" aria-label={t("financeCards.bills.monthNav")} gap="1" mt="2" wrap="wrap">
          <IconButton size="sm" variant="ghost" aria-label={t("financeCards.bills.previousMonth")} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden />
          </IconButton>
          <Text fontWeight="semibold" minW="9rem" textAlign="center" aria-live="polite" data-testid="bills-month">
            {monthName}
          </Text>
          <IconButton size="sm" variant="ghost" aria-label={t("financeCards.bills.nextMonth")} onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRight aria-hidden />
          </IconButton>
          {month !== thisMonth && (
            <Button size="sm" variant="outline" onClick={() => setMonth(thisMonth)}>
              {t("financeCards.bills.thisMonth")}
            </Button>
          )}
        </HStack>
      }
    >
      {board === undefined ? (
        <Stack gap="3" aria-busy="true" aria-label={t("financeCards.bills.loading")}>
          <Skeleton height="12" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : board.rows.length === 0 ? (
        <EmptyStateBox
          icon={<ReceiptText aria-hidden />}
          title={t("financeCards.bills.emptyTitle")}
          description={admin ? t("financeCards.bills.emptyAdmin") : t("financeCards.bills.emptyMember")}
        />
      ) : (
        <Stack gap="4">
          <BillsSummary board={board} label={month === thisMonth ? t("financeCards.bills.stillUnpaidThisMonth") : t("financeCards.bills.stillUnpaidIn", { month: monthName })} />
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t("financeCards.bills.listLabel", { month: monthName })}>
            {board.rows.map((bill) => (
              <BillRow
                key={bill._id}
                bill={bill}
                admin={admin}
                focused={bill._id === focusBill && month === (focusMonth ?? thisMonth)}
                onToggle={() => void toggle(bill)}
                onDelete={() => deleting.ask(bill)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      {admin && <AddBillDialog open={adding} onClose={() => setAdding(false)} />}
      <DeleteBillDialog bill={deleting.subject} open={deleting.open} onClose={deleting.close} />
    </SectionCard>
  );
}

/** "Still unpaid this month £X of £Y in total", with the due-soon and overdue counts as badges (never colour alone). */
function BillsSummary({ board, label }: { board: BillsBoard; label: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Stack gap="2" p="3" borderRadius="l2" bg="bg.muted" data-testid="bills-summary">
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <HStack gap="2" align="baseline" wrap="wrap">
          <Text fontSize="2xl" fontWeight="bold" data-testid="bills-unpaid">
            {fmt.money(board.unpaidPence)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t("financeCards.bills.ofTotal", { total: fmt.money(board.totalPence) })}
          </Text>
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {board.unpaidPence === 0 && (
          <Badge colorPalette="green" variant="subtle">
            <CheckCircle2 aria-hidden size={14} /> {t("financeCards.bills.allPaid")}
          </Badge>
        )}
        {board.dueSoonCount > 0 && (
          <Badge colorPalette="orange" variant="subtle">
            <Clock aria-hidden size={14} /> {t("financeCards.bills.dueSoon", { count: board.dueSoonCount })}
          </Badge>
        )}
        {board.overdueCount > 0 && (
          <Badge colorPalette="red" variant="subtle">
            <AlertTriangle aria-hidden size={14} /> {t("financeCards.bills.overdue", { count: board.overdueCount })}
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}
