import { Alert, Box, Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useRegisterSW } from "./registerSW";

/** A tablet left open for days still hears of a new deployment: the worker checks hourly. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only; see vite.config.ts)
 * and, when a new version has installed and is waiting, offers to reload into
 * it. "Later" keeps the current version until the next visit; nothing reloads
 * by itself, so nobody loses what they were typing.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.error("The service worker could not be registered", error);
    },
  });
  return (
    <Box role="status" data-testid="update-prompt" position="fixed" bottom="4" insetEnd="4" insetStart={{ base: "4", sm: "auto" }} zIndex="toast" maxW={{ sm: "sm" }}>
      {needRefresh && (
        <Alert.Root status="info" variant="surface" boxShadow="lg" bg="bg.panel">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t("pwa.update.title")}</Alert.Title>
            <Alert.Description>{t("pwa.update.description")}</Alert.Description>
            <HStack gap="2" pt="1">
              <Button size="sm" colorPalette="green" onClick={() => void updateServiceWorker(true)}>
                {t("pwa.update.reload")}
              </Button>
              <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setNeedRefresh(false)}>
                {t("pwa.update.later")}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
