// The shape of a refusal as a client receives it, apart from the catalogue
// (errors.ts): the web app's first load checks refusals without the catalogue's
// English texts, which it never shows (it has its own translations).
import type { ErrorCode, ErrorParams } from "./errors";

/** A refusal; `field` names the input it is about (a form shows it under that field). */
export type HouseholdErrorData = { code: ErrorCode; title: string; message: string; params?: ErrorParams;
  field?: string;
};

export function isHouseholdErrorData(data: unknown): data is HouseholdErrorData {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as HouseholdErrorData).code === "string" &&
    typeof (data as HouseholdErrorData).message === "string"
  );
}
