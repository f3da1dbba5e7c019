import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import type { ErrorCode } from "../../../convex/lib/errors";
import { isHouseholdErrorData } from "../../../convex/lib/errorData";

/** Whether a thrown value is the server's refusal with this code. */
export function isRefusal(error: unknown, code: ErrorCode): boolean {
  return error instanceof ConvexError && isHouseholdErrorData(error.data) && error.data.code === code;
}

/** What to do on each expected refusal, by its code. */
export type RefusalHandlers = Partial<Record<ErrorCode, () => void>>;

type Props = { on: RefusalHandlers; children: ReactNode };

/** The handler for a thrown value if it is the server's refusal with one of the handled codes (own keys only: a code is server data). */
function handlerFor(error: unknown, on: RefusalHandlers): (() => void) | undefined {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return undefined;
  const { code } = error.data;
  return Object.hasOwn(on, code) ? on[code] : undefined;
}

/**
 * A live query that the server starts refusing throws while rendering. This
 * catches the expected refusals (the screen turned off, an unlock ended) and
 * hands each to its code's handler in `on`, which moves on; anything else it
 * throws on, up to the next boundary (the family screen's reloading one).
 */
export class RefusalBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    handlerFor(error, this.props.on)?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (handlerFor(error, this.props.on)) return null;
    throw error;
  }
}
