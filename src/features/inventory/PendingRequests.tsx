import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { format } from "date-fns";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { ItemRequestAction } from "../../../convex/lib/validators";
import { useFormat } from "../../i18n/format";
import { notifyFailure, notifySuccess, notifyWarning } from "../feedback/notify";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { PATH_SEPARATOR } from "./inventoryCsv";
import { DOT } from "./separators";
import { ItemPhoto } from "./ItemPhoto";
import type { PendingItemRequest } from "./types";
import { LoadingSpinner } from "../../components/LoadingSpinner";

const actionPalette = { add: "green", delete: "red", move: "blue" } as const;

type Props = {
  requests: PendingItemRequest[] | undefined;
  isAdmin: boolean;
  viewerId: Id<"members"> | undefined;
};

/** The room's pending item requests: admins approve or reject, the requester may withdraw theirs. */
export function PendingRequests({ requests, isAdmin, viewerId }: Props) {
  const { t } = useTranslation();
  if (requests === undefined) return <LoadingSpinner label={t("inventory.pending.loading")} />;
  if (requests.length === 0) return <EmptyStateBox icon={<Inbox />} title={t("inventory.empty.pending")} />;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t("inventory.pending.listLabel")} data-testid="pending-requests">
      {requests.map((request) => (
        <li key={request._id}>
          <PendingRequestCard request={request} isAdmin={isAdmin} mine={request.requestedBy === viewerId} />
        </li>
      ))}
    </Stack>
  );
}

/** What the approval said, as the spec's toast for the request's action. */
const approvedTitle: Record<ItemRequestAction, "inventory.pending.approved.add" | "inventory.pending.approved.delete" | "inventory.pending.approved.move"> = {
  add: "inventory.pending.approved.add",
  delete: "inventory.pending.approved.delete",
  move: "inventory.pending.approved.move",
};

function PendingRequestCard({ request, isAdmin, mine }: { request: PendingItemRequest; isAdmin: boolean; mine: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const approve = useMutation(api.itemRequests.approve);
  const reject = useMutation(api.itemRequests.reject);
  const withdraw = useMutation(api.itemRequests.withdraw);
  const [busy, setBusy] = useState<"approve" | "reject" | "withdraw" | null>(null);
  const name = request.name;

  async function run(kind: "approve" | "reject" | "withdraw") {
    setBusy(kind);
    try {
      if (kind === "approve") {
        const { outcome } = await approve({ requestId: request._id });
        if (outcome === "itemGone") notifyWarning(t("inventory.pending.goneTitle"), t("inventory.pending.goneMessage", { name }));
        else notifySuccess(t(approvedTitle[request.action]), t("inventory.pending.approvedMessage", { name }));
      } else if (kind === "reject") {
        await reject({ requestId: request._id });
        notifySuccess(t("inventory.pending.rejectedTitle"), t("inventory.pending.rejectedMessage", { name }));
      } else {
        await withdraw({ requestId: request._id });
        notifySuccess(t("inventory.pending.withdrawnTitle"), t("inventory.pending.withdrawnMessage", { name }));
      }
    } catch (error) {
      notifyFailure(error, { title: t("inventory.error"), message: t("inventory.pending.failed") });
      setBusy(null);
    }
  }

  const target = request.action === "move" ? [request.toRoomName ?? "", ...(request.toPath ?? [])].join(PATH_SEPARATOR) : null;
  const titleId = `request-${request._id}`;
  return (
    <Card.Root variant="outline" role="group" aria-labelledby={titleId} data-testid="pending-request">
      <Card.Body p="3">
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "center" }}>
          <HStack gap="3" flex="1" minW="0" align="start">
            <ItemPhoto url={request.imageUrl} name={name} h="14" w="14" />
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={actionPalette[request.action]}>{t(`inventory.pending.actions.${request.action}`)}</Badge>
                <Text id={titleId} fontWeight="semibold" overflowWrap="anywhere">
                  {name}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[t("inventory.grid.quantity", { quantity: request.quantity }), request.category, t(`inventory.conditions.${request.condition}`)].join(DOT)}
              </Text>
              {target !== null && (
                <Text fontSize="sm" overflowWrap="anywhere">
                  {t("inventory.pending.moveTo", { place: target })}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {t("inventory.pending.requestedBy", {
                  name: request.requestedByName,
                  date: fmt.tableDay(format(request._creationTime, "yyyy-MM-dd")),
                })}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" justify="flex-end" wrap="wrap">
            {isAdmin && (
              <>
                <Button size="sm" colorPalette="green" loading={busy === "approve"} disabled={busy !== null} onClick={() => void run("approve")}>
                  {t("common.actions.approve")}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" loading={busy === "reject"} disabled={busy !== null} onClick={() => void run("reject")}>
                  {t("common.actions.reject")}
                </Button>
              </>
            )}
            {mine && (
              <Button size="sm" variant="ghost" loading={busy === "withdraw"} disabled={busy !== null} onClick={() => void run("withdraw")}>
                {t("inventory.pending.withdraw")}
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
