import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { newBackend, seedRoles } from "./test.setup";

describe("events", () => {
  test("an admin adds an event and members see upcoming ones in date order", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await admin.as.mutation(api.events.addEvent, { name: "Grandma's birthday", date: "2030-03-10", description: "Cake at 4" });
    await admin.as.mutation(api.events.addEvent, { name: "School play", date: "2030-03-01", description: "Emma is a tree" });
    // A past event cannot be added any more; one stored earlier is simply not upcoming.
    await t.run((ctx) =>
      ctx.db.insert("events", { name: "Last year's fair", date: "2029-01-01", description: "Done", createdBy: admin.memberId! }),
    );
    const upcoming = await member.as.query(api.events.upcoming, { today: "2030-01-01" });
    expect(upcoming.map((e) => e.name)).toEqual(["School play", "Grandma's birthday"]);
  });

  test("every field is required and the date must be real", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    // The form's own rule and message, on the field it is about.
    await expect(admin.as.mutation(api.events.addEvent, { name: "Party", date: "2030-03-10", description: " " })).rejects.toMatchObject({
      data: { code: "FIELD_REQUIRED", field: "description", message: "Please fill in this field" },
    });
    await expect(admin.as.mutation(api.events.addEvent, { name: "Party", date: "2030-13-10", description: "x" })).rejects.toThrow(
      "Please choose a valid date",
    );
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toHaveLength(0);
  });

  test("names are at most 100 characters and descriptions 2,000; nothing longer is stored", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await expect(
      admin.as.mutation(api.events.addEvent, { name: "x".repeat(100_000), date: "2030-03-10", description: "x" }),
    ).rejects.toMatchObject({ data: { code: "NAME_TOO_LONG" } });
    await expect(
      admin.as.mutation(api.events.addEvent, { name: "Party", date: "2030-03-10", description: "y".repeat(2001) }),
    ).rejects.toMatchObject({ data: { code: "TEXT_TOO_LONG" } });
    await expect(admin.as.mutation(api.events.addEvent, { name: " ", date: "2030-03-10", description: "x" })).rejects.toMatchObject({
      data: { code: "FIELD_REQUIRED", field: "name" },
    });
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toHaveLength(0);
    await admin.as.mutation(api.events.addEvent, { name: "x".repeat(100), date: "2030-03-10", description: "y".repeat(2000) });
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toHaveLength(1);
  });

  test("members, the waiting and the signed out cannot add events", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const args = { name: "Party", date: "2030-03-10", description: "x" };
    await expect(roles.member.as.mutation(api.events.addEvent, args)).rejects.toThrow("This action requires admin privileges.");
    await expect(roles.waiting.as.mutation(api.events.addEvent, args)).rejects.toThrow("waiting for an administrator");
    await expect(roles.signedOut.as.mutation(api.events.addEvent, args)).rejects.toThrow("Please log in");
    await expect(roles.waiting.as.query(api.events.upcoming, { today: "2030-01-01" })).rejects.toThrow();
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toHaveLength(0);
  });
});

describe("events in the past", () => {
  afterEach(() => vi.useRealTimers());

  test("the server's own clock refuses a past day, with a day of slack for time zones", async () => {
    // 10:00 UTC on 15 June 2030: somewhere on Earth it is still 14 June.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-06-15T10:00:00Z"));
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await expect(admin.as.mutation(api.events.addEvent, { name: "Fair", date: "2030-06-13", description: "x" })).rejects.toMatchObject({
      data: { code: "EVENT_IN_PAST", title: "Date in the Past", message: "Please choose today or a later date for the event" },
    });
    await expect(admin.as.mutation(api.events.addEvent, { name: "Fair", date: "2020-01-01", description: "x" })).rejects.toThrow(
      "Please choose today or a later date for the event",
    );
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toHaveLength(0);

    await admin.as.mutation(api.events.addEvent, { name: "Yesterday in Hawaii", date: "2030-06-14", description: "x" });
    await admin.as.mutation(api.events.addEvent, { name: "Today", date: "2030-06-15", description: "x" });
    await admin.as.mutation(api.events.addEvent, { name: "Tomorrow", date: "2030-06-16", description: "x" });
    const upcoming = await admin.as.query(api.events.upcoming, { today: "2030-06-15" });
    expect(upcoming.map((e) => e.name)).toEqual(["Today", "Tomorrow"]);
  });
});

describe("members.addMember", () => {
  test("an admin adds a member, who can later sign up with that email", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const id = await admin.as.mutation(api.members.addMember, {
      name: " Grandma Rose ",
      memberType: "Grandma",
      role: "member",
      email: "Rose@Household.test",
    });
    const rose = await t.run((ctx) => ctx.db.get("members", id));
    expect(rose).toMatchObject({ name: "Grandma Rose", email: "rose@household.test", status: "offline", role: "member" });
    expect(rose?.pageAccess.admin).toBe(false);
  });

  test("refuses a blank name, a bad email and a taken email", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await expect(admin.as.mutation(api.members.addMember, { name: " ", memberType: "Son", role: "member" })).rejects.toThrow(
      "Member name is required",
    );
    await expect(
      admin.as.mutation(api.members.addMember, { name: "Tom", memberType: "Son", role: "member", email: "tom" }),
    ).rejects.toThrow("Please enter a valid email address");
    await expect(
      admin.as.mutation(api.members.addMember, { name: "Max 2", memberType: "Son", role: "member", email: "MAX@household.test" }),
    ).rejects.toThrow("A family member already has this email.");
    expect(await t.run((ctx) => ctx.db.query("members").collect())).toHaveLength(2);
  });

  test("only admins add members", async () => {
    const t = newBackend();
    const roles = await seedRoles(t);
    const args = { name: "Tom", memberType: "Son" as const, role: "member" as const };
    await expect(roles.member.as.mutation(api.members.addMember, args)).rejects.toThrow(
      "Only administrators can add family members",
    );
    await expect(roles.signedOut.as.mutation(api.members.addMember, args)).rejects.toThrow("Please log in");
    expect(await t.run((ctx) => ctx.db.query("members").collect())).toHaveLength(2);
  });
});
