// The amount rules of every money form and of the server's checks (transactions, bills, category
// budgets), so all of them refuse the same amounts with the same messages: AMOUNT_POSITIVE for
// anything that is not a positive amount in whole pence, AMOUNT_TOO_LARGE above the maximum.
// Forms type pounds; the server takes integer pence (DESIGN.md decision 11).
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { MAX_AMOUNT_PENCE, isValidPence, parsePounds, penceFromPounds } from "./money";

const code = (c: ErrorCode) => c;
type AmountProblem = Extract<ErrorCode, "AMOUNT_POSITIVE" | "AMOUNT_TOO_LARGE">;

/** What is wrong with an amount in pence, or null. */
export function penceProblem(pence: number): AmountProblem | null {
  if (isValidPence(pence)) return null;
  return Number.isInteger(pence) && pence > MAX_AMOUNT_PENCE ? "AMOUNT_TOO_LARGE" : "AMOUNT_POSITIVE";
}

/** What is wrong with typed pounds, or null: the same answer as for the pence they stand for. */
export function poundsProblem(text: string): AmountProblem | null {
  const pence = parsePounds(text);
  return pence === null ? "AMOUNT_POSITIVE" : penceProblem(pence);
}

// Refinements rather than failing transforms, so a form's cross-field checks still run and
// show their messages beside the amount's.
function refinedBy<T>(problemOf: (value: T) => AmountProblem | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = problemOf(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  };
}

/** Typed pounds ("12.50", "£1,200") → pence. */
export const poundsField = z
  .string()
  .superRefine(refinedBy(poundsProblem))
  .transform((text) => penceFromPounds(text)!);

/** Typed pounds or nothing (an optional budget): empty → undefined. */
export const optionalPoundsField = z
  .string()
  .superRefine(refinedBy((text: string) => (text.trim() === "" ? null : poundsProblem(text))))
  .transform((text) => (text.trim() === "" ? undefined : penceFromPounds(text)!));

/** Integer pence, for the server's schemas. */
export const penceField = z.number(code("AMOUNT_POSITIVE")).superRefine(refinedBy(penceProblem));
