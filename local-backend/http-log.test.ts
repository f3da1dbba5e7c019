// The request log never prints a secret carried in a path (a calendar feed's token), on the
// log line of a real request and for any token-shaped segment.
import { afterEach, expect, test, vi } from "vitest";
import fc from "fast-check";
import { redactedPath } from "./http-util";
import { startFixtureBackend } from "./test-support";

afterEach(() => {
  vi.restoreAllMocks();
});

test("a feed-like GET is logged with its token redacted", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  const fixture = await startFixtureBackend({ logFunctionCalls: true });
  try {
    const token = "Zx8_3kQ-vT1mN0pLr5sWuY7aBcDeFgHiJkLmNoPqRsT";
    const response = await fetch(`${fixture.backend.siteUrl}/secret/${token}.ics?x=${token}`);
    expect(response.status).toBe(200);
    await response.text();
    const lines = log.mock.calls.map((call) => call.map(String).join(" "));
    expect(lines.some((line) => line.startsWith("[http] GET /secret/<redacted>.ics ok"))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  } finally {
    await fixture.close();
  }
});

test("token-shaped segments are redacted, ordinary routes are kept", () => {
  expect(redactedPath("/.well-known/openid-configuration")).toBe("/.well-known/openid-configuration");
  expect(redactedPath("/api/auth/signin?code=abc")).toBe("/api/auth/signin");
  fc.assert(
    fc.property(fc.base64String({ minLength: 44, maxLength: 64 }), fc.constantFrom("", ".ics", ".json"), (raw, extension) => {
      const token = raw.replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
      fc.pre(token.length >= 32);
      const shown = redactedPath(`/calendar/feed/${token}${extension}`);
      expect(shown).toBe(`/calendar/feed/<redacted>${extension}`);
    }),
  );
});
