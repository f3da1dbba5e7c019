// Shared by the Family Members forms: field errors are error codes (the zod
// schemas' messages and the server's refusals alike), shown under the field
// they concern in the reader's language.
import { ConvexError } from "convex/values";
import { useTranslation } from "react-i18next";
import { isHouseholdErrorData, type ErrorCode } from "../../../convex/lib/errors";

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
export function fieldRefusal(error: unknown): { field: MemberField; code: ErrorCode } | null {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return null;
  const field = fieldOf[error.data.code];
  return field ? { field, code: error.data.code } : null;
}

/** Turns an error code carried as a field error's message into the reader's text. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (code: string | undefined) => (code ? t(`errors.${code as "INVALID_EMAIL"}.message`) : undefined);
}
