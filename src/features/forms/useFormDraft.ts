// What someone typed into a form survives being moved away from it: a page
// switched off while the form was open, a reload midway, a crash. While the
// form differs from where it started, its values are kept in this tab's
// sessionStorage (gone with the tab, never sent anywhere); the form opened
// again with the same key starts from them and says so. Cancelling or saving
// forgets them.
import { useEffect, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

const PREFIX = "household.formDraft.";

export type FormDraft = {
  /** The form started from kept values. */
  restored: boolean;
  /** Forget the kept values (cancelled, or saved). */
  clear: () => void;
  /** Forget them and go back to where the form started. */
  discard: () => void;
};

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A picked file cannot be kept, only its absence: a kept photo field is "no photo". */
function keepable(values: FieldValues): FieldValues {
  const image = values.image as { kind?: string; storageId?: string } | undefined;
  return image?.kind === "upload" && image.storageId === "local-file" ? { ...values, image: { kind: "none" } } : values;
}

export function useFormDraft<T extends FieldValues, C, V extends FieldValues>(form: UseFormReturn<T, C, V>, key: string): FormDraft {
  // Whether this form opened on kept values (read again by the effect, which puts them in the form).
  const [restored, setRestored] = useState(() => read(key) !== null);

  useEffect(() => {
    const kept = read(key);
    if (kept !== null) {
      // The defaults stay where the form started, so it counts as changed and Discard can go back.
      form.reset({ ...form.formState.defaultValues, ...kept } as T, { keepDefaultValues: true });
    }
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        try {
          if (isDirty) sessionStorage.setItem(PREFIX + key, JSON.stringify(keepable(values)));
          else sessionStorage.removeItem(PREFIX + key);
        } catch {
          // Storage full or refused (a private window): the form still works, it just keeps nothing.
        }
      },
    });
  }, [form, key]);

  const clear = () => {
    setRestored(false);
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing was kept.
    }
  };
  return {
    restored,
    clear,
    discard: () => {
      clear();
      form.reset();
    },
  };
}
