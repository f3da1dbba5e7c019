import { useConvex } from "convex/react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Period } from "../../../convex/lib/periods";
import { downloadCsv, readAllPages } from "../csv/csvExport";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { transactionsCsv, type FinanceCsvLabels } from "./financeCsv";
import { loadChunk } from "../pwa/loadChunk";

/** The file's words in the reader's language. */
export function csvLabelsOf(t: TFunction): FinanceCsvLabels {
  return {
    headers: {
      date: t("finance.csv.headers.date"),
      description: t("finance.csv.headers.description"),
      amount: t("finance.csv.headers.amount"),
      type: t("finance.csv.headers.type"),
      category: t("finance.csv.headers.category"),
      itemType: t("finance.csv.headers.itemType"),
      paymentMethod: t("finance.csv.headers.paymentMethod"),
      monthId: t("finance.csv.headers.monthId"),
      weekId: t("finance.csv.headers.weekId"),
    },
    types: { income: t("finance.types.income"), expense: t("finance.types.expense") },
    paymentMethods: {
      Cash: t("finance.paymentMethods.Cash"),
      "Credit Card": t("finance.paymentMethods.Credit Card"),
      "Debit Card": t("finance.paymentMethods.Debit Card"),
      "Bank Transfer": t("finance.paymentMethods.Bank Transfer"),
      "Mobile Payment": t("finance.paymentMethods.Mobile Payment"),
    },
  };
}

/**
 * The English words, which every file may use whatever the reader's language. The English pack
 * is already a chunk of its own (loaded here only when reading a file in another language);
 * importing its finance.json alone would split that file out of it into the first load.
 */
export async function englishCsvLabels(): Promise<FinanceCsvLabels> {
  const { finance } = (await loadChunk(() => import("../../i18n/en"))).translation;
  return { headers: finance.csv.headers, types: finance.types, paymentMethods: finance.paymentMethods };
}

/** Export CSV: every transaction of the period, in pages of 500, as one file in the reader's language. */
export function useTransactionExport() {
  const { t } = useTranslation();
  const convex = useConvex();
  const [busy, setBusy] = useState(false);

  async function exportCsv(period: Period) {
    setBusy(true);
    try {
      const rows = await readAllPages((paginationOpts) => convex.query(api.transactions.list, { period, paginationOpts }));
      // Oldest first reads best in a spreadsheet; the list is newest first.
      rows.reverse();
      downloadCsv(transactionsCsv(rows, csvLabelsOf(t)), t("finance.csv.fileName", { period: period.key }));
      notifySuccess(t("finance.export.doneTitle"), t("finance.export.doneMessage", { count: rows.length }));
    } catch (error) {
      notifyFailure(error, { title: t("finance.error"), message: t("finance.export.failed") });
    } finally {
      setBusy(false);
    }
  }

  return { exportCsv, busy };
}
