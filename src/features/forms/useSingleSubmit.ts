import { useRef, type FormEvent } from "react";

/**
 * The one double-submit guard: a second click or Enter while the first submit is on its way
 * does nothing (react-hook-form would run it again, and the server would get it twice).
 */
export function useSingleSubmit(onSubmit: (event: FormEvent<HTMLFormElement>) => unknown) {
  const saving = useRef(false);
  return {
    /** Whether a submit is on its way (a dialog stays open until it answers). */
    saving: () => saving.current,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (saving.current) return;
      saving.current = true;
      void Promise.resolve(onSubmit(event)).finally(() => {
        saving.current = false;
      });
    },
  };
}
