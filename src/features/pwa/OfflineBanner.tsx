import { Alert, Box } from "@chakra-ui/react";
import type { ConvexReactClient } from "convex/react";
import { useTranslation } from "react-i18next";
import { useShowingLastKnownData } from "./lastKnownData";
import { useBackendReached } from "./useBackendReached";
import { useOnline } from "./useOnline";
import { usePendingChanges } from "./usePendingChanges";

/**
 * "You're offline — showing the last known data", above every page (the
 * family screen too) whenever the browser has no network, or the page (e.g.
 * served by the service worker) has not reached the backend at all. Convex
 * keeps the last query results in memory while the tab stays open; after a
 * reload without a connection there are none, and the second line says so
 * (unless the page shows data it kept itself, as the family screen does).
 * Changes made meanwhile wait in the tab: the banner says how many, and that
 * they go once the connection is back if the tab stays open.
 * The status region is always there so screen readers announce the change.
 */
export function OfflineBanner({ client }: { client: ConvexReactClient | null }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { everConnected, gaveUpWaiting } = useBackendReached(client);
  const showingLastKnown = useShowingLastKnownData();
  const hasData = everConnected || showingLastKnown;
  const offline = !online || gaveUpWaiting;
  const pending = usePendingChanges(client);
  return (
    <Box role="status" data-testid="offline-status">
      {offline && (
        <Alert.Root status="warning" variant="surface" borderRadius="0" borderInline="0" borderTop="0" px={{ base: "3", md: "6" }}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("pwa.offline.title")}</Alert.Title>
            <Alert.Description>{t(hasData ? "pwa.offline.description" : "pwa.offline.noData")}</Alert.Description>
            {pending > 0 && (
              <Alert.Description fontWeight="semibold" data-testid="pending-changes">
                {t("pwa.offline.pending", { count: pending })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
