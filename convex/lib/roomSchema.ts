// The room name's rules (spec section 5): 'Room name is required' when adding, 'Room name cannot
// be empty' when renaming, at most 100 characters (DESIGN.md decision 16). Shared by the rooms
// admin's forms and the server (model/rooms.ts), which adds 'A room with this name already exists.'
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

export function roomNameSchema(purpose: "add" | "rename") {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, code(purpose === "add" ? "ROOM_NAME_REQUIRED" : "ROOM_NAME_EMPTY"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
  });
}

export type RoomNameForm = z.input<ReturnType<typeof roomNameSchema>>;
