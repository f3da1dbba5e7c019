import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { PRESENCE_TIMEOUT_MS } from "./lib/presence";
import { newBackend, seedRoles } from "./test.setup";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function status(t: ReturnType<typeof newBackend>, memberId: string) {
  return t.run(async (ctx) => (await ctx.db.get("members", memberId as never))?.status);
}

describe("presence", () => {
  test("a heartbeat turns a member online; silence turns them offline", async () => {
    const t = newBackend();
    const { member } = await seedRoles(t);
    expect(await member.as.mutation(api.presence.heartbeat, { tabId: "tab-a" })).toBe("online");
    expect(await status(t, member.memberId!)).toBe("online");

    // Heartbeats keep coming for a while: still online after the first check.
    vi.advanceTimersByTime(PRESENCE_TIMEOUT_MS / 2);
    await member.as.mutation(api.presence.heartbeat, { tabId: "tab-a" });
    vi.advanceTimersByTime(PRESENCE_TIMEOUT_MS / 2 + 1);
    await t.finishInProgressScheduledFunctions();
    expect(await status(t, member.memberId!)).toBe("online");

    // Then they stop.
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await status(t, member.memberId!)).toBe("offline");
  });

  test("closing one of two tabs keeps the member online; closing both does not", async () => {
    const t = newBackend();
    const { member } = await seedRoles(t);
    await member.as.mutation(api.presence.heartbeat, { tabId: "tab-a" });
    await member.as.mutation(api.presence.heartbeat, { tabId: "tab-b" });
    expect(await member.as.mutation(api.presence.leave, { tabId: "tab-a" })).toBe("online");
    expect(await member.as.mutation(api.presence.leave, { tabId: "tab-b" })).toBe("offline");
  });

  test("busy shows while online and survives heartbeats", async () => {
    const t = newBackend();
    const { member } = await seedRoles(t);
    await member.as.mutation(api.presence.heartbeat, { tabId: "tab-a" });
    expect(await member.as.mutation(api.presence.setBusy, { busy: true })).toBe("busy");
    expect(await member.as.mutation(api.presence.heartbeat, { tabId: "tab-a" })).toBe("busy");
    expect(await member.as.mutation(api.presence.setBusy, { busy: false })).toBe("online");
  });

  test("only family members send heartbeats, and bad tab ids are refused", async () => {
    const t = newBackend();
    const { waiting, member } = await seedRoles(t);
    await expect(t.mutation(api.presence.heartbeat, { tabId: "x" })).rejects.toThrow("Please log in");
    await expect(waiting.as.mutation(api.presence.heartbeat, { tabId: "x" })).rejects.toThrow("waiting for an administrator");
    await expect(member.as.mutation(api.presence.heartbeat, { tabId: "x".repeat(65) })).rejects.toThrow();
    expect(await t.run((ctx) => ctx.db.query("presence").collect())).toHaveLength(0);
  });
});
