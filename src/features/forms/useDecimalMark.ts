import { useTranslation } from "react-i18next";
import { decimalMarkOf, type DecimalMark } from "../../../convex/lib/money";

/** How the reader's language writes a decimal point: money is read and shown that way. */
export function useDecimalMark(): DecimalMark {
  const { i18n } = useTranslation();
  return decimalMarkOf(i18n.resolvedLanguage ?? i18n.language ?? "en");
}
