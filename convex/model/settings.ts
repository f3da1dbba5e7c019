// Family-wide settings (one row, saved by admins) and each person's own
// language and colour mode, which fall back to the family's (DESIGN.md decision 9).
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { familySettingsSchema } from "../lib/familySettingsSchema";
import { householdError, schemaError } from "../lib/errors";
import { familySettingsFields } from "../lib/activityLog";
import { colorModes, languages, type ColorMode, type Language } from "../lib/validators";
import { recordActivity } from "./activityLog";

export type FamilySettings = Omit<Doc<"familySettings">, "_id" | "_creationTime">;

/** Spec section 9's defaults, for a deployment whose admin has saved nothing yet. */
export const defaultFamilySettings: FamilySettings = {
  familyName: "Our Family",
  colorMode: "system",
  notifications: true,
  autoLogoutMinutes: 60,
  language: "en",
};

export async function readFamilySettings(ctx: QueryCtx): Promise<FamilySettings> {
  const row = await ctx.db.query("familySettings").first();
  if (row === null) return defaultFamilySettings;
  return {
    familyName: row.familyName,
    colorMode: row.colorMode,
    notifications: row.notifications,
    autoLogoutMinutes: row.autoLogoutMinutes,
    language: row.language,
    ...(row.screenDimFrom !== undefined && row.screenDimTo !== undefined
      ? { screenDimFrom: row.screenDimFrom, screenDimTo: row.screenDimTo }
      : {}),
    ...(row.timeZone !== undefined ? { timeZone: row.timeZone } : {}),
    ...(row.membersPlanForEveryone !== undefined ? { membersPlanForEveryone: row.membersPlanForEveryone } : {}),
  };
}

export function requireLanguage(value: string): Language {
  if (!(languages as readonly string[]).includes(value)) throw householdError("UNKNOWN_LANGUAGE");
  return value as Language;
}

export function requireColorMode(value: string): ColorMode {
  if (!(colorModes as readonly string[]).includes(value)) throw householdError("UNKNOWN_COLOR_MODE");
  return value as ColorMode;
}

export type FamilySettingsInput = {
  familyName: string;
  colorMode: string;
  notifications: boolean;
  autoLogoutMinutes: number;
  language: string;
  /** The family screen's night dimming, "HH:MM" or empty for none; both left out keeps what is saved. */
  screenDimFrom?: string;
  screenDimTo?: string;
  /** The family's IANA time zone; left out keeps what is saved. */
  timeZone?: string;
  /** Members may plan calendar events for everyone; left out keeps what is saved. */
  membersPlanForEveryone?: boolean;
};

/** Checks every field (the form's own zod schema) before writing any: a bad value writes nothing. */
export async function saveFamilySettings(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: FamilySettingsInput,
): Promise<FamilySettings> {
  const before = await readFamilySettings(ctx);
  // A caller that does not know the dimming times (an older form) keeps them.
  const keepDim = input.screenDimFrom === undefined && input.screenDimTo === undefined;
  const withDim = keepDim ? { ...input, screenDimFrom: before.screenDimFrom ?? "", screenDimTo: before.screenDimTo ?? "" } : input;
  // Likewise a caller that does not send the time zone keeps the saved one.
  const parsed = familySettingsSchema.safeParse(withDim.timeZone === undefined && before.timeZone !== undefined ? { ...withDim, timeZone: before.timeZone } : withDim);
  if (!parsed.success) throw schemaError(parsed.error);
  const { screenDimFrom, screenDimTo, timeZone, membersPlanForEveryone, ...rest } = parsed.data;
  const planForEveryone = membersPlanForEveryone ?? before.membersPlanForEveryone;
  const settings: FamilySettings = {
    ...rest,
    ...(screenDimFrom && screenDimTo ? { screenDimFrom, screenDimTo } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(planForEveryone !== undefined ? { membersPlanForEveryone: planForEveryone } : {}),
  };
  const row = await ctx.db.query("familySettings").first();
  if (row === null) await ctx.db.insert("familySettings", settings);
  else await ctx.db.replace("familySettings", row._id, settings);
  const fields = familySettingsFields.filter((field) => before[field] !== settings[field]);
  if (fields.length > 0) await recordActivity(ctx, admin, { kind: "familySettingsChanged", fields });
  return settings;
}

/** The person's own preferences row (language, colour mode, muted notification topics), if any. */
export async function preferencesOf(ctx: QueryCtx, memberId: Id<"members">) {
  return ctx.db
    .query("preferences")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .unique();
}

export type PersonalPreferences = { language: Language | null; colorMode: ColorMode | null };

/** What the signed-in person's screens follow: the family's settings and their own overrides. */
export async function settingsForMember(ctx: QueryCtx, memberId: Id<"members">) {
  const family = await readFamilySettings(ctx);
  const own = await preferencesOf(ctx, memberId);
  const personal: PersonalPreferences = { language: own?.language ?? null, colorMode: own?.colorMode ?? null };
  return {
    family,
    personal,
    language: personal.language ?? family.language,
    colorMode: personal.colorMode ?? family.colorMode,
  };
}

/** Sets (or with null clears, back to the family's) one of a person's own preferences. */
export async function setPersonalPreference(
  ctx: MutationCtx,
  memberId: Id<"members">,
  change: { language?: Language | null; colorMode?: ColorMode | null },
) {
  // Convex's patch removes a field set to undefined: null means "follow the family".
  const fields = {
    ...("language" in change ? { language: change.language ?? undefined } : {}),
    ...("colorMode" in change ? { colorMode: change.colorMode ?? undefined } : {}),
  };
  const own = await preferencesOf(ctx, memberId);
  if (own !== null) await ctx.db.patch("preferences", own._id, fields);
  else await ctx.db.insert("preferences", { memberId, ...fields });
}
