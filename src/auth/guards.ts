// Route guards of spec section 2, used in each route's beforeLoad.
import { redirect } from "@tanstack/react-router";
import { hasPageAccess, type PageAccessHolder } from "../../convex/lib/access";
import type { PageKey } from "../../convex/lib/validators";
import { notifyError, notifyWarning } from "../features/feedback/notify";
import { navLinks } from "../features/navigation/navLinks";
import { i18n } from "../i18n";
import type { Session } from "./session";

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Signed-out people go to /login, remembering where they wanted to go. */
export function requireSignedIn(session: Session, wantedHref: string): void {
  if (session.status === "signedOut" || session.status === "loading") {
    throw redirect({ to: "/login", search: { redirect: wantedHref } });
  }
}

/** The first page of the navigation (in its order) this member may open, or null when none is open to them. */
export function firstAllowedPage(member: PageAccessHolder): string | null {
  return navLinks.find((link) => hasPageAccess(member, link.page))?.to ?? null;
}

/**
 * Where someone is sent when a page is not theirs: the dashboard if they may
 * see it, else the first page they may see; with none, the dashboard, which
 * then says that no pages are open to them yet.
 */
export function homeFor(member: PageAccessHolder): string {
  if (hasPageAccess(member, "dashboard")) return DEFAULT_AFTER_SIGN_IN;
  return firstAllowedPage(member) ?? DEFAULT_AFTER_SIGN_IN;
}

/** A page's own name, where it shares another page's flag (chores come with the dashboard's). */
type PageName = PageKey | "chores";

/**
 * People without the page's flag go to /dashboard, or the first page they may see, and are
 * told why. `cause` is the router's: "stay" when the guards rerun for the page already open
 * (its flag was switched off meanwhile), which says they no longer have it, by the page's own
 * `name`; opening it by an old link says it is not open to them. `quiet` when a link only
 * preloads the page, or the caller says why itself; the dashboard, where everyone lands by
 * default, says nothing when it is only being opened.
 */
export function requirePage(
  session: Session,
  page: PageKey,
  { quiet = false, cause, name = page }: { quiet?: boolean; cause?: "preload" | "enter" | "stay"; name?: PageName } = {},
): void {
  // Someone waiting to join keeps the URL: the guarded layout shows the waiting
  // screen instead of any page, and opens this one once they are approved.
  if (session.status === "waiting") return;
  if (session.status !== "signedIn") throw redirect({ to: DEFAULT_AFTER_SIGN_IN });
  if (hasPageAccess(session.member, page)) return;
  const home = homeFor(session.member);
  // With no page open to them, /dashboard itself explains (and keeps the navigation and Logout).
  if (page === "dashboard" && home === DEFAULT_AFTER_SIGN_IN) return;
  if (!quiet && cause === "stay") {
    notifyWarning(i18n.t("common.access.lostTitle", { page: i18n.t(`common.pages.${name}`) }), i18n.t("common.access.lost"));
  } else if (!quiet && name !== "dashboard") {
    notifyError(i18n.t("common.access.deniedTitle"), i18n.t("common.access.pageOff", { page: i18n.t(`common.pages.${name}`) }));
  }
  throw redirect({ href: home, replace: true });
}

/** The toast that tells a non-admin why /admin sent them away (spec section 8's full-page text, as a toast). */
export function notifyAdminOnly(): void {
  notifyError(i18n.t("common.access.deniedTitle"), i18n.t("common.access.adminOnly"));
}

/**
 * Admin pages: like requirePage, and someone sent away learns why. A link
 * preloading the page (on hover) sends no one anywhere, so it says nothing.
 */
export function requireAdminPage(session: Session, { preload = false }: { preload?: boolean } = {}): void {
  try {
    requirePage(session, "admin", { quiet: true });
  } catch (thrown) {
    if (!preload && session.status === "signedIn") notifyAdminOnly();
    throw thrown;
  }
}

/** /login and /signup send signed-in people on (to the remembered path, else /dashboard). */
export function redirectIfSignedIn(session: Session, wanted?: string): void {
  if (session.status === "signedIn" || session.status === "waiting") {
    throw redirect({ href: safeRedirectTarget(wanted) });
  }
}

/** Only same-site paths are followed after sign-in, so a link cannot send anyone off-site. */
export function safeRedirectTarget(wanted: string | undefined): string {
  if (!wanted || !wanted.startsWith("/")) return DEFAULT_AFTER_SIGN_IN;
  // Resolved the way the browser would (`/\evil.example` and `/\t/evil` are other sites to it):
  // only a path on this origin is followed, and only as that path.
  const origin = globalThis.location?.origin ?? "http://app.invalid";
  let url: URL;
  try {
    url = new URL(wanted, origin);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}
