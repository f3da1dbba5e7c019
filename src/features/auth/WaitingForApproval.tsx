import { Alert, Card, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";

/**
 * What someone signed in but not (yet) in the family sees instead of any page.
 * It follows the join request live: an admin's approval swaps it for the app.
 */
export function WaitingForApproval() {
  const viewer = useQuery(api.members.viewer, {});
  const rejected = viewer?.status === "waiting" && viewer.joinRequest === "rejected";
  const email = viewer?.status === "waiting" ? viewer.email : null;
  return (
    <Center py={{ base: "4", md: "16" }}>
      <Card.Root maxW="lg" w="full">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            {!rejected && <Spinner size="lg" color="brand.solid" aria-hidden />}
            <Heading as="h1" size="2xl">
              {rejected ? "Request declined" : "Waiting for approval"}
            </Heading>
            {rejected ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>
                  An administrator declined your request to join this family. Ask them to add you as a member.
                </Alert.Description>
              </Alert.Root>
            ) : (
              <Text color="fg.muted">
                You are signed in{email ? ` as ${email}` : ""}. A family administrator needs to approve your request
                before you can see the household. This page opens the app by itself once they do.
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
