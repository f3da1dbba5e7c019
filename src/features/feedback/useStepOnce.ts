import { useCallback, useRef, useState } from "react";

/**
 * Buttons that each send one step to the server (Start, Complete, Approve):
 * while a step is on its way a second tap is ignored, so a double tap does the
 * step once instead of once plus a "not possible now" refusal. `busy` names
 * the running step, for its button's spinner; the others wait disabled.
 */
export function useStepOnce() {
  const running = useRef(false);
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (key: string, step: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    try {
      await step();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
