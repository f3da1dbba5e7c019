// Where opening a notification takes the reader: the page its subject lives on.
import type { NotificationDetails } from "../../../convex/lib/notifications";

export type NotificationTarget =
  | { to: "/admin/approvals" | "/dashboard" | "/home-plan" | "/finance" | "/chores" }
  | { to: "/dashboard"; search: { task: string } }
  | { to: "/calendar"; search: { view: "day"; date: string } }
  | { to: "/home-plan/$roomId"; params: { roomId: string } };

/** Null for a kind that notifies nobody. */
export function notificationTarget(details: NotificationDetails): NotificationTarget | null {
  switch (details.kind) {
    // Every new request waits in the admin's one inbox.
    case "taskCompleted":
      return details.needsApproval ? { to: "/admin/approvals" } : null;
    case "itemAddRequested":
    case "itemDeleteRequested":
    case "itemMoveRequested":
    case "roomAccessRequested":
    case "joinRequested":
    case "rewardRequested":
    case "choreSwapRequested":
      return { to: "/admin/approvals" };
    // A task opens on the dashboard, in the reader's task list; a newcomer starts there.
    case "taskAssigned":
    case "taskApproved":
    case "taskRejected":
    case "taskDue":
      return { to: "/dashboard", search: { task: details.taskId } };
    case "joinApproved":
      return { to: "/dashboard" };
    // Points and rewards are shown with the chores.
    case "rewardApproved":
    case "rewardRejected":
    case "choreSwapApproved":
    case "choreSwapRejected":
    case "choreHandoverUndone":
      return { to: "/chores" };
    // The rooms list shows which rooms the reader may now enter.
    case "roomAccessApproved":
    case "roomAccessRejected":
    case "roomAccessGranted":
    case "roomAccessRevoked":
      return { to: "/home-plan" };
    // The room the request was about.
    case "itemRequestApproved":
    case "itemRequestRejected":
      return { to: "/home-plan/$roomId", params: { roomId: details.roomId } };
    case "billDueTomorrow":
      return { to: "/finance" };
    // The day the event (or the occurrence changed or cancelled) is now on.
    case "eventAdded":
    case "eventChanged":
    case "eventDeleted":
    case "eventReminder":
    case "importedEventChanged":
      return { to: "/calendar", search: { view: "day", date: details.date } };
    default:
      return null;
  }
}
