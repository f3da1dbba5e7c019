import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";

/** The admin's live queue of people who signed up and wait to join the family. */
export function JoinRequestsCard() {
  const { t } = useTranslation();
  const requests = useQuery(api.accounts.pendingJoinRequests, {});
  const approve = useMutation(api.accounts.approveJoin);
  const reject = useMutation(api.accounts.rejectJoin);

  async function decide(requestId: Id<"joinRequests">, name: string, approved: boolean) {
    try {
      if (approved) await approve({ requestId });
      else await reject({ requestId });
      if (approved) notifySuccess(t("admin.joinRequests.approvedTitle"), t("admin.joinRequests.approvedMessage", { name }));
      else notifySuccess(t("admin.joinRequests.rejectedTitle"), t("admin.joinRequests.rejectedMessage", { name }));
    } catch (error) {
      notifyFailure(error, { title: t("admin.error"), message: t("admin.joinRequests.failed") });
    }
  }

  return (
    <Card.Root variant="outline" mb="6">
      <Card.Header>
        <HStack>
          <Card.Title as="h2">{t("admin.joinRequests.title")}</Card.Title>
          {requests && requests.length > 0 && (
            <Badge colorPalette="red" variant="solid" aria-label={t("admin.joinRequests.waiting", { count: requests.length })}>
              {requests.length}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {requests === undefined ? (
          <Text color="fg.muted">{t("admin.joinRequests.loading")}</Text>
        ) : requests.length === 0 ? (
          <Text color="fg.muted">{t("admin.joinRequests.empty")}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {requests.map((request) => (
              <HStack as="li" key={request._id} justify="space-between" wrap="wrap" gap="2">
                <Stack gap="0">
                  <Text fontWeight="medium">{request.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {request.email}
                  </Text>
                </Stack>
                <HStack>
                  <Button size="sm" colorPalette="green" onClick={() => decide(request._id, request.name, true)} aria-label={t("admin.joinRequests.approveLabel", { name: request.name })}>
                    {t("common.actions.approve")}
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => decide(request._id, request.name, false)} aria-label={t("admin.joinRequests.rejectLabel", { name: request.name })}>
                    {t("common.actions.reject")}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
