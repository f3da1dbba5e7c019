import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { useTimeAgo } from "../../i18n/relativeTime";
import { kindColors, rowSummary } from "./rowSummary";

const OLDEST_SHOWN = 3;

/** The admin's dashboard card: how many decisions wait, the oldest few, and the way to the inbox. */
export function ApprovalsSummaryCard() {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
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
          <Text color="fg.muted">{t("approvals.loading")}</Text>
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">{rows.length === 0 ? t("approvals.card.none") : t("approvals.card.waiting", { count: rows.length })}</Text>
            {rows.length > 0 && (
              <Stack as="ul" gap="2" listStyleType="none" aria-label={t("approvals.card.oldest")}>
                {rows.slice(0, OLDEST_SHOWN).map((row) => (
                  <Stack as="li" key={row.id} gap="0.5">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={kindColors[row.kind]} size="sm">
                        {t(`approvals.kinds.${row.kind}`)}
                      </Badge>
                      <Text fontSize="xs" color="fg.muted">
                        <time dateTime={new Date(row.requestedAt).toISOString()}>{timeAgo(row.requestedAt)}</time>
                      </Text>
                    </HStack>
                    <Text fontSize="sm" overflowWrap="anywhere">
                      {rowSummary(t, row)}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            )}
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <Link to="/admin/approvals">{t("approvals.card.open")}</Link>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
