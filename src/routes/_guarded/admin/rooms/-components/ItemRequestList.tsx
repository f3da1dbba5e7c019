import { Badge, Box, Card, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { Package } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { notifyFailure, notifySuccess, notifyWarning } from "../../../../../features/feedback/notify";
import { DecisionButtons } from "./DecisionButtons";
import { useTimeAgo } from "../../../../../i18n/relativeTime";
import type { ItemRequest } from "./types";

const actionColors = { add: "green", delete: "red", move: "blue" } as const;
const doneTitles = {
  add: "rooms.itemRequests.addedTitle",
  delete: "rooms.itemRequests.deletedTitle",
  move: "rooms.itemRequests.movedTitle",
} as const;

/** Every room's pending item requests, oldest first: approve applies the change, reject changes nothing. */
export function ItemRequestList({ requests }: { requests: ItemRequest[] }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const approve = useMutation(api.itemRequests.approve);
  const reject = useMutation(api.itemRequests.reject);

  if (requests.length === 0) return <Text color="fg.muted">{t("rooms.itemRequests.empty")}</Text>;

  async function decide(request: ItemRequest, approved: boolean) {
    const names = { name: request.name, room: request.roomName };
    try {
      if (!approved) {
        await reject({ requestId: request._id });
        notifySuccess(t("rooms.itemRequests.rejectedTitle"), t("rooms.itemRequests.doneMessage", names));
        return;
      }
      const { outcome } = await approve({ requestId: request._id });
      if (outcome === "itemGone") {
        // Not a failure: the server closed the request cleanly, there was nothing left to change.
        notifyWarning(t("rooms.itemRequests.goneTitle"), t("rooms.itemRequests.goneMessage", names));
      } else {
        notifySuccess(t(doneTitles[request.action]), t("rooms.itemRequests.doneMessage", names));
      }
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  }

  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t("rooms.itemRequests.title")}>
      {requests.map((request) => {
        const summaryId = `item-request-${request._id}`;
        const target = [request.toRoomName, ...(request.toPath ?? [])].filter(Boolean).join(t("rooms.itemRequests.pathSeparator"));
        const summary = {
          member: request.requestedByName,
          name: request.name,
          room: request.roomName,
          target,
        };
        return (
          <Card.Root as="li" key={request._id} variant="outline" data-testid="item-request">
            <Card.Body p={{ base: "3", md: "4" }}>
              <Stack direction={{ base: "column", sm: "row" }} gap="3" justify="space-between" align={{ base: "stretch", sm: "center" }}>
                <HStack gap="3" align="flex-start" minW="0">
                  <Thumbnail url={request.imageUrl} />
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={actionColors[request.action]}>{t(`rooms.itemRequests.actions.${request.action}`)}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        <time dateTime={new Date(request._creationTime).toISOString()}>{timeAgo(request._creationTime)}</time>
                      </Text>
                    </HStack>
                    <Text fontWeight="medium" id={summaryId} overflowWrap="anywhere">
                      {t(`rooms.itemRequests.summary.${request.action}`, summary)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {t("rooms.itemRequests.details", { quantity: request.quantity, category: request.category })}
                    </Text>
                  </Stack>
                </HStack>
                <DecisionButtons describedBy={summaryId} onApprove={() => decide(request, true)} onReject={() => decide(request, false)} />
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/** The item's photo, or a package icon when there is none or it cannot be loaded. */
function Thumbnail({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { w: "12", h: "12", borderRadius: "l2", flexShrink: 0 } as const;
  if (!url || failed === url) {
    return (
      <Box {...box} bg="bg.muted" color="fg.muted" display="flex" alignItems="center" justifyContent="center">
        <Package aria-hidden size={20} />
      </Box>
    );
  }
  return <Image {...box} src={url} alt="" objectFit="cover" onError={() => setFailed(url)} />;
}
