// Shared by the Family Members forms: field errors are error codes (the zod
// schemas' messages and the server's refusals alike), shown under the field
// they concern in the reader's language.
import { useTranslation } from "react-i18next";
import type { ErrorCode } from "../../../convex/lib/errors";
import { refusalUnderField } from "../feedback/fieldRefusal";

export type MemberField = "name" | "email" | "memberType" | "role" | "color" | "avatarUrl";

const fieldOf: Partial<Record<ErrorCode, MemberField>> = {
  MEMBER_NAME_REQUIRED: "name",
  NAME_TOO_LONG: "name",
  INVALID_EMAIL: "email",
  EMAIL_TAKEN: "email",
  EMAIL_LOCKED: "email",
  AVATAR_URL_INVALID: "avatarUrl",
  AVATAR_NOT_IMAGE: "avatarUrl",
  AVATAR_TOO_LARGE: "avatarUrl",
  IMAGE_ERROR: "avatarUrl",
};

/** The field a server refusal belongs under, with its code; null for refusals that are not about one field. */
export const fieldRefusal = (error: unknown) => refusalUnderField(error, fieldOf);

/** Turns an error code carried as a field error's message into the reader's text. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (code: string | undefined) => (code ? t(`errors.${code as "INVALID_EMAIL"}.message`) : undefined);
}
