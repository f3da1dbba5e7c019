// The room name's rules in the forms (spec section 5): 'Room name is required'
// when adding, 'Room name cannot be empty' when renaming, at most 100
// characters (DESIGN.md decision 16). The server repeats every check
// (cleanName in convex/lib/text.ts) and adds 'A room with this name already
// exists.'; its refusals about the name are shown under the field too.
import { ConvexError } from "convex/values";
import { z } from "zod";
import { isHouseholdErrorData, type ErrorCode } from "../../../../../../convex/lib/errors";
import { NAME_MAX_LENGTH } from "../../../../../../convex/lib/text";

const code = (c: ErrorCode) => c;

export const addRoomSchema = z.object({
  name: z.string().trim().min(1, code("ROOM_NAME_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
});
export type AddRoomForm = z.input<typeof addRoomSchema>;

const nameCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["ROOM_NAME_REQUIRED", "ROOM_NAME_EMPTY", "ROOM_NAME_TAKEN", "NAME_TOO_LONG"]);

/** The code of a server refusal that is about the room's name (shown under the field), else null. */
export function roomNameRefusal(error: unknown): ErrorCode | null {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return null;
  return nameCodes.has(error.data.code) ? error.data.code : null;
}
