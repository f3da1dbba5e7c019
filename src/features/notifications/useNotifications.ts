// What the bell, its list and the live toasts share: the count, the words,
// and what opening or reading notifications does.
import { useNavigate } from "@tanstack/react-router";
import { optimisticallyUpdateValueInPaginatedQuery, useMutation, useQueries, type RequestForQueries } from "convex/react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { NotificationView } from "../../../convex/lib/notifications";
import { useFormat } from "../../i18n/format";
import { useDateStyle } from "../dates/dateStyle";
import { notifyFailure } from "../feedback/notify";
import { notificationSentence, notificationTitle, type NotificationFormat } from "./notificationText";
import { notificationTarget } from "./notificationTarget";

/** The bell's page size, and "Load more"'s. */
export const PAGE_SIZE = 10;

/** Unread, up to 100 (the server's cap); undefined while loading or if refused (a member removed while the page is open). */
export function useUnreadCount(): number | undefined {
  const queries = useMemo<RequestForQueries>(() => ({ count: { query: api.notifications.unreadCount, args: {} } }), []);
  const result: unknown = useQueries(queries).count;
  return typeof result === "number" ? result : undefined;
}

/** A notification's title and sentence in the reader's language. */
export function useNotificationText() {
  const { t, i18n } = useTranslation();
  const { money } = useFormat();
  // Days (and an event's time) in the app's one date style: "Friday 8 January, 19:30".
  const { day } = useDateStyle();
  return useMemo(() => {
    const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
    const format: NotificationFormat = { money, day, list: (parts) => list.format(parts) };
    return {
      title: (notification: NotificationView) => notificationTitle(t, notification.details),
      sentence: (notification: NotificationView) =>
        notificationSentence(t, format, notification.actorName || t("notifications.someone"), notification.details, notification.aboutReader),
    };
  }, [t, i18n.language, money, day]);
}

/** Marks one read (the badge and the list change at once) and goes where it is about. */
export function useOpenNotification() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useMutation(api.notifications.markRead);
  // Memoised: the live-toast hook depends on this callback, and a new one each render would rerun it.
  const markRead = useMemo(
    () =>
      mutation.withOptimisticUpdate((store, { notificationId }) => {
        const count = store.getQuery(api.notifications.unreadCount, {});
        if (count !== undefined) store.setQuery(api.notifications.unreadCount, {}, Math.max(0, count - 1));
        optimisticallyUpdateValueInPaginatedQuery(store, api.notifications.list, {}, (row) =>
          row._id === notificationId ? { ...row, read: true } : row,
        );
      }),
    [mutation],
  );
  return useCallback(
    (notification: NotificationView) => {
      if (!notification.read) {
        markRead({ notificationId: notification._id }).catch((error: unknown) =>
          notifyFailure(error, { title: t("common.error"), message: t("notifications.panel.openFailed") }),
        );
      }
      const target = notificationTarget(notification.details);
      if (target !== null) void navigate(target);
    },
    [markRead, navigate, t],
  );
}

/** "Mark all read": the badge clears at once; the server finishes a long backlog in batches. */
export function useMarkAllRead() {
  const { t } = useTranslation();
  const mutation = useMutation(api.notifications.markAllRead);
  const markAllRead = useMemo(
    () =>
      mutation.withOptimisticUpdate((store) => {
        store.setQuery(api.notifications.unreadCount, {}, 0);
        optimisticallyUpdateValueInPaginatedQuery(store, api.notifications.list, {}, (row) => (row.read ? row : { ...row, read: true }));
      }),
    [mutation],
  );
  return useCallback(
    () =>
      markAllRead({}).catch((error: unknown) =>
        notifyFailure(error, { title: t("common.error"), message: t("notifications.panel.markAllReadFailed") }),
      ),
    [markAllRead, t],
  );
}
