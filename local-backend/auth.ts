// Verifies the JWTs clients authenticate with, against the providers of the
// project's `convex/auth.config.ts`, and turns their claims into the
// UserIdentity functions see from `ctx.auth.getUserIdentity()`.
//
// OIDC providers (`{ domain, applicationID }`) publish their keys through
// `<domain>/.well-known/openid-configuration` → `jwks_uri`. For Convex Auth
// the domain is our own site port, served by `convex/http.ts`; those fetches
// go straight to the in-process router instead of through the network.
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { UserIdentity } from "convex/server";
import type { AuthProviderConfig } from "./modules";

export class AuthFailure extends Error {}

/** JWT claim → UserIdentity field, as Convex maps them. */
const IDENTITY_FIELD_OF_CLAIM: Record<string, string> = {
  sub: "subject",
  iss: "issuer",
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const CLAIMS_NOT_IN_IDENTITY = new Set(["aud", "exp", "iat", "nbf", "jti"]);
const KEYS_CACHED_MS = 10 * 60_000;

export interface TokenVerifierOptions {
  providers(): AuthProviderConfig[];
  /** Our site origin, e.g. http://127.0.0.1:3211. */
  siteUrl: string;
  /** GETs a path of our own site port in-process. */
  fetchLocal(pathAndQuery: string): Promise<Response>;
}

export class TokenVerifier {
  private readonly keySets = new Map<string, { keys: ReturnType<typeof createLocalJWKSet>; fetchedAt: number }>();

  constructor(private readonly options: TokenVerifierOptions) {}

  async verify(token: string): Promise<UserIdentity> {
    let claims: JWTPayload;
    try {
      claims = decodeJwt(token);
    } catch {
      throw new AuthFailure("Could not parse the auth token as a JWT");
    }
    const issuer = trimSlash(claims.iss ?? "");
    const providers = this.options.providers().filter((provider) => trimSlash(issuerOf(provider)) === issuer);
    if (providers.length === 0) {
      throw new AuthFailure(
        `No auth provider found matching the given token (issuer "${claims.iss}"). Check convex/auth.config.ts.`,
      );
    }
    let lastProblem = "";
    for (const provider of providers) {
      const audience = provider.applicationID;
      try {
        const payload = await this.verifyWith(provider, token, audience);
        return identityFromClaims(payload);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new AuthFailure(
      "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired." +
        (lastProblem ? ` (${lastProblem})` : ""),
    );
  }

  private async verifyWith(provider: AuthProviderConfig, token: string, audience: string | undefined) {
    const isCustom = provider.type === "customJwt";
    const options = {
      ...(audience ? { audience } : {}),
      ...(isCustom && provider.algorithm ? { algorithms: [provider.algorithm] } : {}),
      requiredClaims: isCustom ? ["exp", "sub"] : ["exp", "iat", "sub"],
    };
    try {
      return (await jwtVerify(token, await this.keySetFor(provider, false), options)).payload;
    } catch (error) {
      // The provider may have rotated its keys since we cached them.
      if ((error as { code?: string }).code !== "ERR_JWKS_NO_MATCHING_KEY") throw error;
      return (await jwtVerify(token, await this.keySetFor(provider, true), options)).payload;
    }
  }

  private async keySetFor(provider: AuthProviderConfig, refresh: boolean) {
    const issuer = issuerOf(provider);
    const cached = this.keySets.get(issuer);
    if (cached && !refresh && Date.now() - cached.fetchedAt < KEYS_CACHED_MS) return cached.keys;
    let jwksUrl = provider.jwks;
    if (provider.type !== "customJwt") {
      const discovery = (await this.fetchJson(`${trimSlash(issuer)}/.well-known/openid-configuration`)) as {
        jwks_uri?: string;
      };
      jwksUrl = discovery.jwks_uri;
    }
    if (!jwksUrl) throw new Error(`no JWKS URL for issuer ${issuer}`);
    const keys = createLocalJWKSet((await this.fetchJson(jwksUrl)) as JSONWebKeySet);
    this.keySets.set(issuer, { keys, fetchedAt: Date.now() });
    return keys;
  }

  private async fetchJson(url: string): Promise<unknown> {
    const site = new URL(this.options.siteUrl);
    const target = new URL(url);
    const response =
      target.origin === site.origin
        ? await this.options.fetchLocal(`${target.pathname}${target.search}`)
        : await fetch(target, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  }
}

function issuerOf(provider: AuthProviderConfig): string {
  return (provider.type === "customJwt" ? provider.issuer : provider.domain) ?? "";
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function identityFromClaims(claims: JWTPayload): UserIdentity {
  const identity: Record<string, unknown> = { tokenIdentifier: `${claims.iss}|${claims.sub}` };
  for (const [claim, value] of Object.entries(claims)) {
    if (CLAIMS_NOT_IN_IDENTITY.has(claim) || value === undefined) continue;
    identity[IDENTITY_FIELD_OF_CLAIM[claim] ?? claim] = value;
  }
  return identity as unknown as UserIdentity;
}
