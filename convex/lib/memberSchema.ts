// The Family Members forms' rules, shared by the forms (react-hook-form's zod
// resolver) and the server (model/members.ts). Each message is an error code
// of lib/errors.ts, which both sides turn into the reader's text.
import { z } from "zod";
import { EMAIL_PATTERN } from "./email";
import type { ErrorCode } from "./errors";
import { imageFileProblem } from "./imageFiles";
import { memberColors } from "./memberColors";
import { NAME_MAX_LENGTH } from "./text";
import { memberTypes, roles } from "./validators";

const code = (c: ErrorCode) => c;

/** Syntax only: whether the address is real is proven when its owner signs up with it. */
/** Addresses are stored lower-cased (DESIGN.md decision 2). */
export const EMAIL_MAX_LENGTH = 254;

/** An uploaded photo: an image of at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A pasted photo address: http(s) only (no data: URLs in documents, DESIGN.md decision 6). */
export const AVATAR_URL_MAX_LENGTH = 2048;

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** What is wrong with a file offered as a photo, or null: the form asks before uploading, the server after. */
export function avatarFileProblem(file: { contentType: string | undefined; size: number }): ErrorCode | null {
  // The allow-list of every photo (no SVG, which can carry script), under the avatar's own codes.
  const problem = imageFileProblem(file);
  if (problem === "IMAGE_TYPE_NOT_ALLOWED") return "AVATAR_NOT_IMAGE";
  if (problem === "IMAGE_TOO_LARGE" || file.size > AVATAR_MAX_BYTES) return "AVATAR_TOO_LARGE";
  return problem;
}

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

/** Edit a member: name, member type, colour, and email while no one signs in with it. */
export const memberDetailsSchema = z.object({
  name,
  memberType: z.enum(memberTypes, code("UNKNOWN_CHOICE")),
  color: z.enum(memberColors, code("UNKNOWN_CHOICE")),
  email,
});
export type MemberDetailsForm = z.input<typeof memberDetailsSchema>;

/** A pasted photo address; empty means "no address". */
export const avatarUrlSchema = z
  .string()
  .trim()
  .max(AVATAR_URL_MAX_LENGTH, code("AVATAR_URL_INVALID"))
  .refine((value) => value === "" || isHttpUrl(value), code("AVATAR_URL_INVALID"));
