import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { api } from "../../convex/_generated/api";
import { notifyError, notifySuccess } from "../features/feedback/notify";
import { i18n } from "../i18n";
import { useAuthFlow } from "./AuthFlow";
import { forgetEndedSignIn, rememberEndedSignIn } from "./endedSignIn";
import type { Session } from "./session";

/**
 * The current session, from the sign-in service (signed in or not) and the
 * family's records (member, or waiting to join). Updates live: an admin's
 * approval turns a waiting session into a signed-in one without a reload.
 */
export function useSession(): Session {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = useQuery(api.members.viewer, isAuthenticated ? {} : "skip");
  const joined = useJoinFamilyOnSignIn(viewer, isAuthenticated);
  useEndSignInTheServerEnded(viewer, isAuthenticated);

  return useMemo<Session>(() => {
    if (isLoading || (isAuthenticated && viewer === undefined)) return { status: "loading" };
    // Until this sign-in's join settles (linked, created or queued) the session is not known yet.
    if (isAuthenticated && viewer?.status === "waiting" && !joined) return { status: "loading" };
    if (!isAuthenticated || viewer === undefined || viewer.status === "signedOut") return { status: "signedOut" };
    if (viewer.status === "waiting") return { status: "waiting" };
    return { status: "signedIn", member: viewer.member };
  }, [isLoading, isAuthenticated, viewer, joined]);
}

type Viewer = ReturnType<typeof useQuery<typeof api.members.viewer>>;

/**
 * A sign-in the server ended (a password reset or a deletion, on another device) leaves this tab holding a token
 * that still verifies for a while, so the sign-in service still says "signed in". The tab drops it at once: kept,
 * it stays the connection's token after the next sign-in too (the service hands the connection a token only when
 * signed-in-ness changes), and that sign-in would wait on the ended session until the old token expired. The
 * reason is kept for the sign-in page; signing in again forgets it.
 */
function useEndSignInTheServerEnded(viewer: Viewer, isAuthenticated: boolean) {
  const auth = useAuthFlow();
  const ending = useRef(false);
  const ended = isAuthenticated && viewer?.status === "signedOut";
  const reason = viewer?.status === "signedOut" ? viewer.ended : undefined;
  useEffect(() => {
    if (!ended || ending.current) return;
    ending.current = true;
    if (reason) rememberEndedSignIn(reason);
    auth
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        ending.current = false;
      });
  }, [ended, reason, auth]);
  const signedIn = isAuthenticated && viewer?.status === "signedIn";
  useEffect(() => {
    if (signedIn) forgetEndedSignIn();
  }, [signedIn]);
}

/**
 * Someone signed in who is not a member yet joins, once per sign-in: first
 * admin, invited member, or the join queue. Once per sign-in (not only the
 * first) so that a person waiting or declined whom an admin has since added by
 * email is linked when they next sign in. Returns whether this sign-in's join
 * has settled. Its toasts read i18next when they show (this hook runs above
 * any Suspense boundary).
 */
function useJoinFamilyOnSignIn(viewer: Viewer, isAuthenticated: boolean): boolean {
  const join = useMutation(api.accounts.join);
  const joining = useRef(false);
  const [joined, setJoined] = useState(false);
  // Signing out ends the sign-in: the next one joins again.
  const [wasAuthenticated, setWasAuthenticated] = useState(isAuthenticated);
  if (wasAuthenticated !== isAuthenticated) {
    setWasAuthenticated(isAuthenticated);
    if (!isAuthenticated) setJoined(false);
  }
  // A member removed while signed in (with a sign-in service whose sessions the server cannot end) does not ask
  // to join again from the open tab: only a new sign-in does. A waiting request deleted otherwise is asked again.
  const [wasMember, setWasMember] = useState(false);
  if (!wasMember && isAuthenticated && viewer?.status === "signedIn") setWasMember(true);
  if (wasMember && !isAuthenticated) setWasMember(false);
  const waiting = isAuthenticated && viewer?.status === "waiting";
  const needsJoin = waiting && !wasMember && (!joined || viewer.joinRequest === "none");
  useEffect(() => {
    if (!needsJoin || joining.current) return;
    joining.current = true;
    // The device's zone: the first admin's becomes the family's (the server checks it).
    join({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || undefined })
      .then((outcome) => {
        setJoined(true);
        if (outcome === "created" || outcome === "linked") {
          notifySuccess(i18n.t("auth.session.welcomeTitle"), i18n.t("auth.session.welcome"));
        }
      })
      .catch(() => notifyError(i18n.t("auth.errorTitle"), i18n.t("auth.session.profileFailed")))
      .finally(() => {
        joining.current = false;
      });
  }, [needsJoin, join]);
  return joined || wasMember;
}
