// One sentence per inbox row ("Max asks to enter the Study"), shared by the
// inbox and the dashboard card, and used as the buttons' accessible names.
import type { TFunction } from "i18next";
import type { ApprovalRow } from "../../../convex/lib/approvals";

export function rowSummary(t: TFunction, row: ApprovalRow, day: (day: string) => string = (value) => value): string {
  const base = { member: row.requester.name, what: row.what };
  switch (row.kind) {
    case "task":
      return t("approvals.row.task", base);
    case "item": {
      const action = row.action ?? "add";
      if (action === "move") return t("approvals.row.move", { ...base, to: (row.to ?? []).filter(Boolean).join(t("approvals.row.pathSeparator")) });
      return t(`approvals.row.${action}`, base);
    }
    case "access":
      return t("approvals.row.access", base);
    case "join":
      return t("approvals.row.join", { ...base, email: row.email ?? "" });
    case "reward":
      return t("approvals.row.reward", base);
    case "swap":
      return t("approvals.row.swap", { ...base, day: day(row.day ?? ""), to: row.toName ?? "" });
  }
}

export const kindColors = { task: "purple", item: "blue", access: "orange", join: "green", reward: "teal", swap: "cyan" } as const;
