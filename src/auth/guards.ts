// Route guards of spec section 2, used in each route's beforeLoad.
import { redirect } from "@tanstack/react-router";
import { hasPageAccess } from "../../convex/lib/access";
import type { PageKey } from "../../convex/lib/validators";
import type { Session } from "./session";

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Signed-out people go to /login, remembering where they wanted to go. */
export function requireSignedIn(session: Session, wantedHref: string): void {
  if (session.status === "signedOut" || session.status === "loading") {
    throw redirect({ to: "/login", search: { redirect: wantedHref } });
  }
}

/** People without the page's flag go to /dashboard. */
export function requirePage(session: Session, page: PageKey): void {
  // Someone waiting to join keeps the URL: the guarded layout shows the waiting
  // screen instead of any page, and opens this one once they are approved.
  if (session.status === "waiting") return;
  if (session.status !== "signedIn") throw redirect({ to: DEFAULT_AFTER_SIGN_IN });
  if (!hasPageAccess(session.member, page)) {
    if (page === "dashboard") return; // nowhere else to send them; the page explains
    throw redirect({ to: DEFAULT_AFTER_SIGN_IN });
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
  if (!wanted || !wanted.startsWith("/") || wanted.startsWith("//")) return DEFAULT_AFTER_SIGN_IN;
  return wanted;
}
