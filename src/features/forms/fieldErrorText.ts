import { useTranslation } from "react-i18next";

/**
 * Every form's field errors are error codes of convex/lib/errors.ts (the shared zod schemas'
 * messages and the server's refusals alike); this turns one into the reader's text.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (code: string | undefined) => (code ? t(`errors.${code as "INVALID_EMAIL"}.message`) : undefined);
}
