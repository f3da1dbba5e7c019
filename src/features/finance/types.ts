import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

/** One row of `api.transactions.list`. */
export type FinanceTransaction = FunctionReturnType<typeof api.transactions.list>["page"][number];
/** `api.transactions.summary`. */
export type FinanceSummary = FunctionReturnType<typeof api.transactions.summary>;
/** What `add` and `importTransactions` say about the game. */
export type GameOutcome = FunctionReturnType<typeof api.transactions.add>["game"];
