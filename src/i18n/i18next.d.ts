// Typed keys: `t("dashboard.quickActions.title")` is checked by tsc against the
// English strings, so a key that is used but not defined fails the typecheck.
import "i18next";
import type { translation } from "./en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof translation };
  }
}
