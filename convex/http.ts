import { httpRouter } from "convex/server";
import { auth } from "./auth";

const http = httpRouter();

// Convex Auth's OpenID configuration and JWKS routes, used to verify its tokens.
auth.addHttpRoutes(http);

export default http;
