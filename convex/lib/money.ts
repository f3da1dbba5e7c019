// Money is integer pence (DESIGN.md decision 11). Forms take pounds as typed text; these rules
// turn it into pence for the transaction and bill forms and check pence on the server.

/** £1,000,000: far above any household amount, far below where floating point drifts. */
export const MAX_AMOUNT_PENCE = 100_000_000;

const POUNDS = /^\d+(\.\d{1,2})?$/;

/**
 * Pence from typed pounds ("12", "12.5", "12.34", "£1,234.50"), or null when the text is not
 * pounds with at most two decimals ("-1", "abc", "1.234", "1e3", "12,34"). Zero and amounts too
 * large to count exactly still come back, so the schemas can say which problem it is.
 */
export function parsePounds(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, "").replace(/,(?=\d{3}(\D|$))/g, "");
  if (!POUNDS.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * Pence from typed pounds, or null when the text is not a positive amount with at most two
 * decimals (negative, zero, "abc", "1.234", "1e3").
 */
export function penceFromPounds(text: string): number | null {
  const pence = parsePounds(text);
  return pence !== null && Number.isSafeInteger(pence) && pence > 0 ? pence : null;
}

/** Typed pounds for a form field from pence (1234 → "12.34"). */
export function poundsFromPence(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** Whether pence is a whole, positive amount no larger than the maximum. */
export function isValidPence(pence: number): boolean {
  return Number.isSafeInteger(pence) && pence >= 1 && pence <= MAX_AMOUNT_PENCE;
}
