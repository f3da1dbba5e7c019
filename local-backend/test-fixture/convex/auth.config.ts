// Accepts tokens issued by this deployment's own site URL, like Convex Auth.
export default {
  providers: [{ domain: process.env.CONVEX_SITE_URL!, applicationID: "fixture-app" }],
};
