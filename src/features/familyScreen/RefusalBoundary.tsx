import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import type { ErrorCode } from "../../../convex/lib/errors";
import { isHouseholdErrorData } from "../../../convex/lib/errorData";

/** Whether a thrown value is the server's refusal with this code. */
export function isRefusal(error: unknown, code: ErrorCode): boolean {
  return error instanceof ConvexError && isHouseholdErrorData(error.data) && error.data.code === code;
}

type Props = { code: ErrorCode; onRefused: () => void; children: ReactNode };

/**
 * A live query that the server starts refusing throws while rendering. This
 * catches one expected refusal (the screen turned off, an unlock ended) and
 * hands it to `onRefused`, which moves on; anything else it throws on, up to
 * the next boundary (the family screen's reloading one).
 */
export class RefusalBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isRefusal(error, this.props.code)) this.props.onRefused();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isRefusal(error, this.props.code)) return null;
    throw error;
  }
}
