// The Family Members forms' rules, shared by the forms (react-hook-form's zod
// resolver) and the server (model/members.ts). Each message is an error code
// of lib/errors.ts, which both sides turn into the reader's text.
import { z } from "zod";
import { isCalendarDay } from "./dates";
import { EMAIL_PATTERN } from "./email";
import type { ErrorCode } from "./errors";
import { memberColors } from "./memberColors";
import { photoSchema } from "./photoSchema";
import { NAME_MAX_LENGTH } from "./text";
import { memberTypes, roles } from "./validators";

const code = (c: ErrorCode) => c;

/** Syntax only: whether the address is real is proven when its owner signs up with it. */
/** Addresses are stored lower-cased (DESIGN.md decision 2). */
export const EMAIL_MAX_LENGTH = 254;

const name = z.string().trim().min(1, code("MEMBER_NAME_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG"));

/** Empty means "no email"; otherwise a syntactically valid address, lower-cased. */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, code("INVALID_EMAIL"))
  .refine((value) => value === "" || EMAIL_PATTERN.test(value), code("INVALID_EMAIL"));

/** Add a member: name, member type, role, and an optional email to invite. */
export const newMemberSchema = z.object({
  name,
  memberType: z.enum(memberTypes, code("UNKNOWN_CHOICE")),
  role: z.enum(roles, code("UNKNOWN_CHOICE")),
  email,
});
export type NewMemberForm = z.input<typeof newMemberSchema>;

/** Empty means "no birthday"; otherwise a real day, "yyyy-MM-dd" (the calendar shows it each year). */
const birthDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), code("INVALID_DATE"));

/**
 * Edit a member: name, member type, colour, email while no one signs in with it, birthday, and
 * photo (the photo rules of every form). Left out, the birthday stays as it is.
 */
export const memberDetailsSchema = z.object({
  name,
  memberType: z.enum(memberTypes, code("UNKNOWN_CHOICE")),
  color: z.enum(memberColors, code("UNKNOWN_CHOICE")),
  email,
  birthDate: birthDate.optional(),
  image: photoSchema,
});
export type MemberDetailsForm = z.input<typeof memberDetailsSchema>;
