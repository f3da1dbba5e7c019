import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useViewerSettings } from "../preferences/ViewerSettings";

/**
 * The browser tab reads "Page · Family name" (the product's name before sign-in),
 * in the reader's language; with no page, just the family's name. A page that
 * knows the family's name without a viewer (the family screen) passes it.
 */
export function useDocumentTitle(page: string | null, knownFamilyName?: string) {
  const { t } = useTranslation();
  const familyName = useViewerSettings()?.family.familyName ?? knownFamilyName;
  useEffect(() => {
    const family = familyName ?? t("common.brand");
    document.title = page === null ? family : t("common.documentTitle", { page, family });
  }, [page, familyName, t]);
}
