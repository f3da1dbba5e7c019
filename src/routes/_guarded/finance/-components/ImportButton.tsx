import { Button, type ButtonProps } from "@chakra-ui/react";
import { Upload } from "lucide-react";
import { useConvex } from "convex/react";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { describeServerError, notifyError } from "../../../../features/feedback/notify";
import { api } from "../../../../../convex/_generated/api";
import { IMPORT_MAX_ROWS, importSpan, markRecorded, readTransactionsCsv, type ImportRow } from "../../../../features/finance/financeCsv";
import type { GameOutcome } from "../../../../features/finance/types";
import { useFinanceChoices } from "../../../../features/finance/useFinanceChoices";
import { csvLabelsOf, englishCsvLabels } from "../../../../features/finance/useTransactionCsv";
import { errorCatalogue } from "../../../../../convex/lib/errors";
import { ImportPreviewDialog } from "./ImportPreviewDialog";

type Props = { today: string; onImported: (game: GameOutcome) => void; flexGrow?: ButtonProps["flexGrow"] };

/** Import CSV: pick a file, read it here, and show the preview; nothing is written until it is confirmed there. */
export function ImportButton({ today, onImported, flexGrow }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { categories, itemTypes } = useFinanceChoices();
  const convex = useConvex();
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<{ fileName: string; rows: ImportRow[] } | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it) must fire a change again.
    event.target.value = "";
    if (!file || !categories || !itemTypes) return;
    setReading(true);
    try {
      const reading = readTransactionsCsv(await file.text(), { categories, itemTypes }, [await englishCsvLabels(), csvLabelsOf(t)]);
      switch (reading.kind) {
        case "rows": {
          // Rows the family already has (the same file imported twice) are found and offered to skip.
          const span = importSpan(reading.rows);
          const recorded = span ? await convex.query(api.transactions.recordedBetween, span) : null;
          setPreview({ fileName: file.name, rows: recorded ? markRecorded(reading.rows, recorded.transactions) : reading.rows });
          break;
        }
        case "unreadable":
          notifyError(t("finance.error"), reading.row === null ? t("finance.import.unreadable") : t("finance.import.unclosedQuote", { row: reading.row }));
          break;
        case "missingColumns":
          notifyError(t("finance.error"), t("finance.import.missingColumns", { columns: reading.columns.map((column) => t(`finance.csv.headers.${column}`)).join(", ") }));
          break;
        case "refused": {
          const { title, message } = describeServerError({ code: reading.code, ...errorCatalogue[reading.code], params: { max: IMPORT_MAX_ROWS } });
          notifyError(title, message);
          break;
        }
      }
    } catch {
      notifyError(t("finance.error"), t("finance.import.unreadable"));
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={(event) => void read(event)} aria-label={t("finance.import.chooseFile")} data-testid="import-file" />
      <Button variant="outline" onClick={() => input.current?.click()} loading={reading} disabled={!categories || !itemTypes} flexGrow={flexGrow}>
        <Upload aria-hidden /> {t("finance.actions.import")}
      </Button>
      {preview && <ImportPreviewDialog fileName={preview.fileName} rows={preview.rows} today={today} onClose={() => setPreview(null)} onImported={onImported} />}
    </>
  );
}
