import { useRouteContext } from "@tanstack/react-router";
import type { SignedInMember } from "./session";

/** The signed-in member (the guarded pages are never shown without one). */
export function useSignedInMember(): SignedInMember | null {
  const { session } = useRouteContext({ from: "__root__" });
  return session.status === "signedIn" ? session.member : null;
}
