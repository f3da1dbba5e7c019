// Turns outcomes into the spec's toasts (section 8), through the one toaster.
import { ConvexError } from "convex/values";
import { isHouseholdErrorData } from "../../../convex/lib/errors";
import { toaster } from "../../components/ui/toaster";

export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: "success", title, description, closable: true });
}

export function notifyError(title: string, description?: string) {
  toaster.create({ type: "error", title, description, closable: true });
}

/** A server refusal shows its own title and message; anything else the fallback. */
export function notifyFailure(error: unknown, fallback: { title: string; message: string }) {
  if (error instanceof ConvexError && isHouseholdErrorData(error.data)) {
    notifyError(error.data.title, error.data.message);
    return;
  }
  notifyError(fallback.title, fallback.message);
}
