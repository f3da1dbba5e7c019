// The fr strings of the signed-out pages (landing, sign-in, legal, errors):
// the first load fetches only these. The rest come with the signed-in app (rest.ts).
import common from "./common.json";
import auth from "./auth.json";
import pages from "./pages.json";
import errors from "./errors.json";
import pwa from "./pwa.json";
import connection from "./connection.json";

export const translation = { common, auth, pages, errors, pwa, connection };
