// Money is integer pence (DESIGN.md decision 11). Forms take pounds as the reader types them,
// in their language's way; these rules turn that into pence and check pence on the server.

/** £1,000,000: far above any household amount, far below where floating point drifts. */
export const MAX_AMOUNT_PENCE = 100_000_000;

/** How a language writes the decimal point of money: "12.50" in English, "12,50" in German, French, Spanish. */
export type DecimalMark = "." | ",";

/** The decimal mark the reader's language writes. */
export function decimalMarkOf(locale: string): DecimalMark {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === "decimal");
  return decimal?.value === "," ? "," : ".";
}

/** Why typed text is not an amount: not a number, more than two decimals, or below zero. */
export type PoundsTextProblem =
  "AMOUNT_NOT_NUMBER" | "AMOUNT_DECIMALS" | "AMOUNT_POSITIVE";

/** Typed pounds read as pence, or why they cannot be. */
export type PoundsReading = { pence: number } | { problem: PoundsTextProblem };

// A space (also the no-break spaces French writes) between digit groups of three.
const GROUP_SPACE = /(\d)[ \u00a0\u202f](?=\d{3}(?:\D|$))/g;

/**
 * Reads pounds as the reader writes them. With "," as the mark (de, fr, es) "12,50" is twelve
 * pounds fifty and "1.234,50" or "1 234,50" a thousand; with "." (en) "12.50" and "1,234.50".
 * The other mark is a thousands separator only between groups of three; otherwise, once and
 * alone, it is taken as the decimal point the reader meant ("12.50" typed in German is 12,50),
 * so typed money is never silently multiplied by a hundred.
 */
export function readPounds(
  text: string,
  mark: DecimalMark = ".",
): PoundsReading {
  const notNumber = { problem: "AMOUNT_NOT_NUMBER" } as const;
  let rest = text.trim().replace(/^£\s*/, "").replace(GROUP_SPACE, "$1");
  const negative = rest.startsWith("-");
  if (negative) rest = rest.slice(1).replace(/^£/, "");
  if (!/^[\d.,]+$/.test(rest)) return notNumber;
  const other = mark === "." ? "," : ".";
  const pieces = rest.split(mark);
  if (pieces.length > 2) return notNumber;
  let [whole, fraction = ""] = pieces;
  if (fraction.includes(other)) return notNumber;
  if (whole.includes(other)) {
    const groups = whole.split(other);
    if (
      /^[1-9]\d{0,2}$/.test(groups[0]) &&
      groups.slice(1).every((group) => /^\d{3}$/.test(group))
    )
      whole = groups.join("");
    else if (pieces.length === 1 && groups.length === 2)
      [whole, fraction] = groups;
    else return notNumber;
  }
  if (
    !/^\d*$/.test(whole) ||
    !/^\d*$/.test(fraction) ||
    whole + fraction === ""
  )
    return notNumber;
  if (fraction.length > 2) return { problem: "AMOUNT_DECIMALS" };
  if (negative) return { problem: "AMOUNT_POSITIVE" };
  return {
    pence: Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0")),
  };
}

/**
 * Pence from typed pounds, or null when the text is not pounds with at most two decimals.
 * Zero and amounts too large to count exactly still come back, so the schemas can say which
 * problem it is.
 */
export function parsePounds(
  text: string,
  mark: DecimalMark = ".",
): number | null {
  const reading = readPounds(text, mark);
  return "pence" in reading ? reading.pence : null;
}

/**
 * Pence from typed pounds, or null when the text is not a positive amount with at most two
 * decimals (negative, zero, "abc", "1.234", "1e3").
 */
export function penceFromPounds(text: string,
  mark: DecimalMark = ".",
): number | null {
  const pence = parsePounds(text, mark);
  return pence !== null && Number.isSafeInteger(pence) && pence > 0 ? pence : null;
}

/** Typed pounds for a form field from pence, as the reader writes them (1234 → "12.34" or "12,34"). */
export function poundsFromPence(pence: number,
  mark: DecimalMark = ".",
): string {
  const text = (pence / 100).toFixed(2);
  return mark === "," ? text.replace(".", ",") : text;
}

/** Whether pence is a whole, positive amount no larger than the maximum. */
export function isValidPence(pence: number): boolean {
  return Number.isSafeInteger(pence) && pence >= 1 && pence <= MAX_AMOUNT_PENCE;
}
