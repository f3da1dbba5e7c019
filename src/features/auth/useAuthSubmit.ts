import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthServiceError } from "../../auth/AuthFlow";
import { i18n } from "../../i18n";
import { notifyError } from "../feedback/notify";

/**
 * The service's message when it has one, else the screen's fallback text. Our
 * own messages are shown in the reader's language (by their i18n key); a
 * service's own message (Clerk's) as the service wrote it.
 */
export function serviceMessage(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof AuthServiceError) {
    const key = error.key;
    // A server code this app has no words for shows the server's own text.
    const known = key !== undefined && i18n.exists(key as string);
    if (key && known) return t(key, error.params ?? {});
    if (error.message) return error.message;
  }
  return fallback;
}

type Failure = {
  /** The toast's title (spec section 8), already translated. */
  title: string;
  /** Shown when the service gives no message of its own, already translated. */
  fallback: string;
  /** A fixed toast text; by default the toast repeats the alert's message. */
  toast?: string;
};

/**
 * One submit of a sign-in screen: busy while it runs, and on failure the
 * service's message in the red alert plus the spec's toast.
 */
export function useAuthSubmit(failure: Failure) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (thrown) {
      const message = serviceMessage(thrown, failure.fallback, t);
      setError(message);
      notifyError(failure.title, failure.toast ?? message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
