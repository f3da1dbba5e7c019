import { Box, Stack, Table, Text } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { FinanceTransaction } from "../../../../features/finance/types";
import { useFormat } from "../../../../i18n/format";
import { Amount, ChoiceName, PaymentMethod, RowActions, type RowHandlers } from "./TransactionParts";

/** Between the facts of a transaction on a phone. */
const SEPARATOR = " · ";

type Props = { transactions: FinanceTransaction[]; label: string; handlers: RowHandlers };

/** From a tablet's width: the spec's table (Date, Description, Category, Item type, Payment method, Type, Amount, By, Actions). */
export function TransactionTable({ transactions, label, handlers }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} data-testid="transaction-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("finance.table.date")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.description")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.category")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.itemType")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.paymentMethod")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.type")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("finance.table.amount")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("finance.table.by")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("finance.table.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((transaction) => (
            <TableRow key={transaction._id} transaction={transaction} handlers={handlers} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

type RowProps = { transaction: FinanceTransaction; handlers: RowHandlers };

/**
 * The same transaction as far as its row shows: a page's rows arrive as new objects whenever
 * the page changes, and redrawing every row for one added (each with its buttons and styles)
 * was most of what the page did when someone else saved.
 */
function sameRow(before: RowProps, after: RowProps): boolean {
  if (before.handlers !== after.handlers) return false;
  const keys = Object.keys(after.transaction) as (keyof FinanceTransaction)[];
  return keys.length === Object.keys(before.transaction).length && keys.every((key) => before.transaction[key] === after.transaction[key]);
}

const TableRow = memo(function TableRow({ transaction, handlers }: RowProps) {
  const { t } = useTranslation();
  const { tableDay } = useFormat();
  return (
    <Table.Row data-testid="transaction-row">
      <Table.Cell whiteSpace="nowrap">{tableDay(transaction.date)}</Table.Cell>
      <Table.Cell maxW="16rem">
        {/* Long text stays on one line; the whole of it is in the tooltip. */}
        <Text truncate title={transaction.description} fontWeight="medium">
          {transaction.description}
        </Text>
      </Table.Cell>
      <Table.Cell minW="24" overflowWrap="anywhere">
        <ChoiceName name={transaction.categoryName} archived={transaction.categoryArchived} />
      </Table.Cell>
      <Table.Cell minW="24" overflowWrap="anywhere">
        <ChoiceName name={transaction.itemTypeName} archived={transaction.itemTypeArchived} />
      </Table.Cell>
      <Table.Cell>
        <PaymentMethod method={transaction.paymentMethod} />
      </Table.Cell>
      <Table.Cell>{t(`finance.types.${transaction.transactionType}`)}</Table.Cell>
      <Table.Cell textAlign="end">
        <Amount transaction={transaction} />
      </Table.Cell>
      <Table.Cell minW="20" overflowWrap="anywhere">
        {transaction.createdByName}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <RowActions transaction={transaction} handlers={handlers} />
      </Table.Cell>
    </Table.Row>
  );
}, sameRow);

/** On a phone: one card per transaction, the amount beside its description. */
export function TransactionList({ transactions, label, handlers }: Props) {
  return (
    <Stack as="ul" gap="2" aria-label={label} data-testid="transaction-list" listStyleType="none">
      {transactions.map((transaction) => (
        <ListItem key={transaction._id} transaction={transaction} handlers={handlers} />
      ))}
    </Stack>
  );
}

const ListItem = memo(function ListItem({ transaction, handlers }: RowProps) {
  const { t } = useTranslation();
  const { tableDay } = useFormat();
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="transaction-row">
      <Stack direction="row" justify="space-between" align="start" gap="3">
        <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere" title={transaction.description}>
          {transaction.description}
        </Text>
        <Amount transaction={transaction} />
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="1" overflowWrap="anywhere">
        <ChoiceName name={transaction.categoryName} archived={transaction.categoryArchived} />
        {SEPARATOR}
        <ChoiceName name={transaction.itemTypeName} archived={transaction.itemTypeArchived} />
        {SEPARATOR}
        <PaymentMethod method={transaction.paymentMethod} />
        {SEPARATOR}
        {t(`finance.types.${transaction.transactionType}`)}
      </Text>
      <Stack direction="row" justify="space-between" align="center" gap="2" mt="1">
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {t("finance.table.byline", { date: tableDay(transaction.date), name: transaction.createdByName })}
        </Text>
        <RowActions transaction={transaction} handlers={handlers} />
      </Stack>
    </Box>
  );
}, sameRow);
