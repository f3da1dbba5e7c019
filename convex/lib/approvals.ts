// The approval inbox's shapes, shared by the server (model/approvals.ts) and the inbox screens:
// the kinds of decision, and a row as a typed union (each kind with its own id).
import type { Id } from "../_generated/dataModel";

export const APPROVAL_KINDS = ["task", "item", "access", "join", "reward", "swap"] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export type Decision = "approve" | "reject";
export type DecisionTarget =
  | { kind: "task"; id: Id<"tasks"> }
  | { kind: "item"; id: Id<"itemRequests"> }
  | { kind: "access"; id: Id<"roomAccessRequests"> }
  | { kind: "join"; id: Id<"joinRequests"> }
  | { kind: "reward"; id: Id<"rewardRedemptions"> }
  | { kind: "swap"; id: Id<"choreSwapRequests"> };

type RowDetails = {
  requester: { _id?: Id<"members">; name: string };
  /** task title / item name / room name / joiner's name / reward name */
  what: string;
  /** item requests: add, delete or move */
  action?: "add" | "delete" | "move";
  /** join requests: the email they signed up with */
  email?: string;
  /** the room (task room, item's room, the room asked for) */
  where?: string;
  /** item requests: the containers within that room, from its top level down */
  whereInside?: string[];
  /** move requests: target room and containers down to the target */
  to?: string[];
  /** reward requests: the points it costs and the pocket money it pays, as promised when asked */
  cost?: number;
  moneyPence?: number;
  /** tasks: a chore's points, paid when it is approved */
  points?: number;
  /** tasks: the photo a chore asked for as proof */
  photoUrl?: string;
  /** swap requests: the chore's day, who would take it, and the asker's note */
  day?: string;
  toName?: string;
  note?: string;
  requestedAt: number;
};

/** A row of the inbox: what to decide (its kind and typed id) and what to show of it. */
export type ApprovalRow = RowDetails & DecisionTarget;

export type Inbox = {
  rows: ApprovalRow[];
  more: Partial<Record<ApprovalKind, true>>;
};
