// Limits that keep one person from flooding another: sign-up and reset emails are counted per
// mailbox (a "+tag" or Gmail's dots reach the same inbox), and only so many people wait to join.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { mailboxOf } from "./lib/mailbox";
import { MAX_PENDING_JOIN_REQUESTS } from "./model/accounts";
import { MAX_SENDS_PER_ADDRESS } from "./outbox";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

describe("emails per mailbox", () => {
  test("aliases of one inbox share its allowance; another inbox has its own", async () => {
    const t = newBackend();
    const send = (to: string) => t.mutation(internal.outbox.reserveSend, { to });
    for (let i = 0; i < MAX_SENDS_PER_ADDRESS; i++) await send(`victim+${i}@example.test`);
    await expect(send("victim+9@example.test")).rejects.toThrow("Too many emails");
    await expect(send("Victim@Example.test")).rejects.toThrow("Too many emails");
    await send("other@example.test");

    for (const to of ["ada.lovelace@gmail.com", "adalovelace+code@googlemail.com", "A.D.A.lovelace@Gmail.com"]) await send(to);
    await expect(send("a.dalovelace+x@gmail.com")).rejects.toThrow("Too many emails");
  });

  test("a tag, letter case and (at Gmail) dots never make another mailbox; other domains keep their dots", () => {
    const part = fc.stringMatching(/^[a-z0-9][a-z0-9.]{0,10}[a-z0-9]$/);
    fc.assert(
      fc.property(part, fc.stringMatching(/^[a-z0-9.]{0,8}$/), fc.constantFrom("example.test", "gmail.com", "googlemail.com"), (local, tag, domain) => {
        const plain = mailboxOf(`${local}@${domain}`);
        expect(mailboxOf(`${local.toUpperCase()}+${tag}@${domain.toUpperCase()}`)).toBe(plain);
        if (domain === "example.test") expect(plain).toBe(`${local}@example.test`);
        else expect(plain).toBe(`${local.replaceAll(".", "")}@gmail.com`);
      }),
    );
  });
});

describe("people waiting to join", () => {
  test(`at most ${MAX_PENDING_JOIN_REQUESTS} wait at once; the next is refused clearly until one is answered`, async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const join = async (i: number) => {
      const account = await seedAccount(t, { name: `Alias ${i}`, email: `alias+${i}@example.test`, waiting: true });
      return t.withIdentity(account.identity);
    };
    // seedRoles' waiting account has not asked yet: fill the queue with aliases.
    for (let i = 0; i < MAX_PENDING_JOIN_REQUESTS; i++) expect(await (await join(i)).mutation(api.accounts.join, {})).toBe("waiting");
    const late = await join(99);
    await expect(late.mutation(api.accounts.join, {})).rejects.toThrow(`${MAX_PENDING_JOIN_REQUESTS} people are already waiting`);
    const rows = (await admin.as.query(api.approvals.inbox, { kind: "join" })).rows;
    expect(rows).toHaveLength(MAX_PENDING_JOIN_REQUESTS);

    // One answered: room for the next.
    await admin.as.mutation(api.approvals.decide, { target: { kind: "join", id: rows[0].id as Id<"joinRequests"> }, decision: "reject" });
    expect(await late.mutation(api.accounts.join, {})).toBe("waiting");
  });
});
