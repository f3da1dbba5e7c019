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
