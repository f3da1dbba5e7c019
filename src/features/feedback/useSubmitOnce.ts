import { useRef, type FormEvent } from "react";

/**
 * A form's submit that ignores a second one (a double click, Enter pressed
 * twice) while the first is on its way, so a thing is saved once.
 */
export function useSubmitOnce(save: (event?: FormEvent<HTMLFormElement>) => Promise<void>) {
  const running = useRef(false);
  return async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await save(event);
    } finally {
      running.current = false;
    }
  };
}
