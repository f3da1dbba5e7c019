import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { adminPageAccess, defaultPageAccess, hasPageAccess } from "./lib/access";
import { memberColor, memberColors } from "./lib/memberColors";
import { deleteMember, memberReferencePolicies } from "./model/deleteMember";
import { setRole } from "./model/members";
import schema from "./schema";
import { expectRefused } from "./refusals.fixtures";
import { memberEditOf, newBackend, seedRoles, type TestBackend } from "./test.setup";
import { storedFile, storeFile } from "./inventory.fixtures";

describe("members.viewer", () => {
  test("a token whose session the server ended says why: the sign-in ended elsewhere, or the member was removed", async () => {
    const t = newBackend();
    const { admin, member, waiting } = await seedRoles(t);
    // Wendy asks to join (as every sign-in of a non-member does), so she is waiting on a request.
    await waiting.as.mutation(api.accounts.join, {});
    // A password reset ends every session of the account (what Convex Auth does), the member row stays.
    await t.run(async (ctx) => {
      for (const userId of [member.userId, waiting.userId]) {
        const sessions = await ctx.db.query("authSessions").withIndex("userId", (q) => q.eq("userId", userId)).collect();
        for (const session of sessions) await ctx.db.delete("authSessions", session._id);
      }
    });
    expect(await member.as.query(api.members.viewer, {})).toEqual({ status: "signedOut", ended: "elsewhere" });
    expect(await waiting.as.query(api.members.viewer, {})).toEqual({ status: "signedOut", ended: "elsewhere" });
    // Deleting a member removes their row and their requests: what is left of the account is "removed".
    await admin.as.mutation(api.members.deleteMember, { memberId: member.memberId! });
    expect(await member.as.query(api.members.viewer, {})).toEqual({ status: "signedOut", ended: "removed" });
  });

  test("tells each role what it is", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    expect(await roles.signedOut.as.query(api.members.viewer, {})).toEqual({ status: "signedOut" });
    expect(await roles.waiting.as.query(api.members.viewer, {})).toEqual({
      status: "waiting",
      email: "wendy@household.test",
      joinRequest: "none",
    });
    const member = await roles.member.as.query(api.members.viewer, {});
    expect(member.status === "signedIn" && member.member.role).toBe("member");
    const admin = await roles.admin.as.query(api.members.viewer, {});
    expect(admin.status === "signedIn" && admin.member.role).toBe("admin");
  });

  test("reports a rejected join request", async () => {
    const t = newBackend();
    const { waiting } = await seedRoles(t);
    await t.run((ctx) =>
      ctx.db.insert("joinRequests", {
        accountKey: waiting.userId,
        email: "wendy@household.test",
        name: "Wendy Waiting",
        status: "rejected",
      }),
    );
    expect(await waiting.as.query(api.members.viewer, {})).toMatchObject({ status: "waiting", joinRequest: "rejected" });
  });
});

describe("members.list", () => {
  test("shows the family to members and admins only", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    expect(await roles.member.as.query(api.members.list, {})).toHaveLength(2);
    expect(await roles.admin.as.query(api.members.list, {})).toHaveLength(2);
    await expect(roles.waiting.as.query(api.members.list, {})).rejects.toThrow(
      "Your request to join the family is waiting for an administrator.",
    );
    await expect(roles.signedOut.as.query(api.members.list, {})).rejects.toThrow("Please log in to access this feature.");
  });

  test("says who is in the family, never their sign-in key, page flags, email or photo's storage id", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const photo = await uploadAvatar(t, roles.admin.as);
    await roles.admin.as.mutation(api.members.editMember, { ...memberEditOf(await getMember(t, roles.admin.memberId!)), image: { imageStorageId: photo } });
    for (const as of [roles.member.as, roles.admin.as]) {
      const listed = await as.query(api.members.list, {});
      const text = JSON.stringify(listed);
      for (const secret of [roles.admin.userId, roles.member.userId, photo, "ada@household.test", "pageAccess", "accountKey"]) {
        expect(text).not.toContain(secret);
      }
      expect(listed.find((m) => m._id === roles.admin.memberId)?.avatarUrl).toMatch(/^https?:\/\//);
    }
  });

  test("admins get what their pages need from listForAdmin: emails, flags, who signs in, the photo's id; nobody else does", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const invited = await roles.admin.as.mutation(api.members.addMember, { name: "Gran", memberType: "Grandma", role: "member", email: "gran@household.test" });
    const listed = await roles.admin.as.query(api.members.listForAdmin, {});
    expect(listed.find((m) => m._id === roles.member.memberId)).toMatchObject({ email: "max@household.test", signsIn: true, pageAccess: defaultPageAccess });
    expect(listed.find((m) => m._id === invited)).toMatchObject({ email: "gran@household.test", signsIn: false });
    expect(JSON.stringify(listed)).not.toContain(roles.member.userId);
    await expect(roles.member.as.query(api.members.listForAdmin, {})).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
  });
});

describe("members.setPageAccess", () => {
  test("an admin turns a member's page flag off and on", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.members.setPageAccess, { memberId: member.memberId!, page: "finance", enabled: false });
    const off = await member.as.query(api.members.viewer, {});
    expect(off.status === "signedIn" && off.member.pageAccess.finance).toBe(false);
    await admin.as.mutation(api.members.setPageAccess, { memberId: member.memberId!, page: "finance", enabled: true });
    const on = await member.as.query(api.members.viewer, {});
    expect(on.status === "signedIn" && on.member.pageAccess.finance).toBe(true);
  });

  test("an admin cannot remove their own admin flag", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await expect(
      admin.as.mutation(api.members.setPageAccess, { memberId: admin.memberId!, page: "admin", enabled: false }),
    ).rejects.toMatchObject({ data: { code: "ADMIN_FLAG_FOLLOWS_ROLE" } });
    const still = await admin.as.query(api.members.viewer, {});
    expect(still.status === "signedIn" && still.member.pageAccess.admin).toBe(true);
  });

  test("members, the waiting and the signed out are refused and nothing changes", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const args = { memberId: roles.member.memberId!, page: "finance" as const, enabled: false };
    await expect(roles.member.as.mutation(api.members.setPageAccess, args)).rejects.toThrow(
      "This action requires admin privileges.",
    );
    await expect(roles.waiting.as.mutation(api.members.setPageAccess, args)).rejects.toThrow(
      "Your request to join the family is waiting for an administrator.",
    );
    await expect(roles.signedOut.as.mutation(api.members.setPageAccess, args)).rejects.toThrow(
      "Please log in to access this feature.",
    );
    const member = await roles.member.as.query(api.members.viewer, {});
    expect(member.status === "signedIn" && member.member.pageAccess.finance).toBe(true);
  });

  test("rejects a page that does not exist", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await expect(
      admin.as.mutation(api.members.setPageAccess, {
        memberId: member.memberId!,
        page: "garage" as "finance",
        enabled: false,
      }),
    ).rejects.toThrow(/Validator|validator/);
  });
});

// ---- The Family Members page ------------------------------------------------

/** A file in storage as an upload leaves it (convex-test does not record the content type real Convex keeps). */
const getMember = (t: TestBackend, id: Id<"members">) => t.run((ctx) => ctx.db.get("members", id));

describe("members.addMember", () => {
  test("adds a member with the spec's defaults and a lower-cased invitation email", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const id = await admin.as.mutation(api.members.addMember, {
      name: "  Sam Smith ",
      memberType: "Son",
      role: "member",
      email: " Sam@Household.TEST ",
    });
    expect(await getMember(t, id)).toMatchObject({
      name: "Sam Smith",
      email: "sam@household.test",
      role: "member",
      memberType: "Son",
      status: "offline",
      pageAccess: { admin: false, dashboard: true },
    });
    expect((await getMember(t, id))?.accountKey).toBeUndefined();
  });

  test("an admin added as admin gets the admin page", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const id = await admin.as.mutation(api.members.addMember, { name: "Gran", memberType: "Grandma", role: "admin" });
    expect((await getMember(t, id))?.pageAccess.admin).toBe(true);
  });

  test.each([
    [{ name: "   " }, "Member name is required"],
    [{ name: "x".repeat(101) }, "Names and titles can be at most 100 characters long"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "max@household.test" }, "A family member already has this email."],
    [{ email: "MAX@household.test" }, "A family member already has this email."],
  ])("refuses %o: %s", async (change, message) => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const before = await admin.as.query(api.members.list, {});
    await expect(
      admin.as.mutation(api.members.addMember, { name: "Sam", memberType: "Other", role: "member", ...change }),
    ).rejects.toThrow(message);
    expect(await admin.as.query(api.members.list, {})).toHaveLength(before.length);
  });

  test("each member added gets a colour nobody else shows while the palette lasts, and keeps it", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    // Colours someone picked are avoided too.
    await t.run(async (ctx) => {
      const [ada, max] = await ctx.db.query("members").collect();
      await ctx.db.patch("members", ada._id, { color: "red" });
      await ctx.db.patch("members", max._id, { color: "cyan" });
    });
    const colorsNow = async () => (await t.run((ctx) => ctx.db.query("members").collect())).map(memberColor);
    for (const name of ["Sam", "Rose", "Gran", "Olive", "Pip", "Kit", "Jo"]) {
      await admin.as.mutation(api.members.addMember, { name, memberType: "Other", role: "member" });
    }
    const colors = await colorsNow();
    expect(colors).toHaveLength(memberColors.length);
    expect(new Set(colors).size).toBe(memberColors.length);
    // Past the palette a colour is shared, by the fewest; nobody's colour moves meanwhile.
    await admin.as.mutation(api.members.addMember, { name: "Tam", memberType: "Other", role: "member" });
    expect((await colorsNow()).slice(0, colors.length)).toEqual(colors);
  });

  test("a name of exactly 100 characters is fine", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const id = await admin.as.mutation(api.members.addMember, { name: "y".repeat(100), memberType: "Other", role: "member" });
    expect((await getMember(t, id))?.name).toHaveLength(100);
  });
});

describe("members.editMember", () => {
  async function invited(t: TestBackend, admin: Awaited<ReturnType<typeof seedRoles>>["admin"]) {
    return admin.as.mutation(api.members.addMember, { name: "Sam", memberType: "Other", role: "member", email: "sam@household.test" });
  }

  test("changes name, member type, colour and the email of someone not signed in yet", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const sam = await invited(t, admin);
    await admin.as.mutation(api.members.editMember, {
      memberId: sam,
      name: "Samuel",
      memberType: "Son",
      color: "teal",
      email: "Samuel@Household.test",
    });
    expect(await getMember(t, sam)).toMatchObject({ name: "Samuel", memberType: "Son", color: "teal", email: "samuel@household.test" });
    await admin.as.mutation(api.members.editMember, { memberId: sam, name: "Samuel", memberType: "Son", color: "teal", email: "" });
    expect((await getMember(t, sam))?.email).toBeUndefined();
  });

  test("the email of someone who signs in with it cannot change; the rest can", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const edit = { memberId: member.memberId!, name: "Maxine", memberType: "Daughter" as const, color: "pink" as const };
    await expect(admin.as.mutation(api.members.editMember, { ...edit, email: "other@household.test" })).rejects.toThrow(
      "Someone already signs in with this email, so it cannot be changed.",
    );
    await expect(admin.as.mutation(api.members.editMember, { ...edit, email: "" })).rejects.toMatchObject({
      data: { code: "EMAIL_LOCKED" },
    });
    expect((await getMember(t, member.memberId!))?.name).toBe("Max Member");
    await admin.as.mutation(api.members.editMember, { ...edit, email: "MAX@household.test" });
    await admin.as.mutation(api.members.editMember, edit);
    expect(await getMember(t, member.memberId!)).toMatchObject({ name: "Maxine", email: "max@household.test", color: "pink" });
  });

  test.each([
    [{ name: "" }, "MEMBER_NAME_REQUIRED"],
    [{ name: "z".repeat(101) }, "NAME_TOO_LONG"],
    [{ email: "sam@" }, "INVALID_EMAIL"],
    [{ email: "ada@household.test" }, "EMAIL_TAKEN"],
    [{ birthDate: "2015-02-30" }, "INVALID_DATE"],
    [{ birthDate: "14/03/2015" }, "INVALID_DATE"],
  ])(
    "refuses %o with %s under its field and changes nothing", async (change, code) => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const sam = await invited(t, admin);
    const before = await getMember(t, sam);
    await expect(
      admin.as.mutation(api.members.editMember, { memberId: sam, name: "Sam", memberType: "Other", color: "red", ...change }),
    ).rejects.toMatchObject({ data: { code, field: Object.keys(change)[0] } });
    expect(await getMember(t, sam)).toEqual(before);
  });

  test("saves a birthday for the admin pages, keeps it when left out, and an empty one removes it", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const sam = await invited(t, admin);
    const edit = { memberId: sam, name: "Sam", memberType: "Son" as const, color: "teal" as const };
    await admin.as.mutation(api.members.editMember, { ...edit, birthDate: " 2015-03-14 " });
    expect((await getMember(t, sam))?.birthDate).toBe("2015-03-14");
    const listed = await admin.as.query(api.members.listForAdmin, {});
    expect(listed.find((row) => row._id === sam)?.birthDate).toBe("2015-03-14");
    // An older form that does not know the field keeps the birthday.
    await admin.as.mutation(api.members.editMember, { ...edit, name: "Samuel" });
    expect(await getMember(t, sam)).toMatchObject({ name: "Samuel", birthDate: "2015-03-14" });
    await admin.as.mutation(api.members.editMember, { ...edit, birthDate: "" });
    const cleared = await getMember(t, sam);
    expect(cleared?.birthDate).toBeUndefined();
    expect(cleared && "birthDate" in cleared).toBe(false);
  });

  test("refuses a colour outside the palette", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await expect(
      admin.as.mutation(api.members.editMember, {
        memberId: member.memberId!,
        name: "Max",
        memberType: "Other",
        color: "magenta" as "red",
      }),
    ).rejects.toThrow(/Validator|validator/);
  });
});

describe("members.setRole", () => {
  test("Make admin turns the admin page on; Make member turns it off", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.members.setRole, { memberId: member.memberId!, role: "admin" });
    expect(await getMember(t, member.memberId!)).toMatchObject({ role: "admin", pageAccess: { admin: true } });
    // The new admin can now demote the first one, but not themself.
    await expect(member.as.mutation(api.members.setRole, { memberId: member.memberId!, role: "member" })).rejects.toThrow(
      "You cannot remove your own admin access.",
    );
    await member.as.mutation(api.members.setRole, { memberId: admin.memberId!, role: "member" });
    expect(await getMember(t, admin.memberId!)).toMatchObject({ role: "member", pageAccess: { admin: false } });
  });

  test("an admin cannot demote themself", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await expect(admin.as.mutation(api.members.setRole, { memberId: admin.memberId!, role: "member" })).rejects.toMatchObject({
      data: { code: "REMOVE_OWN_ADMIN" },
    });
    expect((await getMember(t, admin.memberId!))?.role).toBe("admin");
  });

  test("the family never loses its last admin (the rule under DELETE_SELF and REMOVE_OWN_ADMIN)", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    // Only reachable if a caller were not an admin themself; the model refuses anyway.
    const notAnAdmin = (await getMember(t, member.memberId!))!;
    await expect(t.run((ctx) => setRole(ctx, notAnAdmin, admin.memberId!, "member"))).rejects.toThrow(
      "The family must keep at least one administrator.",
    );
    await expect(t.run((ctx) => deleteMember(ctx, notAnAdmin, admin.memberId!))).rejects.toThrow(
      "The family must keep at least one administrator.",
    );
  });
});

describe("members.setPageAccess and the admin flag", () => {
  test("the admin flag follows the role: no admin switches it, for a member or for another admin", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const refusal = "The Admin page comes with the admin role. Use Make admin or Make member on Family Members.";
    await expectRefused(
      t,
      () => admin.as.mutation(api.members.setPageAccess, { memberId: member.memberId!, page: "admin", enabled: true }),
      "ADMIN_FLAG_FOLLOWS_ROLE",
      refusal,
    );
    const gran = await admin.as.mutation(api.members.addMember, { name: "Gran", memberType: "Grandma", role: "admin" });
    await expectRefused(
      t,
      () => admin.as.mutation(api.members.setPageAccess, { memberId: gran, page: "admin", enabled: false }),
      "ADMIN_FLAG_FOLLOWS_ROLE",
      refusal,
    );
    // The role moves both: Make member takes the page and the powers away together.
    await admin.as.mutation(api.members.setRole, { memberId: gran, role: "member" });
    expect((await getMember(t, gran))?.pageAccess.admin).toBe(false);
    await admin.as.mutation(api.members.setRole, { memberId: gran, role: "admin" });
    expect((await getMember(t, gran))?.pageAccess.admin).toBe(true);
  });

  test("an admin whose stored flag is off still has exactly the powers the Admin page shows (both follow the role)", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await t.run((ctx) => ctx.db.patch("members", admin.memberId!, { pageAccess: { ...adminPageAccess, admin: false } }));
    const viewer = await admin.as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && hasPageAccess(viewer.member, "admin")).toBe(true);
    await admin.as.mutation(api.members.setPageAccess, { memberId: member.memberId!, page: "finance", enabled: false });
    // And a member whose stored flag is on has neither.
    await t.run((ctx) => ctx.db.patch("members", member.memberId!, { pageAccess: { ...defaultPageAccess, admin: true } }));
    const memberView = await member.as.query(api.members.viewer, {});
    expect(memberView.status === "signedIn" && hasPageAccess(memberView.member, "admin")).toBe(false);
    await expect(
      member.as.mutation(api.members.setPageAccess, { memberId: admin.memberId!, page: "finance", enabled: false }),
    ).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
  });
});

/** A photo the admin uploaded and checked for a member. */
async function uploadAvatar(t: TestBackend, as: ReturnType<TestBackend["withIdentity"]>, contentType = "image/png") {
  const storageId = await storeFile(t, contentType);
  expect(await as.action(api.members.checkUpload, { storageId })).toEqual({ refused: null });
  return storageId;
}

describe("member photos", () => {
  test("the details and the photo are saved together; the list shows the upload's URL; a new photo deletes the old file", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    expect(typeof (await admin.as.mutation(api.members.generateUploadUrl, {}))).toBe("string");
    const first = await uploadAvatar(t, admin.as);
    const details = memberEditOf(await getMember(t, member.memberId!));
    await admin.as.mutation(api.members.editMember, { ...details, name: "Sam Carter", image: { imageStorageId: first } });
    const saved = await getMember(t, member.memberId!);
    expect(saved).toMatchObject({ name: "Sam Carter", avatarStorageId: first });
    const listed = (await member.as.query(api.members.list, {})).find((m) => m._id === member.memberId);
    expect(listed?.avatarUrl).toMatch(/^https?:\/\//);
    const viewer = await member.as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member.avatarUrl).toBe(listed?.avatarUrl);

    // Saving other details keeps the photo (sent back as it was, or not sent at all).
    await admin.as.mutation(api.members.editMember, { ...details, color: "teal", image: { imageStorageId: first } });
    await admin.as.mutation(api.members.editMember, { ...details, color: "blue" });
    expect((await getMember(t, member.memberId!))?.avatarStorageId).toBe(first);

    const second = await uploadAvatar(t, admin.as, "image/jpeg");
    await admin.as.mutation(api.members.editMember, { ...details, image: { imageStorageId: second } });
    expect(await storedFile(t, first)).toBeNull();
    expect((await getMember(t, member.memberId!))?.avatarStorageId).toBe(second);

    await admin.as.mutation(api.members.editMember, { ...details, image: { imageUrl: "https://example.com/max.png" } });
    expect(await storedFile(t, second)).toBeNull();
    const pasted = await getMember(t, member.memberId!);
    expect(pasted?.avatarUrl).toBe("https://example.com/max.png");
    expect(pasted?.avatarStorageId).toBeUndefined();

    await admin.as.mutation(api.members.editMember, { ...details, image: {} });
    const cleared = await getMember(t, member.memberId!);
    expect(cleared?.avatarUrl).toBeUndefined();
    expect(cleared?.avatarStorageId).toBeUndefined();
  });

  test.each([
    ["text/plain", 16, "IMAGE_TYPE_NOT_ALLOWED", "Photos must be JPEG, PNG, WebP or GIF images."],
    // An SVG is an image that can carry script: not a photo.
    ["image/svg+xml", 16, "IMAGE_TYPE_NOT_ALLOWED", "Photos must be JPEG, PNG, WebP or GIF images."],
    ["image/png", 5 * 1024 * 1024 + 1, "IMAGE_TOO_LARGE", "Photos can be at most 5 MB."],
  ])("a %s file of %i bytes is refused (%s) and deleted, as every photo is", async (type, size, code, message) => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const storageId = await storeFile(t, type, size);
    expect(await admin.as.action(api.members.checkUpload, { storageId })).toEqual({ refused: { code, title: "Image Error", message } });
    expect(await storedFile(t, storageId)).toBeNull();
    await expect(
      admin.as.mutation(api.members.editMember, { ...memberEditOf(await getMember(t, member.memberId!)), image: { imageStorageId: storageId } }),
    ).rejects.toMatchObject({ data: { code: "UPLOAD_NOT_YOURS" } });
    expect((await getMember(t, member.memberId!))?.avatarStorageId).toBeUndefined();
  });

  test("an upload is the admin's own, once: not a member's, and not a file already in use", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const unchecked = await storeFile(t, "image/png");
    const details = memberEditOf(await getMember(t, member.memberId!));
    await expect(admin.as.mutation(api.members.editMember, { ...details, image: { imageStorageId: unchecked } })).rejects.toMatchObject({
      data: { code: "UPLOAD_NOT_YOURS", field: "image" },
    });
    const photo = await uploadAvatar(t, admin.as);
    await admin.as.mutation(api.members.editMember, { ...details, image: { imageStorageId: photo } });
    const adminDetails = memberEditOf(await getMember(t, admin.memberId!));
    await expect(admin.as.mutation(api.members.editMember, { ...adminDetails, image: { imageStorageId: photo } })).rejects.toMatchObject({
      data: { code: "UPLOAD_NOT_YOURS" },
    });
  });

  test.each(["data:image/png;base64,AAAA", "javascript:alert(1)", "ftp://example.com/a.png", "example.com/a.png"])(
    "a pasted address %j is refused under the photo, and nothing else is saved",
    async (url) => {
      const t = newBackend();
      const { admin, member } = await seedRoles(t);
      const details = memberEditOf(await getMember(t, member.memberId!));
      await expect(
        admin.as.mutation(api.members.editMember, { ...details, name: "Renamed", image: { imageUrl: url } }),
      ).rejects.toMatchObject({ data: { code: "IMAGE_URL_INVALID", field: "image" } });
      const unchanged = await getMember(t, member.memberId!);
      expect(unchanged?.name).toBe(details.name);
      expect(unchanged?.avatarUrl).toBeUndefined();
    },
  );
});

describe("members.deleteMember", () => {
  test("an admin cannot delete themself", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const attempt = admin.as.mutation(api.members.deleteMember, { memberId: admin.memberId! });
    await expect(attempt).rejects.toThrow("You cannot delete your own account.");
    await expect(attempt).rejects.toMatchObject({ data: { code: "DELETE_SELF", title: "Error" } });
    expect(await getMember(t, admin.memberId!)).not.toBeNull();
  });

  test("another admin can be deleted; a deleted member is NOT_FOUND the second time", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const gran = await admin.as.mutation(api.members.addMember, { name: "Gran", memberType: "Grandma", role: "admin" });
    await admin.as.mutation(api.members.deleteMember, { memberId: gran });
    expect(await getMember(t, gran)).toBeNull();
    await expect(admin.as.mutation(api.members.deleteMember, { memberId: gran })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });

  test("a deleted member's sign-ins end at once: their open tab is signed out and cannot ask to join", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    // A second device: a session with a refresh token.
    await t.run(async (ctx) => {
      const session = await ctx.db.insert("authSessions", { userId: member.userId, expirationTime: Date.now() + 60_000 });
      await ctx.db.insert("authRefreshTokens", { sessionId: session, expirationTime: Date.now() + 60_000 });
    });
    await admin.as.mutation(api.members.deleteMember, { memberId: member.memberId! });
    expect(await member.as.query(api.members.viewer, {})).toEqual({ status: "signedOut", ended: "removed" });
    await expect(member.as.mutation(api.accounts.join, {})).rejects.toMatchObject({ data: { code: "AUTH_REQUIRED" } });
    const left = await t.run(async (ctx) => ({
      sessions: await ctx.db.query("authSessions").collect(),
      tokens: await ctx.db.query("authRefreshTokens").collect(),
    }));
    expect(left.sessions.map((session) => session.userId)).not.toContain(member.userId);
    expect(left.tokens).toEqual([]);
    // The admin's own sign-in is untouched.
    expect(await admin.as.query(api.members.viewer, {})).toMatchObject({ status: "signedIn" });
  });

  test("the delete policy covers every field of the schema that holds a member id", () => {
    const found: string[] = [];
    for (const [table, definition] of Object.entries(schema.tables)) {
      const fields = (definition.validator as { fields?: Record<string, { kind: string; tableName?: string }> }).fields ?? {};
      for (const [field, validator] of Object.entries(fields)) {
        if (validator.kind === "id" && validator.tableName === "members") found.push(`${table}.${field}`);
      }
    }
    expect(found.sort()).toEqual(Object.keys(memberReferencePolicies).sort());
  });

  test("leaves nothing pointing at the deleted member, as the policy says", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const gone = member.memberId!;
    const other = await admin.as.mutation(api.members.addMember, { name: "Olive", memberType: "Daughter", role: "member" });
    const ids = await t.run(async (ctx) => {
      const room = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen" });
      const task = (fields: Partial<Doc<"tasks">>) =>
        ctx.db.insert("tasks", {
          title: "T",
          description: "",
          assignedTo: other,
          dueDate: "2030-01-01",
          status: "pending",
          priority: "low",
          createdBy: admin.memberId!,
          needsApproval: false,
          ...fields,
        });
      const avatar = await ctx.storage.store(new Blob(["a"]));
      await ctx.db.patch("members", gone, { avatarStorageId: avatar });
      const requestImage = await ctx.storage.store(new Blob(["r"]));
      const postImage = await ctx.storage.store(new Blob(["p"]));
      const clothingImage = await ctx.storage.store(new Blob(["c"]));
      const shirt = await ctx.db.insert("clothingItems", {
        name: "Shirt",
        assignedTo: gone,
        imageStorageId: clothingImage,
        category: "Tops",
        size: "M",
        color: "blue",
        occasionTags: [],
        seasonTags: [],
        laundryStatus: "Clean",
      });
      const home = await ctx.db.insert("financeCategories", { name: "Home" });
      const food = await ctx.db.insert("itemTypes", { name: "Groceries" });
      const outgoing = await ctx.db.insert("monthlyOutgoings", {
        description: "Rent",
        amountPence: 100,
        dueDay: 1,
        paymentMethod: "Cash",
        categoryId: home,
        paymentType: "manual-payment",
      });
      const othersPost = await ctx.db.insert("posts", { authorId: other, body: "Hello" });
      const ownPost = await ctx.db.insert("posts", { authorId: gone, body: "Mine", imageStorageId: postImage });
      const othersJoin = await ctx.db.insert("joinRequests", {
        accountKey: "someone",
        email: "s@household.test",
        name: "S",
        status: "approved",
        decidedBy: gone,
      });
      return {
        avatar,
        requestImage,
        postImage,
        clothingImage,
        othersPost,
        othersJoin,
        assignedToThem: await task({ assignedTo: gone, createdBy: other }),
        createdByThem: await task({ createdBy: gone }),
        approvedByThem: await task({ status: "completed", approvalStatus: "approved", approvedBy: gone }),
        rejectedByThem: await task({ status: "in-progress", approvalStatus: "rejected", rejectedBy: gone }),
        event: await ctx.db.insert("events", { name: "Picnic", date: "2030-01-01", description: "Park", createdBy: gone }),
        feedToken: await ctx.db.insert("calendarFeedTokens", { memberId: gone, tokenHash: "hash", scope: "mine", createdAt: 1 }),
        ownJoin: await ctx.db.insert("joinRequests", {
          accountKey: member.userId,
          email: "max@household.test",
          name: "Max",
          status: "approved",
          decidedBy: admin.memberId!,
        }),
        presence: await ctx.db.insert("presence", { memberId: gone, tabId: "tab", lastSeenAt: 1 }),
        preferences: await ctx.db.insert("preferences", { memberId: gone, language: "fr" }),
        roomMember: await ctx.db.insert("roomMembers", { roomId: room, memberId: gone }),
        itemRequest: await ctx.db.insert("itemRequests", {
          roomId: room,
          action: "add",
          name: "Kettle",
          quantity: 1,
          category: "Kitchen",
          condition: "good",
          isContainer: false,
          imageStorageId: requestImage,
          requestedBy: gone,
          status: "pending",
        }),
        decidedItemRequest: await ctx.db.insert("itemRequests", {
          roomId: room,
          action: "add",
          name: "Pan",
          quantity: 1,
          category: "Kitchen",
          condition: "good",
          isContainer: false,
          requestedBy: other,
          status: "approved",
          decidedBy: gone,
        }),
        accessRequest: await ctx.db.insert("roomAccessRequests", { roomId: room, memberId: gone, status: "pending" }),
        decidedAccessRequest: await ctx.db.insert("roomAccessRequests", {
          roomId: room,
          memberId: other,
          status: "rejected",
          decidedBy: gone,
        }),
        transaction: await ctx.db.insert("transactions", {
          description: "Milk",
          amountPence: 120,
          categoryId: home,
          paymentMethod: "Cash",
          date: "2030-01-01",
          monthId: 1,
          weekId: "W1",
          periodMonth: "2030-01",
          transactionType: "expense",
          itemTypeId: food,
          createdBy: gone,
        }),
        payment: await ctx.db.insert("outgoingPayments", { outgoingId: outgoing, month: "2030-01", paidBy: gone }),
        gameStats: await ctx.db.insert("gameStats", {
          memberId: gone,
          level: 1,
          experience: 0,
          nextLevelXp: 100,
          transactions: 0,
          streak: 0,
          badges: [],
        }),
        shirt,
        theirOutfit: await ctx.db.insert("outfits", { name: "Mon", assignedTo: gone, dayOfWeek: "Monday", top: shirt, createdBy: gone }),
        outfitTheyPlanned: await ctx.db.insert("outfits", {
          name: "Tue",
          assignedTo: other,
          dayOfWeek: "Tuesday",
          top: shirt,
          createdBy: gone,
        }),
        ownPost,
        likeOnOwnPost: await ctx.db.insert("likes", { postId: ownPost, memberId: other }),
        commentOnOwnPost: await ctx.db.insert("comments", { postId: ownPost, authorId: other, body: "Nice" }),
        theirLike: await ctx.db.insert("likes", { postId: othersPost, memberId: gone }),
        theirComment: await ctx.db.insert("comments", { postId: othersPost, authorId: gone, body: "Hi" }),
      };
    });

    await admin.as.mutation(api.members.deleteMember, { memberId: gone });

    const after = await t.run(async (ctx) => ({
      member: await ctx.db.get("members", gone),
      assignedToThem: await ctx.db.get("tasks", ids.assignedToThem),
      createdByThem: await ctx.db.get("tasks", ids.createdByThem),
      approvedByThem: await ctx.db.get("tasks", ids.approvedByThem),
      rejectedByThem: await ctx.db.get("tasks", ids.rejectedByThem),
      event: await ctx.db.get("events", ids.event),
      feedToken: await ctx.db.get("calendarFeedTokens", ids.feedToken),
      ownJoin: await ctx.db.get("joinRequests", ids.ownJoin),
      othersJoin: await ctx.db.get("joinRequests", ids.othersJoin),
      presence: await ctx.db.get("presence", ids.presence),
      preferences: await ctx.db.get("preferences", ids.preferences),
      roomMember: await ctx.db.get("roomMembers", ids.roomMember),
      itemRequest: await ctx.db.get("itemRequests", ids.itemRequest),
      decidedItemRequest: await ctx.db.get("itemRequests", ids.decidedItemRequest),
      accessRequest: await ctx.db.get("roomAccessRequests", ids.accessRequest),
      decidedAccessRequest: await ctx.db.get("roomAccessRequests", ids.decidedAccessRequest),
      transaction: await ctx.db.get("transactions", ids.transaction),
      payment: await ctx.db.get("outgoingPayments", ids.payment),
      gameStats: await ctx.db.get("gameStats", ids.gameStats),
      shirt: await ctx.db.get("clothingItems", ids.shirt),
      theirOutfit: await ctx.db.get("outfits", ids.theirOutfit),
      outfitTheyPlanned: await ctx.db.get("outfits", ids.outfitTheyPlanned),
      ownPost: await ctx.db.get("posts", ids.ownPost),
      othersPost: await ctx.db.get("posts", ids.othersPost),
      likeOnOwnPost: await ctx.db.get("likes", ids.likeOnOwnPost),
      commentOnOwnPost: await ctx.db.get("comments", ids.commentOnOwnPost),
      theirLike: await ctx.db.get("likes", ids.theirLike),
      theirComment: await ctx.db.get("comments", ids.theirComment),
      files: await Promise.all(
        [ids.avatar, ids.requestImage, ids.postImage, ids.clothingImage].map((id) => ctx.db.system.get("_storage", id)),
      ),
    }));

    // delete: theirs, and what hangs off it
    for (const key of [
      "member",
      "assignedToThem",
      "ownJoin",
      "presence",
      "preferences",
      "roomMember",
      "itemRequest",
      "accessRequest",
      "gameStats",
      "shirt",
      "theirOutfit",
      "ownPost",
      "likeOnOwnPost",
      "commentOnOwnPost",
      "theirLike",
      "theirComment",
      "feedToken",
    ] as const) {
      expect(after[key], key).toBeNull();
    }
    expect(after.files).toEqual([null, null, null, null]);
    // reassign: the family's records stay, credited to the admin who deleted them
    expect(after.createdByThem?.createdBy).toBe(admin.memberId);
    expect(after.event?.createdBy).toBe(admin.memberId);
    expect(after.transaction?.createdBy).toBe(admin.memberId);
    expect(after.payment?.paidBy).toBe(admin.memberId);
    expect(after.outfitTheyPlanned).toMatchObject({ createdBy: admin.memberId, assignedTo: other });
    expect(after.outfitTheyPlanned?.top).toBeUndefined();
    // clear: the decision stays, who made it is forgotten
    expect(after.approvedByThem).toMatchObject({ approvalStatus: "approved" });
    expect(after.approvedByThem?.approvedBy).toBeUndefined();
    expect(after.rejectedByThem).toMatchObject({ approvalStatus: "rejected", status: "in-progress" });
    expect(after.rejectedByThem?.rejectedBy).toBeUndefined();
    expect(after.othersJoin).toMatchObject({ status: "approved" });
    expect(after.othersJoin?.decidedBy).toBeUndefined();
    expect(after.decidedItemRequest?.decidedBy).toBeUndefined();
    expect(after.decidedAccessRequest?.decidedBy).toBeUndefined();
    expect(after.othersPost).not.toBeNull();

    // A deleted person's sign-in has ended: their open tab is signed out.
    expect(await member.as.query(api.members.viewer, {})).toEqual({ status: "signedOut", ended: "removed" });
    await expect(member.as.query(api.members.list, {})).rejects.toMatchObject({ data: { code: "AUTH_REQUIRED" } });
  });

  test("a member with more than one mutation can handle is finished by a scheduled mutation", async () => {
    vi.useFakeTimers();
    try {
      const t = newBackend();
      const { admin, member } = await seedRoles(t);
      const gone = member.memberId!;
      await t.run(async (ctx) => {
        for (let i = 0; i < 250; i++) {
          await ctx.db.insert("tasks", {
            title: `Task ${i}`,
            description: "",
            assignedTo: gone,
            dueDate: "2030-01-01",
            status: "pending",
            priority: "low",
            createdBy: admin.memberId!,
            needsApproval: false,
          });
          await ctx.db.insert("events", { name: `E${i}`, date: "2030-01-01", description: "d", createdBy: gone });
        }
      });
      await admin.as.mutation(api.members.deleteMember, { memberId: gone });
      const counts = () =>
        t.run(async (ctx) => ({
          tasks: (await ctx.db.query("tasks").withIndex("by_assignedTo_and_status", (q) => q.eq("assignedTo", gone)).collect()).length,
          events: (await ctx.db.query("events").withIndex("by_createdBy_and_date", (q) => q.eq("createdBy", gone)).collect()).length,
        }));
      expect(await getMember(t, gone)).toBeNull();
      expect(await counts()).toEqual({ tasks: 150, events: 150 });
      await t.finishAllScheduledFunctions(vi.runAllTimers);
      expect(await counts()).toEqual({ tasks: 0, events: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
