import { useConvex } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { itemConditions } from "../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { csvColumns, csvFileName, inventoryCsv, type CsvLabels, type InventoryCsvRow } from "./inventoryCsv";

/** Rows per request: the server reads at most this many items per page. */
const PAGE_SIZE = 500;

/** Hands the text to the browser as a download. */
function download(text: string, fileName: string) {
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

/** Export CSV: every page of `inventory.exportPage`, one file in the reader's language. */
export function useInventoryExport() {
  const { t } = useTranslation();
  const convex = useConvex();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const rows: InventoryCsvRow[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: { page: InventoryCsvRow[]; isDone: boolean; continueCursor: string } = await convex.query(api.inventory.exportPage, { paginationOpts: { numItems: PAGE_SIZE, cursor } });
        rows.push(...page.page);
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      const labels: CsvLabels = {
        headers: Object.fromEntries(csvColumns.map((column) => [column, t(`inventory.csv.${column}`)])) as CsvLabels["headers"],
        conditions: Object.fromEntries(itemConditions.map((c) => [c, t(`inventory.conditions.${c}`)])) as CsvLabels["conditions"],
        yes: t("inventory.csv.yes"),
        no: t("inventory.csv.no"),
      };
      download(inventoryCsv(rows, labels), csvFileName(new Date()));
      notifySuccess(t("inventory.export.doneTitle"), t("inventory.export.doneMessage", { count: rows.length }));
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.export.failed") });
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
