// The monthly bill form's rules (spec section 5, "Monthly outgoing"), shared by the form
// (react-hook-form's zod resolver) and the server (model/outgoings.ts). Each message is an error
// code of lib/errors.ts, which both sides turn into the reader's text. The form types pounds;
// the server takes integer pence (DESIGN.md decision 11) and checks the same rules on that shape.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { Id } from "../_generated/dataModel";
import { penceField, poundsField } from "./amountSchema";
import type { ErrorCode } from "./errors";
import type { DecimalMark } from "./money";
import { TEXT_MAX_LENGTH } from "./text";
import { paymentMethods, paymentTypes } from "./validators";

const code = (c: ErrorCode) => c;

/** At most this many bills (FINANCE_LIST_LIMIT): the board reads them all. */
export const OUTGOING_LIMIT = 200;

export const DUE_DAY_MIN = 1;
export const DUE_DAY_MAX = 31;
/** "1" … "31" for the due-day select. */
export const dueDays = Array.from({ length: DUE_DAY_MAX }, (_, i) => String(i + 1));

const description = z.string().trim().min(1, code("DESCRIPTION_REQUIRED")).max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG"));
/** One of `values`; the form starts empty (""), so the input is any string. */
function oneOf<T extends string>(values: readonly T[], message: ErrorCode) {
  return z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), message)
    .transform((value) => value as T);
}
const paymentMethod = oneOf(paymentMethods, "PAYMENT_METHOD_REQUIRED");
const paymentType = oneOf(paymentTypes, "PAYMENT_TYPE_REQUIRED");
const dueDayNumber = z
  .number(code("DUE_DAY_REQUIRED"))
  .int(code("DUE_DAY_REQUIRED"))
  .min(DUE_DAY_MIN, code("DUE_DAY_REQUIRED"))
  .max(DUE_DAY_MAX, code("DUE_DAY_REQUIRED"));

/** The add-bill form: every field required (spec section 5); the amount in pounds as the reader writes them. */
export const outgoingFormSchema = (mark: DecimalMark = ".") =>
  z
  .object({
    description,
    amount: poundsField(mark),
    dueDay: z
      .string()
      .trim()
      .refine((day) => /^\d{1,2}$/.test(day) && dueDayNumber.safeParse(Number(day)).success, code("DUE_DAY_REQUIRED"))
      .transform(Number),
    paymentMethod,
    categoryId: z.string().trim().min(1, code("CATEGORY_REQUIRED")),
    paymentType,
  })
  .transform(({ amount, categoryId, ...rest }): OutgoingInput => ({
    ...rest,
    amountPence: amount,
    categoryId: categoryId as Id<"financeCategories">,
  }));
/** What the form edits (all text, as typed). */
export type OutgoingForm = z.input<ReturnType<typeof outgoingFormSchema>>;

export const outgoingFormDefaults: OutgoingForm = {
  description: "",
  amount: "",
  dueDay: "",
  paymentMethod: "",
  categoryId: "",
  paymentType: "",
};

/**
 * What `outgoings.add` takes. Payment method and type are strings here
 * so that the server answers a wrong one with the spec's message rather than a validator error.
 */
export const vOutgoingInput = v.object({
  description: v.string(),
  amountPence: v.number(),
  dueDay: v.number(),
  paymentMethod: v.string(),
  categoryId: v.id("financeCategories"),
  paymentType: v.string(),
});
export type OutgoingInput = Infer<typeof vOutgoingInput>;

/** The same rules on the server's shape; the output has the enums typed and the text trimmed. */
export const outgoingInputSchema = z.object({
  description,
  amountPence: penceField,
  dueDay: dueDayNumber,
  paymentMethod,
  categoryId: z
    .string()
    .min(1, code("CATEGORY_REQUIRED"))
    .transform((id) => id as Id<"financeCategories">),
  paymentType,
});
export type ValidOutgoing = z.output<typeof outgoingInputSchema>;
