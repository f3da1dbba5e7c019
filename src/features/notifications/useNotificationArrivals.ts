import { useQueries, type RequestForQueries } from "convex/react";
import type { PaginationResult } from "convex/server";
import { useEffect, useMemo, useRef } from "react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { NotificationView } from "../../../convex/lib/notifications";
import { notifyInfo, notifyWarning } from "../feedback/notify";
import { arrivals } from "./arrivals";
import { showDeviceNotification, wantsDeviceNotification } from "./browserNotifications";
import { isUnwelcome } from "./notificationText";
import { useNotificationText, useOpenNotification } from "./useNotifications";

/** More than arrive between two updates of a live query. */
const NEWEST = 10;

/**
 * Tells the signed-in person of each notification that arrives while the app
 * is open, on whichever page they are: a toast, or, when the tab is in the
 * background and they allowed it, the browser's own notification instead (the
 * bell's badge is there when they come back, so no toast waits for them too).
 * Mounted once in the signed-in layout; `memberId` null watches nothing. A
 * refused load (a member removed while the page is open) is ignored here.
 */
export function useNotificationArrivals(memberId: Id<"members"> | null) {
  const queries = useMemo(() => {
    const request: RequestForQueries = {};
    if (memberId !== null) request.newest = { query: api.notifications.list, args: { paginationOpts: { numItems: NEWEST, cursor: null } } };
    return request;
  }, [memberId]);
  const result = useQueries(queries).newest as PaginationResult<NotificationView> | Error | undefined;
  const newest = result === undefined || result instanceof Error ? undefined : result.page;
  const seen = useRef<{ memberId: Id<"members">; ids: Set<string> } | null>(null);
  const text = useNotificationText();
  const open = useOpenNotification();

  useEffect(() => {
    if (memberId === null) {
      seen.current = null;
      return;
    }
    if (newest === undefined) return;
    const previous = seen.current?.memberId === memberId ? seen.current.ids : null;
    const { arrived, seen: ids } = arrivals(previous, newest);
    seen.current = { memberId, ids };
    for (const notification of arrived) {
      const title = text.title(notification);
      const body = text.sentence(notification);
      if (title === null || body === null) continue;
      if (wantsDeviceNotification() && showDeviceNotification(title, body, notification._id, () => open(notification))) continue;
      (isUnwelcome(notification.details) ? notifyWarning : notifyInfo)(title, body);
    }
  }, [memberId, newest, text, open]);
}
