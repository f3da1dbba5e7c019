import type { FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { notifyError } from "../feedback/notify";

/**
 * For the forms whose spec asks for a toast besides the fields' own messages (the dashboard's
 * quick actions): every empty required field is "Please fill in every field"; otherwise the
 * first problem's own message. The title is the form's (say "Task Creation Failed") or the
 * problem's.
 */
export function useInvalidFormToast() {
  const { t } = useTranslation();
  return <T extends FieldValues>(errors: FieldErrors<T>, title?: string) => {
    const codes = Object.values(errors)
      .map((error) => (error as { message?: string } | undefined)?.message)
      .filter((code): code is string => typeof code === "string");
    if (codes.length === 0) return;
    const code = (codes.includes("FIELD_REQUIRED") ? "ALL_FIELDS_REQUIRED" : codes[0]) as "ALL_FIELDS_REQUIRED";
    notifyError(title ?? t(`errors.${code}.title`), t(`errors.${code}.message`));
  };
}
