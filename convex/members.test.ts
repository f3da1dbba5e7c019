import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { newBackend, seedRoles } from "./test.setup";

describe("members.viewer", () => {
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
    ).rejects.toThrow("You cannot remove your own admin access.");
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
