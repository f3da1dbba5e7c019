// Small helpers shared by the two HTTP servers (API port and site port).
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Browsers call the backend from the app's own origin (Vite on another port).
 * Which origin may read the answers is added per request (allowOrigin): only
 * pages served from this machine, never a website the developer happens to visit.
 */
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Authorization, Convex-Client, Digest",
  "Access-Control-Max-Age": "86400",
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** Whether a page of this origin may read the backend's answers (or open its WebSocket). */
export function isAllowedOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true; // Not a browser page (Node clients, curl, tests).
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/** Lets the request's origin read the answer when it is allowed (the header is absent otherwise). */
export function allowOrigin(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader("Vary", "Origin");
  if (origin !== undefined && isAllowedOrigin(origin)) response.setHeader("Access-Control-Allow-Origin", origin);
}

export class RequestTooLarge extends Error {}

export async function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size > limitBytes) throw new RequestTooLarge(`request body over ${limitBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(text);
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  response.end(text);
}

/** "Bearer <jwt>" → the token; undefined when absent. */
export function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : undefined;
}

/** Copies a fetch Response onto a Node response. */
export async function sendResponse(response: ServerResponse, web: Response, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  web.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = web.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = Buffer.from(await web.arrayBuffer());
  delete headers["content-length"];
  delete headers["content-encoding"];
  response.writeHead(web.status, { ...headers, "Content-Length": String(body.byteLength) });
  response.end(body);
}

/** A path segment (before its extension) long and random-looking enough to be a secret: a token, a key, a storage id. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

/**
 * A request path as the log may print it: secrets carried in the path (a calendar feed's
 * /calendar/feed/<token>.ics) become "<redacted>", the extension kept; the query is dropped.
 */
export function redactedPath(pathAndQuery: string): string {
  return pathAndQuery
    .split("?")[0]
    .split("/")
    .map((segment) => {
      const dot = segment.indexOf(".");
      const stem = dot === -1 ? segment : segment.slice(0, dot);
      return SECRET_SEGMENT.test(stem) ? `<redacted>${dot === -1 ? "" : segment.slice(dot)}` : segment;
    })
    .join("/");
}
