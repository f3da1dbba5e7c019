// The local deployment's environment: Convex Auth's signing keys, generated
// once per data directory and kept in `<dataDir>/keys.json`, plus the
// variables Convex itself provides (CONVEX_SITE_URL…) and the project's own
// ones from `.env.convex.local`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

export interface LocalKeys {
  JWT_PRIVATE_KEY: string;
  JWKS: string;
  /** Signs upload URLs (not a function env variable). */
  uploadSecret: string;
}

/** Reads the data dir's keys, creating them when missing or when `regenerate`. */
export async function ensureLocalKeys(dataDir: string, regenerate: boolean): Promise<LocalKeys> {
  const file = path.join(dataDir, "keys.json");
  if (!regenerate && existsSync(file)) {
    return JSON.parse(readFileSync(file, "utf8")) as LocalKeys;
  }
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pkcs8 = await exportPKCS8(privateKey);
  const keys: LocalKeys = {
    // Convex env values are single-line; Convex Auth accepts spaces for newlines.
    JWT_PRIVATE_KEY: pkcs8.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] }),
    uploadSecret: randomBytes(32).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** KEY=VALUE lines; blank lines and # comments ignored; optional quotes stripped. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    values[match[1]] = value;
  }
  return values;
}

export interface FunctionEnv {
  keys: LocalKeys;
  cloudUrl: string;
  siteUrl: string;
  /** Where the app runs (SITE_URL, used in Convex Auth's links). */
  appUrl: string;
  /** Extra variables, e.g. the repo's `.env.convex.local`; may be absent. */
  envFile?: string;
}

/**
 * Sets the variables functions read from `process.env`. Must run before the
 * functions are imported: `auth.config.ts` reads them at import time.
 */
export function applyFunctionEnv(env: FunctionEnv): string[] {
  process.env.JWT_PRIVATE_KEY = env.keys.JWT_PRIVATE_KEY;
  process.env.JWKS = env.keys.JWKS;
  process.env.SITE_URL = env.appUrl;
  process.env.AUTH_LOG_LEVEL ??= "WARN";
  // Mail stays in the outbox table (printed in the terminal) unless the env file says otherwise.
  process.env.EMAIL_DELIVERY ??= "outbox";
  const extra = env.envFile && existsSync(env.envFile) ? parseEnvFile(readFileSync(env.envFile, "utf8")) : {};
  Object.assign(process.env, extra);
  // Set by Convex for every deployment; never overridable.
  process.env.CONVEX_CLOUD_URL = env.cloudUrl;
  process.env.CONVEX_SITE_URL = env.siteUrl;
  return Object.keys(extra);
}
