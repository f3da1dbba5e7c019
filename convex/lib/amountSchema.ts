// The amount rules of every money form and of the server's checks (transactions, bills, category
// budgets), so all of them refuse the same amounts with the same messages, one per limit:
// AMOUNT_NOT_NUMBER, AMOUNT_DECIMALS (more than pence), AMOUNT_POSITIVE (zero or less),
// AMOUNT_TOO_LARGE. Forms take pounds as the reader writes them (so a form's schema is made for
// the reader's decimal mark); the server takes integer pence (DESIGN.md decision 11).
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { MAX_AMOUNT_PENCE, isValidPence, readPounds, type DecimalMark } from "./money";

const code = (c: ErrorCode) => c;
type AmountProblem = Extract<ErrorCode, "AMOUNT_NOT_NUMBER" | "AMOUNT_DECIMALS" | "AMOUNT_POSITIVE" | "AMOUNT_TOO_LARGE">;

/** What is wrong with an amount in pence, or null. */
export function penceProblem(pence: number): AmountProblem | null {
  if (isValidPence(pence)) return null;
  return Number.isInteger(pence) && pence > MAX_AMOUNT_PENCE ? "AMOUNT_TOO_LARGE" : "AMOUNT_POSITIVE";
}

/** What is wrong with typed pounds, or null: the same answer as for the pence they stand for. */
export function poundsProblem(text: string, mark: DecimalMark = "."): AmountProblem | null {
  // Nothing typed is the spec's 'Amount must be a positive number', as a zero is.
  if (text.trim() === "") return "AMOUNT_POSITIVE";
  const reading = readPounds(text, mark);
  return "problem" in reading ? reading.problem : penceProblem(reading.pence);
}

const penceOf = (text: string, mark: DecimalMark) => {
  const reading = readPounds(text, mark);
  return "pence" in reading ? reading.pence : Number.NaN;
};

// Refinements rather than failing transforms, so a form's cross-field checks still run and
// show their messages beside the amount's.
function refinedBy<T>(problemOf: (value: T) => AmountProblem | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  };
}

/** Typed pounds ("12.50", "£1,200"; "12,50" with a comma mark) → pence. */
export const poundsField = (mark: DecimalMark = ".") =>
  z
  .string()
  .superRefine(refinedBy((text: string) => poundsProblem(text, mark)))
    .transform((text) => penceOf(text, mark));

/** Typed pounds or nothing (an optional budget): empty → undefined. */
export const optionalPoundsField = (mark: DecimalMark = ".") =>
  z
  .string()
  .superRefine(refinedBy((text: string) => (text.trim() === "" ? null : poundsProblem(text, mark))))
  .transform((text) => (text.trim() === "" ? undefined : penceOf(text, mark)));

/** Integer pence, for the server's schemas. */
export const penceField = z.number(code("AMOUNT_POSITIVE")).superRefine(refinedBy(penceProblem));
