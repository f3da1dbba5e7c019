import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { EMAIL_CODE_LENGTH, generateEmailCode } from "./emailVerification";
import { newBackend } from "./test.setup";

// Convex Auth signs its tokens with these; a deployment keeps them in its env.
beforeAll(async () => {
  const keys = await generateKeyPair("RS256", { extractable: true });
  process.env.JWT_PRIVATE_KEY = (await exportPKCS8(keys.privateKey)).trimEnd().replace(/\n/g, " ");
  process.env.JWKS = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(keys.publicKey)) }] });
  process.env.SITE_URL = "http://app.household.test";
  process.env.EMAIL_DELIVERY = "outbox";
});

type T = ReturnType<typeof newBackend>;

function signUp(t: T, email: string, password: string, name = "Pat") {
  return t.action(api.auth.signIn, { provider: "password", params: { email, password, name, flow: "signUp" } });
}
function signIn(t: T, email: string, password: string) {
  return t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });
}
function verifyEmail(t: T, email: string, code: string) {
  return t.action(api.auth.signIn, { provider: "password", params: { email, code, flow: "email-verification" } });
}

/** The verification emails to one address, newest first. */
async function codeMails(t: T, to: string) {
  const mails = await t.query(internal.outbox.latestTo, { to, limit: 50 });
  return mails.filter((mail) => /is your Family Household code/.test(mail.subject));
}

/** The code of the newest verification email to this address. */
async function latestCode(t: T, to: string): Promise<string> {
  const [mail] = await codeMails(t, to);
  expect(mail, `no verification email to ${to}`).toBeDefined();
  const code = mail.body.match(/\b\d{8}\b/)?.[0];
  expect(code).toBeDefined();
  expect(mail.subject).toContain(code!);
  return code!;
}

/** Sign-up, then the emailed code: the account is usable. */
async function signUpVerified(t: T, email: string, password: string, name = "Pat") {
  await signUp(t, email, password, name);
  return verifyEmail(t, email, await latestCode(t, email));
}

const users = (t: T) => t.run((ctx) => ctx.db.query("users").collect());

describe("password sign-up verifies the email", () => {
  test("mails an 8-digit code and gives no session until the code is entered", async () => {
    const t = newBackend();
    const result = await signUp(t, "pat@household.test", "correct horse");
    expect(result.tokens ?? null).toBeNull();
    const [user] = await users(t);
    expect(user.email).toBe("pat@household.test");
    expect(user.emailVerificationTime).toBeUndefined();

    const code = await latestCode(t, "pat@household.test");
    expect(code).toMatch(/^\d{8}$/);

    const verified = await verifyEmail(t, "pat@household.test", code);
    expect(verified.tokens?.token).toBeTruthy();
    expect((await users(t))[0].emailVerificationTime).toEqual(expect.any(Number));

    // Verified: signing in gives a session at once, and mails nothing more.
    expect((await signIn(t, "pat@household.test", "correct horse")).tokens?.token).toBeTruthy();
    expect(await codeMails(t, "pat@household.test")).toHaveLength(1);
  });

  test("refuses a wrong code, and a code used once", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "correct horse");
    const code = await latestCode(t, "pat@household.test");
    const wrong = code === "12345678" ? "87654321" : "12345678";
    await expect(verifyEmail(t, "pat@household.test", wrong)).rejects.toThrow("Could not verify code");
    expect((await users(t))[0].emailVerificationTime).toBeUndefined();

    expect((await verifyEmail(t, "pat@household.test", code)).tokens?.token).toBeTruthy();
    await expect(verifyEmail(t, "pat@household.test", code)).rejects.toThrow("Could not verify code");
  });

  test("a code verifies only the account it was mailed for", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "correct horse");
    await signUp(t, "sam@household.test", "battery staple");
    const patCode = await latestCode(t, "pat@household.test");
    await expect(verifyEmail(t, "sam@household.test", patCode)).rejects.toThrow("Could not verify code");
    expect((await users(t)).every((u) => u.emailVerificationTime === undefined)).toBe(true);
  });

  test("signing in to an unverified account mails a new code instead of a session", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "correct horse");
    const first = await latestCode(t, "pat@household.test");

    await expect(signIn(t, "pat@household.test", "wrong horse")).rejects.toThrow("InvalidSecret");
    expect(await codeMails(t, "pat@household.test")).toHaveLength(1);

    expect((await signIn(t, "pat@household.test", "correct horse")).tokens ?? null).toBeNull();
    expect(await codeMails(t, "pat@household.test")).toHaveLength(2);
    const second = await latestCode(t, "pat@household.test");
    // The new code replaces the old one.
    if (second !== first) await expect(verifyEmail(t, "pat@household.test", first)).rejects.toThrow();
    expect((await verifyEmail(t, "pat@household.test", second)).tokens?.token).toBeTruthy();
  });

  test("signing up again with the same password mails a new code (Send a new code)", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "correct horse");
    expect((await signUp(t, "pat@household.test", "correct horse")).tokens ?? null).toBeNull();
    expect(await codeMails(t, "pat@household.test")).toHaveLength(2);
    expect(await users(t)).toHaveLength(1);
    // Someone else cannot take the address with another password, and is not told it has an
    // account: the same "Check your email" answer, no code, and a notice to the owner.
    expect((await signUp(t, "pat@household.test", "other password")).tokens ?? null).toBeNull();
    expect(await codeMails(t, "pat@household.test")).toHaveLength(2);
    const mails = await t.query(internal.outbox.latestTo, { to: "pat@household.test", limit: 50 });
    expect(mails.filter((mail) => mail.kind === "account-exists")).toHaveLength(1);
    expect(await users(t)).toHaveLength(1);
    await expect(signIn(t, "pat@household.test", "other password")).rejects.toThrow();
  });

  test("lower-cases the email, so any case signs up, verifies and signs in to one account", async () => {
    const t = newBackend();
    await signUp(t, "Pat@Household.TEST", "correct horse");
    expect((await users(t)).map((u) => u.email)).toEqual(["pat@household.test"]);
    const code = await latestCode(t, "pat@household.test");
    expect((await verifyEmail(t, "PAT@household.test", code)).tokens?.token).toBeTruthy();
    expect((await users(t)).map((u) => u.email)).toEqual(["pat@household.test"]);
    expect((await signIn(t, "pat@HOUSEHOLD.test", "correct horse")).tokens?.token).toBeTruthy();
  });

  test("generates codes of 8 digits", () => {
    for (let i = 0; i < 200; i++) expect(generateEmailCode()).toMatch(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`));
  });
});

describe("sign-up limits", () => {
  test("a name over 100 characters is refused and nothing is stored", async () => {
    const t = newBackend();
    await expect(signUp(t, "pat@household.test", "correct horse", "P".repeat(101))).rejects.toThrow(
      "Names and titles can be at most 100 characters long",
    );
    expect(await users(t)).toEqual([]);
    await signUp(t, "pat@household.test", "correct horse", "P".repeat(100));
    expect(await users(t)).toHaveLength(1);
  });

  test("an email over 254 characters is refused and nothing is mailed", async () => {
    const t = newBackend();
    const long = `${"a".repeat(64)}@${"b".repeat(186)}.test`;
    expect(long.length).toBe(256);
    await expect(signUp(t, long, "correct horse")).rejects.toThrow("Please enter a valid email address");
    expect(await users(t)).toEqual([]);
    expect(await codeMails(t, long)).toEqual([]);
  });
});

describe("password sign-in", () => {
  test("refuses an email that is not an email, with the catalogue's message", async () => {
    const t = newBackend();
    for (const email of ["not-an-email", "pat@household", "pat @household.test", ""]) {
      await expect(signUp(t, email, "correct horse")).rejects.toMatchObject({
        data: { code: "INVALID_EMAIL", message: "Please enter a valid email address" },
      });
    }
    await expect(signIn(t, "not-an-email", "correct horse")).rejects.toThrow("Please enter a valid email address");
    expect(await users(t)).toHaveLength(0);
    expect(await t.run((ctx) => ctx.db.query("outbox").collect())).toEqual([]);
  });

  test("refuses a password under 8 characters with the spec's message", async () => {
    const t = newBackend();
    await expect(signUp(t, "short@household.test", "1234567")).rejects.toThrow(
      "Password must be at least 8 characters long",
    );
    expect(await users(t)).toHaveLength(0);
  });

  test("refuses a wrong password", async () => {
    const t = newBackend();
    await signUpVerified(t, "pat@household.test", "correct horse");
    await expect(signIn(t, "pat@household.test", "wrong horse")).rejects.toThrow("InvalidSecret");
  });
});

describe("password reset", () => {
  async function resetLinkFor(t: T, email: string) {
    const mails = await t.query(internal.outbox.latestTo, { to: email });
    const mail = mails.find((m) => m.kind === "password-reset")!;
    return new URL(mail.body.match(/https?:\/\/\S+/)![0]);
  }

  test("emails a link with a long token that sets a new password", async () => {
    const t = newBackend();
    await signUpVerified(t, "pat@household.test", "old password");
    await t.action(api.auth.signIn, { provider: "password", params: { email: "Pat@household.test", flow: "reset" } });

    const link = await resetLinkFor(t, "pat@household.test");
    expect(link.origin + link.pathname).toBe("http://app.household.test/reset-password");
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    const email = link.searchParams.get("email")!;
    expect(email).toBe("pat@household.test");

    await t.action(api.auth.signIn, {
      provider: "password",
      params: { email, code: token, newPassword: "new password", flow: "reset-verification" },
    });
    expect((await signIn(t, "pat@household.test", "new password")).tokens?.token).toBeTruthy();
    await expect(signIn(t, "pat@household.test", "old password")).rejects.toThrow();
  });

  test("rejects a wrong token and a short new password", async () => {
    const t = newBackend();
    await signUpVerified(t, "pat@household.test", "old password");
    await t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } });
    const token = (await resetLinkFor(t, "pat@household.test")).searchParams.get("token")!;
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "pat@household.test", code: token, newPassword: "short", flow: "reset-verification" },
      }),
    ).rejects.toThrow("Password must be at least 8 characters long");
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "pat@household.test", code: "x".repeat(32), newPassword: "new password", flow: "reset-verification" },
      }),
    ).rejects.toThrow();
    expect((await signIn(t, "pat@household.test", "old password")).tokens?.token).toBeTruthy();
  });

  test("proves the email of an unverified account, whose owner then signs in", async () => {
    // Someone signed up with this address and another password; its owner
    // takes it back with a reset link, which only the owner's inbox receives.
    const t = newBackend();
    await signUp(t, "pat@household.test", "squatter password");
    await t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } });
    const token = (await resetLinkFor(t, "pat@household.test")).searchParams.get("token")!;
    const reset = await t.action(api.auth.signIn, {
      provider: "password",
      params: { email: "pat@household.test", code: token, newPassword: "owner password", flow: "reset-verification" },
    });
    expect(reset.tokens?.token).toBeTruthy();
    expect((await users(t))[0].emailVerificationTime).toEqual(expect.any(Number));
    expect((await signIn(t, "pat@household.test", "owner password")).tokens?.token).toBeTruthy();
    await expect(signIn(t, "pat@household.test", "squatter password")).rejects.toThrow("InvalidSecret");
  });
});

describe("emails to one address are limited", () => {
  test("three per quarter hour, then a clear refusal and no mail; another address is not held up; later it works again", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T08:00:00Z"), toFake: ["Date"] });
    try {
      const t = newBackend();
      const reset = (email: string) => t.action(api.auth.signIn, { provider: "password", params: { email, flow: "reset" } });
      await signUp(t, "pat@household.test", "correct horse"); // the sign-up code: one
      await reset("pat@household.test");
      await reset("pat@household.test");
      const refusal = "Too many emails were sent to this address. Please wait 15 minutes before asking for another.";
      await expect(reset("pat@household.test")).rejects.toThrow(refusal);
      // A stranger's address is flooded no further either: sign-up codes count the same.
      await expect(signIn(t, "pat@household.test", "correct horse")).rejects.toThrow(refusal);
      const sent = await t.query(internal.outbox.latestTo, { to: "pat@household.test", limit: 50 });
      expect(sent).toHaveLength(3);
      await signUp(t, "sam@household.test", "battery staple");
      expect(await codeMails(t, "sam@household.test")).toHaveLength(1);
      vi.setSystemTime(new Date("2026-11-26T08:15:01Z"));
      await reset("pat@household.test");
      expect(await t.query(internal.outbox.latestTo, { to: "pat@household.test", limit: 50 })).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a token whose session is gone", () => {
  /** The identity the backend derives from a sign-in's token (its subject is "userId|sessionId"). */
  function identityOf(token: string) {
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { sub: string; iss: string };
    return { subject: claims.sub, issuer: claims.iss, tokenIdentifier: `${claims.iss}|${claims.sub}` };
  }
  const statusOf = async (t: T, identity: ReturnType<typeof identityOf>) => (await t.withIdentity(identity).query(api.members.viewer, {})).status;

  test("is refused at once after signing out", async () => {
    const t = newBackend();
    const signedIn = await signUpVerified(t, "pat@household.test", "correct horse");
    const identity = identityOf(signedIn.tokens!.token);
    expect(await statusOf(t, identity)).not.toBe("signedOut");
    await t.withIdentity(identity).action(api.auth.signOut, {});
    expect(await statusOf(t, identity)).toBe("signedOut");
  });

  test("is refused at once after a password reset", async () => {
    const t = newBackend();
    const signedIn = await signUpVerified(t, "pat@household.test", "old password");
    const identity = identityOf(signedIn.tokens!.token);
    await t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } });
    const mails = await t.query(internal.outbox.latestTo, { to: "pat@household.test" });
    const token = new URL(mails.find((m) => m.kind === "password-reset")!.body.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await t.action(api.auth.signIn, {
      provider: "password",
      params: { email: "pat@household.test", code: token, newPassword: "new password", flow: "reset-verification" },
    });
    expect(await statusOf(t, identity)).toBe("signedOut");
  });
});

describe("email delivery", () => {
  test("says clearly when no email service is configured", async () => {
    const t = newBackend();
    await signUpVerified(t, "pat@household.test", "old password");
    process.env.EMAIL_DELIVERY = "";
    try {
      await expect(
        t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } }),
      ).rejects.toThrow("Email is not configured: set RESEND_API_KEY and EMAIL_FROM");
      await expect(signUp(t, "sam@household.test", "correct horse")).rejects.toThrow(
        "Email is not configured: set RESEND_API_KEY and EMAIL_FROM",
      );
    } finally {
      process.env.EMAIL_DELIVERY = "outbox";
    }
    const mails = await t.query(internal.outbox.latestTo, { to: "pat@household.test" });
    expect(mails.filter((m) => m.kind === "password-reset")).toEqual([]);
    expect(await codeMails(t, "sam@household.test")).toEqual([]);
  });
});

describe("demo accounts", () => {
  test("are created verified, once, for the sample admin and member, and sign in at once", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const first = await t.action(internal.demo.createDemoAccounts, {});
    expect(first.map((d) => d.role).sort()).toEqual(["admin", "member"]);
    expect(await t.action(internal.demo.createDemoAccounts, {})).toEqual(first);
    const created = await users(t);
    expect(created).toHaveLength(2);
    expect(created.every((u) => u.emailVerificationTime !== undefined)).toBe(true);

    const admin = first.find((d) => d.role === "admin")!;
    const { tokens } = await signIn(t, admin.email, admin.password);
    expect(tokens?.token).toBeTruthy();
    expect(await t.run((ctx) => ctx.db.query("outbox").collect())).toEqual([]);
  });

  test("a demo account made before emails were verified is verified by the next start", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    await signUp(t, "member@household.test", "household-member");
    expect((await signIn(t, "member@household.test", "household-member")).tokens ?? null).toBeNull();

    await t.action(internal.demo.createDemoAccounts, {});
    expect((await signIn(t, "member@household.test", "household-member")).tokens?.token).toBeTruthy();
  });
});
