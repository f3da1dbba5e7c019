// Transactions as a CSV file, and a CSV file read back as transactions for the import preview.
// Pure, so tests can write a file and read it back. The export's own format always imports:
// amounts are plain pounds ("12.50"), dates yyyy-MM-dd, Month ID a number, Week ID "W1".."W5".
import Papa from "papaparse";
import { csvText, FORMULA_START } from "../csv/csvText";
import type { ErrorCode } from "../../../convex/lib/errors";
import { poundsFromPence } from "../../../convex/lib/money";
import { monthAndWeekOf } from "../../../convex/lib/periods";
import { isCalendarDay } from "../../../convex/lib/dates";
import { transactionFormSchema, type TransactionForm, type TransactionInput } from "../../../convex/lib/transactionSchema";
import { paymentMethods, transactionTypes, type PaymentMethod, type TransactionType } from "../../../convex/lib/validators";

export const csvColumns = ["date", "description", "amount", "type", "category", "itemType", "paymentMethod", "monthId", "weekId"] as const;
export type CsvColumn = (typeof csvColumns)[number];
/** A file may leave these out: they then follow from the date. */
const optionalColumns: readonly CsvColumn[] = ["monthId", "weekId"];

const csvRowSchema = transactionFormSchema(".");

/** The words of a file in one language. */
export type FinanceCsvLabels = {
  headers: Record<CsvColumn, string>;
  types: Record<TransactionType, string>;
  paymentMethods: Record<PaymentMethod, string>;
};

/** One transaction as `api.transactions.list` returns it (the fields the file holds). */
export type CsvTransaction = {
  date: string;
  description: string;
  amountPence: number;
  transactionType: TransactionType | string;
  categoryName: string;
  itemTypeName: string;
  paymentMethod: PaymentMethod | string;
  monthId: number;
  weekId: string;
};

/** At most this many rows per import (the server's limit too). */
export const IMPORT_MAX_ROWS = 1000;

const label = <K extends string>(labels: Record<K, string>, key: string) => (key in labels ? labels[key as K] : key);

/** The CSV text in the reader's language (header row first, CRLF line ends as RFC 4180 asks). */
export function transactionsCsv(rows: CsvTransaction[], labels: FinanceCsvLabels): string {
  const data = rows.map((row) => [
    row.date,
    row.description,
    poundsFromPence(row.amountPence),
    label(labels.types, row.transactionType),
    row.categoryName,
    row.itemTypeName,
    label(labels.paymentMethods, row.paymentMethod),
    String(row.monthId),
    row.weekId,
  ]);
  return csvText(
    csvColumns.map((column) => labels.headers[column]),
    data,
  );
}

/** A category or item type the file may name. */
export type ImportChoice = { _id: string; name: string; archived: boolean };

/**
 * What is wrong with one cell: a rule's refusal (`code`), or a value the import does not know
 * (`invalid`: a date it cannot read, a category, item type, payment method or type with no such
 * name), said with the value so the person sees what to fix.
 */
export type ImportProblem = { field: CsvColumn; code: ErrorCode } | { field: CsvColumn; invalid: string };

/** The cells whose unknown value is said as such (rather than "… is required"). */
const namedColumns: readonly CsvColumn[] = ["date", "category", "itemType", "paymentMethod", "type"];

/** One row of the file: what it says, and either the transaction it makes or what is wrong with it. */
export type ImportRow = {
  /** The row's number as a spreadsheet shows the file (the header is row 1). */
  row: number;
  cells: Record<CsvColumn, string>;
  input: TransactionInput | null;
  problems: ImportProblem[];
  /** Already recorded: a transaction of the same day, amount, type and description is in the family's finances. */
  recorded?: boolean;
};

/** A transaction as an import compares it (`api.transactions.recordedBetween`). */
export type RecordedTransaction = { date: string; amountPence: number; transactionType: string; description: string };

/** The first and last day of the rows that would import; null when none would. */
export function importSpan(rows: ImportRow[]): { from: string; to: string } | null {
  const days = rows.flatMap((row) => (row.input ? [row.input.date] : [])).sort();
  return days.length === 0 ? null : { from: days[0], to: days[days.length - 1] };
}

/**
 * Marks the rows already recorded (the same file imported twice, or a bank's export that overlaps
 * the last one), as Actual does: same day, amount, type and description (any case or spacing).
 * Each recorded transaction matches one row, so two identical coffees in the file and one recorded
 * leave one to import.
 */
export function markRecorded(rows: ImportRow[], recorded: RecordedTransaction[]): ImportRow[] {
  const key = (t: RecordedTransaction) => [t.date, t.amountPence, t.transactionType, normalised(t.description)].join("\u0000");
  const unmatched = new Map<string, number>();
  for (const transaction of recorded) unmatched.set(key(transaction), (unmatched.get(key(transaction)) ?? 0) + 1);
  return rows.map((row) => {
    if (row.input === null) return row;
    const left = unmatched.get(key(row.input)) ?? 0;
    if (left === 0) return row;
    unmatched.set(key(row.input), left - 1);
    return { ...row, recorded: true };
  });
}

export type ImportReading =
  | { kind: "rows"; rows: ImportRow[] }
  /** A quote never closed: `row` is where it opens (as a spreadsheet numbers the file's rows). */
  | { kind: "unreadable"; row: number | null }
  | { kind: "missingColumns"; columns: CsvColumn[] }
  | { kind: "refused"; code: "IMPORT_EMPTY" | "IMPORT_TOO_LARGE" };

const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** Undoes the export's apostrophe before a formula-like cell. */
const unescaped = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** The canonical value a cell names, in any of the languages given (any case), else the cell as written. */
function canonical<K extends string>(cell: string, values: readonly K[], labelSets: Record<K, string>[]): string {
  const wanted = normalised(cell);
  return values.find((value) => normalised(value) === wanted || labelSets.some((set) => normalised(set[value]) === wanted)) ?? cell.trim();
}

/** The id of the choice the name means: an active one first; an archived one only to say so. */
function choose(name: string, choices: ImportChoice[]): { id: string } | { archived: true } | null {
  const wanted = normalised(name);
  if (wanted === "") return null;
  const matches = choices.filter((choice) => normalised(choice.name) === wanted);
  const active = matches.find((choice) => !choice.archived);
  if (active) return { id: active._id };
  return matches.length > 0 ? { archived: true } : null;
}

const fieldColumn: Record<keyof TransactionForm, CsvColumn> = {
  description: "description",
  amount: "amount",
  categoryId: "category",
  paymentMethod: "paymentMethod",
  date: "date",
  monthId: "monthId",
  weekId: "weekId",
  transactionType: "type",
  itemTypeId: "itemType",
};

function readRow(
  row: number,
  cells: Record<CsvColumn, string>,
  choices: { categories: ImportChoice[]; itemTypes: ImportChoice[] },
  labelSets: FinanceCsvLabels[],
): ImportRow {
  const date = cells.date.trim();
  const fromDate = isCalendarDay(date) ? monthAndWeekOf(date) : null;
  const category = choose(cells.category, choices.categories);
  const itemType = choose(cells.itemType, choices.itemTypes);
  const form: TransactionForm = {
    description: cells.description,
    amount: cells.amount,
    categoryId: category && "id" in category ? category.id : "",
    paymentMethod: canonical(cells.paymentMethod, paymentMethods, labelSets.map((set) => set.paymentMethods)),
    date,
    monthId: cells.monthId.trim() || (fromDate ? String(fromDate.monthId) : ""),
    weekId: cells.weekId.trim().toUpperCase() || (fromDate?.weekId ?? ""),
    transactionType: canonical(cells.type, transactionTypes, labelSets.map((set) => set.types)),
    itemTypeId: itemType && "id" in itemType ? itemType.id : "",
  };
  // The file's amounts are written as the app exports them ("12.50"), whatever the reader's language.
  const parsed = csvRowSchema.safeParse(form);
  if (parsed.success) return { row, cells, input: parsed.data, problems: [] };

  const problems: ImportProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = fieldColumn[issue.path[0] as keyof TransactionForm];
    if (field === undefined || problems.some((p) => p.field === field)) continue;
    // An empty Month/Week ID follows the date: only the date is wrong then.
    if ((field === "monthId" || field === "weekId") && cells[field].trim() === "" && fromDate === null) continue;
    let code = issue.message as ErrorCode;
    if (field === "category" && category && "archived" in category) code = "CATEGORY_DELETED";
    else if (field === "itemType" && itemType && "archived" in itemType) code = "ITEM_TYPE_DELETED";
    else if (namedColumns.includes(field) && cells[field].trim() !== "") {
      problems.push({ field, invalid: cells[field].trim() });
      continue;
    }
    problems.push({ field, code });
  }
  problems.sort((a, b) => csvColumns.indexOf(a.field) - csvColumns.indexOf(b.field));
  return { row, cells, input: null, problems };
}

/**
 * Reads a file for the import preview. Column names are matched in any case, in English or in
 * the reader's language (`labelSets`); categories and item types by name, in any case.
 * An unknown name or unreadable date is said with its value; an archived one's name says it was deleted.
 */
export function readTransactionsCsv(
  text: string,
  choices: { categories: ImportChoice[]; itemTypes: ImportChoice[] },
  labelSets: FinanceCsvLabels[],
): ImportReading {
  const content = text.replace(/^\uFEFF/, "");
  if (content.trim() === "") return { kind: "refused", code: "IMPORT_EMPTY" };
  const parsed = Papa.parse<string[]>(content, { skipEmptyLines: false });
  const quote = parsed.errors.find((error) => error.type === "Quotes");
  // Papa counts the file's rows from 0 (the header); a spreadsheet, from 1.
  if (quote) return { kind: "unreadable", row: quote.row === undefined ? null : quote.row + 1 };

  const [header = [], ...records] = parsed.data;
  const headerNames = header.map((cell) => normalised(unescaped(cell)));
  const indexOf = {} as Record<CsvColumn, number>;
  const missing: CsvColumn[] = [];
  for (const column of csvColumns) {
    const names = new Set([column.toLowerCase(), ...labelSets.map((set) => normalised(set.headers[column]))]);
    indexOf[column] = headerNames.findIndex((name) => names.has(name));
    if (indexOf[column] === -1 && !optionalColumns.includes(column)) missing.push(column);
  }
  if (missing.length > 0) return { kind: "missingColumns", columns: missing };

  // Blank lines (a spreadsheet's empty rows) are no transactions, but still count in row numbers.
  const body = records.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (body.length === 0) return { kind: "refused", code: "IMPORT_EMPTY" };
  if (body.length > IMPORT_MAX_ROWS) return { kind: "refused", code: "IMPORT_TOO_LARGE" };

  const rows = body.map(({ cells: line, row }) => {
    const cells = Object.fromEntries(
      csvColumns.map((column) => [column, indexOf[column] === -1 ? "" : unescaped(line[indexOf[column]] ?? "")]),
    ) as Record<CsvColumn, string>;
    return readRow(row, cells, choices, labelSets);
  });
  return { kind: "rows", rows };
}
