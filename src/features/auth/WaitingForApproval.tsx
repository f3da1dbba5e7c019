import { Alert, Card, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { useDocumentTitle } from "../layout/useDocumentTitle";

/**
 * What someone signed in but not (yet) in the family sees instead of any page.
 * It follows the join request live: an admin's approval swaps it for the app.
 * A member removed while their tab was open (with no request: they do not ask
 * again until they sign in again) is told so.
 */
export function WaitingForApproval() {
  const { t } = useTranslation();
  const viewer = useQuery(api.members.viewer, {});
  const request = viewer?.status === "waiting" ? viewer.joinRequest : "pending";
  const rejected = request === "rejected";
  const removed = request === "none";
  const email = viewer?.status === "waiting" ? viewer.email : null;
  const title = rejected ? t("auth.waiting.declinedTitle") : removed ? t("auth.waiting.removedTitle") : t("auth.waiting.title");
  useDocumentTitle(title);
  return (
    <Center py={{ base: "4", md: "16" }}>
      <Card.Root maxW="lg" w="full">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            {!rejected && !removed && <Spinner size="lg" color="brand.solid" aria-hidden />}
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {removed ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t("auth.waiting.removed")}</Alert.Description>
              </Alert.Root>
            ) : rejected ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>
                  {t("auth.waiting.declined")} {t("auth.waiting.declinedNext")}
                </Alert.Description>
              </Alert.Root>
            ) : (
              <Text color="fg.muted">{email ? t("auth.waiting.bodyWithEmail", { email }) : t("auth.waiting.body")}</Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
