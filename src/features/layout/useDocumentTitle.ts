import { useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { useViewerSettings } from "../preferences/ViewerSettings";
import { pageShown } from "./prerendered";

/**
 * The browser tab reads "Page · Family name" (the product's name before sign-in),
 * in the reader's language; with no page, just the family's name. A page that
 * knows the family's name without a viewer (the family screen) passes it.
 * Every page calls it, so this is also where the build's copy of the first
 * page gives way to the page itself, in the same frame (prerendered.ts).
 */
export function useDocumentTitle(page: string | null, knownFamilyName?: string) {
  const { t } = useTranslation();
  useLayoutEffect(pageShown, []);
  const familyName = useViewerSettings()?.family.familyName ?? knownFamilyName;
  useEffect(() => {
    const family = familyName ?? t("common.brand");
    document.title = page === null ? family : t("common.documentTitle", { page, family });
  }, [page, familyName, t]);
}
