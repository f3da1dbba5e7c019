// Every fr string of the app in one object (tests and types). The app itself
// loads the language in two parts: core.ts first, rest.ts with the signed-in app.
import type { LanguagePack } from "../pack";
import * as core from "./core";
import * as rest from "./rest";

export const translation = { ...core.translation, ...rest.translation };
export const dateLocale = rest.dateLocale;

export default { translation, dateLocale } satisfies LanguagePack;
