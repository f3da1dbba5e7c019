// The transaction form's rules (spec section 5), shared by the add/edit form (react-hook-form's
// zod resolver) and the server (model/transactions.ts, also for each imported CSV row). Each
// message is an error code of lib/errors.ts, on the field it is about.
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { z } from "zod";
import type { Id } from "../_generated/dataModel";
import { penceField, poundsField } from "./amountSchema";
import { isCalendarDay } from "./dates";
import type { ErrorCode } from "./errors";
import { poundsFromPence, type DecimalMark } from "./money";
import { monthAndWeekOf, periodKinds, periodMonthFor, weeksOfMonth } from "./periods";
import { TEXT_MAX_LENGTH } from "./text";
import { paymentMethods, transactionTypes, weekIds } from "./validators";

const code = (c: ErrorCode) => c;

const description = z
  .string()
  .trim()
  .min(1, code("DESCRIPTION_REQUIRED"))
  .max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG"));
const id = (required: ErrorCode) => z.string().trim().min(1, code(required));
const paymentMethod = z.enum(paymentMethods, code("PAYMENT_METHOD_REQUIRED"));
const date = z.string().trim().refine(isCalendarDay, code("DATE_REQUIRED"));
const weekId = z.enum(weekIds, code("WEEK_ID_REQUIRED"));
const transactionType = z.enum(transactionTypes, code("TRANSACTION_TYPE_REQUIRED"));
const monthNumber = z
  .number(code("MONTH_ID_REQUIRED"))
  .int(code("MONTH_ID_REQUIRED"))
  .min(1, code("MONTH_ID_REQUIRED"))
  .max(12, code("MONTH_ID_REQUIRED"));

/**
 * A Week ID must exist in the month the transaction counts toward: W5 of a 28-day February is
 * no week, so its totals would show in no Weekly view.
 */
function checkWeekInMonth(
  value: { date: string; monthId: number; weekId: string },
  ctx: z.RefinementCtx,
): void {
  if (!isCalendarDay(value.date) || !Number.isInteger(value.monthId) || value.monthId < 1 || value.monthId > 12) return;
  const weeks: readonly string[] = weeksOfMonth(periodMonthFor(value.date, value.monthId));
  if ((weekIds as readonly string[]).includes(value.weekId) && !weeks.includes(value.weekId))
    ctx.addIssue({ code: "custom", path: ["weekId"], message: code("WEEK_ID_REQUIRED") });
}

/** What the transaction functions take, checked on the server. */
export const transactionInputSchema = z
  .object({
    description,
    amountPence: penceField,
    categoryId: id("CATEGORY_REQUIRED"),
    paymentMethod,
    date,
    monthId: monthNumber,
    weekId,
    transactionType,
    itemTypeId: id("ITEM_TYPE_REQUIRED"),
  })
  .superRefine(checkWeekInMonth)
  .transform((input) => ({
    ...input,
    categoryId: input.categoryId as Id<"financeCategories">,
    itemTypeId: input.itemTypeId as Id<"itemTypes">,
  }));

/** A valid transaction: trimmed, pence, Month ID as a number, ids typed. */
export type TransactionInput = z.output<typeof transactionInputSchema>;

/**
 * The Convex validator of TransactionInput's shape. The choices are plain strings here so that
 * a wrong one reaches `transactionInputSchema` and is refused with its field's message.
 */
export const vTransactionInput = v.object({
  description: v.string(),
  amountPence: v.number(),
  categoryId: v.id("financeCategories"),
  paymentMethod: v.string(),
  date: v.string(),
  monthId: v.number(),
  weekId: v.string(),
  transactionType: v.string(),
  itemTypeId: v.id("itemTypes"),
});

/** A dashboard period argument ({ kind: "month", key: "2026-11" }); the key is checked by `isPeriod`. */
export const vPeriod = v.object({ kind: literals(...periodKinds), key: v.string() });

/** The add/edit transaction form: pounds as the reader writes them (`mark`), Month ID "1".."12". */
export const transactionFormSchema = (mark: DecimalMark = ".") =>
  z
  .object({
    description,
    amount: poundsField(mark),
    categoryId: id("CATEGORY_REQUIRED"),
    paymentMethod: z.string().pipe(paymentMethod),
    date,
    monthId: z
      .string()
      .trim()
      .regex(/^(?:[1-9]|1[0-2])$/, code("MONTH_ID_REQUIRED"))
      .transform(Number),
    weekId: z.string().pipe(weekId),
    transactionType: z.string().pipe(transactionType),
    itemTypeId: id("ITEM_TYPE_REQUIRED"),
  })
  .superRefine(checkWeekInMonth)
  .transform(
    ({ amount, ...rest }): TransactionInput => ({
      ...rest,
      amountPence: amount,
      categoryId: rest.categoryId as Id<"financeCategories">,
      itemTypeId: rest.itemTypeId as Id<"itemTypes">,
    }),
  );
/** What the form edits (all text, as the inputs hold it). */
export type TransactionForm = z.input<ReturnType<typeof transactionFormSchema>>;

/** A new transaction: today, its Month ID and Week ID, an expense; the rest for the person to choose. */
export function emptyTransactionForm(today: string): TransactionForm {
  const { monthId, weekId } = monthAndWeekOf(today);
  return {
    description: "",
    amount: "",
    categoryId: "",
    paymentMethod: "",
    date: today,
    monthId: String(monthId),
    weekId,
    transactionType: "expense",
    itemTypeId: "",
  };
}

/** The form's values for editing a saved transaction. */
export function transactionFormFrom(input: {
  description: string;
  amountPence: number;
  categoryId: string;
  paymentMethod: string;
  date: string;
  monthId: number;
  weekId: string;
  transactionType: string;
  itemTypeId: string;
},
  mark: DecimalMark = ".",
): TransactionForm {
  return {
    description: input.description,
    amount: poundsFromPence(input.amountPence, mark),
    categoryId: input.categoryId,
    paymentMethod: input.paymentMethod,
    date: input.date,
    monthId: String(input.monthId),
    weekId: input.weekId,
    transactionType: input.transactionType,
    itemTypeId: input.itemTypeId,
  };
}
