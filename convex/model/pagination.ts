// Paginated reads with a cursor the caller supplies. Each list reads one index
// range the server chose from who is asking (their notifications, a room they
// may enter …); a cursor only positions the read inside that range, so it
// cannot widen it. A cursor that does not parse gets the app's clear refusal
// instead of a server error.
import type { PaginationOptions, PaginationResult } from "convex/server";
import { householdError } from "../lib/errors";

type Paginatable<T> = { paginate(options: PaginationOptions): Promise<PaginationResult<T>> };

export async function paginateFrom<T>(query: Paginatable<T>, options: PaginationOptions): Promise<PaginationResult<T>> {
  try {
    return await query.paginate(options);
  } catch (error) {
    if (options.cursor === null && !options.endCursor) throw error;
    throw householdError("LIST_POSITION_INVALID");
  }
}
