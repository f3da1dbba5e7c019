// The transaction form's errors are error codes (the shared zod schema's messages and the
// server's refusals alike), shown under the field they concern.
import type { ErrorCode } from "../../../convex/lib/errors";
import type { TransactionForm } from "../../../convex/lib/transactionSchema";
import { refusalUnderField } from "../feedback/fieldRefusal";

export type TransactionField = keyof TransactionForm;

const fieldOf: Partial<Record<ErrorCode, TransactionField>> = {
  DESCRIPTION_REQUIRED: "description",
  TEXT_TOO_LONG: "description",
  AMOUNT_POSITIVE: "amount",
  AMOUNT_TOO_LARGE: "amount",
  CATEGORY_REQUIRED: "categoryId",
  CATEGORY_DELETED: "categoryId",
  PAYMENT_METHOD_REQUIRED: "paymentMethod",
  DATE_REQUIRED: "date",
  MONTH_ID_REQUIRED: "monthId",
  WEEK_ID_REQUIRED: "weekId",
  TRANSACTION_TYPE_REQUIRED: "transactionType",
  ITEM_TYPE_REQUIRED: "itemTypeId",
  ITEM_TYPE_DELETED: "itemTypeId",
};

/** The field a server refusal belongs under, with its code; null for refusals about no one field (a toast says those). */
export const transactionFieldRefusal = (error: unknown) => refusalUnderField(error, fieldOf);
