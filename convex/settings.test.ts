import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { defaultFamilySettings } from "./model/settings";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

const valid = { familyName: "The Okafor Family", colorMode: "dark", notifications: false, autoLogoutMinutes: 15, language: "fr" };

const storedSettings = (t: TestBackend) => t.run((ctx) => ctx.db.query("familySettings").collect());
const storedPreferences = (t: TestBackend) => t.run((ctx) => ctx.db.query("preferences").collect());

describe("settings.saveFamilySettings", () => {
  test("an admin saves the family's settings; every member sees them", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    expect((await member.as.query(api.settings.forViewer, {})).family).toEqual(defaultFamilySettings);
    await admin.as.mutation(api.settings.saveFamilySettings, { ...valid, familyName: "  The Okafor Family  " });
    const seen = await member.as.query(api.settings.forViewer, {});
    expect(seen.family).toEqual(valid);
    expect(seen).toMatchObject({ language: "fr", colorMode: "dark", personal: { language: null, colorMode: null } });
    // A second save replaces the one row.
    await admin.as.mutation(api.settings.saveFamilySettings, { ...valid, autoLogoutMinutes: 0 });
    expect(await storedSettings(t)).toHaveLength(1);
    expect((await storedSettings(t))[0].autoLogoutMinutes).toBe(0);
  });

  test("refuses everyone but admins with the spec's message, writing nothing", async () => {
    const t = newBackend();
    const { member, waiting, signedOut } = await seedRoles(t);
    await expect(member.as.mutation(api.settings.saveFamilySettings, valid)).rejects.toThrow("Only administrators can modify system settings");
    await expect(waiting.as.mutation(api.settings.saveFamilySettings, valid)).rejects.toThrow(
      "Your request to join the family is waiting for an administrator.",
    );
    await expect(signedOut.as.mutation(api.settings.saveFamilySettings, valid)).rejects.toThrow("Please log in to access this feature.");
    expect(await storedSettings(t)).toEqual([]);
  });

  test.each([
    ["negative minutes", { autoLogoutMinutes: -1 }, "Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)"],
    ["fractional minutes", { autoLogoutMinutes: 2.5 }, "Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)"],
    ["not a number", { autoLogoutMinutes: Number.NaN }, "Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)"],
    ["too many minutes", { autoLogoutMinutes: 1441 }, "Auto logout must be a whole number of minutes from 0 to 1440 (0 turns it off)"],
    ["an unknown language", { language: "it" }, "Choose English, Spanish, French or German"],
    ["an unknown colour mode", { colorMode: "sepia" }, "Choose light, dark or the device's setting"],
    ["a blank family name", { familyName: "   " }, "Family name is required"],
    ["a family name over 100 characters", { familyName: "x".repeat(101) }, "Names and titles can be at most 100 characters long"],
    ["an unknown time zone", { timeZone: "Europe/Atlantis" }, "Choose a time zone from the list."],
    ["a time zone that is not a name", { timeZone: "+02:00 and then some" }, "Choose a time zone from the list."],
  ])("refuses %s and writes nothing", async (_case, change, message) => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await admin.as.mutation(api.settings.saveFamilySettings, valid);
    const before = await storedSettings(t);
    await expect(admin.as.mutation(api.settings.saveFamilySettings, { ...valid, familyName: "Changed", ...change })).rejects.toThrow(message);
    expect(await storedSettings(t)).toEqual(before);
  });

  test("the family's time zone is saved, kept by a save that leaves it out, and logged when it changes", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.settings.saveFamilySettings, { ...valid, timeZone: " America/New_York " });
    expect((await member.as.query(api.settings.forViewer, {})).family.timeZone).toBe("America/New_York");
    await admin.as.mutation(api.settings.saveFamilySettings, { ...valid, familyName: "Renamed" });
    expect((await storedSettings(t))[0]).toMatchObject({ familyName: "Renamed", timeZone: "America/New_York" });
    await admin.as.mutation(api.settings.saveFamilySettings, { ...valid, timeZone: "Europe/Berlin" });
    const changes = await t.run((ctx) => ctx.db.query("activityLog").collect());
    expect(changes.map((row) => row.details).filter((details) => details.kind === "familySettingsChanged")).toContainEqual({
      kind: "familySettingsChanged",
      fields: ["familyName", "timeZone"],
    });
  });

  test("a string of minutes is refused by the argument validator", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    // @ts-expect-error: the client cannot send it, an API caller could.
    await expect(admin.as.mutation(api.settings.saveFamilySettings, { ...valid, autoLogoutMinutes: "15" })).rejects.toThrow(/Validator/);
    expect(await storedSettings(t)).toEqual([]);
  });
});

describe("personal preferences", () => {
  test("a member's own language and colour mode override the family's, and null follows it again", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.settings.saveFamilySettings, valid);
    await member.as.mutation(api.settings.setMyLanguage, { language: "de" });
    await member.as.mutation(api.settings.setMyColorMode, { colorMode: "light" });
    expect(await member.as.query(api.settings.forViewer, {})).toMatchObject({
      language: "de",
      colorMode: "light",
      personal: { language: "de", colorMode: "light" },
    });
    // The admin's own view is untouched.
    expect(await admin.as.query(api.settings.forViewer, {})).toMatchObject({ language: "fr", colorMode: "dark" });

    await member.as.mutation(api.settings.setMyLanguage, { language: null });
    expect(await member.as.query(api.settings.forViewer, {})).toMatchObject({
      language: "fr",
      colorMode: "light",
      personal: { language: null, colorMode: "light" },
    });
    expect(await storedPreferences(t)).toHaveLength(1);
  });

  test("refuses unknown values and strangers, writing nothing", async () => {
    const t = newBackend();
    const { member, waiting, signedOut } = await seedRoles(t);
    await expect(member.as.mutation(api.settings.setMyLanguage, { language: "klingon" })).rejects.toThrow(
      "Choose English, Spanish, French or German",
    );
    await expect(member.as.mutation(api.settings.setMyColorMode, { colorMode: "neon" })).rejects.toThrow(
      "Choose light, dark or the device's setting",
    );
    await expect(waiting.as.mutation(api.settings.setMyLanguage, { language: "es" })).rejects.toThrow(
      "Your request to join the family is waiting for an administrator.",
    );
    await expect(signedOut.as.mutation(api.settings.setMyColorMode, { colorMode: "dark" })).rejects.toThrow(
      "Please log in to access this feature.",
    );
    await expect(signedOut.as.query(api.settings.forViewer, {})).rejects.toThrow("Please log in to access this feature.");
    expect(await storedPreferences(t)).toEqual([]);
  });
});
