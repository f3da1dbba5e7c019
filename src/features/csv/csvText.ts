// Every CSV the app writes (finance, inventory): header row first, CRLF line
// ends as RFC 4180 asks, and no cell a spreadsheet would run as a formula.
import Papa from "papaparse";

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text:
 * one starting with = or @ (or a tab or return), and one starting with + or - that names or
 * calls something ("+cmd|…", "-2+3+cmd|' /C calc'!A0", "-SUM(…)"). A sign before plain words
 * and numbers ("+44 phone charger", "-5") is left alone: no apostrophe to puzzle over. Papa's
 * own pattern (`/^[=+\-@\t\r].*$/`) misses a multi-line cell; this one does not.
 */
export const FORMULA_START = /^(?:[=@\t\r]|[+-](?:\s*[A-Za-z]|[^]*[(|!=;"]))/;

export function csvText(fields: string[], data: (string | number)[][]): string {
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START, newline: "\r\n" });
}
