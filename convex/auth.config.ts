// Identity providers whose tokens Convex accepts: our own Convex Auth issuer,
// and Clerk when CLERK_JWT_ISSUER_DOMAIN is set in the deployment's env.
// Convex evaluates this file on its own at deploy time, so it reads
// process.env directly, as Convex's auth docs do.
/* eslint-disable @convex-dev/no-process-env */
const providers: { domain: string; applicationID: string }[] = [
  { domain: process.env.CONVEX_SITE_URL!, applicationID: "convex" },
];
if (process.env.CLERK_JWT_ISSUER_DOMAIN) {
  providers.push({ domain: process.env.CLERK_JWT_ISSUER_DOMAIN, applicationID: "convex" });
}

export default { providers };
