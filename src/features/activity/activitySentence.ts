// One activity entry as a sentence in the reader's language. The names are
// the ones stored with the entry (as they were then), so it still reads right
// after the room, item or member was renamed or deleted.
import type { TFunction } from "i18next";
import type { ActivityDetails } from "../../../convex/lib/activityLog";

type Format = {
  money: (pence: number) => string;
  list: (parts: string[]) => string;
  /** A calendar day ("yyyy-MM-dd") as the cards show it. */
  day: (day: string) => string;
};

/**
 * When a calendar event is: its day the reader's way, and its start ("17:00") when it has one.
 * A move names both, as the entry cannot tell whether the day or the time changed.
 */
export function eventWhen(t: TFunction, format: Pick<Format, "day">, event: { date: string; startTime?: string }): string {
  const day = format.day(event.date);
  return event.startTime === undefined ? day : t("activity.dayAndTime", { day, time: event.startTime });
}

/** Where an item request is: "Wardrobe (Master Bedroom)" inside a container, else the room. */
export function placeOf(t: TFunction, event: { roomName: string; containerName?: string }): string {
  return event.containerName === undefined ? event.roomName : t("activity.place", { container: event.containerName, room: event.roomName });
}

export function activitySentence(t: TFunction, format: Format, actor: string, event: ActivityDetails): string {
  switch (event.kind) {
    case "taskAssigned":
      return t("activity.events.taskAssigned", { actor, task: event.taskTitle, member: event.memberName });
    case "taskCompleted":
      return event.needsApproval
        ? t("activity.events.taskCompletedForApproval", { actor, task: event.taskTitle })
        : t("activity.events.taskCompleted", { actor, task: event.taskTitle });
    case "taskApproved":
    case "taskRejected":
      return t(`activity.events.${event.kind}`, { actor, task: event.taskTitle, member: event.memberName });
    case "itemAdded":
    case "itemDeleted":
      return t(`activity.events.${event.kind}`, { actor, item: event.itemName, room: event.roomName });
    case "itemEdited":
      return event.previousName === undefined
        ? t("activity.events.itemEdited", { actor, item: event.itemName, room: event.roomName })
        : t("activity.events.itemRenamed", { actor, item: event.itemName, previous: event.previousName, room: event.roomName });
    case "itemsMoved":
    case "itemMoveRequested":
      return t(`activity.events.${event.kind}`, { actor, item: event.itemName, room: event.toRoomName, count: event.itemCount });
    case "itemAddRequested":
    case "itemDeleteRequested":
      return t(`activity.events.${event.kind}`, { actor, item: event.itemName, room: placeOf(t, event) });
    case "itemRequestApproved":
      return t(`activity.events.itemRequestApproved.${event.action}`, {
        actor,
        member: event.memberName,
        item: event.itemName,
        room: placeOf(t, event),
      });
    case "itemRequestRejected":
      return event.itemGone
        ? t("activity.events.itemRequestGone", { actor, member: event.memberName, item: event.itemName })
        : t(`activity.events.itemRequestRejected.${event.action}`, {
            actor,
            member: event.memberName,
            item: event.itemName,
            room: placeOf(t, event),
          });
    case "roomAccessRequested":
    case "roomAdded":
    case "roomDeleted":
      return t(`activity.events.${event.kind}`, { actor, room: event.roomName });
    case "roomAccessApproved":
    case "roomAccessRejected":
    case "roomAccessGranted":
    case "roomAccessRevoked":
      return t(`activity.events.${event.kind}`, { actor, member: event.memberName, room: event.roomName });
    case "roomRenamed":
      return t("activity.events.roomRenamed", { actor, room: event.roomName, previous: event.previousName });
    case "joinRequested":
      return t("activity.events.joinRequested", { actor });
    case "joinApproved":
    case "joinRejected":
    case "memberDeleted":
    case "memberPinSet":
    case "memberPinCleared":
      return t(`activity.events.${event.kind}`, { actor, member: event.memberName });
    case "memberAdded":
    case "memberRoleChanged":
      return t(`activity.events.${event.kind}.${event.role}`, { actor, member: event.memberName });
    case "memberEdited":
      return event.previousName === undefined
        ? t("activity.events.memberEdited", { actor, member: event.memberName })
        : t("activity.events.memberRenamed", { actor, member: event.memberName, previous: event.previousName });
    case "pageAccessChanged":
      return t(`activity.events.pageAccessChanged.${event.enabled ? "on" : "off"}`, {
        actor,
        member: event.memberName,
        page: t(`common.pages.${event.page}`),
      });
    case "familySettingsChanged":
      return t("activity.events.familySettingsChanged", {
        actor,
        fields: format.list(event.fields.map((field) => t(`activity.settingsFields.${field}`))),
      });
    case "financeCategoryAdded":
      return t("activity.events.financeCategoryAdded", { actor, category: event.categoryName });
    case "financeCategoryEdited":
      return event.previousName === undefined
        ? t("activity.events.financeCategoryEdited", { actor, category: event.categoryName })
        : t("activity.events.financeCategoryRenamed", { actor, category: event.categoryName, previous: event.previousName });
    case "financeCategoryDeleted":
      return event.archived
        ? t("activity.events.financeCategoryArchived", { actor, category: event.categoryName })
        : t("activity.events.financeCategoryDeleted", { actor, category: event.categoryName });
    case "itemTypeAdded":
      return t("activity.events.itemTypeAdded", { actor, itemType: event.itemTypeName });
    case "itemTypeRenamed":
      return t("activity.events.itemTypeRenamed", { actor, itemType: event.itemTypeName, previous: event.previousName });
    case "itemTypeDeleted":
      return event.archived
        ? t("activity.events.itemTypeArchived", { actor, itemType: event.itemTypeName })
        : t("activity.events.itemTypeDeleted", { actor, itemType: event.itemTypeName });
    case "financeStarterListAdded":
      return t(`activity.events.financeStarterListAdded.${event.list}`, { actor, count: event.count });
    case "billAdded":
    case "billDeleted":
      return t(`activity.events.${event.kind}`, { actor, description: event.description, amount: format.money(event.amountPence) });
    case "transactionDeleted":
      return t("activity.events.transactionDeleted", {
        actor,
        member: event.memberName,
        description: event.description,
        amount: format.money(event.amountPence),
      });
    case "clothingItemDeleted":
      return t("activity.events.clothingItemDeleted", { actor, member: event.memberName, item: event.itemName });
    case "postDeleted":
    case "commentDeleted":
      return t(`activity.events.${event.kind}`, { actor, member: event.memberName, excerpt: event.excerpt });
    case "eventAdded":
      return t("activity.events.eventAdded", { actor, event: event.eventTitle, when: eventWhen(t, format, event) });
    case "eventChanged":
      return event.change === "moved"
        ? t("activity.events.eventChanged.moved", { actor, event: event.eventTitle, when: eventWhen(t, format, event) })
        : t("activity.events.eventChanged.edited", { actor, event: event.eventTitle });
    case "eventDeleted":
      return event.scope === "all"
        ? t("activity.events.eventDeleted.all", { actor, event: event.eventTitle })
        : t(`activity.events.eventDeleted.${event.scope}`, { actor, event: event.eventTitle, when: format.day(event.date) });
    case "importedEventChanged":
      return t(event.cancelled ? "activity.events.importedEventCancelled" : "activity.events.importedEventChanged", {
        actor,
        event: event.eventTitle,
        when: eventWhen(t, format, event),
      });
    case "rewardRequested":
      return t("activity.events.rewardRequested", { actor, reward: event.rewardName });
    case "rewardApproved":
      return event.moneyPence === undefined
        ? t("activity.events.rewardApproved", { actor, reward: event.rewardName, member: event.memberName })
        : t("activity.events.rewardApprovedWithMoney", { actor, reward: event.rewardName, member: event.memberName, amount: format.money(event.moneyPence) });
    case "rewardRejected":
      return t("activity.events.rewardRejected", { actor, reward: event.rewardName, member: event.memberName });
    case "choreAdded":
    case "choreChanged":
    case "choreDeleted":
    case "chorePaused":
    case "choreResumed":
      return t(`activity.events.${event.kind}`, { actor, chore: event.choreTitle });
    case "choreSkipped":
      return event.reason
        ? t("activity.events.choreSkipped.withReason", { actor, chore: event.choreTitle, when: format.day(event.date), reason: event.reason })
        : t("activity.events.choreSkipped.plain", { actor, chore: event.choreTitle, when: format.day(event.date) });
    case "choreSwapRequested":
      return t("activity.events.choreSwapRequested", { actor, task: event.taskTitle, when: format.day(event.date), to: event.toName });
    case "choreSwapApproved":
      return t("activity.events.choreSwapApproved", { actor, member: event.memberName, task: event.taskTitle, when: format.day(event.date), to: event.toName });
    case "choreSwapRejected":
      return event.occurrenceChanged
        ? t("activity.events.choreSwapClosed", { actor, member: event.memberName, task: event.taskTitle, when: format.day(event.date) })
        : t("activity.events.choreSwapRejected", { actor, member: event.memberName, task: event.taskTitle, when: format.day(event.date), to: event.toName });
    case "choreHandoverUndone":
      return t("activity.events.choreHandoverUndone", { task: event.taskTitle, when: format.day(event.date), from: event.fromName, to: event.toName });
    case "awaySet":
      return t("activity.events.awaySet", { actor, from: format.day(event.from), to: format.day(event.to) });
    case "awayEnded":
      return t("activity.events.awayEnded", { actor });
    case "familyScreenStarted":
    case "familyScreenStopped":
      return t(`activity.events.${event.kind}`, { actor, screen: event.screenName });
  }
}
