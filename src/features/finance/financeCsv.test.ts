import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import deFinance from "../../i18n/de/finance.json";
import enFinance from "../../i18n/en/finance.json";
import {
  IMPORT_MAX_ROWS,
  csvColumns,
  importSpan,
  markRecorded,
  readTransactionsCsv,
  transactionsCsv,
  type CsvTransaction,
  type FinanceCsvLabels,
  type ImportReading,
} from "./financeCsv";

const labelsOf = (area: typeof enFinance): FinanceCsvLabels => ({ headers: area.csv.headers, types: area.types, paymentMethods: area.paymentMethods });
const english = labelsOf(enFinance);
const german = labelsOf(deFinance);

const choices = {
  categories: [
    { _id: "cat-groceries", name: "Groceries", archived: false },
    { _id: "cat-utilities", name: "Utilities", archived: false },
    { _id: "cat-old", name: "Hobbies", archived: true },
  ],
  itemTypes: [
    { _id: "it-food", name: "Food", archived: false },
    { _id: "it-salary", name: "Salary income", archived: false },
    { _id: "it-old", name: "Pager", archived: true },
  ],
};

function tx(over: Partial<CsvTransaction> = {}): CsvTransaction {
  return {
    date: "2026-11-22",
    description: "Weekly shop",
    amountPence: 4250,
    transactionType: "expense",
    categoryName: "Groceries",
    itemTypeName: "Food",
    paymentMethod: "Debit Card",
    monthId: 11,
    weekId: "W4",
    ...over,
  };
}

const rowsOf = (reading: ImportReading) => {
  expect(reading.kind).toBe("rows");
  return reading.kind === "rows" ? reading.rows : [];
};

const file = (lines: string[]) => lines.join("\r\n");
const HEADER = "Date,Description,Amount,Type,Category,Item type,Payment method,Month ID,Week ID";

describe("the export", () => {
  test("has the spec's columns in the reader's language, amounts in plain pounds", () => {
    const csv = transactionsCsv([tx(), tx({ description: "Salary", amountPence: 250000, transactionType: "income", itemTypeName: "Salary income", paymentMethod: "Bank Transfer", monthId: 12, weekId: "W1" })], english);
    const { data } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(data).toEqual([
      ["Date", "Description", "Amount", "Type", "Category", "Item type", "Payment method", "Month ID", "Week ID"],
      ["2026-11-22", "Weekly shop", "42.50", "Expense", "Groceries", "Food", "Debit Card", "11", "W4"],
      ["2026-11-22", "Salary", "2500.00", "Income", "Groceries", "Salary income", "Bank Transfer", "12", "W1"],
    ]);
    expect(csv).toContain("\r\n");
    const [germanHeader, germanRow] = Papa.parse<string[]>(transactionsCsv([tx()], german), { skipEmptyLines: true }).data;
    expect(germanHeader).toEqual(csvColumns.map((c) => deFinance.csv.headers[c]));
    expect(germanRow).toContain("Ausgabe");
    expect(germanRow).toContain("Debitkarte");
  });

  test("keeps formula-like text as text, even over several lines; a sign before plain words is left alone", () => {
    const descriptions = ['=HYPERLINK("x")', "+44 line\n=cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "-5 refund", "+44 phone charger"];
    const csv = transactionsCsv(descriptions.map((description) => tx({ description })), english);
    const { data } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(data.slice(1).map((row) => row[1])).toEqual([
      '\'=HYPERLINK("x")',
      "'+44 line\n=cmd|' /C calc'!A0",
      "'-2+3+cmd|' /C calc'!A0",
      "-5 refund",
      "+44 phone charger",
    ]);
  });
});

describe("reading a file back", () => {
  test("the export's own file imports back to the same transactions, in English and in German", () => {
    const rows = [
      tx(),
      tx({ description: "=SUM(A1)", amountPence: 1, transactionType: "income", categoryName: "Utilities", itemTypeName: "Salary income", paymentMethod: "Mobile Payment", date: "2026-11-28", monthId: 12, weekId: "W1" }),
    ];
    for (const labels of [english, german]) {
      const read = rowsOf(readTransactionsCsv("\uFEFF" + transactionsCsv(rows, labels), choices, [english, labels]));
      expect(read.map((r) => r.problems)).toEqual([[], []]);
      expect(read.map((r) => r.input)).toEqual([
        { description: "Weekly shop", amountPence: 4250, categoryId: "cat-groceries", paymentMethod: "Debit Card", date: "2026-11-22", monthId: 11, weekId: "W4", transactionType: "expense", itemTypeId: "it-food" },
        { description: "=SUM(A1)", amountPence: 1, categoryId: "cat-utilities", paymentMethod: "Mobile Payment", date: "2026-11-28", monthId: 12, weekId: "W1", transactionType: "income", itemTypeId: "it-salary" },
      ]);
      // Spreadsheet row numbers: the header is row 1.
      expect(read.map((r) => r.row)).toEqual([2, 3]);
    }
  });

  test("headers and names in any case and order; Month and Week ID follow the date when left out", () => {
    const read = rowsOf(
      readTransactionsCsv(
        file(["AMOUNT,date,TYPE,description,category,ITEM TYPE,payment METHOD", '"£1,234.50",2026-11-08,income,Bonus,groceries,food,bank transfer']),
        choices,
        [english],
      ),
    );
    expect(read[0].problems).toEqual([]);
    expect(read[0].input).toMatchObject({ amountPence: 123450, monthId: 11, weekId: "W2", transactionType: "income", paymentMethod: "Bank Transfer", categoryId: "cat-groceries" });
  });

  test("each bad row says what is wrong with which field, in column order", () => {
    const read = rowsOf(
      readTransactionsCsv(
        file([
          HEADER,
          ",,,,,,,,W1",
          ",,,,,,,,",
          "2026-11-31,Lunch,1.234,spending,Groceriez,Food,Cheque,13,W6",
          "2026-02-10,Old hobby,5,expense,hobbies,pager,Cash,,",
          "2027-02-28,Rent,-5,expense,Utilities,Food,Cash,2,W5",
          "2026-11-22,Fine,0.01,Expense,Groceries,Food,Cash,,",
        ]),
        choices,
        [english],
      ),
    );
    expect(read.map((r) => r.problems)).toEqual([
      [
        { field: "date", code: "DATE_REQUIRED" },
        { field: "description", code: "DESCRIPTION_REQUIRED" },
        { field: "amount", code: "AMOUNT_POSITIVE" },
        { field: "type", code: "TRANSACTION_TYPE_REQUIRED" },
        { field: "category", code: "CATEGORY_REQUIRED" },
        { field: "itemType", code: "ITEM_TYPE_REQUIRED" },
        { field: "paymentMethod", code: "PAYMENT_METHOD_REQUIRED" },
      ],
      // What the file says, where the import does not know it: the person sees what to fix.
      [
        { field: "date", invalid: "2026-11-31" },
        { field: "amount", code: "AMOUNT_DECIMALS" },
        { field: "type", invalid: "spending" },
        { field: "category", invalid: "Groceriez" },
        { field: "paymentMethod", invalid: "Cheque" },
        { field: "monthId", code: "MONTH_ID_REQUIRED" },
        { field: "weekId", code: "WEEK_ID_REQUIRED" },
      ],
      [
        { field: "category", code: "CATEGORY_DELETED" },
        { field: "itemType", code: "ITEM_TYPE_DELETED" },
      ],
      // February 2027 has no fifth week.
      [
        { field: "amount", code: "AMOUNT_POSITIVE" },
        { field: "weekId", code: "WEEK_ID_REQUIRED" },
      ],
      [],
    ]);
    expect(read.map((r) => r.input === null)).toEqual([true, true, true, true, false]);
    // The blank line is skipped, but the rows keep the numbers a spreadsheet shows.
    expect(read.map((r) => r.row)).toEqual([2, 4, 5, 6, 7]);
    expect(read[1].cells.category).toBe("Groceriez");
  });

  test("too large an amount is its own message", () => {
    const [row] = rowsOf(readTransactionsCsv(file([HEADER, "2026-11-22,Yacht,1000000.01,expense,Groceries,Food,Cash,11,W4"]), choices, [english]));
    expect(row.problems).toEqual([{ field: "amount", code: "AMOUNT_TOO_LARGE" }]);
  });

  test("a file without the needed columns, without rows, or with too many is refused whole", () => {
    expect(readTransactionsCsv(file(["Date,Description,Amount", "2026-11-22,x,1"]), choices, [english])).toEqual({
      kind: "missingColumns",
      columns: ["type", "category", "itemType", "paymentMethod"],
    });
    expect(readTransactionsCsv("", choices, [english])).toEqual({ kind: "refused", code: "IMPORT_EMPTY" });
    expect(readTransactionsCsv(HEADER + "\r\n\r\n", choices, [english])).toEqual({ kind: "refused", code: "IMPORT_EMPTY" });
    const many = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => "2026-11-22,x,1,expense,Groceries,Food,Cash,11,W4")];
    expect(readTransactionsCsv(file(many), choices, [english])).toEqual({ kind: "refused", code: "IMPORT_TOO_LARGE" });
    expect(rowsOf(readTransactionsCsv(file(many.slice(0, -1)), choices, [english]))).toHaveLength(IMPORT_MAX_ROWS);
    // A quote never closed: the file is refused, saying on which row the quote opens.
    expect(readTransactionsCsv('Date,Description\r\n2026-11-21,fine\r\n"2026-11-22,unclosed', choices, [english])).toEqual({ kind: "unreadable", row: 3 });
  });
});

describe("rows already recorded", () => {
  const read = () =>
    rowsOf(
      readTransactionsCsv(
        file([
          HEADER,
          "2026-11-22,Coffee,2.50,expense,Groceries,Food,Cash,,",
          "2026-11-22,Coffee,2.50,expense,Groceries,Food,Cash,,",
          "2026-11-20,Weekly  SHOP ,40.00,expense,Groceries,Food,Cash,,",
          "2026-11-24,Salary,1500,income,Groceries,Food,Bank Transfer,,",
          "2026-11-25,Bad,1.234,expense,Groceries,Food,Cash,,",
        ]),
        choices,
        [english],
      ),
    );

  test("the span is the importable rows' first and last day", () => {
    expect(importSpan(read())).toEqual({ from: "2026-11-20", to: "2026-11-24" });
    expect(importSpan(read().slice(4))).toBeNull();
  });

  test("a row is recorded when the same day, amount, type and description (any case or spacing) is; each recorded one matches one row", () => {
    const marked = markRecorded(read(), [
      { date: "2026-11-22", amountPence: 250, transactionType: "expense", description: "coffee" },
      { date: "2026-11-20", amountPence: 4000, transactionType: "expense", description: "Weekly shop" },
      // Same day and description, another amount or type: not the same transaction.
      { date: "2026-11-24", amountPence: 150000, transactionType: "expense", description: "Salary" },
    ]);
    expect(marked.map((row) => [row.row, row.recorded ?? false])).toEqual([
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, false],
    ]);
  });
});

