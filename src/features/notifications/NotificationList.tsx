import { Box, Button, Skeleton, Stack, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import { usePaginatedQuery } from "convex/react";
import { BellOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { NotificationView } from "../../../convex/lib/notifications";
import { useTimeAgo } from "../../i18n/relativeTime";
import { FallbackBoundary } from "../feedback/FallbackBoundary";
import { EmptyStateBox } from "../layout/EmptyStateBox";
import { PAGE_SIZE, useNotificationText, useOpenNotification } from "./useNotifications";

/**
 * The person's notifications, newest first, a page at a time; new ones appear at the top (the query is live).
 * A refused or failed load says so inside the panel instead of breaking the page it was opened on.
 */
export function NotificationList({ onOpened }: { onOpened: () => void }) {
  return (
    <FallbackBoundary fallback={<FailedMessage />}>
      <Notifications onOpened={onOpened} />
    </FallbackBoundary>
  );
}

function Notifications({ onOpened }: { onOpened: () => void }) {
  const { t } = useTranslation();
  const { results, status, loadMore } = usePaginatedQuery(api.notifications.list, {}, { initialNumItems: PAGE_SIZE });
  const open = useOpenNotification();
  const text = useNotificationText();
  const timeAgo = useTimeAgo();

  if (status === "LoadingFirstPage") {
    return (
      <Stack gap="2" py="2" aria-busy aria-label={t("notifications.panel.loading")}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </Stack>
    );
  }

  if (results.length === 0) {
    return (
      <Box py="2">
        <EmptyStateBox icon={<BellOff />} title={t("notifications.panel.empty.title")} description={t("notifications.panel.empty.description")} />
      </Box>
    );
  }

  return (
    <Stack gap="2" pb="2">
      <Stack as="ul" gap="0" listStyleType="none" aria-label={t("notifications.panel.listLabel")}>
        {results.map((notification) => (
          <NotificationRow
            key={notification._id}
            notification={notification}
            sentence={text.sentence(notification)}
            when={timeAgo(notification._creationTime)}
            onOpen={() => {
              open(notification);
              onOpened();
            }}
          />
        ))}
      </Stack>
      {status !== "Exhausted" && (
        <Button
          alignSelf="center"
          size="sm"
          variant="outline"
          onClick={() => loadMore(PAGE_SIZE)}
          loading={status === "LoadingMore"}
          loadingText={t("notifications.panel.loadingMore")}
        >
          {t("notifications.panel.loadMore")}
        </Button>
      )}
    </Stack>
  );
}

type RowProps = { notification: NotificationView; sentence: string | null; when: string; onOpen: () => void };

function NotificationRow({ notification, sentence, when, onOpen }: RowProps) {
  const { t, i18n } = useTranslation();
  // A kind that notifies nobody is never delivered; an old row of one is not worth a blank line.
  if (sentence === null) return null;
  const at = new Date(notification._creationTime);
  const unread = !notification.read;
  return (
    <Box as="li" borderTopWidth="1px" _first={{ borderTopWidth: "0" }} py="1" data-testid="notification" data-unread={unread || undefined}>
      <chakra.button
        type="button"
        onClick={onOpen}
        display="flex"
        alignItems="start"
        gap="3"
        w="full"
        px="2"
        py="2"
        rounded="md"
        textAlign="start"
        cursor="pointer"
        _hover={{ bg: "bg.muted" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
      >
        <Box aria-hidden boxSize="2.5" mt="1.5" flexShrink={0} rounded="full" bg={unread ? "brand.solid" : "transparent"} />
        <Stack as="span" gap="0.5" minW="0" flex="1">
          <Text as="span" fontWeight={unread ? "semibold" : "normal"} overflowWrap="anywhere">
            {unread && <VisuallyHidden>{`${t("notifications.panel.unread")}: `}</VisuallyHidden>}
            {sentence}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            <time dateTime={at.toISOString()} title={at.toLocaleString(i18n.language)}>
              {when}
            </time>
          </Text>
        </Stack>
      </chakra.button>
    </Box>
  );
}

function FailedMessage() {
  const { t } = useTranslation();
  return (
    <Text py="3" px="2" color="fg.muted" role="alert">
      {t("notifications.panel.loadFailed")}
    </Text>
  );
}
