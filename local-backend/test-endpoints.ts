// Endpoints the browser tests use to start each test from a known state, on
// the site port, only when LOCAL_BACKEND_TEST_ENDPOINTS=1:
//   POST /_local/reset   {"seed": true|false} → empties the database, then
//                        optionally loads the sample family → { demoAccounts };
//                        once a seeded snapshot is kept (below), "seed": true
//                        restores it instead, in milliseconds
//   POST /_local/snapshot                    → keeps the database as it is now as
//                        the seeded snapshot (the test run's set-up takes it
//                        after a seeded reset and the demo accounts' sign-ins,
//                        so their sessions stay valid in every test)
//   GET  /_local/outbox?to=EMAIL             → the newest emails to EMAIL
//   POST /_local/restart                     → stops and starts the backend as a
//                        new process would (every client disconnected, data
//                        reloaded from disk, same ports); answers once it is
//                        listening again → { restartedInMs }
import type { IncomingMessage, ServerResponse } from "node:http";
import { CORS_HEADERS, readBody, sendJson } from "./http-util";
import type { ExtraSiteRoutes, LocalBackend, Snapshot } from "./server";

export function testEndpoints(
  backend: () => LocalBackend,
  loadSampleData: (backend: LocalBackend) => Promise<unknown[]>,
): ExtraSiteRoutes {
  let demoAccounts: unknown[] = [];
  let seeded: Snapshot | null = null;
  return async (url: URL, method: string, request: IncomingMessage, response: ServerResponse) => {
    if (url.pathname === "/_local/reset" && method === "POST") {
      const body = JSON.parse((await readBody(request, 1024)).toString("utf8") || "{}") as { seed?: boolean };
      if (body.seed && seeded !== null) {
        await backend().restoreData(seeded);
      } else {
        await backend().resetData();
        demoAccounts = body.seed ? await loadSampleData(backend()) : [];
      }
      sendJson(response, 200, { demoAccounts: body.seed ? demoAccounts : [] }, CORS_HEADERS);
      return true;
    }
    if (url.pathname === "/_local/snapshot" && method === "POST") {
      seeded = await backend().snapshotData();
      sendJson(response, 200, { documents: Object.keys(seeded.documents).length }, CORS_HEADERS);
      return true;
    }
    if (url.pathname === "/_local/restart" && method === "POST") {
      const started = Date.now();
      // This request's own connection is kept to carry the answer, then closed.
      await backend().restart({ keepConnection: request.socket });
      sendJson(response, 200, { restartedInMs: Date.now() - started }, { ...CORS_HEADERS, Connection: "close" });
      return true;
    }
    if (url.pathname === "/_local/outbox" && method === "GET") {
      const mail = await backend().runInternal("outbox:latestTo", { to: url.searchParams.get("to") ?? "" });
      sendJson(response, 200, mail, CORS_HEADERS);
      return true;
    }
    return false;
  };
}
