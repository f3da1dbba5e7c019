// Turns errors thrown by functions into what Convex clients receive: an error
// message string plus, for ConvexError, its data as convexToJson JSON.
import { convexToJson, type JSONValue, type Value } from "convex/values";

export interface ClientError {
  errorMessage: string;
  /** Present only for ConvexError; the client rebuilds `error.data` from it. */
  errorData?: JSONValue;
}

/** An error the backend raises itself (unknown function, bad request…). */
export class SystemError extends Error {}

let requestCounter = 0;

export function isConvexError(error: unknown): error is Error & { data: unknown } {
  return typeof error === "object" && error !== null && Symbol.for("ConvexError") in error;
}

export function describeError(error: unknown): ClientError {
  if (error instanceof SystemError) return { errorMessage: error.message };
  // Clients prepend "[CONVEX M(udfPath)]" themselves.
  const requestId = (++requestCounter).toString(16).padStart(16, "0");
  const prefix = `[Request ID: ${requestId}] Server Error`;
  if (isConvexError(error)) {
    // convex-test already turned `data` back into a value; it may be undefined.
    const data = (error.data === undefined ? null : error.data) as Value;
    return {
      errorMessage: `${prefix}\nUncaught ConvexError: ${error.message}`,
      errorData: convexToJson(data),
    };
  }
  if (error instanceof Error) {
    return { errorMessage: `${prefix}\nUncaught ${error.name}: ${error.message}${userFrames(error)}` };
  }
  return { errorMessage: `${prefix}\nUncaught ${String(error)}` };
}

/** The stack lines inside the project's functions, as a dev deployment shows them. */
function userFrames(error: Error): string {
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line) && !line.includes("node_modules") && !line.includes("node:"))
    .filter((line) => !line.includes("/local-backend/") || line.includes("/test-fixture/"))
    .slice(0, 5)
    // "file:///…/convex/x.ts?tsx-namespace=…:3:7" → "/…/convex/x.ts:3:7"
    .map((line) => line.replace(/file:\/\/([^\s)?]+)\?tsx-namespace=[^:)]+/, "$1"));
  return frames.length > 0 ? `\n${frames.join("\n")}` : "";
}

/** One line for logs: the message without the request prefix. */
export function shortMessage(error: ClientError): string {
  const lines = error.errorMessage.split("\n");
  return (lines[1] ?? lines[0]).replace(/^Uncaught /, "");
}
