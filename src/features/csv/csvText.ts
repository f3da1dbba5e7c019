// Every CSV the app writes (finance, inventory): header row first, CRLF line
// ends as RFC 4180 asks, and no cell a spreadsheet would run as a formula.
import Papa from "papaparse";

/**
 * A cell that starts like a formula gets a leading apostrophe, so a spreadsheet shows it as
 * text. Papa's own pattern (`/^[=+\-@\t\r].*$/`) misses a multi-line cell; this one does not.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(fields: string[], data: (string | number)[][]): string {
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START, newline: "\r\n" });
}
