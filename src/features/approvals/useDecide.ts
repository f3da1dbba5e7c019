// Approve / Reject one inbox row through approvals.decide, with the toast the
// kind's own page shows (spec section 8: Task Approved, Task Rejected, Request
// Rejected, …). A click that lost the race to another admin gets the server's
// "already decided by …" refusal, translated by its code.
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { ApprovalRow, Decision, DecisionTarget } from "../../../convex/lib/approvals";
import { useFormat } from "../../i18n/format";
import { notifyFailure, notifySuccess, notifyWarning } from "../feedback/notify";

/** The row's own kind and typed id: what the server decides. */
function targetOf(row: ApprovalRow): DecisionTarget {
  switch (row.kind) {
    case "task":
      return { kind: "task", id: row.id };
    case "item":
      return { kind: "item", id: row.id };
    case "access":
      return { kind: "access", id: row.id };
    case "join":
      return { kind: "join", id: row.id };
    case "reward":
      return { kind: "reward", id: row.id };
    case "swap":
      return { kind: "swap", id: row.id };
  }
}

const itemDoneTitles = {
  add: "rooms.itemRequests.addedTitle",
  delete: "rooms.itemRequests.deletedTitle",
  move: "rooms.itemRequests.movedTitle",
} as const;

/** Returns a function that decides a row and says so; resolves to whether it was applied. */
export function useDecide(): (row: ApprovalRow, decision: Decision) => Promise<boolean> {
  const { t } = useTranslation();
  const decide = useMutation(api.approvals.decide);
  const fmt = useFormat();

  /** `gone`: the item (or the chore's turn) changed before the decision, which closed it unapplied. */
  function toast(row: ApprovalRow, approved: boolean, gone: boolean) {
    const member = row.requester.name;
    const room = row.where ?? "";
    switch (row.kind) {
      case "task":
        if (approved) notifySuccess(t("dashboard.taskActions.approvedTitle"), t("dashboard.taskActions.approvedMessage", { title: row.what }));
        else notifySuccess(t("dashboard.taskActions.rejectedTitle"), t("dashboard.taskActions.rejectedMessage"));
        return;
      case "item": {
        const names = { name: row.what, room };
        if (gone) notifyWarning(t("rooms.itemRequests.goneTitle"), t("rooms.itemRequests.goneMessage", names));
        else if (approved) notifySuccess(t(itemDoneTitles[row.action ?? "add"]), t("rooms.itemRequests.doneMessage", names));
        else notifySuccess(t("rooms.itemRequests.rejectedTitle"), t("rooms.itemRequests.doneMessage", names));
        return;
      }
      case "access":
        if (approved) notifySuccess(t("rooms.requests.grantedTitle"), t("rooms.requests.grantedMessage", { member, room }));
        else notifySuccess(t("rooms.requests.rejectedTitle"), t("rooms.requests.rejectedAccessMessage", { member, room }));
        return;
      case "join":
        if (approved) notifySuccess(t("admin.joinRequests.approvedTitle"), t("admin.joinRequests.approvedMessage", { name: member }));
        else notifySuccess(t("admin.joinRequests.rejectedTitle"), t("admin.joinRequests.rejectedMessage", { name: member }));
        return;
      case "reward": {
        const names = { member, reward: row.what };
        if (approved) notifySuccess(t("approvals.rewardDecided.approvedTitle"), t("approvals.rewardDecided.approvedMessage", names));
        else notifySuccess(t("approvals.rewardDecided.rejectedTitle"), t("approvals.rewardDecided.rejectedMessage", names));
        return;
      }
      case "swap": {
        const names = { member, what: row.what, day: fmt.cardDay(row.day ?? ""), to: row.toName ?? "" };
        if (gone) notifyWarning(t("approvals.swapDecided.changedTitle"), t("approvals.swapDecided.changedMessage", names));
        else if (approved) notifySuccess(t("approvals.swapDecided.approvedTitle"), t("approvals.swapDecided.approvedMessage", names));
        else notifySuccess(t("approvals.swapDecided.rejectedTitle"), t("approvals.swapDecided.rejectedMessage", names));
        return;
      }
    }
  }

  return async (row, decision) => {
    try {
      const { outcome } = await decide({ target: targetOf(row), decision });
      toast(row, decision === "approve", outcome === "itemGone" || outcome === "occurrenceChanged");
      return true;
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("approvals.failed") });
      return false;
    }
  };
}
