import { useConvex } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { itemConditions } from "../../../convex/lib/validators";
import { downloadCsv, readAllPages } from "../csv/csvExport";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { csvColumns, csvFileName, inventoryCsv, type CsvLabels } from "./inventoryCsv";

/** Export CSV: every page of `inventory.exportPage`, one file in the reader's language. */
export function useInventoryExport() {
  const { t } = useTranslation();
  const convex = useConvex();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const rows = await readAllPages((paginationOpts) => convex.query(api.inventory.exportPage, { paginationOpts }));
      const labels: CsvLabels = {
        headers: Object.fromEntries(csvColumns.map((column) => [column, t(`inventory.csv.${column}`)])) as CsvLabels["headers"],
        conditions: Object.fromEntries(itemConditions.map((c) => [c, t(`inventory.conditions.${c}`)])) as CsvLabels["conditions"],
        yes: t("inventory.csv.yes"),
        no: t("inventory.csv.no"),
      };
      downloadCsv(inventoryCsv(rows, labels), csvFileName(new Date()));
      notifySuccess(t("inventory.export.doneTitle"), t("inventory.export.doneMessage", { count: rows.length }));
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.export.failed") });
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
