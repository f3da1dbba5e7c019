// The outfit form's server refusals, shown under the field they concern.
import type { ErrorCode } from "../../../convex/lib/errors";
import { refusalUnderField } from "../feedback/fieldRefusal";

export type OutfitField = "name" | "top" | "notes";

const fieldOf: Partial<Record<ErrorCode, OutfitField>> = {
  OUTFIT_NAME_REQUIRED: "name",
  NAME_TOO_LONG: "name",
  // The schema puts "choose at least one item" on the first slot; a mismatch is about the slots too.
  OUTFIT_EMPTY: "top",
  OUTFIT_ITEM_MISMATCH: "top",
  TEXT_TOO_LONG: "notes",
};

export const outfitFieldRefusal = (error: unknown) => refusalUnderField(error, fieldOf);
