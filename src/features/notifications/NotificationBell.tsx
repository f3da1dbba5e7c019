import { Alert, Badge, Button, IconButton, Popover, Portal } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useViewerSettings } from "../preferences/ViewerSettings";
import { DeviceNotifications } from "./DeviceNotifications";
import { NotificationList } from "./NotificationList";
import { useMarkAllRead, useUnreadCount } from "./useNotifications";

/** The server counts up to 100; beyond 99 the badge says "99+". */
const SHOWN_MAX = 99;

/**
 * The header's bell: its name and badge say how many are unread, live; it
 * opens the person's notifications, newest first. Signed-in pages only.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;
  const [open, setOpen] = useState(false);
  const capped = count > SHOWN_MAX;
  const label =
    count === 0 ? t("notifications.bell.label") : capped ? t("notifications.bell.labelCapped") : t("notifications.bell.labelUnread", { count });

  // The panel's shell stays mounted (its contents only while open): Zag starts listening for Escape and outside
  // clicks when it opens, and finds the shell then; mounted on open, a quick Escape could come before it and be lost.
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={label}
          title={t("notifications.bell.label")}
          variant="ghost"
          size="sm"
          position="relative"
          data-testid="notification-bell"
        >
          <Bell />
          {count > 0 && (
            <Badge
              aria-hidden
              colorPalette="red"
              variant="solid"
              size="xs"
              borderRadius="full"
              position="absolute"
              top="0"
              insetEnd="0"
              minW="4"
              px="1"
              justifyContent="center"
              pointerEvents="none"
              data-testid="notification-count"
            >
              {capped ? t("notifications.bell.capped") : count}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/*
            24rem on a laptop; a phone's whole width less a margin (the recipe's mobile size).
            A border keeps it apart from the page in dark mode, where its shadow hardly shows.
            Named here: the popover names itself by its title only if the title is there when it opens, and this one mounts then.
          */}
          <Popover.Content
            aria-label={t("notifications.panel.title")}
            css={{ "--popover-size": "sizes.sm" }}
            borderWidth="1px"
            maxH="min(var(--available-height), 36rem)"
            data-testid="notification-panel"
          >
            {open && <NotificationPanel unread={count} onOpened={() => setOpen(false)} />}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ unread, onOpened }: { unread: number; onOpened: () => void }) {
  const { t } = useTranslation();
  const settings = useViewerSettings();
  const markAllRead = useMarkAllRead();
  return (
    <>
      {/* Plain boxes, not <header>/<footer>: inside a dialog those would read as the page's banner and footer landmarks. */}
      {/* A long "Mark all read" (German) goes under the title on a phone rather than out of the panel. */}
      <Popover.Header asChild display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" columnGap="2" rowGap="1" pb="2">
        <div>
          <Popover.Title fontWeight="semibold" fontSize="md">
            {t("notifications.panel.title")}
          </Popover.Title>
          <Button size="xs" variant="ghost" colorPalette="green" ms="auto" onClick={() => void markAllRead()} disabled={unread === 0}>
            {t("notifications.panel.markAllRead")}
          </Button>
        </div>
      </Popover.Header>
      <Popover.Body overflowY="auto" minH="0" px="2" py="1">
        {settings?.family.notifications === false && (
          <Alert.Root status="info" size="sm" mb="2">
            <Alert.Indicator />
            <Alert.Description>{t("notifications.panel.familyOff")}</Alert.Description>
          </Alert.Root>
        )}
        <NotificationList onOpened={onOpened} />
      </Popover.Body>
      <Popover.Footer asChild borderTopWidth="1px" pt="3">
        <div>
          <DeviceNotifications />
        </div>
      </Popover.Footer>
    </>
  );
}
