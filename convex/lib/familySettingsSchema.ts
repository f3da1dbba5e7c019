// The System Settings form's rules, shared by the form (react-hook-form's zod
// resolver) and the server (model/settings.ts). Each message is an error code
// of lib/errors.ts, which both sides turn into the reader's text.
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH } from "./text";
import { isTimeZone } from "./timeZone";
import { colorModes, languages } from "./validators";

/** setTimeout cannot wait much longer, and a day idle is a long time. */
export const AUTO_LOGOUT_MAX_MINUTES = 1440;

const code = (c: ErrorCode) => c;

/** A time of day, "HH:MM" (24 h), or empty for "no dimming". */
const DIM_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/;
const dimTime = z
  .string()
  .trim()
  .regex(DIM_TIME, code("SCREEN_DIM_TIMES"))
  .optional();

export const familySettingsSchema = z
  .object({
    familyName: z
      .string()
      .trim()
      .min(1, code("FAMILY_NAME_REQUIRED"))
      .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    colorMode: z.enum(colorModes, code("UNKNOWN_COLOR_MODE")),
    notifications: z.boolean(),
    autoLogoutMinutes: z
      .number(code("AUTO_LOGOUT_MIN"))
      .int(code("AUTO_LOGOUT_MIN"))
      .min(0, code("AUTO_LOGOUT_MIN"))
      .max(AUTO_LOGOUT_MAX_MINUTES, code("AUTO_LOGOUT_MIN")),
    language: z.enum(languages, code("UNKNOWN_LANGUAGE")),
    /** The family screen dims from `screenDimFrom` to `screenDimTo` (overnight when from > to). */
    screenDimFrom: dimTime,
    screenDimTo: dimTime,
    /** An IANA zone name; left out, the saved one is kept (or none, UTC). */
    timeZone: z.string().trim().refine(isTimeZone, code("UNKNOWN_TIME_ZONE")).optional(),
    /** Members may add calendar events for everyone or for others; left out, the saved choice is kept (or no). */
    membersPlanForEveryone: z.boolean().optional(),
  })
  .refine((form) => !form.screenDimFrom === !form.screenDimTo, {
    message: code("SCREEN_DIM_TIMES"),
    path: ["screenDimTo"],
  });

export type FamilySettingsForm = z.input<typeof familySettingsSchema>;
