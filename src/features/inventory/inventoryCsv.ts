// The inventory as a CSV file (for insurance): one row per item of every room
// the person may enter, with the room and the containers it sits in. Pure, so
// a test can parse the file back.
import { format } from "date-fns";
import { csvText } from "../csv/csvText";
import type { ItemCondition } from "../../../convex/lib/validators";

/** One row as `api.inventory.exportPage` returns it. */
export type InventoryCsvRow = {
  room: string;
  /** Container names from the room down to the item's parent. */
  path: string[];
  name: string;
  quantity: number;
  category: string;
  condition: ItemCondition;
  notes?: string;
  container: boolean;
  added: number;
  lastUpdated: number;
  imageUrl?: string;
};

export const csvColumns = [
  "room",
  "location",
  "item",
  "quantity",
  "category",
  "condition",
  "notes",
  "container",
  "added",
  "lastUpdated",
  "imageUrl",
] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** The words of the file in the reader's language. */
export type CsvLabels = {
  headers: Record<CsvColumn, string>;
  conditions: Record<ItemCondition, string>;
  yes: string;
  no: string;
};

/** Between the containers of the Location column: "Wardrobe › Shoe Box". */
export const PATH_SEPARATOR = " › ";

/** The CSV text (header row first, CRLF line ends as RFC 4180 asks). */
export function inventoryCsv(rows: InventoryCsvRow[], labels: CsvLabels): string {
  // Room by room, each room's top level first and then container by container, by name within:
  // the server's pages come in its own order (for an admin, several rooms merged).
  const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  const sorted = [...rows].sort(
    (a, b) =>
      collator.compare(a.room, b.room) ||
      collator.compare(a.path.join(PATH_SEPARATOR), b.path.join(PATH_SEPARATOR)) ||
      collator.compare(a.name, b.name),
  );
  const data = sorted.map((row) => [
    row.room,
    row.path.join(PATH_SEPARATOR),
    row.name,
    row.quantity,
    row.category,
    labels.conditions[row.condition],
    row.notes ?? "",
    row.container ? labels.yes : labels.no,
    format(row.added, "yyyy-MM-dd"),
    format(row.lastUpdated, "yyyy-MM-dd HH:mm"),
    row.imageUrl ?? "",
  ]);
  // A name or note like "=HYPERLINK(…)" stays text when a spreadsheet opens the file, even on many lines.
  return csvText(
    csvColumns.map((column) => labels.headers[column]),
    data,
  );
}

/** household-inventory-2025-03-14.csv */
export function csvFileName(day: Date): string {
  return `household-inventory-${format(day, "yyyy-MM-dd")}.csv`;
}
