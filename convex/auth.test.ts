import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { beforeAll, describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
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

describe("password sign-in", () => {
  test("signs up with a lower-cased email and signs in with any case", async () => {
    const t = newBackend();
    const result = await signUp(t, "Pat@Household.TEST", "correct horse");
    expect(result.tokens?.token).toBeTruthy();
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users.map((u) => u.email)).toEqual(["pat@household.test"]);
    expect((await signIn(t, "pat@household.test", "correct horse")).tokens?.token).toBeTruthy();
  });

  test("refuses a password under 8 characters with the spec's message", async () => {
    const t = newBackend();
    await expect(signUp(t, "short@household.test", "1234567")).rejects.toThrow(
      "Password must be at least 8 characters long",
    );
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(0);
  });

  test("refuses a wrong password", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "correct horse");
    await expect(signIn(t, "pat@household.test", "wrong horse")).rejects.toThrow("InvalidSecret");
  });
});

describe("password reset", () => {
  test("emails a link with a long token that sets a new password", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "old password");
    await t.action(api.auth.signIn, { provider: "password", params: { email: "Pat@household.test", flow: "reset" } });

    const [mail] = await t.query(internal.outbox.latestTo, { to: "pat@household.test" });
    expect(mail.kind).toBe("password-reset");
    const link = new URL(mail.body.match(/https?:\/\/\S+/)![0]);
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
    await signUp(t, "pat@household.test", "old password");
    await t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } });
    const [mail] = await t.query(internal.outbox.latestTo, { to: "pat@household.test" });
    const token = new URL(mail.body.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
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
});

describe("password reset email delivery", () => {
  test("says clearly when no email service is configured", async () => {
    const t = newBackend();
    await signUp(t, "pat@household.test", "old password");
    process.env.EMAIL_DELIVERY = "";
    try {
      await expect(
        t.action(api.auth.signIn, { provider: "password", params: { email: "pat@household.test", flow: "reset" } }),
      ).rejects.toThrow("Email is not configured: set RESEND_API_KEY and EMAIL_FROM");
    } finally {
      process.env.EMAIL_DELIVERY = "outbox";
    }
    expect(await t.query(internal.outbox.latestTo, { to: "pat@household.test" })).toEqual([]);
  });
});

describe("demo accounts", () => {
  test("are created once for the sample admin and member, and link on first sign-in", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    const first = await t.action(internal.demo.createDemoAccounts, {});
    expect(first.map((d) => d.role).sort()).toEqual(["admin", "member"]);
    expect(await t.action(internal.demo.createDemoAccounts, {})).toEqual(first);
    expect(await t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(2);

    const admin = first.find((d) => d.role === "admin")!;
    const { tokens } = await signIn(t, admin.email, admin.password);
    expect(tokens?.token).toBeTruthy();
  });
});
