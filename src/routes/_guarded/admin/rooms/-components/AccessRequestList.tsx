import { Card, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess } from "../../../../../features/feedback/notify";
import { DecisionButtons } from "./DecisionButtons";
import { useTimeAgo } from "../../../../../i18n/relativeTime";
import type { AccessRequest } from "./types";

/** Pending room access requests, oldest first: approve lets the member in, reject leaves it. */
export function AccessRequestList({ requests }: { requests: AccessRequest[] }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const approve = useMutation(api.roomAccess.approve);
  const reject = useMutation(api.roomAccess.reject);

  if (requests.length === 0) return <Text color="fg.muted">{t("rooms.requests.accessEmpty")}</Text>;

  async function decide(request: AccessRequest, approved: boolean) {
    const names = { member: request.memberName, room: request.roomName };
    try {
      if (approved) {
        await approve({ requestId: request._id });
        notifySuccess(t("rooms.requests.grantedTitle"), t("rooms.requests.grantedMessage", names));
      } else {
        await reject({ requestId: request._id });
        notifySuccess(t("rooms.requests.rejectedTitle"), t("rooms.requests.rejectedAccessMessage", names));
      }
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  }

  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t("rooms.requests.accessTitle")}>
      {requests.map((request) => {
        const summaryId = `access-request-${request._id}`;
        return (
          <Card.Root as="li" key={request._id} variant="outline" data-testid="access-request">
            <Card.Body p={{ base: "3", md: "4" }}>
              <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ base: "stretch", sm: "center" }}>
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" id={summaryId} overflowWrap="anywhere">
                    {t("rooms.requests.asks", { member: request.memberName, room: request.roomName })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={new Date(request._creationTime).toISOString()}>{timeAgo(request._creationTime)}</time>
                  </Text>
                </Stack>
                <DecisionButtons describedBy={summaryId} onApprove={() => decide(request, true)} onReject={() => decide(request, false)} />
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
