import { Card, HStack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PendingApprovalsBadge } from "./PendingApprovalsBadge";

/** The Admin panel's tile for the approval inbox, with the live count. */
export function ApprovalsTile() {
  const { t } = useTranslation();
  return (
    <Card.Root asChild variant="outline" _hover={{ borderColor: "brand.solid" }}>
      <Link to="/admin/approvals">
        <Card.Body>
          <HStack gap="3" color="brand.fg" mb="2">
            <Inbox aria-hidden />
            <Card.Title as="h2">
              {t("approvals.title")}
              <PendingApprovalsBadge />
            </Card.Title>
          </HStack>
          <Text color="fg.muted">{t("approvals.tile.description")}</Text>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
