// Turns outcomes into the spec's toasts (section 8), through the one toaster.
// A server refusal is shown in the reader's language: its code picks the
// translated title and message; an unknown code shows the server's own text.
import { ConvexError } from "convex/values";
import { isHouseholdErrorData, type HouseholdErrorData } from "../../../convex/lib/errors";
import { toaster } from "../../components/ui/toaster";
import { i18n } from "../../i18n";

export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: "success", title, description, closable: true });
}

/** Neither success nor failure: something the person should know. */
export function notifyInfo(title: string, description?: string) {
  toaster.create({ type: "info", title, description, closable: true });
}

/** Nothing failed, but it did not go as asked (a request closed because its item is gone). */
export function notifyWarning(title: string, description?: string) {
  toaster.create({ type: "warning", title, description, closable: true });
}

export function notifyError(title: string, description?: string) {
  toaster.create({ type: "error", title, description, closable: true });
}

/** The title and message of a server refusal, in the active language when its code is known. */
export function describeServerError(data: HouseholdErrorData): { title: string; message: string } {
  const key = `errors.${data.code}`;
  if (!i18n.exists(`${key}.title`) || !i18n.exists(`${key}.message`)) return { title: data.title, message: data.message };
  // The keys are checked to exist above; i18next's typed keys cannot know a server's code.
  const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return { title: translate(`${key}.title`), message: translate(`${key}.message`, data.params ?? {}) };
}

/** The server's refusal when there is one, as a readable message; else null. */
export function serverErrorOf(error: unknown): { title: string; message: string } | null {
  if (error instanceof ConvexError && isHouseholdErrorData(error.data)) return describeServerError(error.data);
  return null;
}

/** A server refusal shows its own title and message; anything else the fallback. */
export function notifyFailure(error: unknown, fallback: { title: string; message: string }) {
  const refusal = serverErrorOf(error);
  notifyError(refusal?.title ?? fallback.title, refusal?.message ?? fallback.message);
}
