// Authentication: tokens are verified against the fixture's auth.config.ts
// provider, whose JWKS its http.ts serves on the site port.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { RawSyncSocket, startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

let fixture: FixtureBackend;
let issuerKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const issuer = await generateKeyPair("RS256", { extractable: true });
  issuerKey = issuer.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  // The fixture's JWKS route serves this at request time.
  process.env.TEST_JWKS = JSON.stringify({ keys: [{ ...(await exportJWK(issuer.publicKey)), kid: "k1", alg: "RS256", use: "sig" }] });
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

function token(options: { key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: string | number } = {}) {
  return new SignJWT({ email: "ann@example.com", name: "Ann" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(options.issuer ?? fixture.backend.siteUrl)
    .setAudience(options.audience ?? "fixture-app")
    .setSubject("user-ann")
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? issuerKey);
}

describe("authentication", () => {
  test("a valid token authenticates and ctx.auth sees the identity", async () => {
    const client = fixture.client();
    const authenticated = new Promise<boolean>((resolve) => client.setAuth(async () => token(), resolve));
    expect(await authenticated).toBe(true);
    const identity = await waitForValue<Record<string, unknown> | null>(client, anyApi.messages.whoAmI, {}, (value) => value !== null);
    expect(identity).toMatchObject({
      subject: "user-ann",
      issuer: fixture.backend.siteUrl,
      tokenIdentifier: `${fixture.backend.siteUrl}|user-ann`,
      email: "ann@example.com",
      name: "Ann",
    });
    await client.mutation(anyApi.messages.sendAsMe, { body: "signed in" });
  });

  test("bad tokens get an AuthError with authUpdateAttempted", async () => {
    const badTokens = [
      await token({ key: strangerKey }),
      await token({ audience: "someone-else" }),
      await token({ issuer: "https://elsewhere.example" }),
      await token({ expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      "not-a-jwt",
    ];
    for (const [index, value] of badTokens.entries()) {
      const socket = await RawSyncSocket.open(fixture.backend.url);
      socket.send({ type: "Connect", sessionId: `bad-${index}`, connectionCount: 0, lastCloseReason: null, clientTs: Date.now() });
      socket.send({ type: "Authenticate", tokenType: "User", value, baseVersion: 0 });
      const error = await socket.next((message) => message.type === "AuthError");
      expect(error).toMatchObject({ baseVersion: 0, authUpdateAttempted: true });
      await socket.close();
    }
  });

  test("a client with a rejected token reports signed out and stays anonymous", async () => {
    const client = fixture.client();
    const badToken = await token({ key: strangerKey });
    const authenticated = new Promise<boolean>((resolve) => client.setAuth(async () => badToken, resolve));
    expect(await authenticated).toBe(false);
    expect(await client.query(anyApi.messages.whoAmI, {})).toBeNull();
  });

  test("the HTTP API and HTTP actions take a Bearer token", async () => {
    const http = new ConvexHttpClient(fixture.backend.url);
    http.setAuth(await token());
    expect(await http.query(anyApi.messages.whoAmI, {})).toMatchObject({ subject: "user-ann" });
    const response = await fetch(`${fixture.backend.siteUrl}/hello`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await token()}` },
      body: "ping",
    });
    expect(await response.json()).toEqual({ echo: "ping", subject: "user-ann" });
  });
});
