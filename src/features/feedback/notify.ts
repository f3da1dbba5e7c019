// Turns outcomes into the spec's toasts (section 8), through the one toaster.
// A server refusal is shown in the reader's language: its code picks the
// translated title and message; an unknown code shows the server's own text.
import { ConvexError } from "convex/values";
import { isHouseholdErrorData, type HouseholdErrorData } from "../../../convex/lib/errorData";
import { i18n } from "../../i18n";
import { toasterReady } from "./toasterSlot";

/** The error toasts shown since the last success (dismissing one already gone does nothing). */
const standingErrors: string[] = [];

/**
 * Toasts start after the current React work: the toaster's machine updates
 * with `flushSync`, which React refuses inside an effect (where live arrivals
 * are noticed), and several toasts from one effect then came out as fewer.
 * The first one also waits for the toaster itself, which no page loads before
 * it has something to say; later ones keep their order behind it.
 */
function show(type: "success" | "info" | "warning" | "error", title: string, description?: string) {
  void toasterReady().then((toaster) => {
    // A success says the trouble is over: the error toasts before it go, rather than outlive it.
    if (type === "success") for (const id of standingErrors.splice(0)) toaster.dismiss(id);
    const id = toaster.create({ type, title, description, closable: true });
    if (type === "error") standingErrors.push(id);
  });
}

export function notifySuccess(title: string, description?: string) {
  show("success", title, description);
}

/** Neither success nor failure: something the person should know. */
export function notifyInfo(title: string, description?: string) {
  show("info", title, description);
}

/** Nothing failed, but it did not go as asked (a request closed because its item is gone). */
export function notifyWarning(title: string, description?: string) {
  show("warning", title, description);
}

export function notifyError(title: string, description?: string) {
  show("error", title, description);
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
