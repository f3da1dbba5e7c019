import { Card, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../features/layout/PageHeader";

/**
 * Someone whose page flags are all off lands here (the header keeps the
 * navigation and Logout). When an admin opens a page for them, the guards
 * take them there by themselves.
 */
export function NoPagesYet() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("dashboard.noPages.title")} />
      <Card.Root variant="outline" maxW="2xl">
        <Card.Body>
          <Text>{t("dashboard.noPages.message")}</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
