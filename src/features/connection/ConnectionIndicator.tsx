import { Box, HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { dateLocaleTag } from "../../i18n/languages";
import { useConnectionStatus, type ConnectionStatus } from "./useConnectionStatus";

const dotColor: Record<ConnectionStatus, string> = {
  connected: "green.solid",
  reconnecting: "orange.solid",
  offline: "red.solid",
};

/**
 * The connection state as a dot and words, announced politely (role="status")
 * when it changes. `compact` (the app header): while live only a small green
 * dot whose words are for screen readers; when not live, the words show
 * (from tablet width up; on a phone the coloured dot, words for screen readers).
 * The full form (the family screen) always shows them. `knownSince`: when
 * data the page kept from an earlier visit was current.
 */
export function ConnectionIndicator({ compact = false, knownSince = null }: { compact?: boolean; knownSince?: number | null }) {
  const { t, i18n } = useTranslation();
  const connection = useConnectionStatus();
  const { status } = connection;
  // Before this page's first connection, data kept from an earlier visit (the family screen's) is as old as that.
  const lastConnectedAt = connection.lastConnectedAt ?? knownSince;
  const label = t(`connection.status.${status}`);
  const lastUpdated =
    status !== "connected" && lastConnectedAt !== null
      ? t("connection.lastUpdated", {
          // The language's short time (09:40 in British English), by the platform: no date library on the first load.
          time: new Intl.DateTimeFormat(dateLocaleTag(i18n.language), { timeStyle: "short" }).format(lastConnectedAt),
        })
      : null;
  // The header stays quiet while live, and while the page first connects (no flash of "Reconnecting…" on every load).
  const quiet = compact && (status === "connected" || (status === "reconnecting" && lastConnectedAt === null));
  return (
    <HStack
      role="status"
      data-testid="connection-indicator"
      data-status={status}
      gap="2"
      minW="0"
      fontSize={compact ? "xs" : "sm"}
      color="fg.muted"
      title={lastUpdated ? `${label} · ${lastUpdated}` : label}
    >
      <Box
        aria-hidden
        flexShrink={0}
        boxSize={compact ? "2" : "2.5"}
        rounded="full"
        bg={dotColor[status]}
        animation={status === "reconnecting" ? "pulse 1.5s ease-in-out infinite" : undefined}
        css={{ "@media (prefers-reduced-motion: reduce)": { animation: "none" } }}
      />
      {quiet ? (
        <VisuallyHidden data-sr-only>{label}</VisuallyHidden>
      ) : (
        // In the header on a phone there is no room for the word: the coloured dot, words for screen readers.
        <Text as="span" fontWeight="medium" color={status === "connected" ? "fg" : undefined} whiteSpace="nowrap" srOnly={compact ? { base: true, md: false } : undefined}>
          {label}
        </Text>
      )}
      {lastUpdated !== null &&
        (compact ? (
          <VisuallyHidden data-sr-only>{lastUpdated}</VisuallyHidden>
        ) : (
          <Text as="span" whiteSpace="nowrap" truncate>
            {lastUpdated}
          </Text>
        ))}
    </HStack>
  );
}
