import { v } from "convex/values";
import { adminMutation, memberMutation, memberQuery } from "./functions";
import {
  requireColorMode,
  requireLanguage,
  saveFamilySettings as save,
  setPersonalPreference,
  settingsForMember,
} from "./model/settings";

/** The family's settings and the caller's own overrides, and what their screens use. */
export const forViewer = memberQuery({
  args: {},
  handler: (ctx) => settingsForMember(ctx, ctx.member._id),
});

/** Admin: the System Settings page. Every field is checked before anything is written. */
export const saveFamilySettings = adminMutation({
  denied: "MODIFY_SETTINGS",
  args: {
    familyName: v.string(),
    colorMode: v.string(),
    notifications: v.boolean(),
    autoLogoutMinutes: v.number(),
    language: v.string(),
    // The family screen's night dimming: "HH:MM" or "" (off), both or neither.
    screenDimFrom: v.optional(v.string()),
    screenDimTo: v.optional(v.string()),
    // The family's IANA time zone ("Europe/London").
    timeZone: v.optional(v.string()),
    // Members may plan calendar events for everyone, not only for themselves.
    membersPlanForEveryone: v.optional(v.boolean()),
  },
  handler: (ctx, args) => save(ctx, ctx.member, args),
});

/** The caller's own language; null follows the family's default. */
export const setMyLanguage = memberMutation({
  args: { language: v.union(v.string(), v.null()) },
  handler: (ctx, { language }) =>
    setPersonalPreference(ctx, ctx.member._id, { language: language === null ? null : requireLanguage(language) }),
});

/** The caller's own light/dark/device mode; null follows the family's default. */
export const setMyColorMode = memberMutation({
  args: { colorMode: v.union(v.string(), v.null()) },
  handler: (ctx, { colorMode }) =>
    setPersonalPreference(ctx, ctx.member._id, { colorMode: colorMode === null ? null : requireColorMode(colorMode) }),
});
