import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import {
  clerkIdentity,
  markEmailVerified,
  newBackend,
  signedInIdentity,
  seedAccount,
  seedRoles,
  verifiedClerkIdentity,
} from "./test.setup";

async function memberRows(t: ReturnType<typeof newBackend>) {
  return t.run((ctx) => ctx.db.query("members").collect());
}

type Client = ReturnType<ReturnType<typeof newBackend>["withIdentity"]>;

/** The join requests waiting in the approval inbox, where admins decide them. */
async function pendingJoins(as: Client) {
  return (await as.query(api.approvals.inbox, { kind: "join" })).rows;
}

/** An admin's Approve or Reject on a join request in the approval inbox. */
function decideJoin(as: Client, requestId: Id<"joinRequests">, decision: "approve" | "reject") {
  return as.mutation(api.approvals.decide, { target: { kind: "join", id: requestId }, decision });
}

describe("accounts.join", () => {
  test("the first admin's device zone becomes the family's, so the server's today and reminders are never UTC by default", async () => {
    const t = newBackend();
    const userId = await t.run((ctx) => ctx.db.insert("users", { email: "first@household.test" }));
    const as = t.withIdentity(await signedInIdentity(t, userId));
    expect(await as.mutation(api.accounts.join, { timeZone: "America/New_York" })).toBe("created");
    expect((await as.query(api.settings.forViewer, {})).family.timeZone).toBe("America/New_York");
    const zone = await t.run(async (ctx) => (await ctx.db.query("familySettings").first())?.timeZone);
    expect(zone).toBe("America/New_York");
  });

  test("a device zone Intl does not know is not taken, and a later member's device changes nothing", async () => {
    const t = newBackend();
    const first = await t.run((ctx) => ctx.db.insert("users", { email: "first@household.test" }));
    const as = t.withIdentity(await signedInIdentity(t, first));
    expect(await as.mutation(api.accounts.join, { timeZone: "Mars/Olympus_Mons" })).toBe("created");
    expect(await t.run((ctx) => ctx.db.query("familySettings").first())).toBeNull();
    await expect(as.mutation(api.accounts.join, { timeZone: "x".repeat(200) })).rejects.toThrow(/UNKNOWN_TIME_ZONE/);
  });

  test("makes the first account on an empty deployment the admin, with the spec's defaults", async () => {
    const t = newBackend();
    const userId = await t.run((ctx) => ctx.db.insert("users", { email: "first@household.test" }));
    const as = t.withIdentity(await signedInIdentity(t, userId));
    expect(await as.mutation(api.accounts.join, {})).toBe("created");
    const [admin] = await memberRows(t);
    expect(admin).toMatchObject({
      name: "first",
      email: "first@household.test",
      accountKey: userId,
      role: "admin",
      // Only presence heartbeats set anyone online.
      status: "offline",
      memberType: "Other",
    });
    expect(admin.pageAccess.admin).toBe(true);
    expect(await as.mutation(api.accounts.join, {})).toBe("existing");
    expect(await memberRows(t)).toHaveLength(1);
  });

  async function withInvitedGrandma(t: ReturnType<typeof newBackend>) {
    return t.run((ctx) =>
      ctx.db.insert("members", {
        name: "Grandma Rose",
        email: "rose@household.test",
        role: "member",
        memberType: "Grandma",
        status: "offline",
        pageAccess: defaultPageAccess,
      }),
    );
  }

  test("links a verified account to the member an admin added with that email, offline", async () => {
    const t = newBackend();
    await seedRoles(t);
    const grandmaId = await withInvitedGrandma(t);
    const { identity, userId } = await seedAccount(t, { name: "Rose", email: "rose@household.test", waiting: true });
    await markEmailVerified(t, userId);
    const as = t.withIdentity(identity);
    expect(await as.mutation(api.accounts.join, {})).toBe("linked");
    const viewer = await as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(grandmaId);
    expect(viewer.status === "signedIn" && viewer.member.name).toBe("Grandma Rose");
    expect(viewer.status === "signedIn" && viewer.member.status).toBe("offline");
    expect(await t.run((ctx) => ctx.db.query("joinRequests").collect())).toEqual([]);
    expect(await as.mutation(api.accounts.join, {})).toBe("existing");
  });

  test("does not link an account whose email is not verified; it waits, and links once verified", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const grandmaId = await withInvitedGrandma(t);
    const { identity, userId } = await seedAccount(t, { name: "Rose?", email: "rose@household.test", waiting: true });
    const as = t.withIdentity(identity);
    expect(await as.mutation(api.accounts.join, {})).toBe("waiting");
    expect(await as.query(api.members.viewer, {})).toMatchObject({ status: "waiting", joinRequest: "pending" });
    expect((await t.run((ctx) => ctx.db.get("members", grandmaId)))?.accountKey).toBeUndefined();

    await markEmailVerified(t, userId);
    expect(await as.mutation(api.accounts.join, {})).toBe("linked");
    const viewer = await as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(grandmaId);
    // Their request is settled, so the admin's queue no longer shows it.
    const [request] = await t.run((ctx) => ctx.db.query("joinRequests").collect());
    expect(request).toMatchObject({ status: "approved", decidedAt: expect.any(Number) });
    expect(await pendingJoins(admin.as)).toEqual([]);
  });

  test("queues a stranger once, who then reads no family data", async () => {
    const t = newBackend();
    const { waiting } = await seedRoles(t);
    expect(await waiting.as.mutation(api.accounts.join, {})).toBe("waiting");
    expect(await waiting.as.mutation(api.accounts.join, {})).toBe("waiting");
    const requests = await t.run((ctx) => ctx.db.query("joinRequests").collect());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ email: "wendy@household.test", name: "Wendy Waiting", status: "pending" });
    expect(await waiting.as.query(api.members.viewer, {})).toMatchObject({ status: "waiting", joinRequest: "pending" });
    await expect(waiting.as.query(api.approvals.inbox, { kind: "join" })).rejects.toThrow(
      "Your request to join the family is waiting for an administrator.",
    );
  });

  test("refuses someone signed out", async () => {
    const t = newBackend();
    await expect(t.mutation(api.accounts.join, {})).rejects.toThrow("Please log in to access this feature.");
    expect(await memberRows(t)).toHaveLength(0);
  });

  test("works the same for Clerk identities, keyed by token identifier", async () => {
    const t = newBackend();
    const first = clerkIdentity("user_first", "First@Household.test", "First Person");
    expect(await t.withIdentity(first).mutation(api.accounts.join, {})).toBe("created");
    const [admin] = await memberRows(t);
    expect(admin).toMatchObject({ accountKey: first.tokenIdentifier, email: "first@household.test", name: "First Person" });
    const stranger = clerkIdentity("user_other", "other@household.test", "Other");
    expect(await t.withIdentity(stranger).mutation(api.accounts.join, {})).toBe("waiting");
  });

  test("links a Clerk account to an invited member only when its token says the email is verified", async () => {
    const t = newBackend();
    await seedRoles(t);
    const grandmaId = await withInvitedGrandma(t);
    const unverified = clerkIdentity("user_rose", "rose@household.test", "Rose");
    expect(await t.withIdentity(unverified).mutation(api.accounts.join, {})).toBe("waiting");
    const notTrue = { ...unverified, emailVerified: false };
    expect(await t.withIdentity(notTrue).mutation(api.accounts.join, {})).toBe("waiting");
    expect((await t.run((ctx) => ctx.db.get("members", grandmaId)))?.accountKey).toBeUndefined();

    const verified = verifiedClerkIdentity("user_rose", "rose@household.test", "Rose");
    expect(await t.withIdentity(verified).mutation(api.accounts.join, {})).toBe("linked");
    expect((await t.run((ctx) => ctx.db.get("members", grandmaId)))?.accountKey).toBe(verified.tokenIdentifier);
  });
});

describe("join requests", () => {
  async function withPendingRequest() {
    const t = newBackend();
    const roles = await seedRoles(t);
    await roles.waiting.as.mutation(api.accounts.join, {});
    const [request] = await pendingJoins(roles.admin.as);
    return { t, roles, requestId: request.id as Id<"joinRequests"> };
  }

  test("an admin approves: the person becomes a member with default page access", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    await decideJoin(roles.admin.as, requestId, "approve");
    const viewer = await roles.waiting.as.query(api.members.viewer, {});
    expect(viewer.status).toBe("signedIn");
    expect(viewer.status === "signedIn" && viewer.member).toMatchObject({
      name: "Wendy Waiting",
      role: "member",
      pageAccess: defaultPageAccess,
      // No tab of theirs has sent a heartbeat: offline until one does.
      status: "offline",
    });
    expect(await pendingJoins(roles.admin.as)).toEqual([]);
    const request = await t.run((ctx) => ctx.db.get("joinRequests", requestId));
    expect(request).toMatchObject({ status: "approved", decidedBy: roles.admin.memberId });
  });

  test("approving someone whose email an admin already added links that member instead of making a twin", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    const invitedId = await roles.admin.as.mutation(api.members.addMember, {
      name: "Wendy Carter",
      memberType: "Daughter",
      role: "member",
      email: "wendy@household.test",
    });
    await decideJoin(roles.admin.as, requestId, "approve");
    const viewer = await roles.waiting.as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(invitedId);
    const wendys = await t.run((ctx) => ctx.db.query("members").withIndex("by_email", (q) => q.eq("email", "wendy@household.test")).collect());
    expect(wendys).toHaveLength(1);
  });

  test("an admin rejects: the person stays out and is told so", async () => {
    const { roles, requestId } = await withPendingRequest();
    await decideJoin(roles.admin.as, requestId, "reject");
    expect(await roles.waiting.as.query(api.members.viewer, {})).toMatchObject({
      status: "waiting",
      joinRequest: "rejected",
    });
    // A decided request cannot be decided again.
    await expect(decideJoin(roles.admin.as, requestId, "approve")).rejects.toThrow("Ada Admin already decided this request.");
  });

  test("members, the waiting and the signed out cannot decide or see the queue, and nothing is written", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    const before = await memberRows(t);
    for (const decision of ["approve", "reject"] as const) {
      await expect(decideJoin(roles.member.as, requestId, decision)).rejects.toThrow("This action requires admin privileges.");
      await expect(decideJoin(roles.waiting.as, requestId, decision)).rejects.toThrow(
        "Your request to join the family is waiting for an administrator.",
      );
      await expect(decideJoin(roles.signedOut.as, requestId, decision)).rejects.toThrow("Please log in to access this feature.");
    }
    await expect(pendingJoins(roles.member.as)).rejects.toThrow("This action requires admin privileges.");
    expect(await memberRows(t)).toEqual(before);
    const request = await t.run((ctx) => ctx.db.get("joinRequests", requestId));
    expect(request?.status).toBe("pending");
  });

  test("a declined person an admin then adds by email is linked at their next sign-in", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    await decideJoin(roles.admin.as, requestId, "reject");
    await markEmailVerified(t, roles.waiting.userId);
    // Signing in again changes nothing while no one has added them.
    expect(await roles.waiting.as.mutation(api.accounts.join, {})).toBe("waiting");
    expect(await roles.waiting.as.query(api.members.viewer, {})).toMatchObject({ joinRequest: "rejected" });

    const memberId = await roles.admin.as.mutation(api.members.addMember, {
      name: "Cousin Wendy",
      memberType: "Other",
      role: "member",
      email: "Wendy@household.test",
    });
    expect(await roles.waiting.as.mutation(api.accounts.join, {})).toBe("linked");
    const viewer = await roles.waiting.as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(memberId);
    expect(viewer.status === "signedIn" && viewer.member.status).toBe("offline");
    const request = await t.run((ctx) => ctx.db.get("joinRequests", requestId));
    expect(request).toMatchObject({ status: "approved" });
    expect(await pendingJoins(roles.admin.as)).toEqual([]);
  });

  test("a pending person an admin adds by email instead of approving is linked at their next sign-in", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    await markEmailVerified(t, roles.waiting.userId);
    const memberId = await roles.admin.as.mutation(api.members.addMember, {
      name: "Cousin Wendy",
      memberType: "Other",
      role: "member",
      email: "wendy@household.test",
    });
    expect(await roles.waiting.as.mutation(api.accounts.join, {})).toBe("linked");
    const viewer = await roles.waiting.as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(memberId);
    // The invitation settled the request (nobody decided it), so it cannot also be approved into a second member.
    await expect(decideJoin(roles.admin.as, requestId, "approve")).rejects.toThrow("This request was already decided.");
    expect((await memberRows(t)).filter((m) => m.accountKey === roles.waiting.userId)).toHaveLength(1);
  });
});
