// The family screen's mode rule (TanStack's authenticated-routes style, run in
// the root route's beforeLoad): while this device holds a family-screen key,
// every page but the family screen's own and the sign-in pages an admin uses
// to leave sends it back to /family-screen.
import { redirect } from "@tanstack/react-router";
import { isFamilyScreenDevice } from "./screenKey";

export const FAMILY_SCREEN_PATH = "/family-screen";
export const FAMILY_SCREEN_LEAVE_PATH = "/family-screen/leave";

/** The pages a family screen may show: its own, and the way an admin signs in to leave it. */
const allowedInMode = ["/family-screen", "/login", "/forgot-password", "/reset-password"];

export function allowedOnFamilyScreen(pathname: string): boolean {
  return allowedInMode.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The family view itself (not its leave page): it has its own full-screen layout. */
export function isFamilyView(pathname: string): boolean {
  return pathname === FAMILY_SCREEN_PATH || pathname === `${FAMILY_SCREEN_PATH}/`;
}

export function requireFamilyScreenMode(pathname: string, isScreen: boolean = isFamilyScreenDevice()): void {
  if (isScreen && !allowedOnFamilyScreen(pathname)) throw redirect({ to: FAMILY_SCREEN_PATH, replace: true });
}
