// The monthly bills board's pure rules on the client: a bill's status as the server computes it
// (outgoings.board), the board as it will be once a paid toggle is saved (the optimistic
// update), and the month's name.
import { shiftPeriod } from "../../../../convex/lib/periods";

export type BillStatus = "paid" | "overdue" | "dueSoon" | "upcoming";

/** "Due soon" reaches this many days ahead of today (the "next 7 days"). */
export const DUE_SOON_DAYS = 7;

/** Paid; else overdue before today; due soon from today to today + 7; else upcoming. */
export function billStatus(dueDate: string, paid: boolean, today: string): BillStatus {
  if (paid) return "paid";
  if (dueDate < today) return "overdue";
  if (dueDate <= shiftPeriod({ kind: "day", key: today }, DUE_SOON_DAYS).key) return "dueSoon";
  return "upcoming";
}

/** What the toggle needs of a board (outgoings.board's result has more). */
type BoardRow = { _id: string; amountPence: number; dueDate: string; paid: boolean; paidByName?: string; status: BillStatus };
type BoardLike<Row extends BoardRow> = {
  rows: Row[];
  totalPence: number;
  unpaidPence: number;
  paidPence: number;
  overdueCount: number;
  dueSoonCount: number;
};

/**
 * The board with one bill marked paid or unpaid, its totals and counts recomputed: what the
 * screen shows at once while the server saves (the server's answer then replaces it).
 */
export function withPaid<Row extends BoardRow, Board extends BoardLike<Row>>(
  board: Board,
  outgoingId: string,
  paid: boolean,
  today: string,
  paidByName?: string,
): Board {
  const rows = board.rows.map((row) => {
    if (row._id !== outgoingId) return row;
    const { paidByName: _previous, ...rest } = row;
    return {
      ...rest,
      paid,
      status: billStatus(row.dueDate, paid, today),
      ...(paid && paidByName !== undefined ? { paidByName } : {}),
    } as Row;
  });
  const paidPence = rows.reduce((sum, row) => sum + (row.paid ? row.amountPence : 0), 0);
  return {
    ...board,
    rows,
    paidPence,
    unpaidPence: board.totalPence - paidPence,
    overdueCount: rows.filter((row) => row.status === "overdue").length,
    dueSoonCount: rows.filter((row) => row.status === "dueSoon").length,
  };
}

/** "November 2026" in the reader's language ("noviembre de 2026", "novembre 2026"). */
export function monthLabel(month: string, language: string): string {
  const [year, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, m - 1, 1));
}

/** The month "yyyy-MM" before (-1) or after (+1) this one. */
export function shiftMonth(month: string, delta: number): string {
  return shiftPeriod({ kind: "month", key: month }, delta).key;
}
