import { describe, expect, test } from "vitest";
import { ConvexError } from "convex/values";
import { clerkIdentity, newBackend, seedAccount, seedRoles, signedInIdentity } from "../test.setup";
import {
  adminPageAccess,
  defaultPageAccess,
  hasPageAccess,
  hasRoomAccess,
  requireAdmin,
  requireMember,
  requirePageAccess,
  requireRoomAccess,
} from "./access";
import { errorCatalogue } from "./errors";
import { getViewer } from "./viewer";

function errorData(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConvexError);
    return (error as ConvexError<{ code: string; title: string; message: string }>).data;
  }
  throw new Error("expected a ConvexError");
}

describe("getViewer", () => {
  test("is null when signed out", async () => {
    const t = newBackend();
    expect(await t.run((ctx) => getViewer(ctx))).toBeNull();
  });

  test("keys a password account by its user id, whatever the session", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const first = await admin.as.run((ctx) => getViewer(ctx));
    const laterSession = await t.withIdentity(await signedInIdentity(t, admin.userId)).run((ctx) => getViewer(ctx));
    // seedAccount's users row has no emailVerificationTime: the email is not proven.
    expect(first?.account).toEqual({
      accountKey: admin.userId,
      email: "ada@household.test",
      emailVerified: false,
      name: "Ada Admin",
    });
    expect(first?.member?._id).toBe(admin.memberId);
    expect(laterSession?.member?._id).toBe(admin.memberId);
  });

  test("gives a waiting account no member", async () => {
    const t = newBackend();
    const { waiting } = await seedRoles(t);
    const viewer = await waiting.as.run((ctx) => getViewer(ctx));
    expect(viewer?.account.email).toBe("wendy@household.test");
    expect(viewer?.member).toBeNull();
  });

  test("keys a Clerk account by its token identifier and lower-cases its email", async () => {
    const t = newBackend();
    const identity = clerkIdentity("user_2abc", "Grandma@Household.TEST", "Grandma Rose");
    const memberId = await t.run((ctx) =>
      ctx.db.insert("members", {
        name: "Grandma Rose",
        accountKey: identity.tokenIdentifier,
        role: "member",
        memberType: "Grandma",
        status: "offline",
        pageAccess: defaultPageAccess,
      }),
    );
    const viewer = await t.withIdentity(identity).run((ctx) => getViewer(ctx));
    expect(viewer?.account).toEqual({
      accountKey: identity.tokenIdentifier,
      email: "grandma@household.test",
      // No email_verified claim in the token: not proven.
      emailVerified: false,
      name: "Grandma Rose",
    });
    expect(viewer?.member?._id).toBe(memberId);
  });

  test("treats a password token whose user was deleted as signed out", async () => {
    const t = newBackend();
    const { userId, identity } = await seedAccount(t, { name: "Gone", email: "gone@household.test" });
    await t.run((ctx) => ctx.db.delete("users", userId));
    expect(await t.withIdentity(identity).run((ctx) => getViewer(ctx))).toBeNull();
  });
});

describe("requireMember", () => {
  test("refuses the signed out and the waiting with the spec's messages", async () => {
    const t = newBackend();
    const { waiting, member } = await seedRoles(t);
    expect(errorData(() => requireMember(null))).toMatchObject({
      code: "AUTH_REQUIRED",
      title: "Authentication required",
      message: "Please log in to access this feature.",
    });
    const waitingViewer = await waiting.as.run((ctx) => getViewer(ctx));
    expect(errorData(() => requireMember(waitingViewer)).code).toBe("AWAITING_APPROVAL");
    const memberViewer = await member.as.run((ctx) => getViewer(ctx));
    expect(requireMember(memberViewer)._id).toBe(member.memberId);
  });
});

describe("page access", () => {
  const member = { role: "member" as const, pageAccess: defaultPageAccess };
  const admin = { role: "admin" as const, pageAccess: adminPageAccess };

  test("a member gets every page but admin by default", () => {
    expect(hasPageAccess(member, "finance")).toBe(true);
    expect(hasPageAccess(member, "admin")).toBe(false);
    expect(hasPageAccess(admin, "admin")).toBe(true);
  });

  test("the admin page comes with the admin role, whatever a stored flag says", () => {
    expect(hasPageAccess({ role: "member", pageAccess: adminPageAccess }, "admin")).toBe(false);
    expect(hasPageAccess({ role: "admin", pageAccess: adminPageAccess }, "admin")).toBe(true);
    expect(hasPageAccess({ role: "admin", pageAccess: defaultPageAccess }, "admin")).toBe(true);
  });

  test("clothing is guarded by the homePlan flag", () => {
    const noHome = { role: "member" as const, pageAccess: { ...defaultPageAccess, homePlan: false, clothing: true } };
    expect(hasPageAccess(noHome, "clothing")).toBe(false);
    expect(hasPageAccess(noHome, "homePlan")).toBe(false);
    // …and by its own switch on Page Access.
    const noClothing = { role: "member" as const, pageAccess: { ...defaultPageAccess, clothing: false } };
    expect(hasPageAccess(noClothing, "clothing")).toBe(false);
    expect(hasPageAccess(noClothing, "homePlan")).toBe(true);
    expect(hasPageAccess({ role: "member", pageAccess: defaultPageAccess }, "clothing")).toBe(true);
  });

  test("requirePageAccess throws for a flag that is off", () => {
    const noFinance = { role: "member" as const, pageAccess: { ...defaultPageAccess, finance: false } };
    expect(errorData(() => requirePageAccess(noFinance, "finance")).code).toBe("PAGE_ACCESS_DENIED");
    expect(() => requirePageAccess(noFinance, "dashboard")).not.toThrow();
  });
});

describe("requireAdmin", () => {
  test("throws the message of the action that was refused", () => {
    const member = { role: "member" as const, pageAccess: defaultPageAccess };
    expect(errorData(() => requireAdmin(member))).toEqual({ code: "ADMIN_REQUIRED", ...errorCatalogue.ADMIN_REQUIRED });
    expect(errorData(() => requireAdmin(member, "ADD_ROOMS"))).toEqual({
      code: "ADD_ROOMS",
      title: "Access Denied",
      message: "Only administrators can add rooms",
    });
    expect(errorData(() => requireAdmin(member, "ASSIGN_TASKS"))).toEqual({
      code: "ASSIGN_TASKS",
      title: "Permission Denied",
      message: "Only admins can assign tasks",
    });
    expect(() => requireAdmin({ role: "admin", pageAccess: adminPageAccess }, "ADD_ROOMS")).not.toThrow();
  });
});

describe("room access", () => {
  test("admins enter every room, members only rooms that list them", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const { kitchen, bedroom } = await t.run(async (ctx) => {
      const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen" });
      const bedroom = await ctx.db.insert("rooms", { name: "Master Bedroom", type: "bedroom" });
      await ctx.db.insert("roomMembers", { roomId: kitchen, memberId: member.memberId! });
      return { kitchen, bedroom };
    });
    await t.run(async (ctx) => {
      const adminDoc = (await ctx.db.get("members", admin.memberId!))!;
      const memberDoc = (await ctx.db.get("members", member.memberId!))!;
      expect(await hasRoomAccess(ctx, adminDoc, bedroom)).toBe(true);
      expect(await hasRoomAccess(ctx, memberDoc, kitchen)).toBe(true);
      expect(await hasRoomAccess(ctx, memberDoc, bedroom)).toBe(false);
      expect((await requireRoomAccess(ctx, memberDoc, kitchen)).name).toBe("Kitchen");
      await expect(requireRoomAccess(ctx, memberDoc, bedroom)).rejects.toThrow(
        "Access denied: You don't have access to Master Bedroom",
      );
    });
  });
});
