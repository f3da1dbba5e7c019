import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useViewerSettings } from "../preferences/ViewerSettings";

/**
 * The browser tab reads "Page · Family name" (the product's name before sign-in),
 * in the reader's language; with no page, just the family's name.
 */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation();
  const familyName = useViewerSettings()?.family.familyName;
  useEffect(() => {
    const family = familyName ?? t("common.brand");
    document.title = page === null ? family : t("common.documentTitle", { page, family });
  }, [page, familyName, t]);
}
