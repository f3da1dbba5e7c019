// Writing transactions. Every write checks the input with the
// form's own schema, keeps financeTotals right in the same mutation (model/financeTotals.ts)
// and moves the author's game count (model/game.ts), so the dashboard never sums transactions.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/access";
import { type ErrorCode, type ErrorParams, fieldError, householdError, schemaError } from "../lib/errors";
import { periodMonthFor } from "../lib/periods";
import { transactionInputSchema, type TransactionInput } from "../lib/transactionSchema";
import { applyToTotals, type TotalsInput } from "./financeTotals";
import { recordActivity } from "./activityLog";
import type { GameResult } from "../lib/game";
import { recordAdded, recordRemoved } from "./game";

/** A CSV import writes at most this many transactions at once (IMPORT_TOO_LARGE). */
export const IMPORT_MAX = 1000;

/** The unchecked shape the public functions take (vTransactionInput). */
export type RawTransactionInput = {
  description: string;
  amountPence: number;
  categoryId: Id<"financeCategories">;
  paymentMethod: string;
  date: string;
  monthId: number;
  weekId: string;
  transactionType: string;
  itemTypeId: Id<"itemTypes">;
};

/** The transaction's own fields, as stored (without its author). */
type TransactionFields = TransactionInput & { periodMonth: string };

/** What a stored transaction adds to the running totals. */
export function totalsInputOf(transaction: TotalsInput): TotalsInput {
  const { date, periodMonth, weekId, transactionType, amountPence, categoryId, itemTypeId } = transaction;
  return { date, periodMonth, weekId, transactionType, amountPence, categoryId, itemTypeId };
}

/** The schema's verdict, thrown as the first problem's code (with the import row, if any). */
function parseInput(raw: RawTransactionInput, params?: ErrorParams): TransactionInput {
  const parsed = transactionInputSchema.safeParse(raw);
  if (!parsed.success) throw schemaError(parsed.error, params);
  return parsed.data;
}

/**
 * The category and item type must exist (else "… is required": the choice is gone) and not be
 * archived, unless the transaction being edited already uses it.
 */
type Choice = { archived?: boolean } | null;
type Lookup = {
  category: (id: Id<"financeCategories">) => Promise<Choice>;
  itemType: (id: Id<"itemTypes">) => Promise<Choice>;
};

async function checkChoices(
  lookup: Lookup,
  input: TransactionInput,
  current: Pick<Doc<"transactions">, "categoryId" | "itemTypeId"> | null,
  params?: ErrorParams,
): Promise<void> {
  const check = (
    doc: Choice,
    kept: boolean,
    missing: ErrorCode,
    archived: ErrorCode,
    field: "categoryId" | "itemTypeId",
  ) => {
    if (doc === null) throw fieldError(field, missing, params);
    if (doc.archived === true && !kept) throw fieldError(field, archived, params);
  };
  check(
    await lookup.category(input.categoryId),
    current?.categoryId === input.categoryId,
    "CATEGORY_REQUIRED",
    "CATEGORY_DELETED",
    "categoryId",
  );
  check(
    await lookup.itemType(input.itemTypeId),
    current?.itemTypeId === input.itemTypeId,
    "ITEM_TYPE_REQUIRED",
    "ITEM_TYPE_DELETED",
    "itemTypeId",
  );
}

const directLookup = (ctx: QueryCtx): Lookup => ({
  category: (id) => ctx.db.get("financeCategories", id),
  itemType: (id) => ctx.db.get("itemTypes", id),
});

function fieldsOf(input: TransactionInput): TransactionFields {
  return { ...input, periodMonth: periodMonthFor(input.date, input.monthId) };
}

async function requireChangeable(ctx: QueryCtx, member: Doc<"members">, transactionId: Id<"transactions">) {
  const transaction = await ctx.db.get("transactions", transactionId);
  if (transaction === null) throw householdError("NOT_FOUND");
  if (!canChange(member, transaction)) throw householdError("OWN_TRANSACTIONS_ONLY");
  return transaction;
}

/** The author or an admin may edit or delete a transaction. */
export function canChange(member: Doc<"members">, transaction: Pick<Doc<"transactions">, "createdBy">): boolean {
  return transaction.createdBy === member._id || isAdmin(member);
}

export async function addTransaction(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { transaction: RawTransactionInput; today: string },
): Promise<{ transactionId: Id<"transactions">; game: GameResult }> {
  const input = parseInput(args.transaction);
  await checkChoices(directLookup(ctx), input, null);
  const fields = fieldsOf(input);
  const game = await recordAdded(ctx, member._id, 1, args.today);
  const transactionId = await ctx.db.insert("transactions", { ...fields, createdBy: member._id });
  await applyToTotals(ctx, [fields], 1);
  return { transactionId, game };
}

/**
 * Pocket money an approved reward pays: in the family's spending like any expense, but
 * recorded by the admin who approved it without counting as their own finance-game activity
 * (no XP, no transaction count, no streak).
 */
export async function addPocketMoneyTransaction(
  ctx: MutationCtx,
  admin: Doc<"members">,
  transaction: RawTransactionInput,
): Promise<Id<"transactions">> {
  const input = parseInput(transaction);
  await checkChoices(directLookup(ctx), input, null);
  const fields = fieldsOf(input);
  const transactionId = await ctx.db.insert("transactions", { ...fields, createdBy: admin._id, pocketMoney: true });
  await applyToTotals(ctx, [fields], 1);
  return transactionId;
}

export async function updateTransaction(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { transactionId: Id<"transactions">; transaction: RawTransactionInput },
): Promise<null> {
  const old = await requireChangeable(ctx, member, args.transactionId);
  const input = parseInput(args.transaction);
  await checkChoices(directLookup(ctx), input, old);
  const fields = fieldsOf(input);
  await applyToTotals(ctx, [totalsInputOf(old)], -1);
  await ctx.db.patch("transactions", old._id, fields);
  await applyToTotals(ctx, [fields], 1);
  return null;
}

export async function removeTransaction(
  ctx: MutationCtx,
  member: Doc<"members">,
  transactionId: Id<"transactions">,
): Promise<null> {
  const old = await requireChangeable(ctx, member, transactionId);
  await ctx.db.delete("transactions", old._id);
  await applyToTotals(ctx, [totalsInputOf(old)], -1);
  // The author's count goes down, whoever deletes: their XP follows what still exists. An
  // inherited one (its author was deleted) never counted for the admin who holds it now, nor did pocket money.
  if (!old.inherited && !old.pocketMoney) await recordRemoved(ctx, old.createdBy, 1);
  // Someone else's transaction (an admin's doing): the family may ask who deleted it.
  if (old.createdBy !== member._id) {
    const author = await ctx.db.get("members", old.createdBy);
    await recordActivity(ctx, member, {
      kind: "transactionDeleted",
      transactionId,
      description: old.description,
      amountPence: old.amountPence,
      memberName: author?.name ?? "",
      subjectId: old.createdBy,
    });
  }
  return null;
}

/**
 * A CSV import: every row is checked first (an error names its 1-based row), then all are
 * written, the totals once per row key. All or nothing: a thrown error undoes the mutation.
 */
export async function importTransactions(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { transactions: RawTransactionInput[]; today: string },
): Promise<{ imported: number; game: GameResult }> {
  if (args.transactions.length === 0) throw householdError("IMPORT_EMPTY");
  if (args.transactions.length > IMPORT_MAX) throw householdError("IMPORT_TOO_LARGE", { max: IMPORT_MAX });
  // A file uses a handful of categories and item types: read each once.
  const cache = new Map<string, Promise<Choice>>();
  const once = (id: string, load: () => Promise<Choice>) => {
    if (!cache.has(id)) cache.set(id, load());
    return cache.get(id)!;
  };
  const direct = directLookup(ctx);
  const lookup: Lookup = {
    category: (id) => once(id, () => direct.category(id)),
    itemType: (id) => once(id, () => direct.itemType(id)),
  };
  const rows: TransactionFields[] = [];
  for (const [index, raw] of args.transactions.entries()) {
    const params = { row: index + 1 };
    const input = parseInput(raw, params);
    await checkChoices(lookup, input, null, params);
    rows.push(fieldsOf(input));
  }
  const game = await recordAdded(ctx, member._id, rows.length, args.today);
  for (const fields of rows) await ctx.db.insert("transactions", { ...fields, createdBy: member._id });
  await applyToTotals(ctx, rows, 1);
  return { imported: rows.length, game };
}
