import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { ApprovalList } from "./ApprovalList";

const OLDEST_SHOWN = 3;

/**
 * The admin's dashboard card: how many decisions wait, the oldest few with
 * Approve / Reject in place (a task completion, a join, anything), and the way
 * to the whole inbox. Deciding one brings the next oldest up.
 */
export function ApprovalsSummaryCard() {
  const { t } = useTranslation();
  const inbox = useQuery(api.approvals.inbox, {});
  const rows = inbox?.rows ?? [];
  return (
    <Card.Root variant="outline" aria-labelledby="approvals-card-title" data-testid="approvals-card">
      <Card.Header>
        <HStack>
          <Card.Title as="h2" id="approvals-card-title">
            {t("approvals.title")}
          </Card.Title>
          {rows.length > 0 && (
            <Badge colorPalette="red" variant="solid">
              {rows.length}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {inbox === undefined ? (
          <Text color="fg.muted" data-loading="">
            {t("approvals.loading")}
          </Text>
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">{rows.length === 0 ? t("approvals.card.none") : t("approvals.card.waiting", { count: rows.length })}</Text>
            {rows.length > 0 && <ApprovalList rows={rows.slice(0, OLDEST_SHOWN)} label={t("approvals.card.oldest")} compact />}
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <Link to="/admin/approvals">{t("approvals.card.open")}</Link>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
