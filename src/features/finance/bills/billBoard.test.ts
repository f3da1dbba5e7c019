import { describe, expect, test } from "vitest";
import { billStatus, monthLabel, shiftMonth, withPaid, type BillStatus } from "./billBoard";

type Row = { _id: string; description: string; amountPence: number; dueDate: string; paid: boolean; paidByName?: string; status: BillStatus;
};

function board(rows: Row[]) {
  const totalPence = rows.reduce((sum, row) => sum + row.amountPence, 0);
  const paidPence = rows.reduce((sum, row) => sum + (row.paid ? row.amountPence : 0), 0);
  return {
    month: "2026-11",
    rows,
    totalPence,
    paidPence,
    unpaidPence: totalPence - paidPence,
    overdueCount: rows.filter((row) => row.status === "overdue").length,
    dueSoonCount: rows.filter((row) => row.status === "dueSoon").length,
  };
}

const today = "2026-11-22";
const rent: Row = { _id: "rent", description: "Rent", amountPence: 120_000, dueDate: "2026-11-01", paid: true, paidByName: "Ann", status: "paid" };
const tax: Row = { _id: "tax", description: "Council tax", amountPence: 15_050, dueDate: "2026-11-15", paid: false, status: "overdue" };
const phone: Row = { _id: "phone", description: "Phone", amountPence: 2_500, dueDate: "2026-11-29", paid: false, status: "dueSoon" };
const gym: Row = { _id: "gym", description: "Gym", amountPence: 3_000, dueDate: "2026-11-30", paid: false, status: "upcoming" };

describe("billStatus", () => {
  test("paid wins whatever the date", () => {
    expect(billStatus("2026-11-01", true, today)).toBe("paid");
    expect(billStatus("2026-12-01", true, today)).toBe("paid");
  });

  test("unpaid: overdue before today, due soon from today to 7 days ahead, upcoming after", () => {
    expect(billStatus("2026-11-21", false, today)).toBe("overdue");
    expect(billStatus("2026-11-22", false, today)).toBe("dueSoon");
    expect(billStatus("2026-11-29", false, today)).toBe("dueSoon");
    expect(billStatus("2026-11-30", false, today)).toBe("upcoming");
  });

  test("the 7 days run over the end of a month and a year", () => {
    expect(billStatus("2027-01-03", false, "2026-12-27")).toBe("dueSoon");
    expect(billStatus("2027-01-04", false, "2026-12-27")).toBe("upcoming");
  });
});

describe("withPaid", () => {
  const before = board([rent, tax, phone, gym]);

  test("marking an overdue bill paid moves its amount out of the unpaid total and the overdue count", () => {
    const after = withPaid(before, "tax", true, today, "Bob");
    expect(after.unpaidPence).toBe(before.unpaidPence - 15_050);
    expect(after.paidPence).toBe(before.paidPence + 15_050);
    expect(after.totalPence).toBe(before.totalPence);
    expect(after.overdueCount).toBe(0);
    expect(after.dueSoonCount).toBe(1);
    expect(after.rows.find((row) => row._id === "tax")).toMatchObject({ paid: true, status: "paid", paidByName: "Bob" });
    expect(after.month).toBe("2026-11");
  });

  test("marking a paid bill unpaid gives it back its status from its due date, and forgets who paid", () => {
    const after = withPaid(before, "rent", false, today);
    const row = after.rows.find((r) => r._id === "rent")!;
    expect(row).toMatchObject({ paid: false, status: "overdue" });
    expect(row.paidByName).toBeUndefined();
    expect(after.unpaidPence).toBe(after.totalPence);
    expect(after.overdueCount).toBe(2);
  });

  test("the other rows and the board given are left as they were", () => {
    const after = withPaid(before, "phone", true, today);
    expect(after.rows.find((row) => row._id === "gym")).toBe(gym);
    expect(before.rows.find((row) => row._id === "phone")).toMatchObject({ paid: false });
    expect(after.dueSoonCount).toBe(0);
  });

  test("an id not on the board changes nothing", () => {
    expect(withPaid(before, "gone", true, today)).toEqual(before);
  });
});

describe("months", () => {
  test("the month's name in the reader's language", () => {
    expect(monthLabel("2026-11", "en")).toBe("November 2026");
    expect(monthLabel("2026-01", "de")).toBe("Januar 2026");
    expect(monthLabel("2026-03", "fr")).toBe("mars 2026");
    expect(monthLabel("2026-05", "es")).toBe("mayo de 2026");
  });

  test("previous and next month over a year's edge", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });
});
