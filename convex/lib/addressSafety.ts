// Which addresses the server may be sent to read (model/guardedFetch.ts applies it to every
// address a host resolves to, at each hop; adding a URL import applies it at once to a host
// written as an address, or as localhost). Pure: no DNS here, so a name that resolves to a
// private address is known only when it is fetched.
import ipaddr from "ipaddr.js";

/**
 * The test stack's own loopback servers: a comma-separated port list, honoured only when the
 * deployment itself runs on loopback (the local backend sets CONVEX_CLOUD_URL to
 * http://127.0.0.1:…; a Convex deployment never has such a URL).
 */
export const LOOPBACK_ALLOWANCE_ENV = "GUARDED_FETCH_ALLOW_LOOPBACK_PORTS";

function parsed(address: string) {
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip;
}

/** IPv6's global unicast block: ipaddr.js calls ::a.b.c.d (IPv4-compatible, deprecated) "unicast" too. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** Whether the server may connect to this address: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = parsed(address);
  if (ip.range() !== "unicast") return false;
  return ip.kind() === "ipv4" || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && parsed(address).range() === "loopback";
}

/** Whether the deployment itself runs on loopback (the local backend; never a Convex deployment). */
export function isLoopbackDeployment(env: Record<string, string | undefined>): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(env.CONVEX_CLOUD_URL ?? "");
}

/** The test allowance from the environment, or none (see LOOPBACK_ALLOWANCE_ENV). */
export function loopbackAllowanceFromEnv(env: Record<string, string | undefined>): ReadonlySet<number> {
  const ports = env[LOOPBACK_ALLOWANCE_ENV];
  if (!ports || !isLoopbackDeployment(env)) return new Set();
  return new Set(
    ports
      .split(",")
      .map((part) => Number(part.trim()))
      .filter((port) => Number.isInteger(port) && port > 0 && port < 65536),
  );
}

/** A URL's port, or its scheme's. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));

/**
 * Why the server may not be sent to `url` before any name is looked up: not http(s), a user
 * name or password in it ("badUrl"), or a host that is itself an address other than a public
 * one, or localhost ("blockedAddress"; loopback on an allowed port passes, for tests); null
 * when only resolving its name can tell. (The URL parser has already turned 2130706433 and
 * 0x7f.1 into 127.0.0.1.)
 */
export function literalHostRefusal(url: URL, allowLoopbackPorts: ReadonlySet<number> = new Set()): "badUrl" | "blockedAddress" | null {
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username !== "" || url.password !== "") return "badUrl";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "").toLowerCase();
  if (host === "") return "badUrl";
  const loopbackAllowed = allowLoopbackPorts.has(portOf(url));
  if (host === "localhost" || host.endsWith(".localhost")) return loopbackAllowed ? null : "blockedAddress";
  if (!ipaddr.isValid(host)) return null;
  if (isPublicAddress(host) || (isLoopbackAddress(host) && loopbackAllowed)) return null;
  return "blockedAddress";
}
