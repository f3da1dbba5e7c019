import { Alert, Card, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { useDocumentTitle } from "../layout/useDocumentTitle";

/**
 * What someone signed in but not (yet) in the family sees instead of any page.
 * It follows the join request live: an admin's approval swaps it for the app.
 */
export function WaitingForApproval() {
  const { t } = useTranslation();
  const viewer = useQuery(api.members.viewer, {});
  const rejected = viewer?.status === "waiting" && viewer.joinRequest === "rejected";
  const email = viewer?.status === "waiting" ? viewer.email : null;
  useDocumentTitle(rejected ? t("auth.waiting.declinedTitle") : t("auth.waiting.title"));
  return (
    <Center py={{ base: "4", md: "16" }}>
      <Card.Root maxW="lg" w="full">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            {!rejected && <Spinner size="lg" color="brand.solid" aria-hidden />}
            <Heading as="h1" size="2xl">
              {rejected ? t("auth.waiting.declinedTitle") : t("auth.waiting.title")}
            </Heading>
            {rejected ? (
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
