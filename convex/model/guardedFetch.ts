"use node";
// One guarded GET of a web address someone typed (calendar URL imports, recipe pages): the
// server must not be made to reach into its own network. Only http and https; the host is
// resolved and every address it has must be public unicast (no loopback, private, link-local,
// unique-local, unspecified, multicast, reserved, nor IPv4 or IPv6 forms that embed them);
// the connection goes to the address that was checked, so a second DNS answer cannot swap
// it (rebinding); redirects are followed by hand, each hop checked the same way; one deadline
// covers every hop, and the body is read up to a cap and no further.
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { isLoopbackAddress, isLoopbackDeployment, isPublicAddress, literalHostRefusal, portOf } from "../lib/addressSafety";

export { isPublicAddress, LOOPBACK_ALLOWANCE_ENV, loopbackAllowanceFromEnv } from "../lib/addressSafety";

export const GUARDED_FETCH_TIMEOUT_MS = 10_000;
export const GUARDED_FETCH_BYTES_MAX = 1_000_000;
export const GUARDED_FETCH_REDIRECTS_MAX = 5;

/**
 * A shorter time limit in milliseconds, for tests of what a timeout leaves behind (so they
 * need not wait the real limit): only lowers it, and only on a loopback deployment.
 */
export const TIMEOUT_CAP_ENV = "GUARDED_FETCH_TIMEOUT_MS";

export type GuardedFetchProblem =
  | "badUrl"
  | "blockedAddress"
  | "unreachable"
  | "timeout"
  | "tooLarge"
  | "httpError"
  | "tooManyRedirects";

export type GuardedFetchResult =
  | { ok: true; text: string; contentType: string | null; finalUrl: string }
  | { ok: false; problem: GuardedFetchProblem; status: number | null };

export interface GuardedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  accept?: string;
  /** Loopback ports let through (tests only; see LOOPBACK_ALLOWANCE_ENV). */
  allowLoopbackPorts?: ReadonlySet<number>;
  /** The host's addresses (tests); node:dns lookup of every address by default. */
  resolve?: (host: string) => Promise<string[]>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The time limit the environment allows (see TIMEOUT_CAP_ENV): never above GUARDED_FETCH_TIMEOUT_MS. */
export function timeoutCapFromEnv(env: Record<string, string | undefined>): number {
  const cap = Number(env[TIMEOUT_CAP_ENV]);
  if (!isLoopbackDeployment(env) || !Number.isInteger(cap) || cap <= 0) return GUARDED_FETCH_TIMEOUT_MS;
  return Math.min(cap, GUARDED_FETCH_TIMEOUT_MS);
}

async function resolveAll(host: string): Promise<string[]> {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

type Vetted = { ok: true; address: string; family: 4 | 6 } | { ok: false; problem: GuardedFetchProblem };

async function vet(url: URL, options: GuardedFetchOptions): Promise<Vetted> {
  // The scheme, credentials and a host written as an address are checked before any lookup.
  const refusal = literalHostRefusal(url, options.allowLoopbackPorts);
  if (refusal !== null) return { ok: false, problem: refusal };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? resolveAll)(host);
    } catch {
      return { ok: false, problem: "unreachable" };
    }
  }
  if (addresses.length === 0) return { ok: false, problem: "unreachable" };
  const port = portOf(url);
  const allowed = (address: string) =>
    isPublicAddress(address) || (isLoopbackAddress(address) && (options.allowLoopbackPorts?.has(port) ?? false));
  // Every address, not only the first: the connection could otherwise land on any of them.
  if (!addresses.every(allowed)) return { ok: false, problem: "blockedAddress" };
  const address = addresses[0];
  return { ok: true, address, family: ipaddr.parse(address).kind() === "ipv6" ? 6 : 4 };
}

type Answer = { status: number; location: string | null; contentType: string | null; body: http.IncomingMessage };

function get(url: URL, vetted: { address: string; family: 4 | 6 }, accept: string, signal: AbortSignal): Promise<Answer> {
  // The socket goes to the vetted address whatever DNS says now; TLS still checks the host's name.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup: pinned,
        signal,
        headers: { accept, "user-agent": "FamilyHousehold/1.0 (calendar and recipe reader)" },
      },
      (response) =>
        resolve({
          status: response.statusCode ?? 0,
          location: typeof response.headers.location === "string" ? response.headers.location : null,
          contentType: response.headers["content-type"] ?? null,
          body: response,
        }),
    );
    request.on("error", reject);
    request.end();
  });
}

function readBody(body: http.IncomingMessage, maxBytes: number): Promise<Uint8Array | "tooLarge"> {
  const declared = Number(body.headers["content-length"] ?? "0");
  if (declared > maxBytes) {
    body.destroy();
    return Promise.resolve("tooLarge");
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    body.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        // Settled first: destroying the stream emits "aborted" at once.
        resolve("tooLarge");
        body.destroy();
        return;
      }
      chunks.push(chunk);
    });
    body.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    body.on("error", reject);
    body.on("aborted", () => reject(new Error("aborted")));
  });
}

/** One GET of `rawUrl` as described above: its text, or why not (never throws). */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions = {}): Promise<GuardedFetchResult> {
  const timeoutMs = Math.min(options.timeoutMs ?? GUARDED_FETCH_TIMEOUT_MS, GUARDED_FETCH_TIMEOUT_MS);
  const maxBytes = Math.min(options.maxBytes ?? GUARDED_FETCH_BYTES_MAX, GUARDED_FETCH_BYTES_MAX);
  const accept = options.accept ?? "*/*";
  // AbortSignal.timeout runs on Node's own timers: a test's fake clock cannot cut it short.
  const controller = new AbortController();
  const deadline = AbortSignal.timeout(timeoutMs);
  deadline.addEventListener("abort", () => controller.abort(), { once: true });
  const timedOut = new Promise<"timeout">((resolve) => controller.signal.addEventListener("abort", () => resolve("timeout")));
  const fail = (problem: GuardedFetchProblem, status: number | null = null): GuardedFetchResult => ({ ok: false, problem, status });
  try {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return fail("badUrl");
    }
    for (let hop = 0; ; hop += 1) {
      const vetted = await Promise.race([vet(url, options), timedOut]);
      if (vetted === "timeout") return fail("timeout");
      if (!vetted.ok) return fail(vetted.problem);
      let answer: Answer;
      try {
        answer = await get(url, vetted, accept, controller.signal);
      } catch {
        return fail(controller.signal.aborted ? "timeout" : "unreachable");
      }
      if (REDIRECTS.has(answer.status) && answer.location !== null) {
        answer.body.destroy();
        if (hop >= GUARDED_FETCH_REDIRECTS_MAX) return fail("tooManyRedirects", answer.status);
        try {
          url = new URL(answer.location, url);
        } catch {
          return fail("badUrl", answer.status);
        }
        continue;
      }
      if (answer.status < 200 || answer.status > 299) {
        answer.body.destroy();
        return fail("httpError", answer.status);
      }
      let body: Uint8Array | "tooLarge";
      try {
        body = await readBody(answer.body, maxBytes);
      } catch {
        return fail(controller.signal.aborted ? "timeout" : "unreachable");
      }
      if (body === "tooLarge") return fail("tooLarge");
      return { ok: true, text: new TextDecoder("utf-8").decode(body), contentType: answer.contentType, finalUrl: url.href };
    }
  } finally {
    controller.abort();
  }
}
