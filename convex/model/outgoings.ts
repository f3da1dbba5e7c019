// The monthly bills board (the spec's monthly outgoings): bills due every month on a day, a
// paid/unpaid mark per month that any member with the Finance page may set, and the month's
// "still unpaid" picture. Admins add and delete bills. A family has at most OUTGOING_LIMIT bills,
// so the board reads every bill, the month's payments and the bills' categories: bounded.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";
import { OUTGOING_LIMIT, outgoingInputSchema, type OutgoingInput } from "../lib/outgoingSchema";
import { dueDateIn, isPeriod } from "../lib/periods";
import { recordActivity } from "./activityLog";
import { parseOrThrow, requireUsableCategory } from "./financeSettings";

/** Bills due from today up to this many days ahead are "due soon". */
export const DUE_SOON_DAYS = 7;
/** A bill's payments: one per month it was marked paid; deleted in batches this size. */
const PAYMENT_BATCH = 200;

export type BillStatus = "paid" | "overdue" | "dueSoon" | "upcoming";

function requireMonth(month: string) {
  if (!isPeriod({ kind: "month", key: month })) throw householdError("UNKNOWN_PERIOD");
}

/** "yyyy-MM-dd" `days` later. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Paid wins; otherwise overdue before today, due soon from today to a week ahead, else upcoming. */
export function billStatus(dueDate: string, paid: boolean, today: string): BillStatus {
  if (paid) return "paid";
  if (dueDate < today) return "overdue";
  return dueDate <= addDays(today, DUE_SOON_DAYS) ? "dueSoon" : "upcoming";
}

async function requireBill(ctx: QueryCtx, outgoingId: Id<"monthlyOutgoings">) {
  const bill = await ctx.db.get("monthlyOutgoings", outgoingId);
  if (bill === null) throw householdError("NOT_FOUND");
  return bill;
}

/** The bill's payment for the month ("yyyy-MM"), null while it is unpaid. */
export async function paymentFor(ctx: QueryCtx, outgoingId: Id<"monthlyOutgoings">, month: string) {
  return ctx.db
    .query("outgoingPayments")
    .withIndex("by_outgoingId_and_month", (q) => q.eq("outgoingId", outgoingId).eq("month", month))
    .first();
}

/** The board of one month ("yyyy-MM"), statuses as of `today` ("yyyy-MM-dd", the reader's day). */
export async function board(ctx: QueryCtx, month: string, today: string) {
  requireMonth(month);
  if (!isCalendarDay(today)) throw householdError("INVALID_DATE");
  const [bills, payments] = await Promise.all([
    ctx.db.query("monthlyOutgoings").withIndex("by_dueDay").take(OUTGOING_LIMIT),
    // remove() deletes a bill's payments, so a month has at most one per bill.
    ctx.db
      .query("outgoingPayments")
      .withIndex("by_month", (q) => q.eq("month", month))
      .take(OUTGOING_LIMIT),
  ]);
  const paidBy = new Map(payments.map((payment) => [payment.outgoingId, payment.paidBy]));
  const categories = await docsById(
    ctx,
    "financeCategories",
    bills.map((bill) => bill.categoryId),
  );
  const payers = await docsById(
    ctx,
    "members",
    payments.map((payment) => payment.paidBy),
  );

  const rows = bills.map((bill) => {
    const dueDate = dueDateIn(month, bill.dueDay);
    const payer = paidBy.get(bill._id);
    const category = categories.get(bill.categoryId);
    const payerName = payer !== undefined ? payers.get(payer)?.name : undefined;
    return {
      _id: bill._id,
      description: bill.description,
      amountPence: bill.amountPence,
      dueDay: bill.dueDay,
      dueDate,
      paymentMethod: bill.paymentMethod,
      categoryId: bill.categoryId,
      // A category in use is archived, never deleted; "" only if the data were edited by hand.
      categoryName: category?.name ?? "",
      categoryArchived: category?.archived === true || category === undefined,
      paymentType: bill.paymentType,
      paid: payer !== undefined,
      ...(payerName !== undefined ? { paidByName: payerName } : {}),
      status: billStatus(dueDate, payer !== undefined, today),
    };
  });
  const sum = (list: typeof rows) => list.reduce((total, row) => total + row.amountPence, 0);
  return {
    month,
    rows,
    totalPence: sum(rows),
    unpaidPence: sum(rows.filter((row) => !row.paid)),
    paidPence: sum(rows.filter((row) => row.paid)),
    overdueCount: rows.filter((row) => row.status === "overdue").length,
    dueSoonCount: rows.filter((row) => row.status === "dueSoon").length,
  };
}

/** Each distinct id's document, read once. */
async function docsById<T extends "financeCategories" | "members">(
  ctx: QueryCtx,
  table: T,
  ids: Id<T>[],
): Promise<Map<Id<T>, Doc<T>>> {
  const unique = [...new Set(ids)];
  const docs = await Promise.all(unique.map((id) => ctx.db.get(table, id)));
  const byId = new Map<Id<T>, Doc<T>>();
  docs.forEach((doc, i) => {
    if (doc !== null) byId.set(unique[i], doc as Doc<T>);
  });
  return byId;
}

export async function addOutgoing(
  ctx: MutationCtx,
  admin: Doc<"members">,
  raw: OutgoingInput,
): Promise<Id<"monthlyOutgoings">> {
  const outgoing = parseOrThrow(outgoingInputSchema, raw);
  await requireUsableCategory(ctx, outgoing.categoryId);
  const bills = await ctx.db.query("monthlyOutgoings").withIndex("by_dueDay").take(OUTGOING_LIMIT);
  if (bills.length >= OUTGOING_LIMIT) throw householdError("FINANCE_LIST_LIMIT", { max: OUTGOING_LIMIT });
  const outgoingId = await ctx.db.insert("monthlyOutgoings", outgoing);
  await recordActivity(ctx, admin, {
    kind: "billAdded",
    outgoingId,
    description: outgoing.description,
    amountPence: outgoing.amountPence,
  });
  return outgoingId;
}

/** Deletes the bill and every month it was marked paid. */
export async function removeOutgoing(
  ctx: MutationCtx,
  admin: Doc<"members">,
  outgoingId: Id<"monthlyOutgoings">,
): Promise<null> {
  const bill = await requireBill(ctx, outgoingId);
  // One payment per month paid: even decades of them are a few hundred documents.
  for (;;) {
    const payments = await ctx.db
      .query("outgoingPayments")
      .withIndex("by_outgoingId_and_month", (q) => q.eq("outgoingId", outgoingId))
      .take(PAYMENT_BATCH);
    for (const payment of payments) await ctx.db.delete("outgoingPayments", payment._id);
    if (payments.length < PAYMENT_BATCH) break;
  }
  await ctx.db.delete("monthlyOutgoings", outgoingId);
  await recordActivity(ctx, admin, {
    kind: "billDeleted",
    outgoingId,
    description: bill.description,
    amountPence: bill.amountPence,
  });
  return null;
}

/** Marks the bill paid or unpaid for the month; setting what is already so changes nothing. */
export async function setPaid(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { outgoingId: Id<"monthlyOutgoings">; month: string; paid: boolean },
): Promise<null> {
  requireMonth(args.month);
  await requireBill(ctx, args.outgoingId);
  const payment = await paymentFor(ctx, args.outgoingId, args.month);
  if (args.paid && payment === null) {
    await ctx.db.insert("outgoingPayments", { outgoingId: args.outgoingId, month: args.month, paidBy: member._id });
  } else if (!args.paid && payment !== null) {
    await ctx.db.delete("outgoingPayments", payment._id);
  }
  return null;
}
