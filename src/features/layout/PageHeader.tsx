import { Box, Heading, Text } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useViewerSettings } from "../preferences/ViewerSettings";

/** A page's title (its one h1) and subtitle; the browser tab reads "Title · Family name". */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box mb="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** Sets the browser tab's title to the page and the family's name (or the product's). */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const familyName = useViewerSettings()?.family.familyName;
  useEffect(() => {
    document.title = t("common.documentTitle", { page, family: familyName ?? t("common.brand") });
  }, [page, familyName, t]);
}
