// A family-screen PIN typed twice: the same form rules and field for a
// person's own PIN (Your preferences) and an admin setting a member's (Family
// Members). The server checks the format too (PIN_FORMAT).
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { isPinFormat } from "../../../convex/lib/pins";

/** Messages are codes: PIN_FORMAT (the server's own message) and mismatch. */
export const pinFormSchema = z
  .object({ pin: z.string().refine(isPinFormat, "PIN_FORMAT"), repeat: z.string() })
  .refine((form) => form.pin === form.repeat, { message: "mismatch", path: ["repeat"] });

export type PinForm = z.infer<typeof pinFormSchema>;

/** Masked, with the phone's number pad. */
export const pinInputProps = { type: "password", inputMode: "numeric", autoComplete: "off", maxLength: 4, pattern: "[0-9]*", maxW: "40" } as const;

/** The sentence for a PIN field's error code. */
export function usePinErrorText(): (code: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (code) => (code === "PIN_FORMAT" ? t("errors.PIN_FORMAT.message") : code === "mismatch" ? t("familyScreen.pinSettings.mismatch") : undefined);
}
