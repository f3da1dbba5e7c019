import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { defaultPageAccess } from "./lib/access";
import { clerkIdentity, newBackend, passwordIdentity, seedAccount, seedRoles } from "./test.setup";

async function memberRows(t: ReturnType<typeof newBackend>) {
  return t.run((ctx) => ctx.db.query("members").collect());
}

describe("accounts.join", () => {
  test("makes the first account on an empty deployment the admin, with the spec's defaults", async () => {
    const t = newBackend();
    const userId = await t.run((ctx) => ctx.db.insert("users", { email: "first@household.test" }));
    const as = t.withIdentity(passwordIdentity(userId));
    expect(await as.mutation(api.accounts.join, {})).toBe("created");
    const [admin] = await memberRows(t);
    expect(admin).toMatchObject({
      name: "first",
      email: "first@household.test",
      accountKey: userId,
      role: "admin",
      status: "online",
      memberType: "Other",
    });
    expect(admin.pageAccess.admin).toBe(true);
    expect(await as.mutation(api.accounts.join, {})).toBe("existing");
    expect(await memberRows(t)).toHaveLength(1);
  });

  test("links an account to the member an admin added with that email", async () => {
    const t = newBackend();
    await seedRoles(t);
    const grandmaId = await t.run((ctx) =>
      ctx.db.insert("members", {
        name: "Grandma Rose",
        email: "rose@household.test",
        role: "member",
        memberType: "Grandma",
        status: "offline",
        pageAccess: defaultPageAccess,
      }),
    );
    const { identity } = await seedAccount(t, { name: "Rose", email: "rose@household.test", waiting: true });
    const as = t.withIdentity(identity);
    expect(await as.mutation(api.accounts.join, {})).toBe("linked");
    const viewer = await as.query(api.members.viewer, {});
    expect(viewer.status === "signedIn" && viewer.member._id).toBe(grandmaId);
    expect(viewer.status === "signedIn" && viewer.member.name).toBe("Grandma Rose");
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
    await expect(waiting.as.query(api.accounts.pendingJoinRequests, {})).rejects.toThrow(
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
});

describe("join requests", () => {
  async function withPendingRequest() {
    const t = newBackend();
    const roles = await seedRoles(t);
    await roles.waiting.as.mutation(api.accounts.join, {});
    const [request] = await roles.admin.as.query(api.accounts.pendingJoinRequests, {});
    return { t, roles, requestId: request._id };
  }

  test("an admin approves: the person becomes a member with default page access", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    await roles.admin.as.mutation(api.accounts.approveJoin, { requestId });
    const viewer = await roles.waiting.as.query(api.members.viewer, {});
    expect(viewer.status).toBe("signedIn");
    expect(viewer.status === "signedIn" && viewer.member).toMatchObject({
      name: "Wendy Waiting",
      role: "member",
      pageAccess: defaultPageAccess,
    });
    expect(await roles.admin.as.query(api.accounts.pendingJoinRequests, {})).toEqual([]);
    const request = await t.run((ctx) => ctx.db.get("joinRequests", requestId));
    expect(request).toMatchObject({ status: "approved", decidedBy: roles.admin.memberId });
  });

  test("an admin rejects: the person stays out and is told so", async () => {
    const { roles, requestId } = await withPendingRequest();
    await roles.admin.as.mutation(api.accounts.rejectJoin, { requestId });
    expect(await roles.waiting.as.query(api.members.viewer, {})).toMatchObject({
      status: "waiting",
      joinRequest: "rejected",
    });
    // A decided request cannot be decided again.
    await expect(roles.admin.as.mutation(api.accounts.approveJoin, { requestId })).rejects.toThrow();
  });

  test("members, the waiting and the signed out cannot decide, and nothing is written", async () => {
    const { t, roles, requestId } = await withPendingRequest();
    const before = await memberRows(t);
    for (const mutation of [api.accounts.approveJoin, api.accounts.rejectJoin]) {
      await expect(roles.member.as.mutation(mutation, { requestId })).rejects.toThrow(
        "Only administrators can add family members",
      );
      await expect(roles.waiting.as.mutation(mutation, { requestId })).rejects.toThrow(
        "Your request to join the family is waiting for an administrator.",
      );
      await expect(roles.signedOut.as.mutation(mutation, { requestId })).rejects.toThrow(
        "Please log in to access this feature.",
      );
    }
    await expect(roles.member.as.query(api.accounts.pendingJoinRequests, {})).rejects.toThrow(
      "Only administrators can add family members",
    );
    expect(await memberRows(t)).toEqual(before);
    const request = await t.run((ctx) => ctx.db.get("joinRequests", requestId));
    expect(request?.status).toBe("pending");
  });
});
