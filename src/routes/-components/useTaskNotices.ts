import { useQueries, type RequestForQueries } from "convex/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { TaskView } from "../../../convex/model/tasks";
import { notifyInfo, notifyWarning } from "../../features/feedback/notify";
import { taskNotices, type TaskNotice, type TaskSnapshot } from "./taskNotices";

/**
 * Live toasts for the signed-in member's tasks, on whichever page they are:
 * a new task for them, or an admin's approval or rejection. Mounted once in
 * the signed-in layout; `memberId` null (no dashboard for them) watches nothing.
 * A refused or failed load is ignored here: it never breaks the page.
 */
export function useTaskNotices(memberId: Id<"members"> | null) {
  const { t } = useTranslation();
  const queries = useMemo(() => {
    const request: RequestForQueries = {};
    if (memberId !== null) request.tasks = { query: api.tasks.forMember, args: { memberId } };
    return request;
  }, [memberId]);
  const result = useQueries(queries).tasks as TaskView[] | Error | undefined;
  const tasks = Array.isArray(result) ? result : undefined;
  const seen = useRef<{ memberId: Id<"members">; tasks: TaskSnapshot[] } | null>(null);

  useEffect(() => {
    if (memberId === null) {
      seen.current = null;
      return;
    }
    if (tasks === undefined) return;
    const previous = seen.current?.memberId === memberId ? seen.current.tasks : null;
    seen.current = { memberId, tasks };
    for (const notice of taskNotices(previous, tasks, memberId)) show(notice);

    function show(notice: TaskNotice) {
      const texts = {
        assigned: [t("dashboard.notices.assignedTitle"), t("dashboard.notices.assignedMessage", { title: notice.title })],
        approved: [t("dashboard.taskActions.approvedTitle"), t("dashboard.taskActions.approvedMessage", { title: notice.title })],
        rejected: [t("dashboard.taskActions.rejectedTitle"), t("dashboard.notices.rejectedMessage", { title: notice.title })],
      }[notice.kind];
      (notice.kind === "rejected" ? notifyWarning : notifyInfo)(texts[0], texts[1]);
    }
  }, [memberId, tasks, t]);
}
