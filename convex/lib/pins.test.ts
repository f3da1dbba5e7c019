import { describe, expect, test } from "vitest";
import { hashPin, hashSecret, isPinFormat, newSecret, verifyPin } from "./pins";

describe("PIN hashing", () => {
  test("only exactly four digits are a PIN", () => {
    expect(isPinFormat("0123")).toBe(true);
    for (const bad of ["", "123", "12345", "12a4", " 1234", "1234 ", "１２３４", "12.4"]) expect(isPinFormat(bad)).toBe(false);
  });

  test("the stored form is salted: the same PIN twice gives two hashes, both verify, neither holds the PIN", async () => {
    const first = await hashPin("1234");
    const second = await hashPin("1234");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^pbkdf2-sha256\$\d+\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain("1234");
    expect(await verifyPin("1234", first)).toBe(true);
    expect(await verifyPin("1234", second)).toBe(true);
  });

  test("a wrong, malformed or empty PIN, or a damaged stored value, does not verify", async () => {
    const stored = await hashPin("2580");
    expect(await verifyPin("2581", stored)).toBe(false);
    expect(await verifyPin("258", stored)).toBe(false);
    expect(await verifyPin("", stored)).toBe(false);
    expect(await verifyPin("2580", "plain$2580")).toBe(false);
    expect(await verifyPin("2580", stored.replace(/\$\d+\$/, "$0$"))).toBe(false);
  });
});

describe("screen keys and unlock tokens", () => {
  test("32 random bytes as base64url, different every time; the stored SHA-256 is stable", async () => {
    const key = newSecret();
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(newSecret()).not.toBe(key);
    expect(await hashSecret(key)).toBe(await hashSecret(key));
    expect(await hashSecret(key)).not.toBe(key);
    expect(await hashSecret(key)).not.toBe(await hashSecret(newSecret()));
  });
});
