// The HTTP API of the main port, as ConvexHttpClient uses it
// (convex/src/browser/http_client.ts): POST /api/query, /api/query_ts,
// /api/query_at_ts, /api/mutation, /api/action and /api/function.
// Function failures answer 560 with { status: "error", errorMessage, errorData? }.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { TokenVerifier } from "./auth";
import type { CallOutcome, Engine } from "./engine";
import { bearerToken, CORS_HEADERS, readBody, RequestTooLarge, sendJson, sendText } from "./http-util";
import type { SerialQueue } from "./queue";
import { encodeTs } from "./connection";

const STATUS_FUNCTION_FAILED = 560;
const BODY_LIMIT = 16 * 1024 * 1024;

export interface ApiOptions {
  engine(): Engine;
  queue: SerialQueue;
  verifier: TokenVerifier;
}

interface FunctionRequest {
  path?: string;
  args?: JSONValue;
  componentPath?: string;
}

export function createApiHandler(options: ApiOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    if (request.method === "GET" && (pathname === "/" || pathname === "/version")) {
      sendText(response, 200, "Family Household local Convex backend\n", CORS_HEADERS);
      return;
    }
    if (request.method !== "POST" || !pathname.startsWith("/api/")) {
      sendText(response, 404, `No route for ${request.method} ${pathname}\n`, CORS_HEADERS);
      return;
    }
    const endpoint = pathname.slice("/api/".length);
    if (endpoint === "query_ts") {
      sendJson(response, 200, { ts: encodeTs(options.engine().serverTs) }, CORS_HEADERS);
      return;
    }
    try {
      const body = JSON.parse((await readBody(request, BODY_LIMIT)).toString("utf8") || "{}") as FunctionRequest;
      const identity = await identityOf(request, options.verifier);
      if (identity === "invalid") {
        sendJson(response, 401, { code: "Unauthenticated", message: "Could not verify the auth token" }, CORS_HEADERS);
        return;
      }
      const outcome = await dispatch(endpoint, body, identity, options);
      if (outcome === null) {
        sendText(response, 404, `No route for POST ${pathname}\n`, CORS_HEADERS);
      } else if (outcome.ok) {
        sendJson(response, 200, { status: "success", value: outcome.value, logLines: [] }, CORS_HEADERS);
      } else {
        const { errorMessage, errorData } = outcome;
        sendJson(
          response,
          STATUS_FUNCTION_FAILED,
          { status: "error", errorMessage, ...(errorData !== undefined ? { errorData } : {}), logLines: [] },
          CORS_HEADERS,
        );
      }
    } catch (error) {
      const status = error instanceof RequestTooLarge ? 413 : 400;
      sendText(response, status, error instanceof Error ? error.message : String(error), CORS_HEADERS);
    }
  };
}

async function identityOf(request: IncomingMessage, verifier: TokenVerifier): Promise<UserIdentity | null | "invalid"> {
  if (request.headers.authorization?.startsWith("Convex ")) return "invalid"; // admin keys
  const token = bearerToken(request);
  if (token === undefined) return null;
  try {
    return await verifier.verify(token);
  } catch {
    return "invalid";
  }
}

async function dispatch(
  endpoint: string,
  body: FunctionRequest,
  identity: UserIdentity | null,
  options: ApiOptions,
): Promise<CallOutcome | null> {
  const engine = options.engine();
  const path = String(body.path ?? "");
  // /api/function takes the args object itself; the others a one-element array.
  const args = endpoint === "function" ? (body.args ?? {}) : ((body.args as JSONValue[] | undefined)?.[0] ?? {});
  let kind = endpoint;
  if (endpoint === "function") {
    if (body.componentPath) return { ok: false, errorMessage: "The local backend does not support components" };
    kind = engine.describe(path)?.kind ?? "query";
  }
  switch (kind) {
    case "query":
    case "query_at_ts":
      return engine.query(identity, path, args);
    case "mutation":
      return (await options.queue.run(() => options.engine().mutation(identity, path, args))).outcome;
    case "action":
      return engine.action(identity, path, args);
    default:
      return null;
  }
}
