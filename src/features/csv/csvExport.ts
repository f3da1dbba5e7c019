// What every CSV export does around its own rows and labels: read every page of a paginated
// query, then hand the text to the browser as a file.
import type { PaginationOptions, PaginationResult } from "convex/server";

/** Rows per request: the export queries read at most 500 a page. */
const PAGE_SIZE = 500;

/** Every row of a paginated query, page after page, in its order. */
export async function readAllPages<T>(
  readPage: (paginationOpts: PaginationOptions) => Promise<PaginationResult<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await readPage({ numItems: PAGE_SIZE, cursor });
    rows.push(...page.page);
    if (page.isDone) return rows;
    cursor = page.continueCursor;
  }
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (names in any language).
  const blob = new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
