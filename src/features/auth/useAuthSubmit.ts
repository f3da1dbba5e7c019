import { useState } from "react";
import { AuthServiceError } from "../../auth/AuthFlow";
import { notifyError } from "../feedback/notify";

/** The service's own message when it has one, else the spec's fallback text. */
export function serviceMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthServiceError && error.message) return error.message;
  return fallback;
}

type Failure = {
  /** The toast's title (spec section 8). */
  title: string;
  /** Shown when the service gives no message of its own. */
  fallback: string;
  /** A fixed toast text; by default the toast repeats the alert's message. */
  toast?: string;
};

/**
 * One submit of a sign-in screen: busy while it runs, and on failure the
 * service's message in the red alert plus the spec's toast.
 */
export function useAuthSubmit(failure: Failure) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (thrown) {
      const message = serviceMessage(thrown, failure.fallback);
      setError(message);
      notifyError(failure.title, failure.toast ?? message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
