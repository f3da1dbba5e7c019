import { Badge, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";

/** The admin's live queue of people who signed up and wait to join the family. */
export function JoinRequestsCard() {
  const requests = useQuery(api.accounts.pendingJoinRequests, {});
  const approve = useMutation(api.accounts.approveJoin);
  const reject = useMutation(api.accounts.rejectJoin);

  async function decide(requestId: Id<"joinRequests">, name: string, approved: boolean) {
    try {
      if (approved) await approve({ requestId });
      else await reject({ requestId });
      notifySuccess(approved ? "Request Approved" : "Request Rejected", approved ? `${name} joined the family.` : `${name} was not let in.`);
    } catch (error) {
      notifyFailure(error, { title: "Error", message: "That request could not be updated." });
    }
  }

  return (
    <Card.Root variant="outline" mb="6">
      <Card.Header>
        <HStack>
          <Card.Title as="h2">Join requests</Card.Title>
          {requests && requests.length > 0 && (
            <Badge colorPalette="red" variant="solid" aria-label={`${requests.length} waiting`}>
              {requests.length}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {requests === undefined ? (
          <Text color="fg.muted">Loading…</Text>
        ) : requests.length === 0 ? (
          <Text color="fg.muted">No one is waiting to join.</Text>
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
                  <Button size="sm" colorPalette="green" onClick={() => decide(request._id, request.name, true)} aria-label={`Approve ${request.name}`}>
                    Approve
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => decide(request._id, request.name, false)} aria-label={`Reject ${request.name}`}>
                    Reject
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
