// The pieces of a transaction that the wide table and the phone list both show.
import { HStack, IconButton, Text } from "@chakra-ui/react";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FinanceTransaction } from "../../../../features/finance/types";
import { useFormat } from "../../../../i18n/format";

/** The sign before an amount (U+2212 is the typographic minus). */
const SIGN = { income: "+", expense: "\u2212" } as const;

export type RowHandlers = { onEdit: (transaction: FinanceTransaction) => void; onDelete: (transaction: FinanceTransaction) => void };

/** "+£12.00" in green for income, "−£12.00" in red for an expense: the sign says it without the colour. */
export function Amount({ transaction }: { transaction: FinanceTransaction }) {
  const { money } = useFormat();
  const income = transaction.transactionType === "income";
  return (
    <Text as="span" fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={income ? { base: "green.700", _dark: "green.300" } : { base: "red.700", _dark: "red.300" }}>
      {income ? SIGN.income : SIGN.expense}
      {money(transaction.amountPence)}
    </Text>
  );
}

/** A category or item type's name; one deleted since is named with "(deleted)". */
export function ChoiceName({ name, archived }: { name: string; archived: boolean }) {
  const { t } = useTranslation();
  return <>{archived ? t("finance.table.deleted", { name }) : name}</>;
}

export function PaymentMethod({ method }: { method: string }) {
  const { t, i18n } = useTranslation();
  const key = `finance.paymentMethods.${method}`;
  return <>{i18n.exists(key) ? t(key as "finance.paymentMethods.Cash") : method}</>;
}

/** Edit and Delete, for the author or an admin only (the server checks it too). */
export function RowActions({ transaction, handlers }: { transaction: FinanceTransaction; handlers: RowHandlers }) {
  const { t } = useTranslation();
  if (!transaction.canChange) return null;
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton size="xs" variant="ghost" aria-label={t("finance.actions.edit", { description: transaction.description })} onClick={() => handlers.onEdit(transaction)}>
        <Pencil />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t("finance.actions.delete", { description: transaction.description })} onClick={() => handlers.onDelete(transaction)}>
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
