// The site port (Convex's ".convex.site" origin): HTTP actions routed by
// `convex/http.ts`, plus file storage:
//   POST /api/storage/upload?token=…  body = file bytes → { storageId }
//   GET  /api/storage/<storageId>     → the bytes, with their Content-Type
// `ctx.storage.generateUploadUrl()` and `ctx.storage.getUrl()` return these URLs.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TokenVerifier } from "./auth";
import type { Engine } from "./engine";
import { bearerToken, CORS_HEADERS, readBody, RequestTooLarge, sendJson, sendResponse, sendText } from "./http-util";
import type { FunctionLogger } from "./log";

const UPLOAD_LIMIT = 64 * 1024 * 1024;
const UPLOAD_URL_VALID_MS = 60 * 60_000;
const STORAGE_PREFIX = "/api/storage/";
/** Content types a stored file is served with as uploaded: the photo types the app accepts. */
const SERVED_AS_IS = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

/**
 * Upload URL tokens, signed so they stay valid across restarts (the real
 * backend's are valid for an hour too) without being stored anywhere.
 */
export class UploadTokens {
  /** Tokens already used, until they expire (one URL takes one file, as Convex's do). */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

  issue(): string {
    const payload = `${Date.now() + UPLOAD_URL_VALID_MS}.${randomBytes(9).toString("base64url")}`;
    return `${payload}.${this.sign(payload)}`;
  }

  isValid(token: string): boolean {
    const lastDot = token.lastIndexOf(".");
    if (lastDot === -1) return false;
    const payload = token.slice(0, lastDot);
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(token.slice(lastDot + 1));
    if (expected.byteLength !== given.byteLength || !timingSafeEqual(expected, given)) return false;
    return Number(payload.split(".")[0]) > Date.now();
  }

  /**
   * Whether `token` may upload a file now; if so it is spent. Spent tokens are
   * kept in memory only: after a restart one could be used once more within its hour.
   */
  consume(token: string): boolean {
    const now = Date.now();
    for (const [spent, expires] of this.used) if (expires <= now) this.used.delete(spent);
    if (!this.isValid(token) || this.used.has(token)) return false;
    this.used.set(token, Number(token.split(".")[0]));
    return true;
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret).update(payload).digest("base64url");
  }
}

/** Extra site-port routes (npm start's test endpoints); resolves true when it handled the request. */
export type ExtraSiteRoutes = (url: URL, method: string, request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface SiteOptions {
  engine(): Engine;
  uploads: UploadTokens;
  verifier: TokenVerifier;
  log: FunctionLogger;
  extraRoutes?: ExtraSiteRoutes;
}

export function createSiteHandler(options: SiteOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const method = request.method ?? "GET";
    try {
      if (options.extraRoutes && (await options.extraRoutes(url, method, request, response))) return;
      if (url.pathname.startsWith(STORAGE_PREFIX)) {
        await serveStorage(url, method, request, response, options);
        return;
      }
      await serveHttpAction(url, method, request, response, options);
    } catch (error) {
      const status = error instanceof RequestTooLarge ? 413 : 500;
      if (!response.headersSent) sendText(response, status, error instanceof Error ? error.message : String(error));
      else response.destroy();
    }
  };
}

async function serveStorage(
  url: URL,
  method: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: SiteOptions,
): Promise<void> {
  if (method === "OPTIONS") {
    response.writeHead(204, CORS_HEADERS);
    response.end();
    return;
  }
  const name = url.pathname.slice(STORAGE_PREFIX.length);
  if (name === "upload" && method === "POST") {
    if (!options.uploads.consume(url.searchParams.get("token") ?? "")) {
      sendJson(response, 401, { code: "InvalidUploadToken", message: "This upload URL is invalid or expired" }, CORS_HEADERS);
      return;
    }
    const bytes = await readBody(request, UPLOAD_LIMIT);
    const contentType = request.headers["content-type"] ?? null;
    const storageId = await options.engine().storeFile(new Uint8Array(bytes), contentType);
    options.log.info(`stored file ${storageId} (${bytes.byteLength} bytes, ${contentType ?? "no type"})`);
    sendJson(response, 200, { storageId }, CORS_HEADERS);
    return;
  }
  if (method !== "GET" && method !== "HEAD") {
    sendText(response, 405, "Method not allowed\n", CORS_HEADERS);
    return;
  }
  const file = options.engine().getFile(decodeURIComponent(name));
  if (file === null) {
    sendText(response, 404, "File not found\n", CORS_HEADERS);
    return;
  }
  // Served from the site's origin: only the photo types are shown as what they say they are;
  // anything else (an uploader may declare text/html) is a download the browser must not sniff.
  const shown = SERVED_AS_IS.has(file.contentType.toLowerCase());
  response.writeHead(200, {
    ...CORS_HEADERS,
    "Content-Type": shown ? file.contentType : "application/octet-stream",
    ...(shown ? {} : { "Content-Disposition": "attachment" }),
    "X-Content-Type-Options": "nosniff",
    "Content-Length": String(file.blob.size),
    // A storage id always names the same bytes.
    "Cache-Control": "private, max-age=2592000, immutable",
    ETag: `"${file.sha256}"`,
  });
  response.end(method === "HEAD" ? undefined : Buffer.from(await file.blob.arrayBuffer()));
}

async function serveHttpAction(
  url: URL,
  method: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: SiteOptions,
): Promise<void> {
  const engine = options.engine();
  if (!engine.hasHttpRouter) {
    sendText(response, 404, `No HttpAction routed for ${url.pathname}\n`);
    return;
  }
  const token = bearerToken(request);
  let identity = null;
  if (token !== undefined) {
    try {
      identity = await options.verifier.verify(token);
    } catch {
      identity = null; // The action sees an anonymous caller, like a token-less request.
    }
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody ? new Uint8Array(await readBody(request, UPLOAD_LIMIT)) : undefined;
  const web = await engine.fetchHttp(`${url.pathname}${url.search}`, { method, headers, body }, identity);
  await sendResponse(response, web);
}
