// A member's family-screen PIN: the server's rule (model/members.ts) and the form's, which
// asks for it twice (a person's own PIN in Your preferences, an admin's for a member).
// Each message is an error code of lib/errors.ts.
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { isPinFormat } from "./pins";

const code = (c: ErrorCode) => c;

/** What the server takes: four digits. */
export const pinSchema = z.object({ pin: z.string().refine(isPinFormat, code("PIN_FORMAT")) });

/** The form: the PIN, and the same again under it. */
export const pinFormSchema = pinSchema
  .extend({ repeat: z.string() })
  .refine((form) => form.pin === form.repeat, { message: code("PIN_MISMATCH"), path: ["repeat"] });

export type PinForm = z.input<typeof pinFormSchema>;
