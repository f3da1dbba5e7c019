// A notification in the reader's language, addressed to the reader: a new
// request reads as the activity log does ("Sam asked to enter Kitchen"); a
// decision, an assignment or a reminder speaks to them ("Alex let you into
// Kitchen", "“Empty the dishwasher” is due today"). The names are the ones
// stored with it, so it still reads right after a rename or a deletion.
import type { TFunction } from "i18next";
import type { NotificationDetails } from "../../../convex/lib/notifications";
import { activitySentence, eventWhen, placeOf } from "../activity/activitySentence";

export type NotificationFormat = {
  money: (pence: number) => string;
  list: (parts: string[]) => string;
  /** A calendar day ("yyyy-MM-dd") as the cards show it. */
  day: (day: string) => string;
};

/**
 * The sentence for one notification; null for a kind that notifies nobody
 * (only the activity log has those). Every kind `topicOf` maps to a topic has
 * a case here (notificationText.test.ts walks them).
 */
export function notificationSentence(
  t: TFunction,
  format: NotificationFormat,
  actor: string,
  details: NotificationDetails,
  aboutReader = false,
): string | null {
  switch (details.kind) {
    case "choreSwapApproved":
      // The one who asked reads "your swap"; the one who takes the turn reads whose it was.
      if (aboutReader) return t("notifications.sentences.choreSwapApproved", { actor, task: details.taskTitle, when: format.day(details.date), to: details.toName });
      return activitySentence(t, format, actor, details);
    // New requests, for the admins: the activity log's third person.
    case "taskCompleted":
      return details.needsApproval ? activitySentence(t, format, actor, details) : null;
    case "itemAddRequested":
    case "itemDeleteRequested":
    case "itemMoveRequested":
    case "roomAccessRequested":
    case "joinRequested":
    case "rewardRequested":
    case "choreSwapRequested":
    case "choreHandoverUndone":
      return activitySentence(t, format, actor, details);
    // Decisions and assignments, for the member they are about.
    case "taskAssigned":
    case "taskApproved":
    case "taskRejected":
      return t(`notifications.sentences.${details.kind}`, { actor, task: details.taskTitle });
    case "itemRequestApproved":
      return t(`notifications.sentences.itemRequestApproved.${details.action}`, { actor, item: details.itemName, room: placeOf(t, details) });
    case "itemRequestRejected":
      return details.itemGone
        ? t("notifications.sentences.itemRequestGone", { actor, item: details.itemName })
        : t(`notifications.sentences.itemRequestRejected.${details.action}`, { actor, item: details.itemName, room: placeOf(t, details) });
    case "roomAccessApproved":
    case "roomAccessRejected":
    case "roomAccessGranted":
    case "roomAccessRevoked":
      return t(`notifications.sentences.${details.kind}`, { actor, room: details.roomName });
    case "joinApproved":
      return t("notifications.sentences.joinApproved", { actor });
    case "rewardApproved":
    case "rewardRejected":
      return t(`notifications.sentences.${details.kind}`, { actor, reward: details.rewardName });
    case "choreSwapRejected":
      return details.occurrenceChanged
        ? t("notifications.sentences.choreSwapClosed", { task: details.taskTitle, when: format.day(details.date) })
        : t("notifications.sentences.choreSwapRejected", { actor, task: details.taskTitle, when: format.day(details.date) });
    // The family calendar, for the people in the event: a new one is theirs; a change reads as the log does.
    case "eventAdded":
      return t("notifications.sentences.eventAdded", { actor, event: details.eventTitle, when: eventWhen(t, format, details) });
    case "eventChanged":
    case "eventDeleted":
    case "importedEventChanged":
      return activitySentence(t, format, actor, details);
    // The daily reminders: nobody acted.
    case "taskDue":
      return details.overdue
        ? t("notifications.sentences.taskOverdue", { task: details.taskTitle, date: format.day(details.dueDate) })
        : t("notifications.sentences.taskDueToday", { task: details.taskTitle });
    case "billDueTomorrow":
      return t("notifications.sentences.billDueTomorrow", { description: details.description, amount: format.money(details.amountPence) });
    case "eventReminder":
      return t("notifications.sentences.eventReminder", { event: details.eventTitle, when: eventWhen(t, format, details) });
    default:
      return null;
  }
}

/** The short title of a toast or a browser notification; null as for the sentence. */
export function notificationTitle(t: TFunction, details: NotificationDetails): string | null {
  switch (details.kind) {
    case "taskCompleted":
      return details.needsApproval ? t("notifications.titles.taskCompleted") : null;
    case "taskDue":
      return details.overdue ? t("notifications.titles.taskOverdue") : t("notifications.titles.taskDue");
    case "itemAddRequested":
    case "itemDeleteRequested":
    case "itemMoveRequested":
    case "roomAccessRequested":
    case "joinRequested":
    case "taskAssigned":
    case "taskApproved":
    case "taskRejected":
    case "itemRequestApproved":
    case "itemRequestRejected":
    case "roomAccessApproved":
    case "roomAccessRejected":
    case "roomAccessGranted":
    case "roomAccessRevoked":
    case "joinApproved":
    case "rewardRequested":
    case "rewardApproved":
    case "rewardRejected":
    case "choreSwapRequested":
    case "choreSwapApproved":
    case "choreSwapRejected":
    case "choreHandoverUndone":
    case "billDueTomorrow":
    case "eventAdded":
    case "eventChanged":
    case "eventDeleted":
    case "eventReminder":
      return t(`notifications.titles.${details.kind}`);
    case "importedEventChanged":
      return t(details.cancelled ? "notifications.titles.importedEventCancelled" : "notifications.titles.importedEventChanged");
    default:
      return null;
  }
}

/** Something that did not go the person's way, or is late: a warning toast rather than an info one. */
export function isUnwelcome(details: NotificationDetails): boolean {
  switch (details.kind) {
    case "taskRejected":
    case "itemRequestRejected":
    case "roomAccessRejected":
    case "roomAccessRevoked":
    case "rewardRejected":
    case "choreSwapRejected":
    case "choreHandoverUndone":
      return true;
    case "taskDue":
      return details.overdue;
    default:
      return false;
  }
}
