import { Button, Card, Skeleton, Stack, Text, useBreakpointValue } from "@chakra-ui/react";
import { usePaginatedQuery, useMutation } from "convex/react";
import { ReceiptText } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Period } from "../../../../../convex/lib/periods";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import type { FinanceTransaction } from "../../../../features/finance/types";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { useFormat } from "../../../../i18n/format";
import { TransactionList, TransactionTable } from "./TransactionTable";

const PAGE = 20;

type Props = { period: Period; periodName: string; onEdit: (transaction: FinanceTransaction) => void };

/** The period's transactions, newest first, 20 at a time; a table from 768 px, cards on a phone. */
export function TransactionsCard({ period, periodName, onEdit }: Props) {
  const { t } = useTranslation();
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const { results, status, loadMore } = usePaginatedQuery(api.transactions.list, { period }, { initialNumItems: PAGE });
  const [deleting, setDeleting] = useState<FinanceTransaction | null>(null);
  const label = t("finance.table.label", { period: periodName });
  // The same object while onEdit is: the rows redraw only for their own transaction.
  const handlers = useMemo(() => ({ onEdit, onDelete: setDeleting }), [onEdit]);

  return (
    <Card.Root variant="outline" minW="0" data-testid="transactions-card">
      <Card.Header>
        <Card.Title as="h2">{t("finance.table.title")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {status === "LoadingFirstPage" ? (
          <Stack gap="2" aria-busy aria-label={t("finance.table.loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="10" rounded="md" />
            ))}
          </Stack>
        ) : results.length === 0 ? (
          <EmptyStateBox icon={<ReceiptText />} title={t("finance.table.empty")} description={t("finance.table.emptyHint")} />
        ) : (
          <Stack gap="3">
            {wide ? <TransactionTable transactions={results} label={label} handlers={handlers} /> : <TransactionList transactions={results} label={label} handlers={handlers} />}
            {(status === "CanLoadMore" || status === "LoadingMore") && (
              <Button variant="outline" alignSelf="center" loading={status === "LoadingMore"} onClick={() => loadMore(PAGE)}>
                {t("finance.table.loadMore")}
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
    </Card.Root>
  );
}

function DeleteTransactionDialog({ transaction, onClose }: { transaction: FinanceTransaction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { money, tableDay } = useFormat();
  const remove = useMutation(api.transactions.remove);

  async function confirm() {
    if (!transaction) return;
    try {
      await remove({ transactionId: transaction._id });
      notifySuccess(t("finance.form.deletedTitle"), t("finance.form.deletedMessage", { description: transaction.description }));
      onClose();
    } catch (error) {
      notifyFailure(error, { title: t("finance.error"), message: t("finance.delete.failed") });
    }
  }

  return (
    <ConfirmDialog open={transaction !== null} title={t("finance.delete.title")} confirmLabel={t("finance.delete.confirm")} destructive onConfirm={confirm} onClose={onClose}>
      {transaction && (
        <Text overflowWrap="anywhere">
          {t("finance.delete.body", { description: transaction.description, amount: money(transaction.amountPence), date: tableDay(transaction.date) })}
        </Text>
      )}
    </ConfirmDialog>
  );
}
