// The guarded fetch: every refused address range (and IPv4-mapped forms of them), a redirect
// to a refused address, the redirect limit, the size cap and the timeout, against a real
// loopback server let through only by the test allowance.
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  guardedFetch,
  isPublicAddress,
  loopbackAllowanceFromEnv,
  timeoutCapFromEnv,
  GUARDED_FETCH_BYTES_MAX,
  GUARDED_FETCH_REDIRECTS_MAX,
} from "./model/guardedFetch";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const requested: string[] = [];
let server: http.Server;
let port: number;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? "");
    const handler = routes.get(request.url ?? "");
    if (handler) handler(request, response);
    else response.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = () => ({ allowLoopbackPorts: new Set([port]) });
const calendarText = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";

describe("addresses", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "IPv6 loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private (a home router)"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["fe80::1", "IPv6 link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["0.0.0.0", "unspecified"],
    ["::", "IPv6 unspecified"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "IPv6 multicast"],
    ["255.255.255.255", "broadcast"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:192.168.1.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["64:ff9b::a00:1", "NAT64 of a private address"],
    ["2002:a00:1::", "6to4 of a private address"],
    ["::127.0.0.1", "IPv4-compatible loopback (a deprecated form some stacks still route)"],
    ["::7f00:1", "IPv4-compatible loopback as a URL writes it"],
    ["::10.0.0.1", "IPv4-compatible private"],
    ["4000::1", "outside IPv6's global unicast block"],
    ["not an address", "not an address"],
  ])("%s (%s) is refused", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(["8.8.8.8", "151.101.1.69", "2606:4700::6810:84e5", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test("no address in 10/8, 172.16/12, 192.168/16, 127/8 or 169.254/16 is public, however written", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), octet, octet, octet),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
      fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
      fc.tuple(fc.constant(127), octet, octet, octet),
      fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
    );
    fc.assert(
      fc.property(privateV4, fc.boolean(), (parts, mapped) => {
        const v4 = parts.join(".");
        expect(isPublicAddress(mapped ? `::ffff:${v4}` : v4)).toBe(false);
      }),
    );
  });

  test.each([
    ["a literal private address", "http://192.168.1.1/cal.ics"],
    ["a literal loopback address", "http://127.0.0.1:9/cal.ics"],
    ["a bracketed IPv6 loopback", "http://[::1]:9/cal.ics"],
    ["an IPv4-mapped loopback", "http://[::ffff:127.0.0.1]:9/cal.ics"],
    ["an IPv4-compatible loopback", "http://[::127.0.0.1]:9/cal.ics"],
  ])("%s is refused before any connection", async (_what, url) => {
    expect(await guardedFetch(url)).toEqual({ ok: false, problem: "blockedAddress", status: null });
  });

  test("a host is refused if any of its addresses is refused, and is looked up at each hop", async () => {
    const looked: string[] = [];
    const resolve = async (host: string) => {
      looked.push(host);
      return host === "mixed.test" ? ["8.8.8.8", "10.0.0.7"] : ["127.0.0.1"];
    };
    expect(await guardedFetch("https://mixed.test/cal.ics", { resolve })).toMatchObject({ ok: false, problem: "blockedAddress" });
    expect(await guardedFetch("https://rebind.test/cal.ics", { resolve })).toMatchObject({ ok: false, problem: "blockedAddress" });
    expect(looked).toEqual(["mixed.test", "rebind.test"]);
  });

  test("a host that does not resolve is unreachable", async () => {
    const resolve = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await guardedFetch("https://nowhere.test/cal.ics", { resolve })).toMatchObject({ ok: false, problem: "unreachable" });
  });

  test("only http and https; no credentials", async () => {
    for (const url of ["ftp://example.com/a", "file:///etc/passwd", "gopher://example.com/", "https://user:pw@example.com/a", "nonsense"]) {
      expect(await guardedFetch(url)).toMatchObject({ ok: false, problem: "badUrl" });
    }
  });

  test("the loopback allowance lets only the listed ports through, and only on a loopback deployment", async () => {
    routes.set("/ok.ics", (_request, response) => response.writeHead(200, { "content-type": "text/calendar" }).end(calendarText));
    expect(await guardedFetch(`${base}/ok.ics`)).toMatchObject({ ok: false, problem: "blockedAddress" });
    expect(await guardedFetch(`${base}/ok.ics`, { allowLoopbackPorts: new Set([port + 1]) })).toMatchObject({ ok: false, problem: "blockedAddress" });
    expect(await guardedFetch(`${base}/ok.ics`, allowed())).toEqual({
      ok: true,
      text: calendarText,
      contentType: "text/calendar",
      finalUrl: `${base}/ok.ics`,
    });
    // The allowance never opens private addresses, only loopback.
    expect(await guardedFetch(`http://10.0.0.1:${port}/ok.ics`, allowed())).toMatchObject({ ok: false, problem: "blockedAddress" });

    const ports = `${port}, 4000`;
    expect([...loopbackAllowanceFromEnv({ GUARDED_FETCH_ALLOW_LOOPBACK_PORTS: ports, CONVEX_CLOUD_URL: "http://127.0.0.1:3210" })]).toEqual([port, 4000]);
    expect(loopbackAllowanceFromEnv({ GUARDED_FETCH_ALLOW_LOOPBACK_PORTS: ports, CONVEX_CLOUD_URL: "https://happy-cat-123.convex.cloud" }).size).toBe(0);
    expect(loopbackAllowanceFromEnv({ GUARDED_FETCH_ALLOW_LOOPBACK_PORTS: ports }).size).toBe(0);
    expect(loopbackAllowanceFromEnv({ CONVEX_CLOUD_URL: "http://127.0.0.1:3210" }).size).toBe(0);
    expect(loopbackAllowanceFromEnv({ GUARDED_FETCH_ALLOW_LOOPBACK_PORTS: ports, CONVEX_CLOUD_URL: "http://127.0.0.1.evil.test" }).size).toBe(0);
    // The shorter time limit for tests only lowers the real one, and only on a loopback deployment.
    const local = "http://127.0.0.1:3210";
    expect(timeoutCapFromEnv({ GUARDED_FETCH_TIMEOUT_MS: "300", CONVEX_CLOUD_URL: local })).toBe(300);
    expect(timeoutCapFromEnv({ GUARDED_FETCH_TIMEOUT_MS: "60000", CONVEX_CLOUD_URL: local })).toBe(10_000);
    expect(timeoutCapFromEnv({ GUARDED_FETCH_TIMEOUT_MS: "300", CONVEX_CLOUD_URL: "https://happy-cat-123.convex.cloud" })).toBe(10_000);
    expect(timeoutCapFromEnv({ GUARDED_FETCH_TIMEOUT_MS: "-1", CONVEX_CLOUD_URL: local })).toBe(10_000);
    expect(timeoutCapFromEnv({ CONVEX_CLOUD_URL: local })).toBe(10_000);
  });
});

describe("redirects", () => {
  test("are followed by hand, each hop checked: a redirect to a refused address is refused without a request", async () => {
    routes.set("/to-router", (_request, response) => response.writeHead(302, { location: "http://192.168.1.1/admin" }).end());
    routes.set("/to-metadata", (_request, response) => response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end());
    routes.set("/to-file", (_request, response) => response.writeHead(307, { location: "file:///etc/passwd" }).end());
    routes.set("/hop", (_request, response) => response.writeHead(308, { location: "/ok.ics" }).end());
    routes.set("/ok.ics", (_request, response) => response.writeHead(200).end(calendarText));
    expect(await guardedFetch(`${base}/to-router`, allowed())).toEqual({ ok: false, problem: "blockedAddress", status: null });
    expect(await guardedFetch(`${base}/to-metadata`, allowed())).toMatchObject({ ok: false, problem: "blockedAddress" });
    expect(await guardedFetch(`${base}/to-file`, allowed())).toMatchObject({ ok: false, problem: "badUrl" });
    expect(await guardedFetch(`${base}/hop`, allowed())).toMatchObject({ ok: true, text: calendarText, finalUrl: `${base}/ok.ics` });
  });

  test(`at most ${GUARDED_FETCH_REDIRECTS_MAX} are followed`, async () => {
    for (let i = 0; i < 10; i += 1) {
      routes.set(`/chain/${i}`, (_request, response) => response.writeHead(302, { location: `/chain/${i + 1}` }).end());
    }
    routes.set(`/chain/${GUARDED_FETCH_REDIRECTS_MAX}`, (_request, response) => response.writeHead(200).end("end of chain"));
    expect(await guardedFetch(`${base}/chain/0`, allowed())).toMatchObject({ ok: true, text: "end of chain" });
    routes.set(`/chain/${GUARDED_FETCH_REDIRECTS_MAX}`, (_request, response) => response.writeHead(302, { location: "/chain/99" }).end());
    requested.length = 0;
    expect(await guardedFetch(`${base}/chain/0`, allowed())).toEqual({ ok: false, problem: "tooManyRedirects", status: 302 });
    expect(requested).toHaveLength(GUARDED_FETCH_REDIRECTS_MAX + 1);
  });
});

describe("answers", () => {
  test("an error status is an httpError with its status", async () => {
    expect(await guardedFetch(`${base}/missing.ics`, allowed())).toEqual({ ok: false, problem: "httpError", status: 404 });
  });

  test("a body over the cap is refused, declared or streamed, and one at the cap is read", async () => {
    const atCap = "x".repeat(GUARDED_FETCH_BYTES_MAX);
    routes.set("/at-cap", (_request, response) => response.writeHead(200).end(atCap));
    routes.set("/declared", (_request, response) => {
      response.writeHead(200, { "content-length": String(GUARDED_FETCH_BYTES_MAX + 1) });
      response.write("BEGIN:VCALENDAR");
    });
    routes.set("/streamed", (_request, response) => {
      response.writeHead(200); // chunked, no length
      const chunk = "y".repeat(64 * 1024);
      const pump = () => {
        while (response.write(chunk)) if (response.writableLength > 4 * GUARDED_FETCH_BYTES_MAX) return;
        response.once("drain", pump);
      };
      response.on("error", () => undefined);
      pump();
    });
    expect(await guardedFetch(`${base}/at-cap`, allowed())).toMatchObject({ ok: true, text: atCap });
    expect(await guardedFetch(`${base}/declared`, allowed())).toEqual({ ok: false, problem: "tooLarge", status: null });
    expect(await guardedFetch(`${base}/streamed`, allowed())).toEqual({ ok: false, problem: "tooLarge", status: null });
    expect(await guardedFetch(`${base}/at-cap`, { ...allowed(), maxBytes: 1000 })).toMatchObject({ ok: false, problem: "tooLarge" });
  });

  test("an answer that does not come within the time limit is a timeout, headers or body", async () => {
    routes.set("/silent", () => undefined);
    routes.set("/slow-body", (_request, response) => {
      response.writeHead(200);
      response.write("BEGIN:VCALENDAR");
    });
    const started = Date.now();
    expect(await guardedFetch(`${base}/silent`, { ...allowed(), timeoutMs: 300 })).toEqual({ ok: false, problem: "timeout", status: null });
    expect(await guardedFetch(`${base}/slow-body`, { ...allowed(), timeoutMs: 300 })).toEqual({ ok: false, problem: "timeout", status: null });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("a closed port is unreachable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await guardedFetch(`http://127.0.0.1:${closedPort}/x.ics`, { allowLoopbackPorts: new Set([closedPort]) })).toEqual({
      ok: false,
      problem: "unreachable",
      status: null,
    });
  });
});
