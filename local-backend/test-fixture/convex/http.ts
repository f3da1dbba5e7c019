// OpenID discovery + JWKS for the test issuer (keys from TEST_JWKS), like
// Convex Auth's routes, one plain route, and one with a secret in its path.
import { httpRouter } from "convex/server";
import { httpAction } from "./_generated/server";

const http = httpRouter();

http.route({
  path: "/.well-known/openid-configuration",
  method: "GET",
  handler: httpAction(async () =>
    Response.json({
      issuer: process.env.CONVEX_SITE_URL,
      jwks_uri: `${process.env.CONVEX_SITE_URL}/.well-known/jwks.json`,
    }),
  ),
});

http.route({
  path: "/.well-known/jwks.json",
  method: "GET",
  handler: httpAction(async () => new Response(process.env.TEST_JWKS ?? '{"keys":[]}', { headers: { "Content-Type": "application/json" } })),
});

http.route({
  path: "/hello",
  method: "POST",
  handler: httpAction(async (ctx, request) => {
    const identity = await ctx.auth.getUserIdentity();
    return Response.json({ echo: await request.text(), subject: identity?.subject ?? null });
  }),
});

/** A secret in the path, as the app's calendar feeds have: the log must not print it. */
http.route({
  pathPrefix: "/secret/",
  method: "GET",
  handler: httpAction(async () => new Response("BEGIN:VCALENDAR", { headers: { "Content-Type": "text/calendar" } })),
});

export default http;
